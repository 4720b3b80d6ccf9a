import {
  WEBHOOK_ADDRESS_REFUSED_MESSAGE,
  WEBHOOK_DISABLED_NOTICE,
  WEBHOOK_GONE_REASON,
  WEBHOOK_HTTPS_REQUIRED_MESSAGE,
  type Webhook,
  type WebhookCreated,
  type WebhookDeliveriesPage,
  type WebhookEnvelope,
  type WebhookOrderData,
} from '@pagora/contract';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Order, WebhookAttempt, WebhookEndpoint, WebhookMessage } from '../src/db/entities/index.ts';
import { allowList, isAddressAllowed } from '../src/integrations/ssrf.ts';
import { recordStoreChange } from '../src/live/store-changes.ts';
import { CartRecoveryWorker } from '../src/orders/abandoned-carts.ts';
import { secretBoxFromConfig } from '../src/shared/secret-box.ts';
import {
  type DeliveryWorkerOptions,
  pruneWebhookMessages,
  WebhookDeliveryWorker,
} from '../src/webhooks/delivery.ts';
import {
  cardFields,
  createShop,
  openCheckout,
  pay,
  personalData,
  postForm,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import { type Receiver, startReceiver, verifySignature } from './webhook-receiver.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const logger = pino({ level: 'silent' });

let server: TestServer;
const receivers: Receiver[] = [];

beforeAll(async () => {
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.1/32'] });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

function worker(overrides: Partial<DeliveryWorkerOptions> = {}) {
  return new WebhookDeliveryWorker({
    db: server.db,
    config: server.config,
    logger,
    mailer: server.mailer,
    secrets: secretBoxFromConfig(server.config),
    // Generous: on a machine saturated by the other suites a local receiver that answers at once
    // can still take over a second to be heard, and would count as down. The test that times a
    // receiver out sets its own short timeout.
    timeoutMs: 10_000,
    random: () => 0.5,
    ...overrides,
  });
}

async function createWebhook(shop: Pick<Shop, 'merchant' | 'storeId'>, url: string, events: string[]) {
  const response = await server.request
    .post('/api/webhooks')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, name: 'Meu ERP', url, events });
  expect(response.status).toBe(201);
  return response.body as WebhookCreated;
}

/** A paid card order in the shop; returns the order row. */
async function cardOrder(shop: Shop, card?: string) {
  const buyer = server.agent();
  const view = await reachPayment(buyer, shop);
  await pay(buyer, shop, view, cardFields(card));
  const [order] = await server.dataSource
    .getRepository(Order)
    .find({ where: { storeId: shop.storeId }, order: { id: 'DESC' }, take: 1 });
  return order!;
}

const bodies = (r: Receiver) => r.requests.map((request) => JSON.parse(request.body) as WebhookEnvelope);

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Esperou demais: ${what}`);
}

describe('webhook endpoints (CRUD)', () => {
  it('creates, lists, updates and deletes; the secret is shown only on creation', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const hook = await receiver();
    const created = await createWebhook({ merchant, storeId }, hook.url, ['order.approved', 'order.created']);
    expect(created.message).toBe('Webhook criado!');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(24);
    expect(created.webhook).toMatchObject({
      name: 'Meu ERP',
      url: hook.url,
      events: ['order.created', 'order.approved'],
      enabled: true,
      disabled_reason: null,
      secret_hint: `••••${created.secret.slice(-4)}`,
      last_delivery: null,
    });
    const list = await server.request.get(`/api/webhooks?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(list.body).toEqual([created.webhook]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    // Sealed at rest.
    const row = await server.dataSource
      .getRepository(WebhookEndpoint)
      .findOneByOrFail({ id: created.webhook.id });
    expect(row.secret).not.toContain(created.secret.slice(6));

    const updated = await server.request
      .put(`/api/webhooks/${created.webhook.id}`)
      .set(merchant.auth)
      .send({ name: 'Outro', url: `${hook.url}?v=2`, events: ['cart.abandoned'] })
      .expect(200);
    expect((updated.body as { webhook: Webhook }).webhook).toMatchObject({
      name: 'Outro',
      url: `${hook.url}?v=2`,
      events: ['cart.abandoned'],
    });
    await server.request
      .delete(`/api/webhooks/${created.webhook.id}`)
      .set(merchant.auth)
      .expect(200, { message: 'Webhook excluído.' });
    expect((await server.request.get(`/api/webhooks?store_id=${storeId}`).set(merchant.auth)).body).toEqual(
      [],
    );
  });

  it('validates in Portuguese and keeps other merchants out', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const send = (body: Record<string, unknown>) =>
      server.request
        .post('/api/webhooks')
        .set(merchant.auth)
        .send({ store_id: storeId, ...body });
    expect(
      (await send({ name: ' ', url: 'http://127.0.0.1/', events: ['order.created'] }).expect(422)).body,
    ).toEqual({
      error: 'Informe um nome para o webhook.',
    });
    expect((await send({ name: 'A', url: 'http://127.0.0.1/', events: [] }).expect(422)).body).toEqual({
      error: 'Selecione pelo menos um evento.',
    });
    expect(
      (await send({ name: 'A', url: 'ftp://exemplo.com/', events: ['order.created'] }).expect(422)).body
        .error,
    ).toMatch(/URL válida/);
    expect(
      (await send({ name: 'A', url: 'nada', events: ['order.created'] }).expect(422)).body.error,
    ).toMatch(/URL válida/);
    expect(
      (await send({ name: 'A', url: 'http://user:pw@127.0.0.1/', events: ['order.created'] }).expect(422))
        .body.error,
    ).toBe('A URL não pode conter usuário ou senha.');

    const other = await merchantWithStore(server);
    const hook = await receiver();
    const created = await createWebhook(other, hook.url, ['order.created']);
    await send({ store_id: other.storeId, name: 'A', url: hook.url, events: ['order.created'] }).expect(403);
    await server.request.get(`/api/webhooks?store_id=${other.storeId}`).set(merchant.auth).expect(403);
    for (const path of ['', '/rotate-secret', '/enable', '/test']) {
      const method = path === '' ? 'delete' : 'post';
      await server.request[method](`/api/webhooks/${created.webhook.id}${path}`)
        .set(merchant.auth)
        .expect(404);
    }
    await server.request.get(`/api/webhooks/${created.webhook.id}/deliveries`).set(merchant.auth).expect(404);
    await server.request.get('/api/webhooks?store_id=1').expect(401);
  });
});

