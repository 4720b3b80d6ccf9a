import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChecklistResponse, GatewayCard, GatewaySaveResponse, GatewaysResponse } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, StoreGateway } from '../src/db/entities/index.ts';
import { storeRouting } from '../src/payments/gateway-config.ts';
import { SecretBox } from '../src/shared/secret-box.ts';
import { createShop, orderAt, pay, reachPayment } from './checkout-helpers.ts';
import {
  type Merchant,
  merchantWithStore,
  startTestServer,
  TEST_SECRETS_KEY,
  type TestServer,
} from './helpers.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercadopago-stand-in.ts';
import { type PagarmeStandIn, signPagarmeWebhook, startPagarmeStandIn } from './pagarme-stand-in.ts';

/** An address on which nothing listens (a port that was just freed). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const WEBHOOK_SECRET = 'assinatura-secreta-do-webhook-4321';

let server: TestServer;
let mercadoPago: MercadoPagoStandIn;
let pagarme: PagarmeStandIn;
const box = new SecretBox({ id: 'test-1', key: Buffer.from(TEST_SECRETS_KEY, 'base64') });

beforeAll(async () => {
  mercadoPago = await startMercadoPagoStandIn({ webhookSecret: WEBHOOK_SECRET });
  pagarme = await startPagarmeStandIn();
  server = await startTestServer({
    mercadopagoBaseUrl: mercadoPago.baseUrl,
    pagarmeBaseUrl: pagarme.baseUrl,
    pagarmeWebhookJwksUrl: pagarme.jwksUrl,
  });
});

afterAll(async () => {
  await server?.close();
  await mercadoPago?.close();
  await pagarme?.close();
});

interface Shop {
  merchant: Merchant;
  storeId: number;
}

const mercadoPagoPayload = (storeId: number, overrides: Record<string, unknown> = {}) => ({
  store_id: storeId,
  public_key: mercadoPago.publicKey,
  secret_key: mercadoPago.accessToken,
  webhook_secret: WEBHOOK_SECRET,
  methods: { card: true, pix: true, boleto: false },
  ...overrides,
});

const pagarmePayload = (storeId: number, overrides: Record<string, unknown> = {}) => ({
  store_id: storeId,
  public_key: pagarme.publicKey,
  secret_key: pagarme.secretKey,
  methods: { card: true, pix: false, boleto: true },
  ...overrides,
});

const gateways = async ({ merchant, storeId }: Shop) =>
  (await server.request.get(`/api/gateways?store_id=${storeId}`).set(merchant.auth).expect(200))
    .body as GatewaysResponse;

const card = (body: GatewaysResponse, id: GatewayCard['id']) => body.gateways.find((item) => item.id === id)!;

const save = (shop: Shop, provider: string, body: Record<string, unknown>) =>
  server.request.put(`/api/gateways/${provider}`).set(shop.merchant.auth).send(body);

const route = (shop: Shop, routing: Record<string, unknown>) =>
  server.request
    .put('/api/gateways/routing')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, ...routing });

const deactivate = (shop: Shop, provider: string) =>
  server.request.delete(`/api/gateways/${provider}?store_id=${shop.storeId}`).set(shop.merchant.auth);

const storedRows = (storeId: number) =>
  server.dataSource.getRepository(StoreGateway).find({ where: { storeId } });

const usersMeCalls = () => mercadoPago.requests.filter((request) => request.path === '/users/me');

describe('a new store', () => {
  it('sells in test mode: both gateways inactive, every method on Modo de teste', async () => {
    const shop = await merchantWithStore(server);
    const body = await gateways(shop);
    expect(body.routing).toEqual({ pix: 'test', card: 'test', boleto: 'test', card_contingency: null });
    expect(body.gateways.map((item) => [item.id, item.name, item.state])).toEqual([
      ['mercadopago', 'Mercado Pago', 'Inativo'],
      ['pagarme', 'Pagar.me', 'Inativo'],
      ['test', 'Modo de teste', 'Ativo'],
    ]);
    expect(card(body, 'mercadopago')).toMatchObject({
      configured: false,
      public_key: '',
      secret_key_hint: '',
      methods: { card: true, pix: true, boleto: false },
      primary_for: [],
    });
    expect(card(body, 'test').primary_for).toEqual(['card', 'pix', 'boleto']);

    const routing = await storeRouting(server.dataSource.manager, box, shop.storeId);
    expect(routing).toEqual({ pix: 'test', card: 'test', boleto: 'test', cardContingency: null });
  });
});

describe('activating Mercado Pago', () => {
  it('checks the access token with Mercado Pago, stores it sealed and answers only its hint', async () => {
    const shop = await merchantWithStore(server);
    const before = usersMeCalls().length;
    const response = await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    const body = response.body as GatewaySaveResponse;

    expect(usersMeCalls().length).toBe(before + 1);
    expect(usersMeCalls().at(-1)!.headers.authorization).toBe(`Bearer ${mercadoPago.accessToken}`);
    expect(body.message).toBe('Gateway ativado.');
    expect(card(body, 'mercadopago')).toMatchObject({
      state: 'Ativo',
      configured: true,
      public_key: mercadoPago.publicKey,
      secret_key_hint: `••••${mercadoPago.accessToken.slice(-4)}`,
      webhook_secret_hint: `••••${WEBHOOK_SECRET.slice(-4)}`,
      methods: { card: true, pix: true, boleto: false },
      primary_for: ['card', 'pix'],
    });
    // The methods it offers leave test mode; boleto (off) stays there.
    expect(body.routing).toEqual({
      pix: 'mercadopago',
      card: 'mercadopago',
      boleto: 'test',
      card_contingency: null,
    });
    expect(card(body, 'test')).toMatchObject({ state: 'Ativo', primary_for: ['boleto'] });
    expect(JSON.stringify(body)).not.toContain(mercadoPago.accessToken);
    expect(JSON.stringify(body)).not.toContain(WEBHOOK_SECRET);

    const read = await gateways(shop);
    expect(JSON.stringify(read)).not.toContain(mercadoPago.accessToken);
    expect(card(read, 'mercadopago').state).toBe('Ativo');

    const [raw] = (await server.dataSource.query(
      `SELECT secret_sealed, webhook_secret_sealed, key_id, status, method_card, method_pix, method_boleto
         FROM store_gateway WHERE store_id = ${shop.storeId} AND provider = 'mercadopago'`,
    )) as Record<string, unknown>[];
    expect(raw).toBeDefined();
    const sealed = String(raw!.secret_sealed);
    expect(sealed).not.toContain(mercadoPago.accessToken);
    expect(sealed.startsWith('v1.test-1.')).toBe(true);
    expect(box.open(sealed)).toBe(mercadoPago.accessToken);
    expect(String(raw!.webhook_secret_sealed)).not.toContain(WEBHOOK_SECRET);
    expect(box.open(String(raw!.webhook_secret_sealed))).toBe(WEBHOOK_SECRET);
    expect(raw!.key_id).toBe('test-1');
    expect(raw!.status).toBe('active');

    const routing = await storeRouting(server.dataSource.manager, box, shop.storeId);
    const credentials = {
      id: 'mercadopago',
      publicKey: mercadoPago.publicKey,
      secretKey: mercadoPago.accessToken,
      webhookSecret: WEBHOOK_SECRET,
    };
    expect(routing).toEqual({ pix: credentials, card: credentials, boleto: 'test', cardContingency: null });
  });

  it('keeps the stored secrets when an update leaves them empty (checked again with the stored token)', async () => {
    const shop = await merchantWithStore(server);
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    const [first] = await storedRows(shop.storeId);

    const before = usersMeCalls().length;
    const response = await save(
      shop,
      'mercadopago',
      mercadoPagoPayload(shop.storeId, {
        secret_key: '',
        webhook_secret: '',
        methods: { card: true, pix: true, boleto: true },
      }),
    ).expect(200);
    const body = response.body as GatewaySaveResponse;
    expect(body.message).toBe('Gateway atualizado.');
    expect(usersMeCalls().length).toBe(before + 1);
    expect(usersMeCalls().at(-1)!.headers.authorization).toBe(`Bearer ${mercadoPago.accessToken}`);

    const [after] = await storedRows(shop.storeId);
    expect(after!.secretSealed).toBe(first!.secretSealed);
    expect(after!.webhookSecretSealed).toBe(first!.webhookSecretSealed);
    expect(after!.methodBoleto).toBe(true);
    // An update does not take over a method the merchant left in test mode.
    expect(body.routing.boleto).toBe('test');
    expect(card(body, 'mercadopago').methods).toEqual({ card: true, pix: true, boleto: true });
  });

  it('sends a method it stops offering back to test mode', async () => {
    const shop = await merchantWithStore(server);
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    const body = (
      await save(
        shop,
        'mercadopago',
        mercadoPagoPayload(shop.storeId, {
          secret_key: '',
          methods: { card: true, pix: false, boleto: false },
        }),
      ).expect(200)
    ).body as GatewaySaveResponse;
    expect(body.routing).toEqual({
      pix: 'test',
      card: 'mercadopago',
      boleto: 'test',
      card_contingency: null,
    });
  });

  it('refuses wrong credentials with 422 and stores nothing', async () => {
    const shop = await merchantWithStore(server);
    const response = await save(
      shop,
      'mercadopago',
      mercadoPagoPayload(shop.storeId, { secret_key: 'APP_USR-0000000000000000-000000-token-errado-000000' }),
    ).expect(422);
    expect(response.body).toEqual({ error: 'Credenciais inválidas.' });
    expect(await storedRows(shop.storeId)).toEqual([]);
    const body = await gateways(shop);
    expect(card(body, 'mercadopago')).toMatchObject({ state: 'Inativo', configured: false });
    expect(body.routing.card).toBe('test');
  });

  it('keeps the working secret when an update brings a wrong one', async () => {
    const shop = await merchantWithStore(server);
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    const [first] = await storedRows(shop.storeId);
    await save(
      shop,
      'mercadopago',
      mercadoPagoPayload(shop.storeId, {
        secret_key: 'APP_USR-errado',
        methods: { card: false, pix: true, boleto: false },
      }),
    ).expect(422);
    const [after] = await storedRows(shop.storeId);
    expect(after).toMatchObject({
      secretSealed: first!.secretSealed,
      methodCard: true,
      status: 'active',
    });
  });

  it('answers 502 and stores nothing when Mercado Pago cannot be reached', async () => {
    const shop = await merchantWithStore(server);
    const configured = server.config.mercadopagoBaseUrl;
    server.config.mercadopagoBaseUrl = await closedPortUrl();
    try {
      const response = await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(502);
      expect(response.body).toEqual({
        error: 'Mercado Pago indisponível. Tente novamente em alguns minutos.',
      });
    } finally {
      server.config.mercadopagoBaseUrl = configured;
    }
    expect(await storedRows(shop.storeId)).toEqual([]);
    expect(card(await gateways(shop), 'mercadopago').state).toBe('Inativo');
  });

  it('asks for the secret key the first time, before calling Mercado Pago', async () => {
    const shop = await merchantWithStore(server);
    const before = usersMeCalls().length;
    const response = await save(
      shop,
      'mercadopago',
      mercadoPagoPayload(shop.storeId, { secret_key: '' }),
    ).expect(422);
    expect(response.body).toEqual({ error: 'Informe a chave secreta.' });
    expect(usersMeCalls().length).toBe(before);
    await save(
      shop,
      'mercadopago',
      mercadoPagoPayload(shop.storeId, { methods: { card: false, pix: false, boleto: false } }),
    ).expect(422, { error: 'Escolha ao menos uma forma de pagamento.' });
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId, { public_key: ' ' })).expect(422, {
      error: 'Informe a chave pública.',
    });
    await save(shop, 'test', mercadoPagoPayload(shop.storeId)).expect(404, {
      error: 'Gateway não encontrado.',
    });
    expect(await storedRows(shop.storeId)).toEqual([]);
  });
});

describe('activating Pagar.me', () => {
  it('checks the secret key with Pagar.me (Basic auth, one order read) before storing it', async () => {
    const shop = await merchantWithStore(server);
    const wrong = await save(
      shop,
      'pagarme',
      pagarmePayload(shop.storeId, { secret_key: 'sk_test_errada' }),
    ).expect(422);
    expect(wrong.body).toEqual({ error: 'Credenciais inválidas.' });
    expect(await storedRows(shop.storeId)).toEqual([]);

    const body = (await save(shop, 'pagarme', pagarmePayload(shop.storeId)).expect(200))
      .body as GatewaySaveResponse;
    const check = pagarme.requests.at(-1)!;
    expect([check.method, check.path, check.query]).toEqual([
      'GET',
      '/core/v5/orders',
      { page: '1', size: '1' },
    ]);
    expect(check.headers.authorization).toBe(
      `Basic ${Buffer.from(`${pagarme.secretKey}:`).toString('base64')}`,
    );
    expect(card(body, 'pagarme')).toMatchObject({
      state: 'Ativo',
      secret_key_hint: `••••${pagarme.secretKey.slice(-4)}`,
      webhook_secret_hint: '',
    });
    expect(body.routing).toEqual({ pix: 'test', card: 'pagarme', boleto: 'pagarme', card_contingency: null });
    const [row] = await storedRows(shop.storeId);
    expect(row!.secretSealed).not.toContain(pagarme.secretKey);
    expect(row!.webhookSecretSealed).toBeNull();
  });
});

describe("Pagar.me's notifications", () => {
  it("shows the store's webhook URL on the Pagar.me card only, the URL the signed notifications go to", async () => {
    const shop = await merchantWithStore(server);
    const body = await gateways(shop);
    const url = `http://pagora.test/api/payments/pagarme/notifications?store=${shop.storeId}`;
    expect(body.gateways.map((item) => [item.id, item.notification_url])).toEqual([
      // Mercado Pago gets its URL with each payment; test mode has no provider.
      ['mercadopago', null],
      ['pagarme', url],
      ['test', null],
    ]);
    // Same answer after a save, and for another store its own.
    const saved = (await save(shop, 'pagarme', pagarmePayload(shop.storeId)).expect(200))
      .body as GatewaySaveResponse;
    expect(card(saved, 'pagarme').notification_url).toBe(url);
    const other = await merchantWithStore(server);
    expect(card(await gateways(other), 'pagarme').notification_url).toBe(
      `http://pagora.test/api/payments/pagarme/notifications?store=${other.storeId}`,
    );
  });

  it('accepts at that URL the notification Pagar.me signs, and the order follows the charge', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await save(
      shop,
      'pagarme',
      pagarmePayload(shop.storeId, { methods: { card: false, pix: true, boleto: false } }),
    ).expect(200);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, paid.headers.location as string);
    expect(order).toMatchObject({ gateway: 'pagarme', status: 'pending' });

    // The buyer pays; Pagar.me posts to the URL the merchant registered, as shown on /gateways.
    const { notification_url } = card(await gateways(shop), 'pagarme');
    await fetch(`${pagarme.baseUrl.replace('/core/v5', '')}/__control/pay/${order.gatewayReference}`, {
      method: 'POST',
    });
    const hook = JSON.stringify({
      id: 'hook_RyEKQO789TRpZjv5',
      account: { id: 'acc_jZkdN857et650oNv', name: 'Loja Teste' },
      type: 'charge.paid',
      created_at: new Date().toISOString(),
      data: pagarme.charge(order.gatewayReference!),
    });
    const target = new URL(notification_url!);
    const signature = signPagarmeWebhook(pagarme.signingKey.privateKey, pagarme.signingKey.kid, hook);
    await server.request
      .post(`${target.pathname}${target.search}`)
      .set('content-type', 'application/json')
      .send(hook)
      .expect(401);
    await server.request
      .post(`${target.pathname}${target.search}`)
      .set('content-type', 'application/json')
      .set('x-webhook-asymmetric-signature', signature)
      .send(hook)
      .expect(200);
    expect((await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(
      'approved',
    );
  });
});

describe('Pagar.me out of reach', () => {
  it('answers 502 and stores nothing', async () => {
    const shop = await merchantWithStore(server);
    const configured = server.config.pagarmeBaseUrl;
    server.config.pagarmeBaseUrl = `${await closedPortUrl()}/core/v5`;
    try {
      const response = await save(shop, 'pagarme', pagarmePayload(shop.storeId)).expect(502);
      expect(response.body).toEqual({ error: 'Pagar.me indisponível. Tente novamente em alguns minutos.' });
    } finally {
      server.config.pagarmeBaseUrl = configured;
    }
    expect(await storedRows(shop.storeId)).toEqual([]);
  });
});

/** A store with both gateways active: Mercado Pago (card, PIX) and Pagar.me (card, boleto). */
async function withBothGateways(): Promise<Shop> {
  const shop = await merchantWithStore(server);
  await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
  await save(shop, 'pagarme', pagarmePayload(shop.storeId)).expect(200);
  return shop;
}

