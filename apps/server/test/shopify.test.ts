import { randomBytes } from 'node:crypto';
import type { ShopifyIntegration, SyncJob as SyncJobView } from '@pagora/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Coupon, Product, StoreIntegration, SyncJob, Upload } from '../src/db/entities/index.ts';
import { RENDER_TAG } from '../src/integrations/shopify/theme.ts';
import { SecretBox } from '../src/shared/secret-box.ts';
import {
  type Merchant,
  merchantWithStore,
  startTestServer,
  TEST_SECRETS_KEY,
  type TestServer,
} from './helpers.ts';
import { LAYOUT, type ShopifyStandIn, startShopifyStandIn } from './shopify-stand-in.ts';

const TOKEN = 'shpat_token_correto_1234';
const SECRET = 'shpss_segredo_da_api_9876';

let server: TestServer;
let shopify: ShopifyStandIn;

beforeAll(async () => {
  shopify = await startShopifyStandIn({ token: TOKEN });
  server = await startTestServer({
    shopifyBaseUrl: shopify.baseUrl,
    // Product photos come from the stand-in on loopback.
    webhookAllowNetworks: ['127.0.0.0/8'],
  });
});

afterAll(async () => {
  await server?.close();
  await shopify?.close();
});

afterEach(() => {
  shopify.productDelayMs = 0;
  // Every document the server sent was valid in the configured Admin API version's schema, with
  // no deprecated field (the stand-in refuses the others).
  const rejected = shopify.rejected.splice(0);
  expect(rejected.map((call) => call.errors)).toEqual([]);
});

function savePayload(storeId: number, overrides: Record<string, unknown> = {}) {
  return {
    store_id: storeId,
    shopName: 'https://Loja-Teste.myshopify.com/',
    adminApiToken: TOKEN,
    apiKey: 'chave-publica-123',
    apiSecret: SECRET,
    skipCart: true,
    importCoupons: false,
    ...overrides,
  };
}

async function connected(importCoupons = false): Promise<{ merchant: Merchant; storeId: number }> {
  const shop = await merchantWithStore(server, 'Loja Shopify');
  await server.request
    .post('/api/integrations/shopify')
    .set(shop.merchant.auth)
    .send(savePayload(shop.storeId, { importCoupons }))
    .expect(200);
  return shop;
}

