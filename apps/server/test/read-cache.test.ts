import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../src/db/read-cache.ts';
import { SESSION_EXPIRED_MESSAGE } from '../src/http/auth.ts';
import {
  createProductFor,
  merchantWithStore,
  productForm,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const onSqlite = () => server.db.kind === 'sqlite';

/** A write the cache is not told about: a row changed (to its own value) in another table. */
const writeSomething = () =>
  server.dataSource.query(`UPDATE "store" SET "name" = "name" WHERE "id" = (SELECT MIN("id") FROM "store")`);

describe('ReadCache', () => {
  it('keeps a value while the database is unchanged and reads again after any write', async () => {
    await merchantWithStore(server);
    const cache = new ReadCache<string, number>(server.db, { maxEntries: 10 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.through('a', read)).toBe(1);
    expect(await cache.through('a', read)).toBe(onSqlite() ? 1 : 2);
    await writeSomething();
    const afterWrite = await cache.through('a', read);
    expect(afterWrite).toBe(reads);
    expect(reads).toBe(onSqlite() ? 2 : 3);
    // PostgreSQL serves several instances: nothing is kept there.
    if (!onSqlite()) expect(cache.size).toBe(0);
  });

  it('keeps nothing read inside a transaction, or when the database changed during the read', async () => {
    const cache = new ReadCache<string, string>(server.db, { maxEntries: 10 });
    await server.db.transaction(async () => {
      await cache.through('inside', async () => 'lido na transação');
    });
    expect(cache.size).toBe(0);
    await cache.through('during', async () => {
      await writeSomething();
      return 'lido enquanto algo mudava';
    });
    expect(cache.size).toBe(0);
  });

  it('is bounded by entries and by weight, least recently used first, and skips what `keeps` refuses', async () => {
    if (!onSqlite()) return;
    const cache = new ReadCache<string, string>(server.db, {
      maxEntries: 3,
      maxWeight: 80,
      weigh: (value) => value.length,
      keeps: (value) => value !== 'não guardar',
    });
    const read = (value: string) => async () => value;
    await cache.through('a', read('a'));
    await cache.through('b', read('b'));
    await cache.through('c', read('c'));
    await cache.through('a', read('outro')); // 'a' is now the most recently used
    await cache.through('d', read('d'));
    expect(cache.size).toBe(3);
    expect(await cache.through('b', read('b de novo'))).toBe('b de novo');
    expect(await cache.through('a', read('outro'))).toBe('a');
    // Heavier than an eighth of the weight bound: never kept.
    await cache.through('pesado', read('x'.repeat(11)));
    expect(await cache.through('pesado', read('lido de novo'))).toBe('lido de novo');
    await cache.through('recusado', read('não guardar'));
    expect(await cache.through('recusado', read('lido de novo'))).toBe('lido de novo');
    // Eight entries of 10 fill the weight; the ninth pushes the oldest out.
    const heavy = new ReadCache<string, string>(server.db, {
      maxEntries: 100,
      maxWeight: 80,
      weigh: (value) => value.length,
    });
    for (let n = 0; n < 9; n++) await heavy.through(`k${n}`, read('0123456789'));
    expect(heavy.size).toBe(8);
  });

  it('sees a commit made by another connection to the same file', async () => {
    if (!onSqlite()) return;
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, { title: 'Caneca' });
    const read = () => server.request.get(`/api/products/${product.id}`).set(merchant.auth).expect(200);
    expect((await read()).body.name).toBe('Caneca');
    expect((await read()).body.name).toBe('Caneca');
    const other = new Database(path.join(server.config.dataDir, 'pagora.sqlite'));
    other.prepare('UPDATE product SET name = ? WHERE id = ?').run('Caneca Grande', product.id);
    other.close();
    expect((await read()).body.name).toBe('Caneca Grande');
  });
});

describe('answers kept by the product screens and the session lookup', () => {
  it('the product list and a product show an edit on the very next request', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, { title: 'Camiseta Azul' });
    const list = () =>
      server.request.get(`/api/products?store_id=${storeId}&page=1`).set(merchant.auth).expect(200);
    const one = () => server.request.get(`/api/products/${product.id}`).set(merchant.auth).expect(200);
    expect((await list()).body.map((item: { name: string }) => item.name)).toEqual(['Camiseta Azul']);
    expect((await list()).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await one()).body.name).toBe('Camiseta Azul');

    await productForm(server.request.put(`/api/products/${product.id}`).set(merchant.auth), {
      title: 'Camiseta Verde',
      description: 'Camiseta de algodão.',
      price: '59,90',
      productType: 'physical',
      status: 'active',
      store_id: storeId,
    }).expect(200);
    expect((await list()).body.map((item: { name: string }) => item.name)).toEqual(['Camiseta Verde']);
    expect((await one()).body).toMatchObject({ name: 'Camiseta Verde', price_cents: 5990 });

    await server.request.delete(`/api/products/${product.id}`).set(merchant.auth).expect(200);
    expect((await list()).body).toEqual([]);
    expect((await list()).headers['x-total-count']).toBe('0');
    await server.request.get(`/api/products/${product.id}`).set(merchant.auth).expect(404);
  });

  it('an answer kept for one merchant is never given to another', async () => {
    const owner = await merchantWithStore(server);
    const product = await createProductFor(server, owner.merchant, owner.storeId);
    await server.request
      .get(`/api/products?store_id=${owner.storeId}&page=1`)
      .set(owner.merchant.auth)
      .expect(200);
    await server.request.get(`/api/products/${product.id}`).set(owner.merchant.auth).expect(200);
    const intruder = await merchantWithStore(server);
    // Registering the intruder was a write; read the owner's answers again so they are kept now.
    await server.request
      .get(`/api/products?store_id=${owner.storeId}&page=1`)
      .set(owner.merchant.auth)
      .expect(200);
    await server.request.get(`/api/products/${product.id}`).set(owner.merchant.auth).expect(200);
    await server.request
      .get(`/api/products?store_id=${owner.storeId}&page=1`)
      .set(intruder.merchant.auth)
      .expect(403);
    await server.request.get(`/api/products/${product.id}`).set(intruder.merchant.auth).expect(404);
  });

  it('a kept session still ends at its expiry and at logout', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const list = () => server.request.get(`/api/products?store_id=${storeId}&page=1`).set(merchant.auth);
    await list().expect(200);
    await list().expect(200);
    // Thirteen hours later, with nothing written meanwhile: the standard session (12 h) is over.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * 60 * 60 * 1000);
    await list().expect(401, { error: SESSION_EXPIRED_MESSAGE });
    vi.useRealTimers();

    const again = await merchantWithStore(server);
    const listAgain = () =>
      server.request.get(`/api/products?store_id=${again.storeId}&page=1`).set(again.merchant.auth);
    await listAgain().expect(200);
    await listAgain().expect(200);
    await server.request.post('/api/logout').set(again.merchant.auth).expect(204);
    await listAgain().expect(401, { error: SESSION_EXPIRED_MESSAGE });
  });
});
