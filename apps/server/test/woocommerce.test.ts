import type { SyncJob as SyncJobView, WooIntegration } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, StoreIntegration } from '../src/db/entities/index.ts';
import { type Merchant, merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import { startWooStandIn, type WooStandIn } from './woocommerce-stand-in.ts';

let server: TestServer;
let woo: WooStandIn;

beforeAll(async () => {
  woo = await startWooStandIn();
  // The stand-in listens on loopback, which only this allow-list lets the server reach.
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.0/8'] });
});

afterAll(async () => {
  await server?.close();
  await woo?.close();
});

const integrations = () => server.dataSource.getRepository(StoreIntegration);
const products = () => server.dataSource.getRepository(Product);

function payload(storeId: number, overrides: Record<string, unknown> = {}) {
  return {
    store_id: storeId,
    storeUrl: `${woo.url}/`,
    consumerKey: woo.consumerKey,
    consumerSecret: woo.consumerSecret,
    skipCart: true,
    ...overrides,
  };
}

async function connected(): Promise<{ merchant: Merchant; storeId: number }> {
  const shop = await merchantWithStore(server, 'Loja Woo');
  await server.request
    .post('/api/integrations/woocommerce')
    .set(shop.merchant.auth)
    .send(payload(shop.storeId))
    .expect(200);
  return shop;
}

async function syncToEnd(merchant: Merchant, storeId: number): Promise<SyncJobView> {
  const started = await server.request
    .post('/api/woocommerce/sync-products')
    .set(merchant.auth)
    .send({ store_id: storeId })
    .expect(202);
  for (let i = 0; i < 500; i++) {
    const response = await server.request
      .get(`/api/woocommerce/sync-products?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    if (response.body.id === started.body.job.id && response.body.status !== 'running') return response.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('A sincronização não terminou.');
}

describe('WooCommerce integration', () => {
  it('answers an empty integration before the first save', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .get(`/api/integrations/woocommerce?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual({
      store_url: '',
      consumer_key_hint: '',
      consumer_secret_hint: '',
      skip_cart: false,
      is_active: false,
      last_sync: null,
    } satisfies WooIntegration);
  });

  it('refuses wrong keys (422) and an unreachable store (502), storing nothing', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const wrong = await server.request
      .post('/api/integrations/woocommerce')
      .set(merchant.auth)
      .send(payload(storeId, { consumerSecret: 'cs_errado' }))
      .expect(422);
    expect(wrong.body.error).toBe(
      'Não foi possível validar a integração: verifique a chave e o segredo do consumidor.',
    );
    const down = await server.request
      .post('/api/integrations/woocommerce')
      .set(merchant.auth)
      .send(payload(storeId, { storeUrl: 'http://127.0.0.1:9' }))
      .expect(502);
    expect(down.body.error).toBe(
      'Não foi possível conectar à loja WooCommerce. Verifique o endereço da loja.',
    );
    expect(await integrations().countBy({ storeId })).toBe(0);
  });

  it('refuses internal addresses when configuration does not allow them', async () => {
    const strict = await startTestServer();
    try {
      const { merchant, storeId } = await merchantWithStore(strict);
      const reached = woo.requests.length;
      for (const storeUrl of [
        woo.url,
        'http://localhost:80',
        'http://[::1]:80',
        'http://169.254.169.254',
        'http://10.1.2.3',
      ]) {
        const response = await strict.request
          .post('/api/integrations/woocommerce')
          .set(merchant.auth)
          .send(payload(storeId, { storeUrl }))
          .expect(422);
        expect(response.body.error).toBe('O endereço da loja não pode apontar para uma rede interna.');
      }
      // The stand-in was never asked: the address was refused before any request was sent.
      expect(woo.requests.length).toBe(reached);
      expect(await strict.dataSource.getRepository(StoreIntegration).count()).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('saves validated keys sealed, answers only hints, syncs 120 products without duplicates, and is removed', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const saved = await server.request
      .post('/api/integrations/woocommerce')
      .set(merchant.auth)
      .send(payload(storeId))
      .expect(200);
    expect(saved.body).toEqual({
      message: 'Integração WooCommerce salva!',
      integration: {
        store_url: woo.url,
        consumer_key_hint: '••••abcd',
        consumer_secret_hint: '••••wxyz',
        skip_cart: true,
        is_active: true,
        last_sync: null,
      },
    });
    const row = await integrations().findOneByOrFail({ storeId, provider: 'woocommerce' });
    expect(JSON.stringify(row)).not.toContain(woo.consumerKey);
    expect(JSON.stringify(row)).not.toContain(woo.consumerSecret);

    const first = await syncToEnd(merchant, storeId);
    expect(first).toMatchObject({
      status: 'done',
      processed: 120,
      total: 120,
      created: 120,
      updated: 0,
      message: '120 produtos criados, 0 atualizados.',
    });
    expect(woo.requests.filter((path) => path.includes('per_page=50'))).toEqual(
      expect.arrayContaining([
        '/wp-json/wc/v3/products?per_page=50&page=1',
        '/wp-json/wc/v3/products?per_page=50&page=2',
        '/wp-json/wc/v3/products?per_page=50&page=3',
      ]),
    );
    const stored = await products().findBy({ storeId });
    expect(stored).toHaveLength(120);
    const byId = (id: number) => stored.find((product) => product.externalId === `woo:${id}`)!;
    expect(byId(500)).toMatchObject({
      name: 'Produto Woo 1',
      description: 'Descrição Woo 1',
      priceCents: 2050,
      status: 'active',
      productType: 'physical',
    });
    expect(byId(500).imageUploadId).not.toBeNull();
    expect(byId(501).imageUploadId).toBeNull();
    // No sale price: the regular price.
    expect(byId(504).priceCents).toBe(3400);
    expect(byId(505).productType).toBe('digital');
    expect(byId(507).status).toBe('inactive');

    const second = await syncToEnd(merchant, storeId);
    expect(second).toMatchObject({ status: 'done', created: 0, updated: 120 });
    expect(await products().countBy({ storeId })).toBe(120);

    const read = await server.request
      .get(`/api/integrations/woocommerce?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(read.body.last_sync).toMatchObject({ status: 'done', created: 0, updated: 120 });

    // Editing with empty keys keeps them.
    await server.request
      .post('/api/integrations/woocommerce')
      .set(merchant.auth)
      .send(payload(storeId, { consumerKey: '', consumerSecret: '', skipCart: false }))
      .expect(200);
    const kept = await integrations().findOneByOrFail({ storeId, provider: 'woocommerce' });
    expect(kept.tokenSealed).toBe(row.tokenSealed);
    expect(kept.skipCart).toBe(false);

    const removed = await server.request
      .delete(`/api/integrations/woocommerce?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(removed.body).toEqual({ message: 'Integração WooCommerce removida.' });
    expect(await integrations().countBy({ storeId })).toBe(0);
    expect(await products().countBy({ storeId })).toBe(120);
    await server.request
      .post('/api/woocommerce/sync-products')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(422);
  });

  it('signs every request over http with OAuth 1.0a and never sends the consumer secret', async () => {
    const authorizations = woo.authorizationHeaders.length;
    const refusals = woo.refusals.length;
    const { merchant, storeId } = await connected();
    await syncToEnd(merchant, storeId);
    // WooCommerce ignores Basic credentials without TLS: a Basic header here would be refused and
    // would have sent the secret in clear text.
    expect(woo.authorizationHeaders.slice(authorizations)).toEqual([]);
    expect(woo.refusals.slice(refusals)).toEqual([]);

    const wrong = await server.request
      .post('/api/integrations/woocommerce')
      .set(merchant.auth)
      .send(payload(storeId, { consumerSecret: 'cs_outro_segredo' }))
      .expect(422);
    expect(wrong.body.error).toBe(
      'Não foi possível validar a integração: verifique a chave e o segredo do consumidor.',
    );
    expect(woo.refusals.slice(refusals)).toEqual(['Invalid signature - provided signature does not match.']);
  });

  it('requires https:// store URLs when configuration requires https', async () => {
    const strict = await startTestServer({
      webhookAllowNetworks: ['127.0.0.0/8'],
      webhookRequireHttps: true,
    });
    try {
      const { merchant, storeId } = await merchantWithStore(strict);
      const reached = woo.requests.length;
      const response = await strict.request
        .post('/api/integrations/woocommerce')
        .set(merchant.auth)
        .send(payload(storeId))
        .expect(422);
      expect(response.body.error).toBe('O endereço da loja precisa começar com https://.');
      expect(woo.requests.length).toBe(reached);
    } finally {
      await strict.close();
    }
  });

  it("refuses another merchant's store", async () => {
    const { storeId } = await connected();
    const other = await merchantWithStore(server);
    await server.request
      .get(`/api/integrations/woocommerce?store_id=${storeId}`)
      .set(other.merchant.auth)
      .expect(403);
    await server.request
      .delete(`/api/integrations/woocommerce?store_id=${storeId}`)
      .set(other.merchant.auth)
      .expect(403);
    await server.request
      .post('/api/woocommerce/sync-products')
      .set(other.merchant.auth)
      .send({ store_id: storeId })
      .expect(403);
    expect(await integrations().countBy({ storeId })).toBe(1);
  });
});
