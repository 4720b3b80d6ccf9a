import { CARDS_MERCADOPAGO_UNAVAILABLE_MESSAGE } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingOf } from '../src/billing/routes/billing.ts';
import type { BillingService } from '../src/billing/service.ts';
import { loadConfig } from '../src/config.ts';
import { BillingAccount, BillingCard, BillingCharge } from '../src/db/entities/index.ts';
import {
  PAGARME_INVALID_CREDENTIALS,
  PAGARME_SAVE_CARD_TOKEN,
  PagarmeProvider,
} from '../src/payments/pagarme/index.ts';
import { accountOf, ledgerOf, ledgerSum, moveOrder, pendingOrder } from './billing-helpers.ts';
import { type Merchant, merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercadopago-stand-in.ts';
import { type PagarmeStandIn, startPagarmeStandIn } from './pagarme-stand-in.ts';

/*
 * Cards on file with a real platform provider (BILLING_PROVIDER), against the providers' local
 * stand-ins: Pagar.me keeps the card for the merchant as its customer and Pagora charges that
 * card later; Mercado Pago cannot charge a saved card without the CVV, so it takes none.
 */

/** The Pagar.me simulator's card numbers (pagarme-stand-in.ts). */
const PAID = '4000000000000010';
const REFUSED = '4000000000000028';
const PROCESSING_THEN_PAID = '4000000000000036';

/** The charge the limit starts after its transaction commits (it runs in the background). */
async function settledCharge(server: TestServer, userId: number): Promise<BillingCharge> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const charge = await server.dataSource.getRepository(BillingCharge).findOne({
      where: { userId },
      order: { id: 'DESC' },
    });
    if (charge && charge.status !== 'processing') return charge;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('A cobrança no cartão não terminou.');
}

/** The attempt the limit started, once Pagar.me answered its order (made after `since` requests). */
async function answeredCharge(server: TestServer, userId: number, standIn: PagarmeStandIn, since: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const charge = await server.dataSource.getRepository(BillingCharge).findOne({
      where: { userId },
      order: { id: 'DESC' },
    });
    const sent = standIn.requests
      .slice(since)
      .some((request) => request.method === 'POST' && request.path.endsWith('/orders'));
    if (charge && sent) return charge;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('A cobrança no cartão não foi enviada.');
}

