import type { CheckoutPageView } from '@pagora/contract';
import pg from 'pg';
import type supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, sqlitePathIn } from '../src/db/data-source.ts';
import { Order, Store } from '../src/db/entities/index.ts';
import { DatabaseUnavailableError, UNAVAILABLE_MESSAGE, WRITE_FAILED_MESSAGE } from '../src/db/outage.ts';
import { createShop, orderAt, personalData, type Shop } from './checkout-helpers.ts';
import { registerMerchant, startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

const adminUrl = process.env.PAGORA_TEST_DATABASE_URL?.trim() || undefined;
const onPostgres = Boolean(adminUrl);

/** better-sqlite3's connection, to see whether SQLite itself has a transaction open. */
const sqliteConnection = (dataSource: DataSource) =>
  (dataSource.driver as unknown as { databaseConnection: { inTransaction: boolean } }).databaseConnection;

/** SQLite: the file may not grow any more, so the next write that needs a new page fails with SQLITE_FULL. */
async function freezeSize(dataSource: DataSource): Promise<void> {
  const [{ page_count }] = await dataSource.query('PRAGMA page_count');
  await dataSource.query(`PRAGMA max_page_count = ${page_count}`);
}

/** Space returns (as when an operator frees the disk). */
async function unfreezeSize(dataSource: DataSource): Promise<void> {
  await dataSource.query('PRAGMA max_page_count = 2147483646');
}

/** The stores' names in a fresh connection to the same SQLite file: what survived the process. */
async function storeNamesAfterReopen(server: TestServer, userId: number): Promise<string[]> {
  await server.dataSource.destroy();
  const reopened = createDataSource({ sqlitePath: sqlitePathIn(server.config.dataDir) });
  await reopened.initialize();
  try {
    const stores = await reopened.getRepository(Store).find({ where: { userId }, order: { id: 'ASC' } });
    return stores.map((store) => store.name);
  } finally {
    await reopened.destroy();
  }
}

describe.runIf(!onPostgres)(
  'Database.transaction on SQLite after a write SQLite rolled back by itself',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('keeps committing: a full disk, a failing transaction, then writes that must survive a restart', async () => {
      const merchant = await registerMerchant(server);
      const stores = server.dataSource.getRepository(Store);
      await freezeSize(server.dataSource);

      // Needs overflow pages: SQLITE_FULL, and SQLite rolls the whole transaction back itself.
      const full = await server.db
        .transaction((manager) =>
          manager.getRepository(Store).insert({ userId: merchant.userId, name: 'x'.repeat(20_000) }),
        )
        .catch((error: unknown) => error);
      expect(full).toBeInstanceOf(DatabaseUnavailableError);
      expect(full).toMatchObject({ status: 503, kind: 'full', message: WRITE_FAILED_MESSAGE });
      expect(sqliteConnection(server.dataSource).inTransaction).toBe(false);

      // An ordinary failure afterwards (a validation, a conflict) must not leave anything open.
      await expect(
        server.db.transaction(async (manager) => {
          await manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Desfeita' });
          throw new Error('falha de propósito');
        }),
      ).rejects.toThrow('falha de propósito');
      expect(sqliteConnection(server.dataSource).inTransaction).toBe(false);

      await unfreezeSize(server.dataSource);
      await server.db.transaction((manager) =>
        manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Gravada' }),
      );
      expect(sqliteConnection(server.dataSource).inTransaction).toBe(false);
      expect((await stores.findBy({ userId: merchant.userId })).map((store) => store.name)).toEqual([
        'Gravada',
      ]);
      expect(await storeNamesAfterReopen(server, merchant.userId)).toEqual(['Gravada']);
    });
  },
);

describe.runIf(!onPostgres)('a failed COMMIT on SQLite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is rolled back, answered as a 503 error, and the next transaction commits', async () => {
    const merchant = await registerMerchant(server);
    // A deferred foreign key is checked at COMMIT: the COMMIT fails and SQLite keeps the transaction open.
    const failed = await server.db
      .transaction(async (manager) => {
        await manager.query('PRAGMA defer_foreign_keys = ON');
        await manager.getRepository(Store).insert({ userId: 987_654_321, name: 'Órfã' });
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseUnavailableError);
    expect(failed).toMatchObject({
      status: 503,
      kind: 'commit',
      message: WRITE_FAILED_MESSAGE,
      headers: { 'Retry-After': '5' },
    });
    expect(sqliteConnection(server.dataSource).inTransaction).toBe(false);

    await server.db.transaction((manager) =>
      manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Depois' }),
    );
    expect(await storeNamesAfterReopen(server, merchant.userId)).toEqual(['Depois']);
  });
});

