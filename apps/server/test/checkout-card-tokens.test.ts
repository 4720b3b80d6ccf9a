import type { CheckoutPageView } from '@pagora/contract';
import Koa from 'koa';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokenizerSources } from '../src/checkout/card-tokenizer.ts';
import type { CardTokenizer, CheckoutContext } from '../src/checkout/context.ts';
import {
  CARD_TOKEN_INVALID_MESSAGE,
  cardInputOf,
  RAW_CARD_REFUSED_MESSAGE,
} from '../src/checkout/posted-card.ts';
import { loadCheckoutRenderer } from '../src/checkout/renderer.ts';
import { sendCheckoutHtml } from '../src/checkout/routes/respond.ts';
import { handleCheckoutPost, loadCheckoutContext } from '../src/checkout/sessions.ts';
import { CheckoutSession, Order } from '../src/db/entities/index.ts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../src/http/security-headers.ts';
import { MercadoPagoProvider } from '../src/payments/mercadopago/index.ts';
import {
  cardFields,
  createShop,
  orderAt,
  pay,
  reachPayment,
  type Shop,
  sessionsOf,
  VISA_APPROVED,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercadopago-stand-in.ts';

/*
 * A store whose card gateway tokenizes in the buyer's browser: the pay post carries the provider's
 * token, never the card. A post that still carries number, expiry or CVV is refused without
 * reading them; a missing or malformed token is asked for again; test mode's own form is unchanged.
 */

let server: TestServer;
let mercadoPago: MercadoPagoStandIn;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  mercadoPago = await startMercadoPagoStandIn();
  server = await startTestServer({ mercadopagoBaseUrl: mercadoPago.baseUrl });
});
afterAll(async () => {
  await server?.close();
  await mercadoPago?.close();
});

const mercadoPagoTokenizer = (): CardTokenizer => ({
  provider: 'mercadopago',
  publicKey: mercadoPago.publicKey,
  scriptUrl: mercadoPago.scriptUrl,
});

/** The checkout's context as the routes load it, with the card gateway's tokenizer on it. */
async function contextOf(shop: Shop, tokenizer: CardTokenizer | null): Promise<CheckoutContext> {
  const slug = shop.path.split('/').at(-1)!;
  const ctx = await loadCheckoutContext(server.db.manager, server.gateways, String(shop.storeId), slug);
  if (!ctx) throw new Error('Checkout não encontrado.');
  return { ...ctx, cardTokenizer: tokenizer };
}

/** A buyer at the payment step (3 steps, digital product), and the session's cookie value. */
async function buyerAtPayment(shop: Shop) {
  const buyer = server.agent();
  const view = await reachPayment(buyer, shop);
  const session = (await sessionsOf(server, shop.product.id)).at(-1)!;
  return { view, token: session.token, sessionId: session.id };
}

/** What the browser posts when MercadoPago.js tokenized a Mastercard ending in 6351. */
const TOKEN_FIELDS = {
  payment_method: 'card',
  card_holder: 'MARIA DA SILVA',
  installments: '1',
  card_token: '0c17d04c2474f7ccb1c03c643b1b1e3e',
  card_brand: 'mastercard',
  card_last4: '6351',
  card_payment_method_id: 'master',
  card_issuer_id: '24',
};

async function postPay(
  ctx: CheckoutContext,
  token: string,
  view: CheckoutPageView,
  fields: Record<string, string>,
) {
  return handleCheckoutPost(server.db, logger, ctx, {
    token,
    body: { action: 'pay', step: 'payment', attempt_key: view.attempt_key, ...fields },
    query: {},
    now: new Date(),
  });
}

async function ordersOf(shop: Shop) {
  return server.dataSource.getRepository(Order).countBy({ storeId: shop.storeId });
}

