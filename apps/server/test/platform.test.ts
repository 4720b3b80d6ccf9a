import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, PUBLIC_URL_REQUIRED_MESSAGE } from '../src/config.ts';
import { Store, User } from '../src/db/entities/index.ts';
import { DEMO_LOGIN, demoLoginHint, seedDemo } from '../src/db/seed.ts';
import { isLocalUrl } from '../src/http/platform.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { registerMerchant, startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
}

function expectNoStack(body: unknown) {
  expect(Object.keys(body as object)).toEqual(['error']);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/src\//);
}

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} once the database answers', async () => {
    const response = await server.request.get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expectSecurityHeaders(response.headers);
  });

  it('answers HEAD and a query string like the route does: same headers, no body', async () => {
    const head = await server.request.head('/healthz').expect(200);
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.text ?? '').toBe('');
    expectSecurityHeaders(head.headers);
    const withQuery = await server.request.get('/healthz?probe=1').expect(200);
    expect(withQuery.body).toEqual({ status: 'ok' });
    expect(withQuery.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('are on successful, failed and unknown-route responses', async () => {
    const merchant = await registerMerchant(server);
    expectSecurityHeaders((await server.request.get('/api/profile').set(merchant.auth).expect(200)).headers);
    expectSecurityHeaders((await server.request.get('/api/profile').expect(401)).headers);
    expectSecurityHeaders((await server.request.get('/api/nada').expect(404)).headers);
    expectSecurityHeaders(
      (await server.request.post('/api/login').type('json').send('{').expect(400)).headers,
    );
  });
});

