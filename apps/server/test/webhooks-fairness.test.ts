import type { WebhookDeliveriesPage, WebhookEnvelope, WebhookOrderData } from '@pagora/contract';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Order, WebhookEndpoint, WebhookMessage } from '../src/db/entities/index.ts';
import { secretBoxFromConfig } from '../src/shared/secret-box.ts';
import {
  type DeliveryWorkerOptions,
  describeFailure,
  WebhookDeliveryWorker,
} from '../src/webhooks/delivery.ts';
import { cardFields, createShop, pay, reachPayment, type Shop } from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type Receiver, SELF_SIGNED_TLS, startReceiver } from './webhook-receiver.ts';

/*
 * Delivery that is fair between endpoints (a dead receiver slows only its own messages), a
 * backlog sent as soon as its receiver is back, 'Reenviar todas as falhas', and the delivery
 * log's texts.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const logger = pino({ level: 'silent' });
const ALL_ORDER_EVENTS = ['order.created', 'order.updated', 'order.status_changed', 'order.approved'];

let server: TestServer;
const receivers: Receiver[] = [];
const workers: WebhookDeliveryWorker[] = [];

beforeAll(async () => {
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.1/32'] });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

async function receiver(options?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const started = await startReceiver(options);
  receivers.push(started);
  return started;
}

function worker(overrides: Partial<DeliveryWorkerOptions> = {}) {
  const created = new WebhookDeliveryWorker({
    db: server.db,
    config: server.config,
    logger,
    mailer: server.mailer,
    secrets: secretBoxFromConfig(server.config),
    timeoutMs: 1_000,
    random: () => 0.5,
    ...overrides,
  });
  workers.push(created);
  return created;
}

async function createWebhook(shop: Pick<Shop, 'merchant' | 'storeId'>, url: string, events: string[]) {
  const response = await server.request
    .post('/api/webhooks')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, name: 'Meu ERP', url, events });
  expect(response.status).toBe(201);
  return response.body.webhook as { id: number };
}

async function cardOrder(shop: Shop) {
  const buyer = server.agent();
  const view = await reachPayment(buyer, shop);
  await pay(buyer, shop, view, cardFields()).expect(303);
  const [order] = await server.dataSource
    .getRepository(Order)
    .find({ where: { storeId: shop.storeId }, order: { id: 'DESC' }, take: 1 });
  return order!;
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Esperou demais: ${what}`);
}

const delivered = (hook: Receiver) => hook.requests.filter((request) => request.answered === 200);

async function deliveries(shop: Shop, endpointId: number) {
  const page = await server.request
    .get(`/api/webhooks/${endpointId}/deliveries`)
    .set(shop.merchant.auth)
    .expect(200);
  return (page.body as WebhookDeliveriesPage).items;
}

describe('fair delivery', () => {
  it("a receiver that never answers does not hold up another store's deliveries", async () => {
    const slowShop = await createShop(server, { productType: 'digital' });
    const slow = await receiver();
    slow.mode = 'timeout';
    const slowHook = await createWebhook(slowShop, slow.url, ALL_ORDER_EVENTS);
    // The silent receiver's events come first: 12 of them, more than the lanes of the old worker.
    for (let i = 0; i < 3; i++) await cardOrder(slowShop);
    const shop = await createShop(server, { productType: 'digital' });
    const healthy = await receiver();
    await createWebhook(shop, healthy.url, ALL_ORDER_EVENTS);
    await cardOrder(shop);
    await cardOrder(shop);

    // A timeout long enough that the silent receiver's requests stay open through the test.
    const running = worker({ timeoutMs: 120_000, leaseMs: 180_000, intervalMs: 50 });
    running.start();
    await until(() => delivered(healthy).length === 8, 'as entregas da loja saudável');
    expect(slow.open).toBeGreaterThan(0);
    // While those requests wait, new work for other endpoints is still picked up.
    await cardOrder(shop);
    await until(() => delivered(healthy).length === 12, 'o pedido novo da loja saudável');
    expect(slow.open).toBeGreaterThan(0);
    // The silent receiver gets at most its own lanes, and its messages wait (none lost, none failed).
    expect(slow.requests.length).toBeLessThanOrEqual(2);
    const waiting = await server.dataSource.getRepository(WebhookMessage).findBy({ endpointId: slowHook.id });
    expect(waiting).toHaveLength(12);
    expect(waiting.every((message) => message.status === 'pending')).toBe(true);
    await slow.close();
  });

  it('sends the backlog as soon as the receiver answers again, not at the next scheduled retry', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const endpoint = await createWebhook(shop, hook.url, ['order.created']);
    hook.mode = 'fail';
    await cardOrder(shop);
    await cardOrder(shop);
    const start = Date.now() + SECOND;
    const run = worker();
    await run.runOnce(new Date(start));
    await run.runOnce(new Date(start + 6 * SECOND));
    // Both wait for their third attempt, about 5 minutes later.
    const retries = await deliveries(shop, endpoint.id);
    expect(retries.map((delivery) => delivery.attempts.length)).toEqual([2, 2]);
    for (const delivery of retries) {
      expect(new Date(delivery.next_attempt_at!).getTime()).toBeGreaterThan(start + 5 * MINUTE);
    }

    // Two minutes into the outage the receiver is back, and a new order goes out at once...
    hook.mode = 'ok';
    const third = await cardOrder(shop);
    await run.runOnce(new Date(start + 2 * MINUTE));
    // ...and so does the backlog, in the same pass.
    expect(delivered(hook)).toHaveLength(3);
    const numbers = delivered(hook).map(
      (request) => (JSON.parse(request.body) as WebhookEnvelope<WebhookOrderData>).data.number,
    );
    expect(numbers[0]).toBe(third.number);
    const after = await deliveries(shop, endpoint.id);
    expect(after.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it("a single failing message does not pull the others' retries forward after every success", async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const endpoint = await createWebhook(shop, hook.url, ['order.created']);
    hook.mode = 'fail';
    await cardOrder(shop);
    // Ahead of the clock, so the next order is due at start + 1 s whatever the machine's pace.
    const start = Date.now() + 10 * SECOND;
    const run = worker();
    await run.runOnce(new Date(start));
    // The receiver is fine a moment later: a success right after one failure is no recovery.
    hook.mode = 'ok';
    await cardOrder(shop);
    await run.runOnce(new Date(start + SECOND));
    const [newer, older] = await deliveries(shop, endpoint.id);
    expect(newer!.status).toBe('delivered');
    expect(older).toMatchObject({
      status: 'retrying',
      next_attempt_at: new Date(start + 5 * SECOND).toISOString(),
    });
  });
});

describe("'Reenviar todas as falhas'", () => {
  it('queues every failed message of the webhook and sends them', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const endpoint = await createWebhook(shop, hook.url, ['order.created', 'order.approved']);
    await cardOrder(shop);
    // Both gave up after 12 attempts (written as the worker leaves them).
    const messages = server.dataSource.getRepository(WebhookMessage);
    await messages.update(
      { endpointId: endpoint.id },
      { status: 'failed', attemptCount: 12, nextAttemptAt: null },
    );

    const other = await createShop(server, { productType: 'digital' });
    await server.request
      .post(`/api/webhooks/${endpoint.id}/resend-failed`)
      .set(other.merchant.auth)
      .expect(404);

    const response = await server.request
      .post(`/api/webhooks/${endpoint.id}/resend-failed`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(response.body).toEqual({ message: '2 envios com falha serão reenviados agora.', queued: 2 });
    await until(() => delivered(hook).length === 2, 'os reenvios');
    await until(
      async () => (await messages.findBy({ endpointId: endpoint.id })).every((m) => m.status === 'delivered'),
      'o registro dos reenvios',
    );
    const again = await server.request
      .post(`/api/webhooks/${endpoint.id}/resend-failed`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(again.body).toEqual({ message: 'Nenhum envio com falha para reenviar.', queued: 0 });

    await messages.update({ endpointId: endpoint.id }, { status: 'failed', nextAttemptAt: null });
    await server.dataSource.getRepository(WebhookEndpoint).update(endpoint.id, { enabled: false });
    await server.request
      .post(`/api/webhooks/${endpoint.id}/resend-failed`)
      .set(shop.merchant.auth)
      .expect(409, { error: 'Reative o webhook antes de reenviar.' });
  });
});

describe('delivery log', () => {
  it('shows a Portuguese text per failure class with the raw error as detail', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const tls = await receiver({ tls: SELF_SIGNED_TLS });
    const tlsHook = await createWebhook(shop, tls.url, ['order.created']);
    const closed = await receiver();
    await closed.close();
    const closedHook = await createWebhook(shop, closed.url, ['order.created']);
    await cardOrder(shop);
    await worker().runOnce(new Date());

    const [tlsDelivery] = await deliveries(shop, tlsHook.id);
    expect(tlsDelivery!.attempts[0]).toMatchObject({
      response_code: null,
      error: 'O certificado HTTPS do destino é autoassinado (não é de uma autoridade confiável).',
      error_detail: expect.stringMatching(/^DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate/),
    });
    const [closedDelivery] = await deliveries(shop, closedHook.id);
    expect(closedDelivery!.attempts[0]).toMatchObject({
      response_code: null,
      error: 'Conexão recusada: nenhum servidor atendeu neste endereço e porta.',
      error_detail: `connect ECONNREFUSED 127.0.0.1:${closed.port}`,
    });
  });

  it("names a certificate for another host, keeping Node's words as the detail", () => {
    const error = Object.assign(
      new Error(
        "Hostname/IP does not match certificate's altnames: Host: hooks.loja.com.br. is not in the cert's altnames: DNS:*.outra.com",
      ),
      { code: 'ERR_TLS_CERT_ALTNAME_INVALID' },
    );
    expect(describeFailure(error, 15_000)).toEqual({
      error: 'O certificado HTTPS do destino não vale para este domínio.',
      detail: `ERR_TLS_CERT_ALTNAME_INVALID: ${error.message}`,
    });
    expect(describeFailure(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }), 15_000)).toEqual({
      error: 'Tempo esgotado: o destino não respondeu em 15 s.',
      detail: null,
    });
  });

  it('shows the order number of order events and marks test events', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const hook = await receiver();
    const endpoint = await createWebhook(shop, hook.url, ['order.created']);
    const order = await cardOrder(shop);
    await server.request.post(`/api/webhooks/${endpoint.id}/test`).set(shop.merchant.auth).expect(200);
    await until(async () => (await deliveries(shop, endpoint.id)).length === 2, 'o evento de teste');
    const [test, real] = await deliveries(shop, endpoint.id);
    expect(test).toMatchObject({ test: true, order_number: null });
    expect(real).toMatchObject({ test: false, order_number: order.number, event_type: 'order.created' });
  });
});