describe('SSRF guard', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer();
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses private, loopback, link-local and metadata addresses on save', async () => {
    const { merchant, storeId } = await merchantWithStore(strict);
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00:ec2::254]/',
      'http://192.168.0.10/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://localhost:1234/',
      // IPv4-compatible (::/96), IPv4-translated, NAT64 and 6to4 around loopback or private networks.
      'https://[::127.0.0.1]/',
      'https://[::7f00:1]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[64:ff9b::10.0.0.1]/',
      'https://[2002:7f00:1::1]/',
      'https://[100::1]/',
      'https://[2001:db8::1]/',
    ]) {
      const response = await strict.request
        .post('/api/webhooks')
        .set(merchant.auth)
        .send({ store_id: storeId, name: 'A', url, events: ['order.created'] });
      expect({ url, status: response.status, body: response.body }).toEqual({
        url,
        status: 422,
        body: { error: WEBHOOK_ADDRESS_REFUSED_MESSAGE },
      });
    }
  });

  it('classifies addresses, including IPv4-mapped IPv6', () => {
    const none = allowList([]);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '2002:7f00:1::1', // 6to4 around 127.0.0.1
      '2002:a00:1::1', // 6to4 around 10.0.0.1
      '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo
      '::7f00:1', // ::127.0.0.1, IPv4-compatible
      '::a00:1', // ::10.0.0.1, IPv4-compatible
      '::8.8.8.8', // IPv4-compatible, deprecated whatever it carries
      '::ffff:0:7f00:1', // IPv4-translated
      '64:ff9b::7f00:1', // NAT64 around 127.0.0.1
      '64:ff9b:1::1', // local-use NAT64
      '100::1', // discard
      '100:0:0:1::1', // dummy prefix
      '2001:2::1', // benchmarking
      '2001:db8::1', // documentation
      '3fff::1', // documentation
      '5f00::1', // SRv6
      'fec0::1', // site-local
    ]) {
      expect({ address, allowed: isAddressAllowed(address, none) }).toEqual({ address, allowed: false });
    }
    // A DNS64 resolver answers NAT64 addresses for IPv4-only hosts: judged by the IPv4 they carry.
    for (const address of [
      '8.8.8.8',
      '200.147.67.142',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isAddressAllowed(address, none)).toBe(true);
    }
    expect(isAddressAllowed('127.0.0.1', allowList(['127.0.0.1/32']))).toBe(true);
    expect(isAddressAllowed('127.0.0.2', allowList(['127.0.0.1/32']))).toBe(false);
  });

  it('requires https when configured', async () => {
    const production = await startTestServer({ webhookRequireHttps: true });
    try {
      const { merchant, storeId } = await merchantWithStore(production);
      const response = await production.request
        .post('/api/webhooks')
        .set(merchant.auth)
        .send({ store_id: storeId, name: 'A', url: 'http://exemplo.com.br/hook', events: ['order.created'] })
        .expect(422);
      expect(response.body).toEqual({ error: WEBHOOK_HTTPS_REQUIRED_MESSAGE });
    } finally {
      await production.close();
    }
  });

  it('refuses an IPv4-compatible loopback address on send, even with 127.0.0.1 allowed', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const created = await createWebhook(shop, hook.url, ['order.created']);
    // Saved before the guard knew better: the URL is checked again at every send.
    await server.dataSource
      .getRepository(WebhookEndpoint)
      .update(created.webhook.id, { url: `http://[::127.0.0.1]:${hook.port}/hook` });
    await cardOrder(shop);
    await worker().runOnce(new Date());
    expect(hook.requests).toHaveLength(0);
    const page = await server.request
      .get(`/api/webhooks/${created.webhook.id}/deliveries`)
      .set(shop.merchant.auth)
      .expect(200);
    expect((page.body as WebhookDeliveriesPage).items[0]!.attempts).toEqual([
      {
        at: expect.any(String),
        response_code: null,
        error: WEBHOOK_ADDRESS_REFUSED_MESSAGE,
        error_detail: '::7f00:1',
        duration_ms: expect.any(Number),
      },
    ]);
    // And on save, with the existing message.
    await server.request
      .put(`/api/webhooks/${created.webhook.id}`)
      .set(shop.merchant.auth)
      .send({ name: 'Meu ERP', url: `http://[::127.0.0.1]:${hook.port}/hook`, events: ['order.created'] })
      .expect(422, { error: WEBHOOK_ADDRESS_REFUSED_MESSAGE });
  });

  it('checks again on send: no allow list, or a name that now resolves to a private address', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const created = await createWebhook(shop, hook.url, ['order.created']);
    await cardOrder(shop);
    const strictWorker = worker({ config: { ...server.config, webhookAllowNetworks: [] } });
    expect((await strictWorker.runOnce(new Date())).attempted).toBe(1);
    expect(hook.requests).toHaveLength(0);
    const attempts = await server.dataSource.getRepository(WebhookAttempt).find();
    const message = await server.dataSource
      .getRepository(WebhookMessage)
      .findOneByOrFail({ endpointId: created.webhook.id });
    const ours = attempts.filter((attempt) => attempt.messageId === message.id);
    expect(ours.map((attempt) => attempt.error)).toEqual([WEBHOOK_ADDRESS_REFUSED_MESSAGE]);
    expect(message.status).toBe('retrying');

    // DNS rebinding: the saved host name now answers a private address — refused without the allow list...
    await server.dataSource
      .getRepository(WebhookEndpoint)
      .update(created.webhook.id, { url: `http://hooks.rebind.test:${hook.port}/hook` });
    const rebinding = async () => [{ address: '127.0.0.1', family: 4 }];
    const later = new Date(Date.now() + 10 * SECOND);
    await worker({ config: { ...server.config, webhookAllowNetworks: [] }, resolve: rebinding }).runOnce(
      later,
    );
    expect(hook.requests).toHaveLength(0);
    // ...and with it, the request goes to exactly the vetted address (the name resolves nowhere else).
    await worker({ resolve: rebinding }).runOnce(new Date(later.getTime() + 10 * MINUTE));
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]!.headers.host).toBe(`hooks.rebind.test:${hook.port}`);
  });
});