describe('routing', () => {
  it('takes only active gateways offering the method, and a contingency unlike the primary', async () => {
    const shop = await merchantWithStore(server);
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    const base = { pix: 'mercadopago', card: 'mercadopago', boleto: 'test', card_contingency: null };

    await route(shop, { ...base, card: 'pagarme' }).expect(422, {
      error: 'O Pagar.me não está ativo nesta loja.',
    });
    await route(shop, { ...base, boleto: 'mercadopago' }).expect(422, {
      error: 'O Mercado Pago não está configurado para boleto.',
    });
    await route(shop, { ...base, card_contingency: 'mercadopago' }).expect(422, {
      error: 'A contingência do cartão precisa ser um gateway diferente do principal.',
    });
    await route(shop, { ...base, card: 'test', card_contingency: 'mercadopago' }).expect(422, {
      error: 'Escolha um gateway principal para cartão de crédito antes da contingência.',
    });
    await route(shop, { ...base, card_contingency: 'test' }).expect(422, {
      error: 'Gateway de contingência inválido.',
    });
    await route(shop, { ...base, pix: 'stripe' }).expect(422, { error: 'Gateway inválido.' });
    // Nothing of the refused changes was kept.
    expect((await gateways(shop)).routing).toEqual(base);

    await save(shop, 'pagarme', pagarmePayload(shop.storeId)).expect(200);
    await route(shop, { ...base, pix: 'pagarme' }).expect(422, {
      error: 'O Pagar.me não está configurado para PIX.',
    });
    const saved = (
      await route(shop, {
        pix: 'mercadopago',
        card: 'pagarme',
        boleto: 'pagarme',
        card_contingency: 'mercadopago',
      }).expect(200)
    ).body as GatewaySaveResponse;
    expect(saved.message).toBe('Roteamento salvo.');
    expect(saved.routing).toEqual({
      pix: 'mercadopago',
      card: 'pagarme',
      boleto: 'pagarme',
      card_contingency: 'mercadopago',
    });
    expect(card(saved, 'mercadopago')).toMatchObject({
      state: 'Ativo',
      is_contingency: true,
      primary_for: ['pix'],
    });
    expect(card(saved, 'test')).toMatchObject({ state: 'Inativo', primary_for: [] });

    // A gateway that is only the contingency shows as such.
    const contingencyOnly = (
      await route(shop, {
        pix: 'test',
        card: 'pagarme',
        boleto: 'pagarme',
        card_contingency: 'mercadopago',
      }).expect(200)
    ).body as GatewaySaveResponse;
    expect(card(contingencyOnly, 'mercadopago').state).toBe('Contingência');

    const routing = await storeRouting(server.dataSource.manager, box, shop.storeId);
    expect(routing.pix).toBe('test');
    expect(routing.card).toMatchObject({ id: 'pagarme', secretKey: pagarme.secretKey, webhookSecret: null });
    expect(routing.boleto).toMatchObject({ id: 'pagarme' });
    expect(routing.cardContingency).toMatchObject({
      id: 'mercadopago',
      secretKey: mercadoPago.accessToken,
      webhookSecret: WEBHOOK_SECRET,
    });
  });
});