async function syncToEnd(merchant: Merchant, storeId: number): Promise<SyncJobView> {
  const started = await server.request
    .post('/api/shopify/sync-products')
    .set(merchant.auth)
    .send({ store_id: storeId })
    .expect(202);
  expect(started.body.message).toBe('Sincronização iniciada.');
  expect(started.body.job.status).toBe('running');
  for (let i = 0; i < 500; i++) {
    const response = await server.request
      .get(`/api/shopify/sync-products?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    const job = response.body as SyncJobView;
    if (job.id === started.body.job.id && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('A sincronização não terminou.');
}

const integrations = () => server.dataSource.getRepository(StoreIntegration);
const products = () => server.dataSource.getRepository(Product);

describe('GET /api/integrations/shopify', () => {
  it('answers an empty, inactive integration before the first save', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual({
      shop_name: '',
      api_key: '',
      admin_api_token_hint: '',
      api_secret_hint: '',
      skip_cart: false,
      import_coupons: false,
      is_active: false,
      checkout_installed: false,
      theme_name: null,
      last_sync: null,
    } satisfies ShopifyIntegration);
  });

  it("refuses another merchant's store with the access message", async () => {
    const { storeId } = await merchantWithStore(server);
    const other = await merchantWithStore(server);
    const response = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(other.merchant.auth)
      .expect(403);
    expect(response.body).toEqual({ error: 'Acesso não autorizado para buscar a integração desta loja.' });
  });
});

describe('POST /api/integrations/shopify', () => {
  it('refuses a wrong token with 422 and stores nothing', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/integrations/shopify')
      .set(merchant.auth)
      .send(savePayload(storeId, { adminApiToken: 'shpat_errado' }))
      .expect(422);
    expect(response.body).toEqual({
      error: 'Não foi possível validar a integração: verifique o token de acesso.',
    });
    expect(await integrations().countBy({ storeId })).toBe(0);
  });

  it('refuses an unreachable shop with 502 and stores nothing', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/integrations/shopify')
      .set(merchant.auth)
      .send(savePayload(storeId, { shopName: 'loja-que-nao-existe' }))
      .expect(502);
    expect(response.body).toEqual({
      error: 'Não foi possível conectar à loja Shopify. Verifique o nome da loja.',
    });
    expect(await integrations().countBy({ storeId })).toBe(0);

    // Nothing listening at all: the same answer.
    const closed = await startTestServer({ shopifyBaseUrl: 'http://127.0.0.1:9/{shop}' });
    try {
      const shop = await merchantWithStore(closed);
      await closed.request
        .post('/api/integrations/shopify')
        .set(shop.merchant.auth)
        .send(savePayload(shop.storeId))
        .expect(502);
      expect(await closed.dataSource.getRepository(StoreIntegration).count()).toBe(0);
    } finally {
      await closed.close();
    }
  });

  it('refuses a token without read_products', async () => {
    const limited = await startShopifyStandIn({ token: TOKEN, scopes: ['read_themes'] });
    const other = await startTestServer({ shopifyBaseUrl: limited.baseUrl });
    try {
      const { merchant, storeId } = await merchantWithStore(other);
      const response = await other.request
        .post('/api/integrations/shopify')
        .set(merchant.auth)
        .send(savePayload(storeId))
        .expect(422);
      expect(response.body.error).toContain('read_products');
      expect(await other.dataSource.getRepository(StoreIntegration).count()).toBe(0);
    } finally {
      await other.close();
      await limited.close();
    }
  });

  it('requires the four fields the first time', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    for (const [field, value] of [
      ['shopName', ''],
      ['adminApiToken', ''],
      ['apiKey', ''],
      ['apiSecret', ''],
    ] as const) {
      const response = await server.request
        .post('/api/integrations/shopify')
        .set(merchant.auth)
        .send(savePayload(storeId, { [field]: value }))
        .expect(422);
      expect(response.body.error).toMatch(/^Informe/);
    }
    expect(await integrations().countBy({ storeId })).toBe(0);
  });

  it('validates, stores the credentials encrypted and never answers them', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/integrations/shopify')
      .set(merchant.auth)
      .send(savePayload(storeId))
      .expect(200);
    expect(response.body.message).toBe('Sua loja Shopify foi conectada com sucesso.');
    expect(response.body.integration).toMatchObject({
      shop_name: 'loja-teste',
      api_key: 'chave-publica-123',
      admin_api_token_hint: '••••1234',
      api_secret_hint: '••••9876',
      skip_cart: true,
      is_active: true,
      checkout_installed: false,
    });
    // The validation reached the shop with the token.
    expect(shopify.calls.at(-1)?.query).toContain('myshopifyDomain');

    const read = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(read.body).toEqual(response.body.integration);
    for (const text of [JSON.stringify(response.body), JSON.stringify(read.body)]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(SECRET);
    }

    const raw = await server.dataSource
      .createQueryBuilder()
      .select(['token_sealed', 'secret_sealed', 'key_id'])
      .from('store_integration', 'integration')
      .where('store_id = :storeId', { storeId })
      .getRawOne();
    expect(JSON.stringify(raw)).not.toContain(TOKEN);
    expect(JSON.stringify(raw)).not.toContain(SECRET);
    expect(raw.key_id).toBe('test-1');
    // Nor logged.
    expect(JSON.stringify(server.logs)).not.toContain(TOKEN);
    expect(JSON.stringify(server.logs)).not.toContain(SECRET);
    const box = new SecretBox({ id: 'test-1', key: Buffer.from(TEST_SECRETS_KEY, 'base64') });
    expect(box.open(raw.token_sealed)).toBe(TOKEN);
    expect(box.open(raw.secret_sealed)).toBe(SECRET);
  });

  it('keeps the stored token and secret when they are sent empty', async () => {
    const { merchant, storeId } = await connected();
    const before = await integrations().findOneByOrFail({ storeId });
    const response = await server.request
      .post('/api/integrations/shopify')
      .set(merchant.auth)
      .send(savePayload(storeId, { adminApiToken: '', apiSecret: '', apiKey: 'nova-chave', skipCart: false }))
      .expect(200);
    expect(response.body.integration).toMatchObject({
      api_key: 'nova-chave',
      skip_cart: false,
      admin_api_token_hint: '••••1234',
      api_secret_hint: '••••9876',
    });
    const after = await integrations().findOneByOrFail({ storeId });
    expect(after.tokenSealed).toBe(before.tokenSealed);
    expect(after.secretSealed).toBe(before.secretSealed);
  });

  it('reads values sealed with a previous key and re-seals them with the current one on save', async () => {
    const oldKey = Buffer.from(TEST_SECRETS_KEY, 'base64');
    const newKey = randomBytes(32);
    const rotated = await startTestServer({
      shopifyBaseUrl: shopify.baseUrl,
      secretsKey: newKey.toString('base64'),
      secretsKeyId: 'k2',
      secretsPreviousKeys: `test-1:${TEST_SECRETS_KEY}`,
    });
    try {
      const { merchant, storeId } = await merchantWithStore(rotated);
      const oldBox = new SecretBox({ id: 'test-1', key: oldKey });
      await rotated.dataSource.getRepository(StoreIntegration).insert({
        storeId,
        provider: 'shopify',
        shop: 'loja-teste',
        apiKey: 'chave',
        tokenSealed: oldBox.seal(TOKEN),
        secretSealed: oldBox.seal(SECRET),
        keyId: 'test-1',
        skipCart: false,
        importCoupons: false,
        isActive: true,
        checkoutInstalled: false,
        themeId: null,
        themeName: null,
      });
      const read = await rotated.request
        .get(`/api/integrations/shopify?store_id=${storeId}`)
        .set(merchant.auth)
        .expect(200);
      expect(read.body.admin_api_token_hint).toBe('••••1234');

      await rotated.request
        .post('/api/integrations/shopify')
        .set(merchant.auth)
        .send(savePayload(storeId, { adminApiToken: '', apiSecret: '' }))
        .expect(200);
      const row = await rotated.dataSource.getRepository(StoreIntegration).findOneByOrFail({ storeId });
      expect(row.keyId).toBe('k2');
      expect(row.tokenSealed.startsWith('v1.k2.')).toBe(true);
      expect(row.secretSealed.startsWith('v1.k2.')).toBe(true);
      const newBox = new SecretBox({ id: 'k2', key: newKey });
      expect(newBox.open(row.tokenSealed)).toBe(TOKEN);
      expect(newBox.open(row.secretSealed)).toBe(SECRET);
    } finally {
      await rotated.close();
    }
  });
});

describe('product sync', () => {
  it('needs an active integration', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/shopify/sync-products')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(422);
    expect(response.body.error).toBe('Conecte sua loja Shopify antes de continuar.');
  });

  it('imports 120 products over three pages; a second run updates them all and duplicates none', async () => {
    const { merchant, storeId } = await connected();
    const pagesBefore = shopify.calls.filter((call) => call.query.includes('products(')).length;
    const first = await syncToEnd(merchant, storeId);
    expect(first).toMatchObject({
      status: 'done',
      processed: 120,
      total: 120,
      created: 120,
      updated: 0,
      skipped: 0,
      error: null,
      message: '120 produtos criados, 0 atualizados.',
    });
    expect(first.finished_at).not.toBeNull();
    const pageCalls = shopify.calls.filter((call) => call.query.includes('products(')).slice(pagesBefore);
    expect(pageCalls).toHaveLength(3);
    expect(pageCalls[0]?.variables.cursor).toBeNull();
    expect(pageCalls[1]?.variables.cursor).toEqual(expect.any(String));

    const stored = await products().find({ where: { storeId }, order: { externalId: 'ASC' } });
    expect(stored).toHaveLength(120);
    const first1000 = stored.find((product) => product.externalId === 'gid://shopify/Product/1000')!;
    expect(first1000).toMatchObject({
      name: 'Produto Shopify 1',
      slug: 'produto-shopify-1',
      description: 'Descrição do produto 1 & mais.',
      priceCents: 1090,
      status: 'active',
      productType: 'physical',
    });
    expect(first1000.imageUploadId).not.toBeNull();
    // A video as featured media: its preview image is the photo.
    const video = stored.find((product) => product.externalId === 'gid://shopify/Product/1006')!;
    expect(video.imageUploadId).not.toBeNull();
    const draft = stored.find((product) => product.externalId === 'gid://shopify/Product/1009')!;
    expect(draft).toMatchObject({ status: 'inactive', priceCents: 1990 });
    const digital = stored.find((product) => product.externalId === 'gid://shopify/Product/1003')!;
    expect(digital.productType).toBe('digital');
    const noPhoto = stored.find((product) => product.externalId === 'gid://shopify/Product/1002')!;
    expect(noPhoto.imageUploadId).toBeNull();
    expect(stored.filter((product) => product.imageUploadId !== null)).toHaveLength(80);

    // The product list shows the downloaded photo (served by Pagora) and the checkout link.
    const list = await server.request.get(`/api/products?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(list.body).toHaveLength(120);
    const listed = list.body.find((item: { id: number }) => item.id === first1000.id);
    expect(listed.image_url).toMatch(/^\/uploads\//);
    expect(listed.checkout_url).toBe(`http://pagora.test/c/${storeId}/produto-shopify-1`);

    // A changed product in the shop: the second sync updates it in place.
    const original = shopify.products[0]!;
    shopify.products[0] = { ...original, title: 'Produto Renomeado', price: '99.99' };
    const uploadsBefore = await server.dataSource.getRepository(Upload).count();
    try {
      const second = await syncToEnd(merchant, storeId);
      expect(second).toMatchObject({
        status: 'done',
        created: 0,
        updated: 120,
        message: '0 produtos criados, 120 atualizados.',
      });
    } finally {
      shopify.products[0] = original;
    }
    expect(await products().countBy({ storeId })).toBe(120);
    const renamed = await products().findOneByOrFail({ id: first1000.id });
    expect(renamed).toMatchObject({ name: 'Produto Renomeado', priceCents: 9999, slug: 'produto-shopify-1' });
    // Unchanged photo URLs are not downloaded again.
    expect(await server.dataSource.getRepository(Upload).count()).toBe(uploadsBefore);

    const integration = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(integration.body.last_sync).toMatchObject({ status: 'done', created: 0, updated: 120 });
  });

  it('answers 409 with the running job while one runs', async () => {
    const { merchant, storeId } = await connected();
    shopify.productDelayMs = 300;
    const started = await server.request
      .post('/api/shopify/sync-products')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(202);
    const again = await server.request
      .post('/api/shopify/sync-products')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(409);
    expect(again.body.error).toBe('Já existe uma sincronização em andamento.');
    expect(again.body.job.id).toBe(started.body.job.id);
    shopify.productDelayMs = 0;
    for (let i = 0; i < 500; i++) {
      const job = await server.request
        .get(`/api/shopify/sync-products?store_id=${storeId}`)
        .set(merchant.auth)
        .expect(200);
      if (job.body.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await server.dataSource.getRepository(SyncJob).countBy({ storeId })).toBe(1);
  });

  it('shows a job whose instance died as failed and lets it start again', async () => {
    const { merchant, storeId } = await connected();
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    await server.dataSource.getRepository(SyncJob).insert({
      storeId,
      provider: 'shopify',
      status: 'running',
      processed: 50,
      total: null,
      created: 50,
      updated: 0,
      skipped: 0,
      couponsCreated: 0,
      couponsUpdated: 0,
      error: null,
      startedAt: longAgo,
      heartbeatAt: longAgo,
      finishedAt: null,
    });
    const shown = await server.request
      .get(`/api/shopify/sync-products?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(shown.body).toMatchObject({
      status: 'failed',
      processed: 50,
      error: 'A sincronização foi interrompida. Inicie novamente.',
    });
    const job = await syncToEnd(merchant, storeId);
    expect(job).toMatchObject({ status: 'done', created: 120 });
  });

  it('imports discount codes as coupons, upserting by code', async () => {
    const { merchant, storeId } = await connected(true);
    // A coupon the merchant made with one of the codes (in another case): updated, not duplicated.
    await server.request
      .post('/api/coupons')
      .set(merchant.auth)
      .send({
        store_id: storeId,
        name: 'Antigo',
        totalUses: 5,
        code: 'promo15',
        discountType: 'percent',
        discountValue: 5,
      })
      .expect(201);
    const job = await syncToEnd(merchant, storeId);
    expect(job).toMatchObject({ status: 'done', coupons_created: 2, coupons_updated: 1 });
    const coupons = await server.dataSource
      .getRepository(Coupon)
      .find({ where: { storeId }, order: { codeKey: 'ASC' } });
    expect(coupons.map((coupon) => coupon.codeKey)).toEqual(['MENOS10', 'MENOS10-VIP', 'PROMO15']);
    expect(coupons[0]).toMatchObject({
      name: 'Dez e cinquenta',
      discountType: 'value',
      discountValue: 1050,
      maxUses: 10_000_000,
      isUniquePerCustomer: false,
      endDate: null,
    });
    expect(coupons[2]).toMatchObject({
      name: 'Quinze por cento',
      discountType: 'percent',
      discountValue: 15,
      maxUses: 100,
      isUniquePerCustomer: true,
    });
    expect(coupons[2]?.startDate?.toISOString()).toBe('2026-01-01T03:00:00.000Z');

    const again = await syncToEnd(merchant, storeId);
    expect(again).toMatchObject({ coupons_created: 0, coupons_updated: 3 });
    expect(await server.dataSource.getRepository(Coupon).countBy({ storeId })).toBe(3);
  });
});

describe('checkout in the theme', () => {
  it('needs an active integration', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await server.request
      .post('/api/shopify/install-checkout')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(422);
  });

  it('writes the snippet and includes it once; removing takes both away', async () => {
    shopify.files.set('layout/theme.liquid', LAYOUT);
    const { merchant, storeId } = await connected();
    const writesBefore = shopify.writes.length;
    const response = await server.request
      .post('/api/shopify/install-checkout')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(200);
    expect(response.body).toEqual({ message: 'Checkout instalado no tema Dawn.' });

    const snippet = shopify.files.get('snippets/pagora-checkout.liquid')!;
    expect(snippet).toContain(`"http://pagora.test/c/${storeId}/carrinho"`);
    expect(snippet).toContain('var SKIP_CART = true;');
    expect(snippet).toContain('form[action="/cart"] [name="checkout"]');
    expect(snippet).toContain("fetch('/cart.js'");
    const layout = shopify.files.get('layout/theme.liquid')!;
    expect(layout.split(RENDER_TAG)).toHaveLength(2);
    expect(layout.indexOf(RENDER_TAG)).toBeLessThan(layout.indexOf('</body>'));
    expect(shopify.writes.slice(writesBefore).map((write) => write.filename)).toEqual([
      'snippets/pagora-checkout.liquid',
      'layout/theme.liquid',
    ]);

    // Twice: the snippet is rewritten, the layout still has the include once (and is not written).
    await server.request
      .post('/api/shopify/install-checkout')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(200);
    expect(shopify.files.get('layout/theme.liquid')!.split(RENDER_TAG)).toHaveLength(2);
    expect(
      shopify.writes.slice(writesBefore).filter((write) => write.filename === 'layout/theme.liquid'),
    ).toHaveLength(1);

    const read = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(read.body).toMatchObject({ checkout_installed: true, theme_name: 'Dawn' });

    const removed = await server.request
      .delete(`/api/shopify/install-checkout?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(removed.body).toEqual({ message: 'Checkout removido do tema Dawn.' });
    expect(shopify.files.get('layout/theme.liquid')).toBe(LAYOUT);
    expect(shopify.files.has('snippets/pagora-checkout.liquid')).toBe(false);
    const after = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(after.body.checkout_installed).toBe(false);
  });

  it('disconnecting removes the snippet and the credentials, and keeps the products', async () => {
    shopify.files.set('layout/theme.liquid', LAYOUT);
    const { merchant, storeId } = await connected();
    await syncToEnd(merchant, storeId);
    await server.request
      .post('/api/shopify/install-checkout')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(200);
    const response = await server.request
      .delete(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual({ message: 'Integração Shopify removida.' });
    expect(shopify.files.get('layout/theme.liquid')).toBe(LAYOUT);
    expect(shopify.files.has('snippets/pagora-checkout.liquid')).toBe(false);
    expect(await integrations().countBy({ storeId })).toBe(0);
    expect(await products().countBy({ storeId })).toBe(120);
    const read = await server.request
      .get(`/api/integrations/shopify?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(read.body.is_active).toBe(false);
  });
});

describe('cart hand-off GET /c/:storeId/carrinho', () => {
  it("sends the buyer to the first synced product's checkout, keeping utm parameters", async () => {
    const { merchant, storeId } = await connected();
    await syncToEnd(merchant, storeId);
    const response = await server.request
      .get(
        `/c/${storeId}/carrinho?itens=${encodeURIComponent('999999:1,1004:2,1001:1')}&utm_source=instagram&outro=x`,
      )
      .expect(303);
    expect(response.headers.location).toBe(`/c/${storeId}/produto-shopify-5?utm_source=instagram`);
    // The checkout page it leads to exists.
    await server.request.get(response.headers.location!).expect(200);
  });

  it('answers a Portuguese 404 when no item is a synced active product', async () => {
    const { merchant, storeId } = await connected();
    await syncToEnd(merchant, storeId);
    // 1009 is a draft in the shop (inactive here); 424242 was never synced.
    const html = await server.request.get(`/c/${storeId}/carrinho?itens=1009:1,424242:1`).expect(404);
    expect(html.headers['content-type']).toContain('text/html');
    const json = await server.request
      .get(`/c/${storeId}/carrinho?itens=1009:1`)
      .set('Accept', 'application/json')
      .expect(404);
    expect(json.body).toEqual({ error: 'Os produtos deste carrinho não estão disponíveis no checkout.' });
    // Another store's products are not reachable through this store's cart.
    const other = await merchantWithStore(server);
    await server.request.get(`/c/${other.storeId}/carrinho?itens=1004:1`).expect(404);
  });
});
