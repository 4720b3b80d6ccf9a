import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckoutPageView, OrderResultView, PixelSettingsView } from '@pagora/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MetaCapiEvent, StorePixels } from '../src/db/entities/index.ts';
import { sha256Hex } from '../src/pixels/capi.ts';
import { CAPI_TOKEN_HELD_MESSAGE, MetaCapiWorker } from '../src/pixels/worker.ts';
import {
  type Buyer,
  cardFields,
  createShop,
  followToOrder,
  orderAt,
  pay,
  personalData,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { registerMerchant, startTestServer, type TestServer, viewFromHtml } from './helpers.ts';
import { type MetaGraphStandIn, startMetaGraphStandIn } from './meta-graph-stand-in.ts';

let server: TestServer;
let meta: MetaGraphStandIn;
let worker: MetaCapiWorker;

beforeAll(async () => {
  meta = await startMetaGraphStandIn();
  server = await startTestServer({
    metaGraphBaseUrl: meta.url,
    metaPixelScriptUrl: meta.scriptUrl,
  });
  const secrets = (await import('../src/shared/secret-box.ts')).secretBoxFromConfig(server.config);
  worker = new MetaCapiWorker({
    db: server.db,
    config: server.config,
    logger: (await import('pino')).pino({ level: 'silent' }),
    secrets,
    random: () => 0.5,
  });
});
afterAll(async () => {
  await server.close();
  await meta.close();
});

const PIXEL_ID = '1234567890123456';
const TOKEN = 'EAAGm0PX4ZCpsBA1valid_token-for-tests';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

function savePixels(shop: Pick<Shop, 'merchant' | 'storeId'>, body: Record<string, unknown>) {
  return server.request.put(`/api/pixels?store_id=${shop.storeId}`).set(shop.merchant.auth).send(body);
}

/** The checkout's files a first view links (stylesheets, the entry and preloaded chunks). */
function linkedAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/_checkout\/[^"]+)"/g)].map((match) => match[1]!);
}

async function assetText(url: string): Promise<string> {
  return readFile(path.join(server.config.checkoutDistDir, 'client', url.replace('/_checkout/', '')), 'utf8');
}

describe('pixel settings (/api/pixels)', () => {
  it('start empty, save every platform and answer only whether the token is set', async () => {
    const shop = await createShop(server);
    const empty = await server.request
      .get(`/api/pixels?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(empty.body).toEqual({
      meta_pixel_id: null,
      meta_capi_token_set: false,
      ga4_id: null,
      google_ads_id: null,
      google_ads_label: null,
      tiktok_pixel_id: null,
      meta_capi: { last_sent_at: null, last_error: null, last_error_at: null },
    } satisfies PixelSettingsView);

    const saved = await savePixels(shop, {
      meta_pixel_id: ` ${PIXEL_ID} `,
      meta_capi_token: TOKEN,
      ga4_id: 'g-ab12cd34ef',
      google_ads_id: 'AW-123456789',
      google_ads_label: 'AbC-D_efG',
      tiktok_pixel_id: 'c4b2j8p5r3q1m7n6k0l9',
    }).expect(200);
    expect(saved.body.message).toBe('Pixels salvos!');
    expect(saved.body.pixels).toMatchObject({
      meta_pixel_id: PIXEL_ID,
      meta_capi_token_set: true,
      ga4_id: 'G-AB12CD34EF',
      google_ads_id: 'AW-123456789',
      google_ads_label: 'AbC-D_efG',
      tiktok_pixel_id: 'C4B2J8P5R3Q1M7N6K0L9',
    });
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);

    const read = await server.request
      .get(`/api/pixels?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(read.body.meta_capi_token_set).toBe(true);
    expect(JSON.stringify(read.body)).not.toContain(TOKEN);

    // Sealed at rest with the secret box's current key, never in clear.
    const row = await server.dataSource.getRepository(StorePixels).findOneByOrFail({ storeId: shop.storeId });
    expect(row.metaCapiTokenSealed).toMatch(/^v1\.test-1\./);
    expect(row.metaCapiTokenSealed).not.toContain(TOKEN);
    expect(row.keyId).toBe('test-1');

    // Saving without a token keeps the stored one; removing it drops it.
    const kept = await savePixels(shop, { meta_pixel_id: PIXEL_ID }).expect(200);
    expect(kept.body.pixels.meta_capi_token_set).toBe(true);
    expect(kept.body.pixels.ga4_id).toBeNull();
    const removed = await savePixels(shop, { meta_pixel_id: PIXEL_ID, remove_meta_capi_token: true }).expect(
      200,
    );
    expect(removed.body.pixels.meta_capi_token_set).toBe(false);
    const stored = await server.dataSource
      .getRepository(StorePixels)
      .findOneByOrFail({ storeId: shop.storeId });
    expect(stored.metaCapiTokenSealed).toBeNull();
  });

  it('refuse malformed ids with a message in Portuguese and store nothing', async () => {
    const shop = await createShop(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ meta_pixel_id: 'abc123' }, 'O ID do Pixel da Meta tem só números (de 10 a 20 dígitos).'],
      [{ ga4_id: 'UA-12345-1' }, 'O ID de medição do GA4 começa com G- (ex.: G-AB12CD34EF).'],
      [
        { google_ads_id: 'AW-abc' },
        'O ID do Google Ads começa com AW- seguido de números (ex.: AW-123456789).',
      ],
      [{ google_ads_label: 'AbC' }, 'Informe o ID do Google Ads para usar o rótulo de conversão.'],
      [
        { google_ads_id: 'AW-123456789', google_ads_label: 'a b' },
        'O rótulo de conversão tem só letras, números, - e _ (ex.: AbC-D_efG).',
      ],
      [
        { tiktok_pixel_id: 'C4B2-J8P5' },
        'O ID do Pixel do TikTok tem só letras e números (ex.: C4B2J8P5R3Q1M7N6K0L9).',
      ],
      [{ meta_capi_token: TOKEN }, 'Informe o ID do Pixel da Meta para usar a API de Conversões.'],
      [
        { meta_pixel_id: PIXEL_ID, meta_capi_token: 'curto demais' },
        'O token da API de Conversões tem só letras, números, - e _.',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await savePixels(shop, body).expect(422);
      expect(response.body).toEqual({ error });
    }
    expect(await server.dataSource.getRepository(StorePixels).countBy({ storeId: shop.storeId })).toBe(0);
  });

  it('belong to the store’s owner only', async () => {
    const shop = await createShop(server);
    const other = await registerMerchant(server);
    await server.request.get(`/api/pixels?store_id=${shop.storeId}`).set(other.auth).expect(403);
    await savePixels({ merchant: other, storeId: shop.storeId }, { meta_pixel_id: PIXEL_ID }).expect(403);
    await server.request.get(`/api/pixels?store_id=${shop.storeId}`).expect(401);
  });
});