describe('Pagar.me as the platform provider', () => {
  let server: TestServer;
  let billing: BillingService;
  let pagarme: PagarmeStandIn;

  beforeAll(async () => {
    pagarme = await startPagarmeStandIn();
    server = await startTestServer({
      billing: {
        ...loadConfig({}).billing,
        provider: 'pagarme',
        publicKey: pagarme.publicKey,
        secretKey: pagarme.secretKey,
      },
      pagarmeBaseUrl: pagarme.baseUrl,
      pagarmeScriptUrl: pagarme.scriptUrl,
    });
    billing = billingOf(server.app)!;
  });
  afterAll(async () => {
    await server?.close();
    await pagarme?.close();
  });

  /** What the merchant's browser does: tokenizecard.js at Pagar.me, then the token to Pagora (201). */
  async function addCard(merchant: Merchant, number: string) {
    const token = await pagarme.createCardToken(number);
    return server.request
      .post('/api/billing/cards')
      .set(merchant.auth)
      .send({ token, brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: 2030 })
      .expect(201);
  }

  async function feesReachTheLimit(storeId: number, totalCents = 500_000) {
    // Grátis Inicial: 2 % of R$ 5.000,00 = R$ 100,00, the charge limit.
    const order = await pendingOrder(server, storeId, totalCents);
    await moveOrder(server, order.id, 'approved', new Date());
  }

  it('keeps the card as a card of the merchant at Pagar.me, one customer for every card', async () => {
    const { merchant } = await merchantWithStore(server);
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body.card_tokenizer).toEqual({
      provider: 'pagarme',
      public_key: pagarme.publicKey,
      script_url: pagarme.scriptUrl,
      cards_unavailable: null,
    });

    const added = await addCard(merchant, PAID);
    expect(added.body.cards).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '0010',
        exp_month: 12,
        exp_year: 2030,
        is_default: true,
      }),
    ]);
    const account = await accountOf(server, merchant.userId);
    expect(account).toMatchObject({
      cardCustomerProvider: 'pagarme',
      cardCustomerId: expect.stringMatching(/^cus_/),
    });
    const customer = pagarme.customers.get(account.cardCustomerId!)!;
    expect(customer.json).toMatchObject({ code: `pagora-user-${merchant.userId}` });
    const [row] = await server.dataSource.getRepository(BillingCard).findBy({ userId: merchant.userId });
    expect(row).toMatchObject({ provider: 'pagarme', customerId: account.cardCustomerId });
    expect([...customer.cards.keys()]).toEqual([row!.token]);

    await addCard(merchant, REFUSED);
    expect(customer.cards.size).toBe(2);
    const customerPosts = pagarme.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith('/customers'),
    );
    expect(
      customerPosts.filter(
        (request) => (request.body as { code?: string }).code === `pagora-user-${merchant.userId}`,
      ),
    ).toHaveLength(1);
    // The card itself never went from Pagora to Pagar.me: only the browser's token.
    const cardPosts = pagarme.requests.filter((request) => /\/customers\/cus_\w+\/cards$/.test(request.path));
    for (const request of cardPosts) expect(Object.keys(request.body as object)).toEqual(['token']);

    const second = (
      await server.dataSource.getRepository(BillingCard).findBy({ userId: merchant.userId })
    ).find((card) => card.last4 === '0028')!;
    await server.request.delete(`/api/billing/cards/${second.id}`).set(merchant.auth).expect(200);
    expect([...customer.cards.keys()]).toEqual([row!.token]);
  });

  it('saves a card once however often the same request is retried', async () => {
    const provider = new PagarmeProvider({
      baseUrl: pagarme.baseUrl,
      secretKey: pagarme.secretKey,
      webhookSignature: false,
    });
    const request = {
      token: await pagarme.createCardToken(PAID),
      customerId: null,
      customer: {
        code: 'pagora-user-retry',
        name: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        cpf: null,
      },
      idempotencyKey: 'billing-card-retry',
    };
    const first = await provider.saveCard(request);
    expect(first).toMatchObject({
      status: 'saved',
      brand: 'visa',
      last4: '0010',
      expMonth: 12,
      expYear: 2030,
    });
    expect(await provider.saveCard(request)).toEqual(first);
    const customers = [...pagarme.customers.values()].filter(
      (customer) => customer.json.code === 'pagora-user-retry',
    );
    expect(customers.map((customer) => customer.cards.size)).toEqual([1]);

    const wrongKey = new PagarmeProvider({
      baseUrl: pagarme.baseUrl,
      secretKey: 'sk_test_chave_errada',
      webhookSignature: false,
    });
    const token = await pagarme.createCardToken(PAID);
    expect(await wrongKey.saveCard({ ...request, token, idempotencyKey: 'billing-card-wrong-key' })).toEqual({
      status: 'refused',
      reason: PAGARME_INVALID_CREDENTIALS,
    });
  });

  it('refuses a card number in the body with 422 and a used token with the reason', async () => {
    const { merchant } = await merchantWithStore(server);
    const raw = await server.request
      .post('/api/billing/cards')
      .set(merchant.auth)
      .send({ number: PAID, cvv: '123', exp_month: 12, exp_year: 2030 });
    expect(raw.status).toBe(422);
    expect(raw.body).toEqual({ error: 'Envie o cartão pelo formulário seguro do gateway.' });

    const token = await pagarme.createCardToken(PAID);
    const body = { token, brand: 'visa', last4: '0010', exp_month: 12, exp_year: 2030 };
    await server.request.post('/api/billing/cards').set(merchant.auth).send(body).expect(201);
    // A tokenizecard.js token is single use: a second card from it is refused, nothing stored.
    const other = await merchantWithStore(server);
    const reused = await server.request.post('/api/billing/cards').set(other.merchant.auth).send(body);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: PAGARME_SAVE_CARD_TOKEN });
    expect(
      await server.dataSource.getRepository(BillingCard).countBy({ userId: other.merchant.userId }),
    ).toBe(0);
    expect(server.logs.some((line) => JSON.stringify(line).includes(PAID))).toBe(false);
  });

  it('charges the saved card when the fees reach the limit, and the fees are paid', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await addCard(merchant, PAID);
    await feesReachTheLimit(storeId);
    const charge = await settledCharge(server, merchant.userId);
    expect(charge).toMatchObject({ status: 'approved', amountCents: 10_000, trigger: 'limit' });
    expect(charge.reference).toMatch(/^ch_/);
    const account = await accountOf(server, merchant.userId);
    const [card] = await server.dataSource.getRepository(BillingCard).findBy({ userId: merchant.userId });
    const order = pagarme.ordersWithCode(
      (pagarme.charge(charge.reference!).order as { code: string }).code,
    )[0] as {
      customer: { id: string };
      charges: { amount: number; last_transaction: { card: { id: string } } }[];
    };
    expect(order.customer.id).toBe(account.cardCustomerId);
    expect(order.charges[0]).toMatchObject({
      amount: 10_000,
      last_transaction: { card: { id: card!.token } },
    });
    const orderPost = pagarme.requests.find(
      (request) => request.method === 'POST' && request.path.endsWith('/orders'),
    )!;
    expect(orderPost.headers['idempotency-key']).toBeTruthy();
    expect(orderPost.body).toMatchObject({
      customer_id: account.cardCustomerId,
      payments: [{ payment_method: 'credit_card', credit_card: { card_id: card!.token, installments: 1 } }],
    });
    expect((await ledgerOf(server, merchant.userId)).at(-1)).toMatchObject({
      kind: 'card_charge',
      amountCents: 10_000,
      description: 'Cobrança no cartão final 0010',
    });
    expect(account.balanceCents).toBe(0);
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body).toMatchObject({ status: 'em_dia', pending_cents: 0 });
  });

  it('leaves the fees pending in Regularização when the saved card is refused', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await addCard(merchant, REFUSED);
    await feesReachTheLimit(storeId, 600_000); // fee 12000
    const charge = await settledCharge(server, merchant.userId);
    expect(charge).toMatchObject({ status: 'refused', amountCents: 12_000 });
    expect(charge.reason).toBeTruthy();
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body).toMatchObject({
      balance_cents: -12_000,
      pending_cents: 12_000,
      status: 'pendente',
      actions: { pay_pix: true, pay_card: true },
    });
    expect(summary.body.pending_since).not.toBeNull();
    const manual = await server.request.post('/api/billing/settle/card').set(merchant.auth).send({});
    expect(manual.status).toBe(402);
    expect(manual.body).toEqual({ error: charge.reason });
    expect(await ledgerSum(server, merchant.userId)).toBe(-12_000);

    // Another saved card pays exactly what is pending.
    const added = await addCard(merchant, PAID);
    const good = added.body.cards.find((card: { last4: string }) => card.last4 === '0010');
    const paid = await server.request
      .post('/api/billing/settle/card')
      .set(merchant.auth)
      .send({ card_id: good.id })
      .expect(200);
    expect(paid.body.summary).toMatchObject({ status: 'em_dia', balance_cents: 0 });
  });

  it('waits for a card the issuer is still processing and records it paid once it is', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await addCard(merchant, PROCESSING_THEN_PAID);
    const before = pagarme.requests.length;
    await feesReachTheLimit(storeId);
    const started = await answeredCharge(server, merchant.userId, pagarme, before);
    expect(started.status).toBe('processing');
    expect(await ledgerSum(server, merchant.userId)).toBe(-10_000);
    // A second limit or a manual charge meanwhile is refused: one attempt at a time.
    const manual = await server.request.post('/api/billing/settle/card').set(merchant.auth).send({});
    expect(manual.status).toBe(409);

    // The worker asks Pagar.me by the attempt's key; the simulator's card is paid by then.
    const future = new Date(Date.now() + 120_000);
    await billing.settleProcessingCharges(future);
    const charge = await server.dataSource.getRepository(BillingCharge).findOneByOrFail({ id: started.id });
    expect(charge).toMatchObject({ status: 'approved', amountCents: 10_000 });
    expect(await ledgerSum(server, merchant.userId)).toBe(0);
    expect(
      (await ledgerOf(server, merchant.userId)).filter((entry) => entry.kind === 'card_charge'),
    ).toHaveLength(1);
  });

  it('keeps the attempt processing when Pagar.me does not answer, then settles it by its key', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await addCard(merchant, PAID);
    pagarme.faults.dropAfter = 1;
    await feesReachTheLimit(storeId);
    for (let attempt = 0; attempt < 200 && pagarme.faults.dropAfter > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const [started] = await server.dataSource
      .getRepository(BillingCharge)
      .find({ where: { userId: merchant.userId }, order: { id: 'DESC' } });
    expect(started!.status).toBe('processing');
    await billing.settleProcessingCharges(new Date(Date.now() + 120_000));
    const charge = await server.dataSource.getRepository(BillingCharge).findOneByOrFail({ id: started!.id });
    expect(charge.status).toBe('approved');
    // Pagar.me made one order for the attempt, and Pagora wrote one credit for it.
    const account = await server.dataSource
      .getRepository(BillingAccount)
      .findOneByOrFail({ userId: merchant.userId });
    expect(account.balanceCents).toBe(0);
    expect(
      (await ledgerOf(server, merchant.userId)).filter((entry) => entry.kind === 'card_charge'),
    ).toHaveLength(1);
  });
});

