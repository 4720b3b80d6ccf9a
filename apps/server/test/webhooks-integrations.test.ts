import {
  REPORTANA_CREDENTIALS_REFUSED_MESSAGE,
  REPORTANA_UNAVAILABLE_MESSAGE,
  type TrackingIntegrationView,
} from '@pagora/contract';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Order, WebhookEndpoint } from '../src/db/entities/index.ts';
import { secretBoxFromConfig } from '../src/shared/secret-box.ts';
import { WebhookDeliveryWorker } from '../src/webhooks/delivery.ts';
import { ADDRESS, cardFields, createShop, pay, reachPayment, type Shop } from './checkout-helpers.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import { type ReportanaStandIn, startReportanaStandIn } from './reportana-stand-in.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';

const logger = pino({ level: 'silent' });
let server: TestServer;
const receivers: Receiver[] = [];
const standIns: ReportanaStandIn[] = [];

beforeAll(async () => {
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.1/32'] });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()));
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

const run = () =>
  new WebhookDeliveryWorker({
    db: server.db,
    config: server.config,
    logger,
    mailer: server.mailer,
    secrets: secretBoxFromConfig(server.config),
    timeoutMs: 1_000,
  }).runOnce(new Date());

async function cardOrder(shop: Shop) {
  const buyer = server.agent();
  const view = await reachPayment(buyer, shop);
  await pay(buyer, shop, view, cardFields()).expect(303);
  const [order] = await server.dataSource
    .getRepository(Order)
    .find({ where: { storeId: shop.storeId }, order: { id: 'DESC' }, take: 1 });
  return order!;
}

const physicalShop = () =>
  createShop(server, { shipping: [{ name: 'PAC', price: '10,00', min_days: 3, max_days: 7 }] });

describe('tracking integrations', () => {
  it('saves, shows and removes NeoRastro and Utmify; URLs pass the SSRF guard', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const hook = await receiver();
    for (const kind of ['neorastro', 'utmify'] as const) {
      const path = `/api/integrations/${kind}?store_id=${storeId}`;
      const empty = await server.request.get(path).set(merchant.auth).expect(200);
      expect(empty.body).toMatchObject({ kind, configured: false, webhook_url: null });
      await server.request
        .put(path)
        .set(merchant.auth)
        .send({ webhook_url: 'http://10.0.0.8/x' })
        .expect(422, {
          error: 'Este endereço não é permitido: aponta para uma rede privada ou local.',
        });
      await server.request.put(path).set(merchant.auth).send({ webhook_url: '' }).expect(422);
      const saved = await server.request
        .put(path)
        .set(merchant.auth)
        .send({ webhook_url: hook.url })
        .expect(200);
      expect(saved.body).toEqual({
        message: 'Integração salva!',
        integration: {
          kind,
          configured: true,
          enabled: true,
          disabled_reason: null,
          webhook_url: hook.url,
          client_id: null,
          client_secret_hint: null,
          last_delivery: null,
        } satisfies TrackingIntegrationView,
      });
      // Saving again replaces it (one per store).
      await server.request
        .put(path)
        .set(merchant.auth)
        .send({ webhook_url: `${hook.url}?2` })
        .expect(200);
      expect(await server.dataSource.getRepository(WebhookEndpoint).countBy({ storeId, kind })).toBe(1);
      await server.request.delete(path).set(merchant.auth).expect(200, { message: 'Integração removida.' });
      expect((await server.request.get(path).set(merchant.auth)).body.configured).toBe(false);
    }
    const other = await merchantWithStore(server);
    await server.request
      .get(`/api/integrations/utmify?store_id=${storeId}`)
      .set(other.merchant.auth)
      .expect(403);
    // Integrations are not listed among the custom webhooks.
    expect((await server.request.get(`/api/webhooks?store_id=${storeId}`).set(merchant.auth)).body).toEqual(
      [],
    );
  });

  it('a disabled integration keeps the orders meanwhile and sends them when saved again', async () => {
    const shop = await physicalShop();
    const utmify = await receiver();
    const path = `/api/integrations/utmify?store_id=${shop.storeId}`;
    await server.request.put(path).set(shop.merchant.auth).send({ webhook_url: utmify.url }).expect(200);
    const endpoints = server.dataSource.getRepository(WebhookEndpoint);
    const endpoint = await endpoints.findOneByOrFail({ storeId: shop.storeId, kind: 'utmify' });
    await endpoints.update(endpoint.id, { enabled: false, disabledReason: 'O destino respondeu 410 Gone.' });
    await cardOrder(shop);
    await run();
    expect(utmify.requests).toHaveLength(0);
    // Saving the integration again reactivates it: what it kept goes out.
    await server.request.put(path).set(shop.merchant.auth).send({ webhook_url: utmify.url }).expect(200);
    await run();
    expect(utmify.requests.map((request) => JSON.parse(request.body).status).sort()).toEqual([
      'paid',
      'waiting_payment',
    ]);
  });

  it("delivers Utmify's and NeoRastro's order shapes", async () => {
    const shop = await physicalShop();
    const utmify = await receiver();
    const neorastro = await receiver();
    const q = `?store_id=${shop.storeId}`;
    await server.request
      .put(`/api/integrations/utmify${q}`)
      .set(shop.merchant.auth)
      .send({ webhook_url: utmify.url })
      .expect(200);
    await server.request
      .put(`/api/integrations/neorastro${q}`)
      .set(shop.merchant.auth)
      .send({ webhook_url: neorastro.url })
      .expect(200);
    const order = await cardOrder(shop);
    await run();
    // order.created (pending) and order.status_changed (approved): one request each.
    expect(utmify.requests).toHaveLength(2);
    // Sent in parallel: matched by content, not by arrival.
    const utmifyBodies = utmify.requests.map((request) => JSON.parse(request.body));
    const created = utmifyBodies.find((body) => body.status === 'waiting_payment');
    const paid = utmifyBodies.find((body) => body.status === 'paid');
    expect(created).toMatchObject({
      orderId: String(order.id),
      platform: 'Pagora',
      paymentMethod: 'credit_card',
      status: 'waiting_payment',
      approvedDate: null,
    });
    expect(paid).toMatchObject({
      orderId: String(order.id),
      status: 'paid',
      customer: { name: 'Maria da Silva', phone: '11987654321', document: order.buyerCpf },
      products: [{ name: 'Curso de Fotografia', quantity: 1, priceInCents: 10000 }],
      trackingParameters: { utm_source: null },
      commission: { totalPriceInCents: 11000, gatewayFeeInCents: 0, userCommissionInCents: 11000 },
    });
    expect(paid.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(paid.approvedDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect(neorastro.requests).toHaveLength(2);
    const shipped = neorastro.requests
      .map((request) => JSON.parse(request.body))
      .find((body) => body.event === 'order.status_changed');
    expect(shipped).toMatchObject({
      event: 'order.status_changed',
      order: { id: String(order.id), number: order.number, status: 'approved' },
      customer: { name: 'Maria da Silva' },
      shipping_address: { cep: ADDRESS.cep.replace(/\D/g, ''), city: ADDRESS.city, state: ADDRESS.state },
    });
    const view = await server.request.get(`/api/integrations/utmify${q}`).set(shop.merchant.auth);
    expect(view.body.last_delivery).toMatchObject({ status: 'delivered', response_code: 200 });
  });

  it('Reportana: credentials sealed, only a hint shown, Basic auth on delivery', async () => {
    const shop = await physicalShop();
    const reportana = await startReportanaStandIn({
      'cid-123': 'segredo-super-5678',
      'cid-456': 'segredo-super-5678',
    });
    standIns.push(reportana);
    server.config.reportanaApiUrl = reportana.url;
    const path = `/api/integrations/reportana?store_id=${shop.storeId}`;
    await server.request.put(path).set(shop.merchant.auth).send({ client_id: 'cid-123' }).expect(422, {
      error: 'Informe o Client Secret.',
    });
    const saved = await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-123', client_secret: 'segredo-super-5678' })
      .expect(200);
    expect(saved.body.integration).toMatchObject({
      configured: true,
      client_id: 'cid-123',
      client_secret_hint: '••••5678',
      webhook_url: null,
    });
    expect(JSON.stringify((await server.request.get(path).set(shop.merchant.auth)).body)).not.toContain(
      'segredo-super',
    );
    const row = await server.dataSource
      .getRepository(WebhookEndpoint)
      .findOneByOrFail({ storeId: shop.storeId, kind: 'reportana' });
    expect(row.credentials).not.toContain('segredo');

    const order = await cardOrder(shop);
    await run();
    expect(reportana.requests).toHaveLength(2);
    const request = reportana.requests.find((r) => JSON.parse(r.body).payment_status === 'PAID')!;
    expect(request.path).toBe('/2022-05/orders');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('cid-123:segredo-super-5678').toString('base64')}`,
    );
    expect(JSON.parse(request.body)).toMatchObject({
      reference_id: String(order.id),
      number: String(order.number),
      customer_name: 'Maria da Silva',
      currency: 'BRL',
      total_price: 110,
      payment_status: 'PAID',
      payment_method: 'CREDIT_CARD',
      line_items: [{ title: 'Curso de Fotografia', quantity: 1, price: 100 }],
      shipping_address: { city: ADDRESS.city, province_code: ADDRESS.state, country_code: 'BR' },
    });

    // Editing the client id without retyping the secret keeps the saved secret.
    const edited = await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-456', client_secret: '' })
      .expect(200);
    expect(edited.body.integration).toMatchObject({ client_id: 'cid-456', client_secret_hint: '••••5678' });
    const resealed = await server.dataSource
      .getRepository(WebhookEndpoint)
      .findOneByOrFail({ storeId: shop.storeId, kind: 'reportana' });
    expect(JSON.parse(secretBoxFromConfig(server.config).open(resealed.credentials!))).toEqual({
      client_id: 'cid-456',
      client_secret: 'segredo-super-5678',
    });
  });
  it('Reportana: credentials checked with Reportana before saving; refused or unreachable stores nothing', async () => {
    const shop = await physicalShop();
    const reportana = await startReportanaStandIn({ 'cid-789': 'segredo-certo-9012' });
    standIns.push(reportana);
    server.config.reportanaApiUrl = reportana.url;
    const path = `/api/integrations/reportana?store_id=${shop.storeId}`;
    const stored = () =>
      server.dataSource
        .getRepository(WebhookEndpoint)
        .findOneBy({ storeId: shop.storeId, kind: 'reportana' });

    await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-789', client_secret: 'segredo-errado-0000' })
      .expect(422, { error: REPORTANA_CREDENTIALS_REFUSED_MESSAGE });
    expect(await stored()).toBeNull();
    // The check carried the typed pair and no order (Reportana refused it before reading the body).
    expect(reportana.refused.map((request) => request.status)).toEqual([401]);
    expect(reportana.refused[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('cid-789:segredo-errado-0000').toString('base64')}`,
    );

    reportana.mode = 'down';
    await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-789', client_secret: 'segredo-certo-9012' })
      .expect(422, { error: REPORTANA_UNAVAILABLE_MESSAGE });
    expect(await stored()).toBeNull();

    reportana.mode = 'ok';
    await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-789', client_secret: 'segredo-certo-9012' })
      .expect(200);
    expect(await stored()).toMatchObject({ enabled: true, secretHint: '••••9012' });
    // The check created nothing at Reportana: its empty order was refused for lacking reference_id.
    expect(reportana.requests).toEqual([]);
    expect(reportana.refused.at(-1)).toMatchObject({ status: 422, body: '{}' });

    // Editing the client id without retyping the secret checks the new id with the saved secret,
    // and a refusal keeps what was saved.
    await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-000', client_secret: '' })
      .expect(422, { error: REPORTANA_CREDENTIALS_REFUSED_MESSAGE });
    expect(reportana.refused.at(-1)!.headers.authorization).toBe(
      `Basic ${Buffer.from('cid-000:segredo-certo-9012').toString('base64')}`,
    );
    const kept = await server.request.get(path).set(shop.merchant.auth).expect(200);
    expect(kept.body).toMatchObject({ client_id: 'cid-789', client_secret_hint: '••••9012', enabled: true });

    // Nothing listens at the configured address.
    await reportana.close();
    await server.request
      .put(path)
      .set(shop.merchant.auth)
      .send({ client_id: 'cid-789', client_secret: 'segredo-certo-9012' })
      .expect(422, { error: REPORTANA_UNAVAILABLE_MESSAGE });
  });
});