describe('pixels on the checkout', () => {
  it('a store without pixels ships no byte of them: no loader, no data, no extra origin', async () => {
    const shop = await createShop(server);
    const response = await server.agent().get(shop.path).expect(200);
    expect(response.text).not.toContain('loader-');
    expect(response.text).not.toContain('"pixels"');
    expect(response.headers['content-security-policy']).not.toMatch(/facebook|googletagmanager|tiktok/);
    const assets = linkedAssets(response.text);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const text = await assetText(asset);
      expect(text, asset).not.toMatch(/fbq|ttq|gtag|dataLayer|fbevents/);
    }
  });

  it('a store with all three gets the loader, their ids and only their origins', async () => {
    const shop = await createShop(server);
    await savePixels(shop, {
      meta_pixel_id: PIXEL_ID,
      ga4_id: 'G-AB12CD34EF',
      google_ads_id: 'AW-123456789',
      google_ads_label: 'AbC-D_efG',
      tiktok_pixel_id: 'C4B2J8P5R3Q1M7N6K0L9',
    }).expect(200);
    const response = await server
      .agent()
      .get(`${shop.path}?utm_source=facebook&utm_campaign=black-friday`)
      .expect(200);
    const view = viewFromHtml<CheckoutPageView>(response.text);
    expect(view.pixels).toEqual({
      meta: { pixel_id: PIXEL_ID, script_url: meta.scriptUrl },
      google: {
        tag_ids: ['G-AB12CD34EF', 'AW-123456789'],
        ads_send_to: 'AW-123456789/AbC-D_efG',
        script_url: 'https://www.googletagmanager.com/gtag/js',
      },
      tiktok: {
        pixel_id: 'C4B2J8P5R3Q1M7N6K0L9',
        script_url: 'https://analytics.tiktok.com/i18n/pixel/events.js',
      },
      content: { name: 'Curso de Fotografia', value_cents: view.totals.total_cents },
    });
    const loader = linkedAssets(response.text).find((asset) => asset.includes('/loader-'));
    expect(loader).toBeDefined();
    expect(response.text).toContain(`<script type="module" src="${loader}"></script>`);
    const loaderText = await assetText(loader!);
    expect(loaderText).toContain('fbq');
    expect(loaderText).toContain('ttq');
    // Loaded lazily from the loader, never as a blocking tag in the page.
    expect(response.text).not.toContain('googletagmanager.com/gtag/js?');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${new URL(meta.url).origin}`);
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://analytics.tiktok.com');
    expect(csp).toContain('https://www.googleadservices.com');
    expect(csp).toMatch(/img-src 'self' data: blob: .*https:\/\/analytics\.tiktok\.com/);
  });

  it('only the platforms set are allowed', async () => {
    const shop = await createShop(server);
    await savePixels(shop, { tiktok_pixel_id: 'C4B2J8P5R3Q1M7N6K0L9' }).expect(200);
    const response = await server.agent().get(shop.path).expect(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain('https://analytics.tiktok.com');
    expect(csp).not.toMatch(/facebook|googletagmanager|127\.0\.0\.1/);
    expect(viewFromHtml<CheckoutPageView>(response.text).pixels).toEqual({
      tiktok: {
        pixel_id: 'C4B2J8P5R3Q1M7N6K0L9',
        script_url: 'https://analytics.tiktok.com/i18n/pixel/events.js',
      },
      content: expect.objectContaining({ name: 'Curso de Fotografia' }),
    });
  });
});

async function shopWithCapi(): Promise<Shop> {
  const shop = await createShop(server, { productType: 'digital' });
  await savePixels(shop, { meta_pixel_id: PIXEL_ID, meta_capi_token: TOKEN }).expect(200);
  return shop;
}

/** A buyer (with Meta's browser cookie) pays by card; the order page's path. */
async function buyByCard(shop: Shop, personal = personalData()) {
  const buyer: Buyer = server.agent();
  buyer.set('User-Agent', BROWSER);
  buyer.set('Cookie', '_fbp=fb.1.1700000000000.123456789; _fbc=fb.1.1700000000000.IwAR0abc');
  const view = await reachPayment(buyer, shop, personal);
  const paid = await pay(buyer, shop, view, cardFields()).expect(303);
  return { buyer, location: paid.headers.location as string, personal };
}

describe('Meta Conversions API', () => {
  beforeEach(() => {
    meta.allowToken(PIXEL_ID, TOKEN);
  });

  it('sends the approved order’s Purchase once, hashed, with the browser’s event id', async () => {
    const shop = await shopWithCapi();
    const personal = personalData({ email: '  Maria.Silva@Exemplo.com.br ', phone: '(11) 98765-4321' });
    const { buyer, location } = await buyByCard(shop, personal);
    const order = await orderAt(server, location);
    expect(order.status).toBe('approved');

    const page = await followToOrder(buyer, location);
    const view = page.view as OrderResultView;
    expect(view.pixels?.purchase).toEqual({
      event_id: `purchase-${order.id}`,
      order_number: order.number,
      value_cents: order.totalCents,
    });

    const before = meta.serverEvents.length;
    const run = await worker.runOnce(new Date());
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const mine = meta.serverEvents.slice(before).filter((e) => e.event.event_id === `purchase-${order.id}`);
    expect(mine).toHaveLength(1);
    const [{ event, accessToken, pixelId, version }] = mine as [(typeof mine)[number]];
    expect(pixelId).toBe(PIXEL_ID);
    expect(accessToken).toBe(TOKEN);
    expect(version).toMatch(/^v\d+\.0$/);
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_id: view.pixels!.purchase!.event_id,
      action_source: 'website',
      user_data: {
        em: [sha256Hex('maria.silva@exemplo.com.br')],
        ph: [sha256Hex('5511987654321')],
        client_ip_address: '127.0.0.1',
        client_user_agent: BROWSER,
        fbp: 'fb.1.1700000000000.123456789',
        fbc: 'fb.1.1700000000000.IwAR0abc',
      },
      custom_data: { currency: 'BRL', value: order.totalCents / 100, order_id: String(order.number) },
    });
    expect(String(event.event_source_url)).toContain(shop.path);
    expect(Math.abs((event.event_time as number) - Date.now() / 1000)).toBeLessThan(60);
    expect(JSON.stringify(event)).not.toContain('Maria.Silva');

    // Sent means done: another run sends nothing more for it.
    await worker.runOnce(new Date(Date.now() + 60 * 60 * 1000));
    expect(meta.serverEvents.filter((e) => e.event.event_id === `purchase-${order.id}`)).toHaveLength(1);
    const row = await server.dataSource.getRepository(MetaCapiEvent).findOneByOrFail({ orderId: order.id });
    expect(row).toMatchObject({
      status: 'sent',
      attemptCount: 1,
      nextAttemptAt: null,
      lastResponseCode: 200,
    });
    const settings = await server.request.get(`/api/pixels?store_id=${shop.storeId}`).set(shop.merchant.auth);
    expect(settings.body.meta_capi.last_sent_at).not.toBeNull();
  });

  it('a PIX paid later sends its Purchase when approved, not before', async () => {
    const shop = await shopWithCapi();
    const buyer = server.agent();
    buyer.set('User-Agent', BROWSER);
    const view = await reachPayment(buyer, shop);
    const placed = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, placed.headers.location as string);
    expect(order.status).toBe('pending');
    const waiting = await server.dataSource
      .getRepository(MetaCapiEvent)
      .findOneByOrFail({ orderId: order.id });
    expect(waiting).toMatchObject({
      status: 'waiting',
      nextAttemptAt: null,
      payload: null,
      userAgent: BROWSER,
    });
    const before = meta.requests.length;
    await worker.runOnce(new Date());
    expect(meta.serverEvents.some((e) => e.event.event_id === `purchase-${order.id}`)).toBe(false);

    await server.request.post(`/api/orders/${order.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    await worker.runOnce(new Date());
    expect(meta.serverEvents.filter((e) => e.event.event_id === `purchase-${order.id}`)).toHaveLength(1);
    expect(meta.requests.length).toBeGreaterThan(before);
  });

  it('retries a 5xx with backoff and sends it once Meta is back', async () => {
    const shop = await shopWithCapi();
    const { location } = await buyByCard(shop);
    const order = await orderAt(server, location);
    meta.failNext(1, 503);
    const now = new Date();
    await worker.runOnce(now);
    const repo = server.dataSource.getRepository(MetaCapiEvent);
    const retrying = await repo.findOneByOrFail({ orderId: order.id });
    expect(retrying).toMatchObject({ status: 'pending', attemptCount: 1, lastResponseCode: 503 });
    expect(retrying.lastError).toContain('A Meta está indisponível (HTTP 503)');
    expect(retrying.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime() + 5000);
    // Not due yet: nothing is sent.
    await worker.runOnce(new Date(now.getTime() + 1000));
    expect(meta.serverEvents.some((e) => e.event.event_id === `purchase-${order.id}`)).toBe(false);
    await worker.runOnce(new Date(now.getTime() + 15_000));
    expect(meta.serverEvents.filter((e) => e.event.event_id === `purchase-${order.id}`)).toHaveLength(1);
    expect(await repo.findOneByOrFail({ orderId: order.id })).toMatchObject({
      status: 'sent',
      attemptCount: 2,
    });
  });

  it('a refused token gives up at once, tells the merchant and sends nothing more with it', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const badToken = 'EAAGm0PX4ZCpsBA_revoked_token_0001';
    await savePixels(shop, { meta_pixel_id: PIXEL_ID, meta_capi_token: badToken }).expect(200);
    const first = await orderAt(server, (await buyByCard(shop)).location);
    const second = await orderAt(server, (await buyByCard(shop)).location);
    const before = meta.requests.length;
    await worker.runOnce(new Date());
    // One request: the first is refused (code 190), the second is held back without a request.
    expect(meta.requests.length - before).toBe(1);
    expect(meta.requests.at(-1)).toEqual({ pixelId: PIXEL_ID, status: 400 });
    const repo = server.dataSource.getRepository(MetaCapiEvent);
    const refused = await repo.findOneByOrFail({ orderId: first.id });
    expect(refused).toMatchObject({
      status: 'failed',
      attemptCount: 1,
      nextAttemptAt: null,
      lastResponseCode: 400,
    });
    expect(refused.lastError).toContain('A Meta recusou o token da API de Conversões (HTTP 400, código 190)');
    expect(await repo.findOneByOrFail({ orderId: second.id })).toMatchObject({
      status: 'failed',
      lastError: CAPI_TOKEN_HELD_MESSAGE,
    });
    // Later runs do not try again.
    await worker.runOnce(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(meta.requests.length - before).toBe(1);

    const settings = await server.request.get(`/api/pixels?store_id=${shop.storeId}`).set(shop.merchant.auth);
    expect(settings.body.meta_capi.last_error).toContain('Gere um novo token no Gerenciador de Eventos');
    // A new order while the token is refused keeps nothing for Meta.
    const third = await orderAt(server, (await buyByCard(shop)).location);
    expect(await repo.countBy({ orderId: third.id })).toBe(0);

    // A new token clears the error and the next Purchase goes out.
    await savePixels(shop, { meta_pixel_id: PIXEL_ID, meta_capi_token: TOKEN }).expect(200);
    const cleared = await server.request.get(`/api/pixels?store_id=${shop.storeId}`).set(shop.merchant.auth);
    expect(cleared.body.meta_capi.last_error).toBeNull();
    const fourth = await orderAt(server, (await buyByCard(shop)).location);
    await worker.runOnce(new Date());
    expect(meta.serverEvents.filter((e) => e.event.event_id === `purchase-${fourth.id}`)).toHaveLength(1);
  });

  it('keeps nothing of the buyer for stores without the Conversions API', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await savePixels(shop, { meta_pixel_id: PIXEL_ID }).expect(200);
    const order = await orderAt(server, (await buyByCard(shop)).location);
    expect(order.status).toBe('approved');
    expect(await server.dataSource.getRepository(MetaCapiEvent).countBy({ orderId: order.id })).toBe(0);
  });
});