describe('Mercado Pago as the platform provider', () => {
  let server: TestServer;
  let mercadoPago: MercadoPagoStandIn;

  beforeAll(async () => {
    mercadoPago = await startMercadoPagoStandIn();
    server = await startTestServer({
      billing: {
        ...loadConfig({}).billing,
        provider: 'mercadopago',
        publicKey: mercadoPago.publicKey,
        secretKey: mercadoPago.accessToken,
        webhookSecret: mercadoPago.webhookSecret,
      },
      mercadopagoBaseUrl: mercadoPago.baseUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await mercadoPago?.close();
  });

  it('takes no card on file and says why, before and after a try', async () => {
    const { merchant } = await merchantWithStore(server);
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body.card_tokenizer).toMatchObject({
      provider: 'mercadopago',
      cards_unavailable: CARDS_MERCADOPAGO_UNAVAILABLE_MESSAGE,
    });
    const before = mercadoPago.requests.length;
    const added = await server.request
      .post('/api/billing/cards')
      .set(merchant.auth)
      .send({
        token: await mercadoPago.createCardToken('APRO MARIA'),
        brand: 'mastercard',
        last4: '6351',
        exp_month: 11,
        exp_year: 2030,
      });
    expect(added.status).toBe(409);
    expect(added.body).toEqual({ error: CARDS_MERCADOPAGO_UNAVAILABLE_MESSAGE });
    // Nothing but the browser's own token request reached Mercado Pago.
    expect(
      mercadoPago.requests.slice(before).filter((request) => !request.path.includes('card_tokens')),
    ).toEqual([]);
    expect(await server.dataSource.getRepository(BillingCard).countBy({ userId: merchant.userId })).toBe(0);
    const raw = await server.request
      .post('/api/billing/cards')
      .set(merchant.auth)
      .send({ card_number: '5031433215406351', exp_month: 11, exp_year: 2030 });
    expect(raw.status).toBe(422);
  });
});