/** One buyer's way to the payment, as a browser (HTML form posts) or the hydrated page (JSON). */
async function buyOnce(
  server: TestServer,
  shop: Shop,
  json: boolean,
): Promise<{ location: string } | { failure: supertest.Response }> {
  const buyer = server.agent();
  const accept = json ? 'application/json' : 'text/html';
  const viewOf = (response: supertest.Response) =>
    (json ? response.body.view : viewFromHtml(response.text)) as CheckoutPageView;
  const steps: (() => Promise<supertest.Response>)[] = [
    () => buyer.get(shop.path).set('Accept', accept),
    () =>
      buyer
        .post(shop.path)
        .type('form')
        .set('Accept', accept)
        .send({ action: 'next', step: 'personal', ...personalData() })
        .redirects(0),
  ];
  for (const step of steps) {
    const response = await step();
    if (response.status === 503) return { failure: response };
    expect(response.status).toBeLessThan(400);
  }
  const page = await buyer.get(`${shop.path}?step=payment`).set('Accept', accept);
  if (page.status === 503) return { failure: page };
  const paid = await buyer
    .post(shop.path)
    .type('form')
    .set('Accept', accept)
    .send({ action: 'pay', step: 'payment', attempt_key: viewOf(page).attempt_key, payment_method: 'pix' })
    .redirects(0);
  if (paid.status === 503) return { failure: paid };
  const location = json ? paid.body.redirect : paid.headers.location;
  expect(location).toMatch(/\/pedido\//);
  return { location };
}

describe.runIf(!onPostgres)('checkout on a full SQLite disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 503 while full, /healthz says so, recovers without a restart and loses nothing it acknowledged', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const acknowledged: { location: string; number: number }[] = [];
    const buyUntilFull = async (json: boolean) => {
      for (let attempt = 0; attempt < 500; attempt++) {
        const outcome = await buyOnce(server, shop, json);
        if ('failure' in outcome) return outcome.failure;
        acknowledged.push({ ...outcome, number: (await orderAt(server, outcome.location)).number });
      }
      throw new Error('O banco nunca encheu.');
    };
    await freezeSize(server.dataSource);

    // The buyer's browser gets the checkout's own page, in Portuguese, with Retry-After.
    const page = await buyUntilFull(false);
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toBe('5');
    expect(page.text).toContain('Estamos com instabilidade');
    expect(page.text).toContain('Aguarde alguns instantes e tente novamente.');

    // The hydrated page (JSON) gets the message.
    const json = await buyUntilFull(true);
    expect(json.status).toBe(503);
    expect(json.body).toEqual({ error: WRITE_FAILED_MESSAGE });
    expect(json.headers['retry-after']).toBe('5');

    const health = await server.request.get('/healthz').expect(503);
    expect(health.body).toMatchObject({ status: 'error', database: 'sem espaço' });
    expect(health.headers['retry-after']).toBe('5');

    // Space returns: no restart needed.
    await unfreezeSize(server.dataSource);
    expect((await server.request.get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    for (let i = 0; i < 3; i++) {
      const outcome = await buyOnce(server, shop, i % 2 === 1);
      if ('failure' in outcome) throw new Error(`Falhou depois de liberar espaço: ${outcome.failure.text}`);
      acknowledged.push({ ...outcome, number: (await orderAt(server, outcome.location)).number });
    }
    expect(acknowledged.length).toBeGreaterThan(3);

    // What a fresh process finds: every acknowledged order, with the number the buyer was given,
    // and numbers never handed out twice.
    await server.dataSource.destroy();
    const reopened = createDataSource({ sqlitePath: sqlitePathIn(server.config.dataDir) });
    await reopened.initialize();
    try {
      const orders = await reopened.getRepository(Order).find({ where: { storeId: shop.storeId } });
      const byToken = new Map(orders.map((order) => [order.publicToken, order.number]));
      for (const { location, number } of acknowledged) {
        expect(byToken.get(location.split('/').at(-1)!)).toBe(number);
      }
      const numbers = orders.map((order) => order.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    } finally {
      await reopened.destroy();
    }
  });
});

describe.runIf(onPostgres)('Database.transaction on PostgreSQL', () => {
  let server: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startTestServer();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.close();
  });

  /** Connections the pool has handed out and not got back. */
  const checkedOut = () => {
    const pool = (server.dataSource.driver as unknown as { master: pg.Pool }).master;
    return pool.totalCount - pool.idleCount;
  };

  it('a failed COMMIT is a 503 error, the connection goes back to the pool and the next transaction commits', async () => {
    const merchant = await registerMerchant(server);
    // A deferred unique constraint is checked at COMMIT, which then fails and ends the transaction.
    const failed = await server.db
      .transaction(async (manager) => {
        await manager.query(
          'CREATE TEMP TABLE deferred_check (n integer UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP',
        );
        await manager.query('INSERT INTO deferred_check (n) VALUES (1), (1)');
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseUnavailableError);
    expect(failed).toMatchObject({ status: 503, kind: 'commit', message: WRITE_FAILED_MESSAGE });
    expect(checkedOut()).toBe(0);

    await server.db.transaction((manager) =>
      manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Depois' }),
    );
    const stores = await server.dataSource.getRepository(Store).findBy({ userId: merchant.userId });
    expect(stores.map((store) => store.name)).toEqual(['Depois']);
  });

  it('a connection terminated mid-transaction is a 503 error and is not handed out again', async () => {
    const merchant = await registerMerchant(server);
    const failed = await server.db
      .transaction(async (manager) => {
        await manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Perdida' });
        const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
        // Waits (up to 5 s) until that backend has exited.
        await admin.query('SELECT pg_terminate_backend($1, 5000)', [pid]);
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseUnavailableError);
    expect(failed).toMatchObject({ status: 503, kind: 'unreachable', message: UNAVAILABLE_MESSAGE });
    expect(checkedOut()).toBe(0);

    // Every connection the pool hands out now works: the dead one was discarded.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server.db.transaction((manager) =>
          manager.getRepository(Store).insert({ userId: merchant.userId, name: `Loja ${i}` }),
        ),
      ),
    );
    const names = (await server.dataSource.getRepository(Store).findBy({ userId: merchant.userId })).map(
      (store) => store.name,
    );
    expect(names).not.toContain('Perdida');
    expect(names).toHaveLength(12);
  });
});