describe('pay posts with a browser tokenizer', () => {
  it('refuses card number, expiry or CVV (whatever the method) and keeps none of them', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const ctx = await contextOf(shop, mercadoPagoTokenizer());
    for (const [field, value] of [
      ['card_number', '5031 4332 1540 6351'],
      ['card_expiry', '11/30'],
      ['card_cvv', '987'],
    ] as const) {
      for (const method of ['card', 'pix'] as const) {
        const { view, token, sessionId } = await buyerAtPayment(shop);
        const outcome = await postPay(ctx, token, view, {
          ...TOKEN_FIELDS,
          payment_method: method,
          [field]: value,
        });
        expect(outcome).toMatchObject({
          kind: 'view',
          status: 422,
          view: {
            step: 'payment',
            message: { tone: 'danger', text: RAW_CARD_REFUSED_MESSAGE },
            card_tokenizer: {
              provider: 'mercadopago',
              public_key: mercadoPago.publicKey,
              script_url: mercadoPago.scriptUrl,
            },
          },
        });
        expect(JSON.stringify(outcome)).not.toContain(`"${value}"`);
        const session = await server.dataSource
          .getRepository(CheckoutSession)
          .findOneByOrFail({ id: sessionId });
        expect(session.data).not.toContain(`"${value}"`);
      }
    }
    expect(await ordersOf(shop)).toBe(0);
  });

  it('asks for the card again when the token, brand, last digits or payment method is missing or malformed', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const ctx = await contextOf(shop, mercadoPagoTokenizer());
    const { card_token: _, ...withoutToken } = TOKEN_FIELDS;
    const { card_payment_method_id: __, ...withoutMethod } = TOKEN_FIELDS;
    for (const fields of [
      withoutToken,
      { ...TOKEN_FIELDS, card_token: '' },
      { ...TOKEN_FIELDS, card_token: 'tok en com espaço' },
      { ...TOKEN_FIELDS, card_brand: 'discover' },
      { ...TOKEN_FIELDS, card_brand: '' },
      { ...TOKEN_FIELDS, card_last4: '635' },
      { ...TOKEN_FIELDS, card_last4: '63a1' },
      // MercadoPago.js tells the payment method with the token; Mercado Pago needs both.
      withoutMethod,
      { ...TOKEN_FIELDS, card_issuer_id: 'banco' },
    ]) {
      const { view, token } = await buyerAtPayment(shop);
      expect(await postPay(ctx, token, view, fields)).toMatchObject({
        kind: 'view',
        status: 422,
        view: { message: { tone: 'danger', text: CARD_TOKEN_INVALID_MESSAGE } },
      });
    }
    expect(await ordersOf(shop)).toBe(0);
  });

  it('takes a token as the card: only the holder and the installments are checked by Pagora', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const ctx = await contextOf(shop, mercadoPagoTokenizer());
    const { view, token } = await buyerAtPayment(shop);
    const outcome = await postPay(ctx, token, view, { ...TOKEN_FIELDS, card_holder: '', installments: '13' });
    expect(outcome).toMatchObject({ kind: 'view', status: 422, view: { message: null } });
    expect(outcome.kind === 'view' && outcome.view.errors).toEqual({
      card_holder: 'Informe o nome impresso no cartão.',
      installments: 'Parcelamento inválido.',
    });
  });

  it('charges the token at the card gateway: the order has the card summary, the gateway never sees a number', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await server.request
      .put('/api/gateways/mercadopago')
      .set(shop.merchant.auth)
      .send({
        store_id: shop.storeId,
        public_key: mercadoPago.publicKey,
        secret_key: mercadoPago.accessToken,
        webhook_secret: mercadoPago.webhookSecret,
        methods: { card: true, pix: false, boleto: false },
      })
      .expect(200);
    await server.request
      .put('/api/gateways/routing')
      .set(shop.merchant.auth)
      .send({
        store_id: shop.storeId,
        pix: 'test',
        card: 'mercadopago',
        boleto: 'test',
        card_contingency: null,
      })
      .expect(200);
    const ctx = await contextOf(shop, mercadoPagoTokenizer());
    const { view, token } = await buyerAtPayment(shop);
    // What MercadoPago.js does in the buyer's browser (the cardholder name decides the sandbox's outcome).
    const cardToken = await mercadoPago.createCardToken('APRO MARIA');
    const outcome = await postPay(ctx, token, view, {
      ...TOKEN_FIELDS,
      card_holder: 'APRO MARIA',
      card_token: cardToken,
      installments: '2',
    });
    if (outcome.kind !== 'redirect') throw new Error(`Esperava o pedido: ${JSON.stringify(outcome)}`);
    expect(await orderAt(server, outcome.location)).toMatchObject({
      status: 'approved',
      gateway: 'mercadopago',
      cardBrand: 'mastercard',
      cardLast4: '6351',
      cardInstallments: 2,
    });
    const sent = mercadoPago.requests.filter((request) => request.path === '/v1/payments').at(-1)!;
    expect(sent.body).toMatchObject({
      token: cardToken,
      payment_method_id: 'master',
      issuer_id: '24',
      installments: 2,
    });
    expect(sent.rawBody).not.toMatch(/5031433215406351|card_number|security_code/);
  });

  it('does not need a token for PIX or boleto', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const ctx = await contextOf(shop, mercadoPagoTokenizer());
    const { view, token } = await buyerAtPayment(shop);
    const outcome = await postPay(ctx, token, view, { payment_method: 'pix' });
    expect(outcome.kind).toBe('redirect');
    expect(await ordersOf(shop)).toBe(1);
  });

  it('shows card as needing JavaScript on the server-rendered page, with PIX and boleto as plain forms', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const ctx = await contextOf(shop, mercadoPagoTokenizer());
    const { view, token } = await buyerAtPayment(shop);
    const outcome = await postPay(ctx, token, view, withoutCardToken());
    if (outcome.kind !== 'view') throw new Error('Esperava a página do checkout.');
    const renderer = await loadCheckoutRenderer(server.config.checkoutDistDir);
    const html = renderer.render(outcome.view);
    expect(html).toContain(
      'Pagamento com cartão requer JavaScript ativado. Use PIX ou boleto, ou ative o JavaScript.',
    );
    expect(html).not.toMatch(/name="card_(number|expiry|cvv)"/);
    for (const method of ['pix', 'card', 'boleto']) {
      expect(html).toMatch(new RegExp(`<input [^>]*name="payment_method"[^>]*value="${method}"`));
    }
  });
});