describe('delivery', () => {
  it('sends signed Standard Webhooks events of a real order', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { secret } = await createWebhook(shop, hook.url, [
      'order.created',
      'order.updated',
      'order.status_changed',
      'order.approved',
      'order.refused',
    ]);
    const order = await cardOrder(shop);
    expect((await worker().runOnce(new Date())).delivered).toBe(4);
    expect(
      bodies(hook)
        .map((body) => body.type)
        .sort(),
    ).toEqual(['order.approved', 'order.created', 'order.status_changed', 'order.updated']);
    for (const request of hook.requests) {
      expect(verifySignature(secret, request)).toBe(true);
      expect(verifySignature('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', request)).toBe(false);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toBe('Pagora-Webhooks/1.0');
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(Number(request.headers['webhook-timestamp'])).toBeGreaterThan(1_700_000_000);
    }
    const created = bodies(hook).find((body) => body.type === 'order.created')!;
    const approved = bodies(hook).find((body) => body.type === 'order.approved')!;
    expect(created.data).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'pending',
      payment_method: 'card',
      total_cents: 10000,
      currency: 'BRL',
      items: [{ name: 'Curso de Fotografia', quantity: 1, unit_price_cents: 10000, kind: 'product' }],
      paid_at: null,
    } satisfies Partial<WebhookOrderData>);
    expect((created.data as WebhookOrderData).customer).toMatchObject({ name: 'Maria da Silva' });
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect((approved.data as WebhookOrderData).paid_at).not.toBeNull();
    // The list shows the last delivery.
    const list = await server.request.get(`/api/webhooks?store_id=${shop.storeId}`).set(shop.merchant.auth);
    expect(list.body[0].last_delivery).toMatchObject({ status: 'delivered', response_code: 200 });
  });

  it('only subscribed events, only committed transactions', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['order.refused']);
    const order = await cardOrder(shop, '4000 0000 0000 9995');
    expect(order.status).toBe('refused');
    const messages = () => server.dataSource.getRepository(WebhookMessage).findBy({ endpointId: webhook.id });
    expect((await messages()).map((message) => message.eventType)).toEqual(['order.refused']);

    // A change whose transaction rolls back writes no message.
    await expect(
      server.db.transaction(async (manager) => {
        await recordStoreChange(manager, {
          storeId: shop.storeId,
          kind: 'order_status',
          orderId: order.id,
          orderNumber: order.number,
          status: 'refused',
        });
        expect(await manager.getRepository(WebhookMessage).countBy({ endpointId: webhook.id })).toBe(2);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await messages()).toHaveLength(1);
    // Committed: written.
    await server.db.transaction((manager) =>
      recordStoreChange(manager, {
        storeId: shop.storeId,
        kind: 'order_status',
        orderId: order.id,
        orderNumber: order.number,
        status: 'refused',
      }),
    );
    expect(await messages()).toHaveLength(2);
  });

  it('retries with backoff and the same webhook-id; a receiver down for hours gets every event once', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { secret, webhook } = await createWebhook(shop, hook.url, ['order.created', 'order.approved']);
    hook.mode = 'fail';
    await cardOrder(shop);
    await cardOrder(shop);
    const start = new Date(Date.now() + SECOND);
    const at = (ms: number) => new Date(start.getTime() + ms);
    const run = worker();
    // Other tests' messages share the database: count what this receiver gets.
    const sentAt = async (ms: number, using = run) => {
      const before = hook.requests.length;
      await using.runOnce(at(ms));
      return hook.requests.length - before;
    };
    expect(await sentAt(0)).toBe(4);
    expect(await sentAt(2 * SECOND)).toBe(0); // 5 s ± 10%: not yet
    expect(await sentAt(6 * SECOND)).toBe(4);
    expect(await sentAt(2 * MINUTE)).toBe(0);
    expect(await sentAt(6 * MINUTE)).toBe(4);
    // The receiver stops answering: one message waits out the timeout and the others are held
    // until its retry instead of each waiting out the timeout too.
    hook.mode = 'timeout';
    expect(await sentAt(40 * MINUTE, worker({ timeoutMs: 1_000 }))).toBe(1);
    const page = await server.request
      .get(`/api/webhooks/${webhook.id}/deliveries`)
      .set(shop.merchant.auth)
      .expect(200);
    const deliveries = (page.body as WebhookDeliveriesPage).items;
    expect(deliveries).toHaveLength(4);
    const timedOut = deliveries.filter((delivery) => delivery.attempts.length === 4);
    const held = deliveries.filter((delivery) => delivery.attempts.length === 3);
    expect([timedOut.length, held.length]).toEqual([1, 3]);
    expect(timedOut[0]!.attempts.map((attempt) => attempt.response_code)).toEqual([500, 500, 500, null]);
    expect(timedOut[0]!.attempts[3]).toMatchObject({
      error: 'Tempo esgotado: o destino não respondeu em 1 s.',
      error_detail: null,
    });
    expect(timedOut[0]!.attempts[0]).toMatchObject({
      error: 'O destino teve um erro interno ao receber o evento (HTTP 500).',
      error_detail: 'HTTP 500 Internal Server Error',
    });
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('retrying');
      expect(delivery.next_attempt_at).toBe(timedOut[0]!.next_attempt_at);
    }
    hook.mode = 'ok';
    expect(await sentAt(3 * HOUR)).toBe(4);
    expect(await sentAt(30 * HOUR)).toBe(0);
    // Every event delivered exactly once, with a webhook-id that never changed.
    const delivered = hook.requests.filter((request) => request.answered === 200);
    expect(delivered).toHaveLength(4);
    const ids = new Set(delivered.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(4);
    const tries = [];
    for (const id of ids) {
      const all = hook.requests.filter((request) => request.headers['webhook-id'] === id);
      tries.push(all.length);
      expect(new Set(all.map((request) => request.body)).size).toBe(1);
      for (const request of all) expect(verifySignature(secret, request)).toBe(true);
    }
    expect(tries.sort()).toEqual([4, 4, 4, 5]);
    const messages = await server.dataSource.getRepository(WebhookMessage).findBy({ endpointId: webhook.id });
    expect(messages.map((message) => message.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('gives up after about 3 days of failures', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['order.created']);
    hook.mode = 'fail';
    await cardOrder(shop);
    const run = worker({ disableAfterMs: 30 * 24 * HOUR });
    let now = Date.now() + SECOND;
    for (let i = 0; i < 20; i++) {
      await run.runOnce(new Date(now));
      now += 11 * HOUR;
    }
    const [message] = await server.dataSource
      .getRepository(WebhookMessage)
      .findBy({ endpointId: webhook.id });
    expect(message).toMatchObject({ status: 'failed', attemptCount: 12, nextAttemptAt: null });
    expect(hook.requests).toHaveLength(12);
  });

  it('prunes finished messages (and their attempts) after 30 days, never the ones still waiting', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['order.created', 'order.approved']);
    await cardOrder(shop);
    const now = Date.now() + SECOND;
    await worker().runOnce(new Date(now));
    const messages = server.dataSource.getRepository(WebhookMessage);
    const [delivered, waiting] = await messages.find({
      where: { endpointId: webhook.id },
      order: { id: 'ASC' },
    });
    expect(delivered).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    // One message is still waiting for a retry; both are 31 days old.
    await messages.update(waiting!.id, { nextAttemptAt: new Date(now + HOUR), status: 'retrying' });
    const old = new Date(now - 31 * 24 * HOUR);
    await messages.update([delivered!.id, waiting!.id], { createdAt: old });

    // Two days earlier they were only 29 days old.
    expect(await pruneWebhookMessages(server.db, new Date(now - 2 * 24 * HOUR))).toBe(0);
    expect(await pruneWebhookMessages(server.db, new Date(now))).toBe(1);
    expect((await messages.findBy({ endpointId: webhook.id })).map((m) => m.id)).toEqual([waiting!.id]);
    const attempts = await server.dataSource
      .getRepository(WebhookAttempt)
      .findBy({ messageId: delivered!.id });
    expect(attempts).toEqual([]);
  });

  it('disables an endpoint answering 410 and e-mails the merchant; events keep being recorded and go out on reactivation', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['order.created', 'order.approved']);
    hook.mode = 'gone';
    const first = await cardOrder(shop);
    await worker({ concurrency: 1 }).runOnce(new Date());
    const list = await server.request.get(`/api/webhooks?store_id=${shop.storeId}`).set(shop.merchant.auth);
    expect(list.body[0]).toMatchObject({ enabled: false, disabled_reason: WEBHOOK_GONE_REASON });
    const mails = (await server.outbox()).filter((mail) => mail.to === shop.merchant.email);
    expect(mails.at(-1)?.subject).toBe('Webhook desativado — Loja do Teste');
    expect(mails.at(-1)?.text).toContain(WEBHOOK_GONE_REASON);
    expect(mails.at(-1)?.text).toContain(WEBHOOK_DISABLED_NOTICE);
    expect(hook.requests).toHaveLength(1);

    // Orders placed while it is disabled are recorded for it, and nothing is sent meanwhile.
    const second = await cardOrder(shop);
    await worker().runOnce(new Date(Date.now() + HOUR));
    expect(hook.requests).toHaveLength(1);
    const kept = await server.dataSource
      .getRepository(WebhookMessage)
      .find({ where: { endpointId: webhook.id }, order: { id: 'ASC' } });
    expect(kept.map((message) => [message.eventType, message.orderNumber, message.status])).toEqual([
      ['order.created', first.number, 'retrying'],
      ['order.approved', first.number, 'pending'],
      ['order.created', second.number, 'pending'],
      ['order.approved', second.number, 'pending'],
    ]);
    expect(kept.map((message) => message.nextAttemptAt)).toEqual([null, null, null, null]);
    // A test event is refused while disabled.
    await server.request
      .post(`/api/webhooks/${webhook.id}/test`)
      .set(shop.merchant.auth)
      .expect(409, { error: 'Reative o webhook antes de testar.' });

    hook.mode = 'ok';
    const enabled = await server.request
      .post(`/api/webhooks/${webhook.id}/enable`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(enabled.body.webhook).toMatchObject({ enabled: true, disabled_reason: null });
    await until(() => hook.requests.length === 5, 'os eventos guardados');
    // Oldest first, the one that got the 410 included.
    expect(
      hook.requests.slice(1).map((request) => {
        const body = JSON.parse(request.body) as WebhookEnvelope<WebhookOrderData>;
        return [body.type, body.data.number, request.answered];
      }),
    ).toEqual([
      ['order.created', first.number, 200],
      ['order.approved', first.number, 200],
      ['order.created', second.number, 200],
      ['order.approved', second.number, 200],
    ]);
    await until(async () => {
      const messages = await server.dataSource
        .getRepository(WebhookMessage)
        .findBy({ endpointId: webhook.id });
      return messages.every((message) => message.status === 'delivered');
    }, 'os envios registrados');
  });

  it("keeps a disabled endpoint's events for 30 days, then prunes them", async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['order.created']);
    await server.dataSource
      .getRepository(WebhookEndpoint)
      .update(webhook.id, { enabled: false, disabledReason: WEBHOOK_GONE_REASON });
    await cardOrder(shop);
    await cardOrder(shop);
    const messages = server.dataSource.getRepository(WebhookMessage);
    const [older, newer] = await messages.find({ where: { endpointId: webhook.id }, order: { id: 'ASC' } });
    expect([older?.status, newer?.status]).toEqual(['pending', 'pending']);
    const now = Date.now();
    await messages.update(older!.id, { createdAt: new Date(now - 31 * 24 * HOUR) });
    await messages.update(newer!.id, { createdAt: new Date(now - 29 * 24 * HOUR) });
    await pruneWebhookMessages(server.db, new Date(now));
    expect((await messages.findBy({ endpointId: webhook.id })).map((message) => message.id)).toEqual([
      newer!.id,
    ]);
  });

  it('disables an endpoint that failed every delivery for more than 5 days', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['order.created']);
    hook.mode = 'fail';
    const run = worker();
    await cardOrder(shop);
    await run.runOnce(new Date());
    await cardOrder(shop);
    await run.runOnce(new Date(Date.now() + 2 * 24 * HOUR));
    expect(
      (await server.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: webhook.id })).enabled,
    ).toBe(true);
    await run.runOnce(new Date(Date.now() + 6 * 24 * HOUR));
    const endpoint = await server.dataSource
      .getRepository(WebhookEndpoint)
      .findOneByOrFail({ id: webhook.id });
    expect(endpoint).toMatchObject({
      enabled: false,
      disabledReason: 'Todos os envios falharam por mais de 5 dias.',
    });
  });

  it('does not follow redirects', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const elsewhere = await receiver();
    hook.mode = 'redirect';
    hook.redirectTo = elsewhere.url;
    const { webhook } = await createWebhook(shop, hook.url, ['order.created']);
    await cardOrder(shop);
    await worker().runOnce(new Date());
    expect(hook.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
    const page = await server.request.get(`/api/webhooks/${webhook.id}/deliveries`).set(shop.merchant.auth);
    expect(page.body.items[0]).toMatchObject({ status: 'retrying' });
    expect(page.body.items[0].attempts[0]).toMatchObject({
      response_code: 302,
      error: 'Redirecionamento não seguido (302).',
    });
  });

  it('two workers racing never send one attempt twice', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, [
      'order.created',
      'order.approved',
      'order.updated',
    ]);
    for (let i = 0; i < 3; i++) await cardOrder(shop);
    const now = new Date();
    await Promise.all([worker().runOnce(now), worker().runOnce(now), worker().runOnce(now)]);
    expect(hook.requests).toHaveLength(9);
    expect(new Set(hook.requests.map((request) => request.headers['webhook-id'])).size).toBe(9);
    const messages = await server.dataSource.getRepository(WebhookMessage).findBy({ endpointId: webhook.id });
    const attempts = await server.dataSource.getRepository(WebhookAttempt).find();
    for (const message of messages) {
      expect(attempts.filter((attempt) => attempt.messageId === message.id)).toHaveLength(1);
    }
  });

  it('sends a test event, lists deliveries, resends with the same webhook-id, rotates the secret', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const hook = await receiver();
    const { webhook, secret } = await createWebhook({ merchant, storeId }, hook.url, ['order.approved']);
    const test = await server.request.post(`/api/webhooks/${webhook.id}/test`).set(merchant.auth).expect(200);
    expect(test.body).toEqual({ message: 'Evento de teste enviado.', delivery_id: expect.any(Number) });
    await until(() => hook.requests.length === 1, 'o evento de teste');
    const sample = JSON.parse(hook.requests[0]!.body) as WebhookEnvelope<WebhookOrderData>;
    expect(sample).toMatchObject({
      type: 'order.created',
      test: true,
      data: { number: 1001, currency: 'BRL' },
    });
    expect(verifySignature(secret, hook.requests[0]!)).toBe(true);
    const page = async () =>
      (
        await server.request
          .get(`/api/webhooks/${webhook.id}/deliveries?page=1`)
          .set(merchant.auth)
          .expect(200)
      ).body as WebhookDeliveriesPage;
    await until(async () => (await page()).items[0]?.status === 'delivered', 'o registro do envio');
    const first = await page();
    expect(first).toMatchObject({ page: 1, total: 1, page_count: 1, page_size: 20 });
    expect(first.items[0]).toMatchObject({
      id: test.body.delivery_id,
      event_type: 'order.created',
      webhook_id: hook.requests[0]!.headers['webhook-id'],
      status: 'delivered',
      next_attempt_at: null,
      test: true,
      order_number: null,
    });
    expect(first.items[0]!.attempts).toEqual([
      {
        at: expect.any(String),
        response_code: 200,
        error: null,
        error_detail: null,
        duration_ms: expect.any(Number),
      },
    ]);

    const rotated = await server.request
      .post(`/api/webhooks/${webhook.id}/rotate-secret`)
      .set(merchant.auth)
      .expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    const resend = await server.request
      .post(`/api/webhooks/deliveries/${test.body.delivery_id}/resend`)
      .set(merchant.auth)
      .expect(200);
    expect(resend.body.message).toBe('Reenvio solicitado.');
    await until(() => hook.requests.length === 2, 'o reenvio');
    const again = hook.requests[1]!;
    expect(again.headers['webhook-id']).toBe(hook.requests[0]!.headers['webhook-id']);
    // Both secrets sign during the overlap.
    expect(String(again.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifySignature(rotated.body.secret, again)).toBe(true);
    expect(verifySignature(secret, again)).toBe(true);
    await until(async () => (await page()).items[0]?.attempts.length === 2, 'a segunda tentativa');

    const other = await merchantWithStore(server);
    await server.request
      .post(`/api/webhooks/deliveries/${test.body.delivery_id}/resend`)
      .set(other.merchant.auth)
      .expect(404);
  });

  it("emits 'cart.abandoned' once per cart", async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const { webhook } = await createWebhook(shop, hook.url, ['cart.abandoned']);
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      ...personalData({ name: 'Ana Souza' }),
    }).expect(303);
    const recovery = new CartRecoveryWorker({
      db: server.db,
      mailer: server.mailer,
      publicUrl: server.config.publicUrl,
      logger,
    });
    expect((await recovery.runOnce(new Date(Date.now() + 10 * MINUTE))).announced).toBe(0);
    const later = new Date(Date.now() + 31 * MINUTE);
    const [a, b] = await Promise.all([recovery.runOnce(later), recovery.runOnce(later)]);
    expect(a.announced + b.announced).toBe(1);
    expect((await recovery.runOnce(new Date(Date.now() + 60 * MINUTE))).announced).toBe(0);
    await worker().runOnce(later);
    expect(hook.requests).toHaveLength(1);
    const body = JSON.parse(hook.requests[0]!.body) as WebhookEnvelope;
    expect(body).toMatchObject({
      type: 'cart.abandoned',
      data: {
        status: 'abandoned',
        customer: { name: 'Ana Souza' },
        product: { name: 'Curso de Fotografia' },
        value_cents: 10000,
      },
    });
    expect(await server.dataSource.getRepository(WebhookMessage).countBy({ endpointId: webhook.id })).toBe(1);
  });
});