describe('deactivating', () => {
  it('sends the methods it charged back to test mode and clears the contingency on it', async () => {
    const shop = await withBothGateways();
    await route(shop, {
      pix: 'mercadopago',
      card: 'pagarme',
      boleto: 'pagarme',
      card_contingency: 'mercadopago',
    }).expect(200);

    const body = (await deactivate(shop, 'mercadopago').expect(200)).body as GatewaySaveResponse;
    expect(body.message).toBe('Gateway desativado.');
    expect(body.routing).toEqual({ pix: 'test', card: 'pagarme', boleto: 'pagarme', card_contingency: null });
    expect(card(body, 'mercadopago')).toMatchObject({
      state: 'Inativo',
      configured: true,
      is_contingency: false,
    });
    expect(card(body, 'pagarme').state).toBe('Ativo');
    // The credentials stay sealed for the charges it already made.
    const rows = await storedRows(shop.storeId);
    expect(rows.find((row) => row.provider === 'mercadopago')).toMatchObject({ status: 'inactive' });

    // Deactivating the card primary also drops a contingency (it needs a real primary).
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId, { secret_key: '' })).expect(200);
    await route(shop, {
      pix: 'mercadopago',
      card: 'pagarme',
      boleto: 'pagarme',
      card_contingency: 'mercadopago',
    }).expect(200);
    const second = (await deactivate(shop, 'pagarme').expect(200)).body as GatewaySaveResponse;
    expect(second.routing).toEqual({
      pix: 'mercadopago',
      card: 'test',
      boleto: 'test',
      card_contingency: null,
    });
    expect(card(second, 'mercadopago')).toMatchObject({ state: 'Ativo', is_contingency: false });

    // Again: nothing changes.
    await deactivate(shop, 'pagarme').expect(200);
    const stranger = await merchantWithStore(server);
    await deactivate(stranger, 'pagarme').expect(404, {
      error: 'Este gateway não está configurado nesta loja.',
    });

    const routing = await storeRouting(server.dataSource.manager, box, shop.storeId);
    expect(routing.card).toBe('test');
    expect(routing.cardContingency).toBeNull();
  });

  it('a reactivated gateway takes back the methods left in test mode', async () => {
    const shop = await merchantWithStore(server);
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    await deactivate(shop, 'mercadopago').expect(200);
    const body = (
      await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId, { secret_key: '' })).expect(200)
    ).body as GatewaySaveResponse;
    expect(body.message).toBe('Gateway ativado.');
    expect(body.routing).toEqual({
      pix: 'mercadopago',
      card: 'mercadopago',
      boleto: 'test',
      card_contingency: null,
    });
  });
});