describe.runIf(onPostgres)('a PostgreSQL outage', () => {
  let server: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startTestServer();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.close();
  });

  it('answers the checkout with the instability page, the API and /healthz with 503, and recovers by itself', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const name = new URL(server.config.databaseUrl!).pathname.slice(1);
    // The database refuses new connections and every open one is cut.
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query(
      'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    try {
      const page = await server.request.get(shop.path).expect(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['retry-after']).toBe('5');
      expect(page.text).toContain('Estamos com instabilidade');

      // On a merchant's own domain too (the domain's lookup is what fails first).
      const custom = await server.request
        .get('/camiseta')
        .set('Host', 'checkout.loja-exemplo.com.br')
        .expect(503);
      expect(custom.text).toContain('Estamos com instabilidade');

      const hydrated = await server.request.get(shop.path).set('Accept', 'application/json').expect(503);
      expect(hydrated.body).toEqual({ error: UNAVAILABLE_MESSAGE });

      const api = await server.request.get('/api/profile').set(shop.merchant.auth).expect(503);
      expect(api.body).toEqual({ error: UNAVAILABLE_MESSAGE });
      expect(api.headers['retry-after']).toBe('5');

      const health = await server.request.get('/healthz').expect(503);
      expect(health.body).toMatchObject({ status: 'error', database: 'indisponível' });
    } finally {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    }
    expect((await server.request.get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    await server.request.get(shop.path).expect(200);
    await server.request.get('/api/profile').set(shop.merchant.auth).expect(200);
  });
});