describe('error answers', () => {
  it('unknown /api route → 404 {"error":"Rota não encontrada."}', async () => {
    const response = await server.request.get('/api/nao-existe').expect(404);
    expect(response.body).toEqual({ error: 'Rota não encontrada.' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    await server.request.delete('/api/profile/nada/mais').expect(404);
  });

  it('another path without the built admin → 404 JSON', async () => {
    const response = await server.request.get('/dashboard').expect(404);
    expect(response.body).toEqual({ error: 'Rota não encontrada.' });
  });

  it('a known route with the wrong method → 405 with Allow', async () => {
    const response = await server.request.get('/api/login').expect(405);
    expect(response.body).toEqual({ error: 'Método não permitido.' });
    expect(response.headers.allow).toBe('POST');
  });

  it('malformed JSON → 400 "JSON inválido.", not a 500', async () => {
    for (const body of ['{"email": ', '{email: 1}', '42']) {
      const response = await server.request.post('/api/login').type('json').send(body).expect(400);
      expect(response.body).toEqual({ error: 'JSON inválido.' });
    }
  });

  it('a JSON body over 100 kB → 413', async () => {
    const response = await server.request
      .post('/api/register')
      .send({ nome: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(response.body).toEqual({ error: 'O conteúdo enviado é grande demais.' });
  });

  it('a body of the wrong shape → 422 in Portuguese', async () => {
    const array = await server.request.post('/api/login').send([]).expect(422);
    expectNoStack(array.body);
    expect(array.body.error).toMatch(/^Entrada inválida/);
    const remember = await server.request
      .post('/api/login')
      .send({ email: 'a@b.com', password: 'x', remember: 'sim' })
      .expect(422);
    expect(remember.body.error).toMatch(/^Entrada inválida/);
  });

  it('never carry a stack trace', async () => {
    const responses = await Promise.all([
      server.request.get('/api/nao-existe'),
      server.request.post('/api/login').type('json').send('{'),
      server.request.post('/api/register').send({}),
      server.request.get('/api/profile'),
    ]);
    for (const response of responses) expectNoStack(response.body);
  });
});

describe('database', () => {
  it('has exactly the schema the entities describe after the migrations', async () => {
    const pending = await server.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    const migrations: { name: string }[] = await server.dataSource.query('SELECT name FROM migrations');
    expect(migrations.map((row) => row.name)).toEqual([
      'Initial1763800000000',
      'Catalog1764000000000',
      'CheckoutAdmin1764100000000',
      'CheckoutOrders1764200000000',
      'OrdersDashboard1764300000000',
      'OrderStats1764400000000',
      'OrderSearch1764500000000',
      'Domains1764600000000',
      'Webhooks1764610000000',
      'StoreIntegrations1764620000000',
      'CheckoutCart1764630000000',
      'WebhookRetention1764640000000',
      'LoginSecurity1764700000000',
      'WebhookFairness1764710000000',
      'DomainClaims1764720000000',
      'PaymentAttempts1764730000000',
      'HealthProbe1764739000000',
      'Gateways1764760000000',
      'OrderNotifications1764765000000',
      'PaymentTerms1764770000000',
      'Billing1764780000000',
      'BillingSavedCards1764790000000',
      'ShippingQuotes1764800000000',
      'TrackingRecovery1764810000000',
      'AdPixels1764820000000',
    ]);
    expect(server.dataSource.options.synchronize).toBe(false);
  });

  it.runIf(!process.env.PAGORA_TEST_DATABASE_URL)(
    'runs SQLite in WAL mode with foreign keys and a busy timeout',
    async () => {
      expect(await server.dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await server.dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
      expect(await server.dataSource.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
    },
  );
});

describe('migrations and seed', () => {
  it('can be reverted and applied again', async () => {
    const fresh = await startTestServer();
    try {
      for (const _migration of fresh.dataSource.migrations) await fresh.dataSource.undoLastMigration();
      const tables =
        fresh.dataSource.driver.options.type === 'postgres'
          ? await fresh.dataSource.query(
              "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
            )
          : await fresh.dataSource.query(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            );
      expect(tables.map((row: { name: string }) => row.name)).toEqual(['migrations']);
      await fresh.dataSource.runMigrations();
      await registerMerchant(fresh);
    } finally {
      await fresh.close();
    }
  });

  it('seeds the demo merchant and its store once, on an empty database', async () => {
    const fresh = await startTestServer();
    try {
      expect(fresh.config.nodeEnv).toBe('development');
      expect(await seedDemo(fresh.db, fresh.config)).toBe(true);
      expect(await seedDemo(fresh.db, fresh.config)).toBe(false);
      const users = await fresh.dataSource.getRepository(User).find();
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({
        fullName: 'Maria Demo',
        email: 'demo@pagora.com.br',
        phone: '(11) 98765-4321',
      });
      const stores = await fresh.dataSource.getRepository(Store).findBy({ userId: users[0]!.id });
      expect(stores.map((store) => store.name)).toEqual(['Loja Demo']);
      const login = await fresh.request.post('/api/login').send(DEMO_LOGIN).expect(200);
      expect(login.body.hasStore).toBe(true);
      // The demo store sells in test mode right away: products, a bump, PIX on its checkout.
      const auth = { Authorization: `Bearer ${login.body.session.access_token}` };
      const products = await fresh.request
        .get(`/api/products?store_id=${stores[0]!.id}`)
        .set(auth)
        .expect(200);
      expect(products.body.map((product: { name: string }) => product.name)).toEqual([
        'Curso Online de Estampas',
        'Kit 3 Pares de Meias',
        'Camiseta Básica Algodão',
      ]);
      const shirt = products.body[2] as { checkout_url: string };
      const page = await fresh.request.get(new URL(shirt.checkout_url).pathname).expect(200);
      const view = viewFromHtml(page.text);
      expect(view.kind).toBe('checkout');
      if (view.kind !== 'checkout') return;
      expect(view.payment_methods).toEqual(['pix', 'card', 'boleto']);
      expect(view.bump?.headline).toBe('Leve também o kit de meias por R$ 24,90');
      expect(view.testimonials).toHaveLength(2);
      expect(view.shipping_options.map((option) => option.name)).toEqual(['Frete grátis', 'Expresso']);
    } finally {
      await fresh.close();
    }
  });
});

describe('starting in production', () => {
  it('refuses to start without PUBLIC_URL, which every checkout link and e-mail carries', () => {
    const production = { NODE_ENV: 'production', SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(() => loadConfig(production)).toThrow(PUBLIC_URL_REQUIRED_MESSAGE);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://pagora.com.br/' }).publicUrl).toBe(
      'https://pagora.com.br',
    );
    // Outside production the local address is the sensible default.
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });
});

describe('GET /api/platform', () => {
  it("tells the admin when merchants' links would carry an address only this machine opens", async () => {
    const body = (await server.request.get('/api/platform').expect(200)).body;
    expect(body).toEqual({ public_url: 'http://pagora.test', public_url_local: false });
    const local = await startTestServer({ publicUrl: 'http://localhost:3000' });
    try {
      expect((await local.request.get('/api/platform').expect(200)).body).toEqual({
        public_url: 'http://localhost:3000',
        public_url_local: true,
      });
    } finally {
      await local.close();
    }
    expect(['http://127.0.0.1:8080', 'http://app.localhost', 'http://[::1]:3000'].map(isLocalUrl)).toEqual([
      true,
      true,
      true,
    ]);
    expect(isLocalUrl('https://pagora.com.br')).toBe(false);
  });
});

describe('the demo merchant in production', () => {
  it('is not created on an empty production database unless SEED_DEMO asks for it', async () => {
    const fresh = await startTestServer();
    try {
      expect(await seedDemo(fresh.db, { nodeEnv: 'production', seedDemo: false })).toBe(false);
      expect(await fresh.dataSource.getRepository(User).count()).toBe(0);
      await fresh.request.post('/api/login').send(DEMO_LOGIN).expect(401);

      expect(await seedDemo(fresh.db, { nodeEnv: 'production', seedDemo: true })).toBe(true);
      expect(
        await fresh.dataSource.getRepository(User).findOneBy({ email: DEMO_LOGIN.email }),
      ).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('never has its password in a production start-up log', () => {
    expect(demoLoginHint({ nodeEnv: 'production' })).toBeNull();
    expect(demoLoginHint({ nodeEnv: 'development' })).toBe(
      'login de demonstração: demo@pagora.com.br / pagora-demo',
    );
  });
});

describe('when the database is down', () => {
  it('healthz and the API answer 503 with Retry-After, and the cause is logged', async () => {
    const broken = await startTestServer();
    try {
      await broken.dataSource.destroy();
      const health = await broken.request.get('/healthz').expect(503);
      expect(health.body).toEqual({
        status: 'error',
        database: 'indisponível',
        error: 'Banco de dados indisponível.',
      });

      const response = await broken.request
        .post('/api/login')
        .send({ email: 'alguem@exemplo.com.br', password: 'qualquer-senha' })
        .expect(503);
      expect(response.body).toEqual({
        error: 'Estamos com instabilidade no momento. Tente novamente em instantes.',
      });
      expect(response.headers['retry-after']).toBe('5');
      expectSecurityHeaders(response.headers);
      const logged = broken.logs.find(
        (entry) => entry.level === 50 && entry.msg === 'Banco de dados indisponível',
      ) as { err: { message: string; stack: string }; path: string } | undefined;
      expect(logged?.path).toBe('/api/login');
      expect(logged?.err.stack).toEqual(expect.any(String));
    } finally {
      await broken.close();
    }
  });
});

describe('the built admin', () => {
  let web: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'pagora-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Pagora</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("pagora")');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await startTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for / and for any SPA route, revalidated', async () => {
    for (const route of ['/', '/dashboard', '/produtos/editar/12', '/rota-que-nao-existe']) {
      const response = await web.request.get(route).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id="root"></div>');
      expectSecurityHeaders(response.headers);
    }
    const first = await web.request.get('/').expect(200);
    await web.request.get('/').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await web.request.get('/assets/index-3f2a1b.js').expect(200);
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toBe('console.log("pagora")');
    const icon = await web.request.get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset and keeps /api, /uploads and /healthz for the server', async () => {
    await web.request.get('/assets/sumiu-000000.js').expect(404);
    expect((await web.request.get('/api/nada').expect(404)).body).toEqual({ error: 'Rota não encontrada.' });
    expect((await web.request.get('/uploads/x').expect(404)).body).toEqual({
      error: 'Arquivo não encontrado.',
    });
    expect((await web.request.get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    await web.request.post('/dashboard').expect(404);
  });

  it('never serves files outside the folder', async () => {
    for (const attempt of ['/../package.json', '/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await web.request.get(attempt);
      expect(response.text).not.toContain('"name"');
      expect(response.text).not.toContain('root:');
    }
  });
});