function withoutCardToken() {
  const { card_token: _, ...fields } = TOKEN_FIELDS;
  return fields;
}

describe('test mode (no tokenizer)', () => {
  it('charges the typed card as before and ignores token fields', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.card_tokenizer).toBeNull();
    const response = await pay(buyer, shop, view, {
      ...cardFields(VISA_APPROVED),
      card_token: 'token_qualquer',
      card_brand: 'mastercard',
      card_last4: '9999',
    }).expect(303);
    expect(await orderAt(server, response.headers.location!)).toMatchObject({
      status: 'approved',
      gateway: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('still asks for number, expiry and CVV', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const ctx = await contextOf(shop, null);
    const { view, token } = await buyerAtPayment(shop);
    const outcome = await postPay(ctx, token, view, TOKEN_FIELDS);
    expect(outcome).toMatchObject({ kind: 'view', status: 422, view: { message: null } });
    expect(outcome.kind === 'view' && outcome.view.errors).toEqual({
      card_number: 'Informe o número do cartão.',
      card_expiry: 'Informe a validade do cartão.',
      card_cvv: 'Informe o CVV.',
    });
  });
});

describe('cardInputOf', () => {
  it('gives test mode the typed card and a gateway the token with its payment method', () => {
    expect(
      cardInputOf(
        { kind: 'typed', number: '4242 4242 4242 4242', expiry: '12/40', cvv: ' 123 ' },
        ' ANA ',
        '3',
      ),
    ).toEqual({
      number: '4242424242424242',
      holder: 'ANA',
      expMonth: 12,
      expYear: 2040,
      cvv: '123',
      installments: 3,
    });
    const token = {
      kind: 'token',
      token: 'abc12345',
      brand: 'mastercard',
      last4: '6351',
      contingency: null,
    } as const;
    expect(cardInputOf({ ...token, paymentMethodId: 'master', issuerId: '24' }, 'ANA', '2')).toEqual({
      token: 'abc12345',
      installments: 2,
      paymentMethodId: 'master',
      issuerId: '24',
    });
    expect(cardInputOf({ ...token, paymentMethodId: null, issuerId: null }, 'ANA', '')).toEqual({
      token: 'abc12345',
      installments: 1,
    });
  });

  it('is what Mercado Pago charges: token, payment method and issuer, never a card number', async () => {
    const tokenId = await mercadoPago.createCardToken('APRO MARIA');
    const provider = new MercadoPagoProvider({
      baseUrl: mercadoPago.baseUrl,
      accessToken: mercadoPago.accessToken,
      webhookSecret: mercadoPago.webhookSecret,
    });
    const card = cardInputOf(
      {
        kind: 'token',
        token: tokenId,
        brand: 'mastercard',
        last4: '6351',
        contingency: null,
        paymentMethodId: 'master',
        issuerId: '24',
      },
      'APRO MARIA',
      '2',
    );
    const result = await provider.charge({
      idempotencyKey: `teste:${tokenId}`,
      amountCents: 10_000,
      method: 'card',
      description: 'Curso',
      orderNumber: 1,
      buyer: { name: 'Maria da Silva', email: 'maria@example.com', cpf: null },
      card,
      now: new Date(),
    });
    expect(result).toMatchObject({ status: 'approved', card: { brand: 'mastercard', last4: '6351' } });
    const sent = mercadoPago.requests.filter((request) => request.path === '/v1/payments').at(-1)!;
    expect(sent.body).toMatchObject({
      token: tokenId,
      payment_method_id: 'master',
      issuer_id: '24',
      installments: 2,
    });
    expect(sent.rawBody).not.toMatch(/5031433215406351|card_number/);
  });
});

describe('the checkout page Content-Security-Policy', () => {
  it('allows a tokenizer script served elsewhere to do everything from its own origin', () => {
    const origin = new URL(mercadoPago.scriptUrl).origin;
    expect(cardTokenizerSources({ provider: 'mercadopago', script_url: mercadoPago.scriptUrl })).toEqual({
      script: [origin],
      frame: [origin],
      connect: [origin],
    });
    expect(
      cardTokenizerSources({ provider: 'pagarme', script_url: `${origin}/core/v5/tokenizecard.js` }),
    ).toEqual({
      script: [origin],
      frame: [],
      connect: [origin],
    });
  });

  it('allows the production scripts the hosts they reach', () => {
    const mercadoPagoSources = cardTokenizerSources({
      provider: 'mercadopago',
      script_url: 'https://sdk.mercadopago.com/js/v2',
    });
    expect(mercadoPagoSources.frame).toContain('https://secure-fields.mercadopago.com');
    expect(mercadoPagoSources.connect).toContain('https://api.mercadopago.com');
    expect(
      cardTokenizerSources({
        provider: 'pagarme',
        script_url: 'https://checkout.pagar.me/v1/tokenizecard.js',
      }),
    ).toEqual({ script: ['https://checkout.pagar.me'], frame: [], connect: ['https://api.pagar.me'] });
  });

  it('is the default policy without a tokenizer and adds the origins only to pages with one', async () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('frame-src');
    const app = new Koa();
    app.use((ctx) => {
      const tokenizer =
        ctx.path === '/com-cartao'
          ? { provider: 'mercadopago' as const, public_key: 'TEST-1', script_url: mercadoPago.scriptUrl }
          : null;
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      sendCheckoutHtml(ctx, '<!doctype html><p>checkout</p>', { cardTokenizer: tokenizer });
    });
    const request = supertest(app.callback());
    const origin = new URL(mercadoPago.scriptUrl).origin;
    const plain = await request.get('/sem-cartao').expect(200);
    expect(plain.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const withCard = await request.get('/com-cartao').expect(200);
    const policy = withCard.headers['content-security-policy'] as string;
    expect(policy).toBe(contentSecurityPolicy({ script: [origin], frame: [origin], connect: [origin] }));
    expect(policy).toContain(`script-src 'self' ${origin}`);
    expect(policy).toContain(`frame-src 'self' ${origin}`);
    expect(policy).toContain(`connect-src 'self' ${origin}`);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