describe('tenancy', () => {
  it("refuses another merchant's store without calling the provider", async () => {
    const owner = await withBothGateways();
    const intruder = await merchantWithStore(server);
    const calls = mercadoPago.requests.length;
    const foreign = { merchant: intruder.merchant, storeId: owner.storeId };

    await server.request
      .get(`/api/gateways?store_id=${owner.storeId}`)
      .set(intruder.merchant.auth)
      .expect(403);
    await save(foreign, 'mercadopago', mercadoPagoPayload(owner.storeId)).expect(403, {
      error: 'Acesso não autorizado a esta loja.',
    });
    await deactivate(foreign, 'mercadopago').expect(403);
    await route(foreign, { pix: 'test', card: 'test', boleto: 'test', card_contingency: null }).expect(403);
    await server.request.get('/api/gateways?store_id=999999999').set(intruder.merchant.auth).expect(404);
    await server.request.get(`/api/gateways?store_id=${owner.storeId}`).expect(401);

    expect(mercadoPago.requests.length).toBe(calls);
    const body = await gateways(owner);
    expect(card(body, 'mercadopago').state).toBe('Ativo');
    expect(body.routing.card).toBe('mercadopago');
  });
});

describe('checklist', () => {
  it("marks 'Gateway cadastrado' done while a gateway is active", async () => {
    const shop = await merchantWithStore(server);
    const gatewayItem = async () => {
      const response = await server.request
        .get(`/api/checklist?store_id=${shop.storeId}`)
        .set(shop.merchant.auth)
        .expect(200);
      return (response.body as ChecklistResponse).items.find((item) => item.key === 'gateway')!;
    };
    expect(await gatewayItem()).toMatchObject({ label: 'Gateway cadastrado', done: false, available: true });
    await save(shop, 'mercadopago', mercadoPagoPayload(shop.storeId)).expect(200);
    expect(await gatewayItem()).toMatchObject({ done: true, hint: 'Gateway de pagamento configurado.' });
    await deactivate(shop, 'mercadopago').expect(200);
    expect((await gatewayItem()).done).toBe(false);
  });
});
