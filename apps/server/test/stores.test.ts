import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/db/entities/index.ts';
import { createStoreFor, registerMerchant, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/create-store', () => {
  it('creates the store for the caller and answers 201 with it', async () => {
    const merchant = await registerMerchant(server);
    const response = await server.request
      .post('/api/create-store')
      .set(merchant.auth)
      .send({ storeName: '  Loja da Ana  ', userId: merchant.userId })
      .expect(201);
    expect(response.body).toEqual({
      store: { id: expect.any(Number), name: 'Loja da Ana', created_at: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(response.body.store.created_at))).toBe(false);
    const stored = await server.dataSource
      .getRepository(Store)
      .findOneByOrFail({ id: response.body.store.id });
    expect(stored).toMatchObject({ userId: merchant.userId, name: 'Loja da Ana' });
  });

  it('accepts userId as a string of the caller id', async () => {
    const merchant = await registerMerchant(server);
    await server.request
      .post('/api/create-store')
      .set(merchant.auth)
      .send({ storeName: 'Loja', userId: String(merchant.userId) })
      .expect(201);
  });

  it('refuses a userId that is not the caller with 403 and creates nothing', async () => {
    const merchant = await registerMerchant(server);
    const other = await registerMerchant(server);
    const response = await server.request
      .post('/api/create-store')
      .set(merchant.auth)
      .send({ storeName: 'Loja alheia', userId: other.userId })
      .expect(403);
    expect(response.body.error).toEqual(expect.any(String));
    expect(await server.dataSource.getRepository(Store).countBy({ userId: other.userId })).toBe(0);
    expect(await server.dataSource.getRepository(Store).countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses an empty name with its message (422) and requires a session (401)', async () => {
    const merchant = await registerMerchant(server);
    const empty = await server.request
      .post('/api/create-store')
      .set(merchant.auth)
      .send({ storeName: '   ' })
      .expect(422);
    expect(empty.body).toEqual({ error: 'Por favor, digite o nome da loja.' });
    await server.request.post('/api/create-store').send({ storeName: 'Loja' }).expect(401);
  });
});

describe('concurrent requests', () => {
  it('create, rename and delete stores in parallel without losing a write', async () => {
    const merchant = await registerMerchant(server);
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createStoreFor(server, merchant, `Loja ${i + 1}`)),
    );
    await Promise.all([
      ...created.slice(0, 6).map((store) =>
        server.request
          .put(`/api/stores/${store.id}`)
          .set(merchant.auth)
          .send({ name: `${store.name}!` })
          .expect(200),
      ),
      ...created
        .slice(6)
        .map((store) => server.request.delete(`/api/stores/${store.id}`).set(merchant.auth).expect(200)),
    ]);
    const list = await server.request.get('/api/stores').set(merchant.auth).expect(200);
    expect(list.body.map((store: { name: string }) => store.name).sort()).toEqual(
      created
        .slice(0, 6)
        .map((store) => `${store.name}!`)
        .sort(),
    );
  });
});

describe('GET /api/stores', () => {
  it("lists only the caller's stores, oldest first", async () => {
    const merchant = await registerMerchant(server);
    const other = await registerMerchant(server);
    const first = await createStoreFor(server, merchant, 'Primeira');
    await createStoreFor(server, other, 'De outra pessoa');
    const second = await createStoreFor(server, merchant, 'Segunda');

    const response = await server.request.get('/api/stores').set(merchant.auth).expect(200);
    expect(response.body).toEqual([first, second]);
  });

  it('is an empty list for a new merchant', async () => {
    const merchant = await registerMerchant(server);
    const response = await server.request.get('/api/stores').set(merchant.auth).expect(200);
    expect(response.body).toEqual([]);
  });
});

describe('PUT /api/stores/:id', () => {
  it('renames the store', async () => {
    const merchant = await registerMerchant(server);
    const store = await createStoreFor(server, merchant, 'Antigo');
    const response = await server.request
      .put(`/api/stores/${store.id}`)
      .set(merchant.auth)
      .send({ name: 'Novo nome' })
      .expect(200);
    expect(response.body).toEqual({ store: { ...store, name: 'Novo nome' } });
    expect((await server.dataSource.getRepository(Store).findOneByOrFail({ id: store.id })).name).toBe(
      'Novo nome',
    );
  });

  it("gives 403 for another merchant's store and leaves it unchanged", async () => {
    const owner = await registerMerchant(server);
    const intruder = await registerMerchant(server);
    const store = await createStoreFor(server, owner, 'Da dona');
    const response = await server.request
      .put(`/api/stores/${store.id}`)
      .set(intruder.auth)
      .send({ name: 'Roubada' })
      .expect(403);
    expect(response.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    expect((await server.dataSource.getRepository(Store).findOneByOrFail({ id: store.id })).name).toBe(
      'Da dona',
    );
  });

  it('gives 404 for a store that does not exist or a malformed id, 422 for an empty name', async () => {
    const merchant = await registerMerchant(server);
    const missing = await server.request
      .put('/api/stores/999999')
      .set(merchant.auth)
      .send({ name: 'X' })
      .expect(404);
    expect(missing.body).toEqual({ error: 'Loja não encontrada.' });
    await server.request.put('/api/stores/abc').set(merchant.auth).send({ name: 'X' }).expect(404);
    const store = await createStoreFor(server, merchant);
    const empty = await server.request
      .put(`/api/stores/${store.id}`)
      .set(merchant.auth)
      .send({ name: '' })
      .expect(422);
    expect(empty.body).toEqual({ error: 'Por favor, digite o nome da loja.' });
  });
});

describe('DELETE /api/stores/:id', () => {
  it('deletes the store', async () => {
    const merchant = await registerMerchant(server);
    const keep = await createStoreFor(server, merchant, 'Fica');
    const gone = await createStoreFor(server, merchant, 'Sai');
    const response = await server.request.delete(`/api/stores/${gone.id}`).set(merchant.auth).expect(200);
    expect(response.body).toEqual({ message: 'Loja excluída com sucesso.' });
    expect(await server.dataSource.getRepository(Store).findOneBy({ id: gone.id })).toBeNull();
    const list = await server.request.get('/api/stores').set(merchant.auth).expect(200);
    expect(list.body).toEqual([keep]);
    await server.request.delete(`/api/stores/${gone.id}`).set(merchant.auth).expect(404);
  });

  it("gives 403 for another merchant's store and keeps it", async () => {
    const owner = await registerMerchant(server);
    const intruder = await registerMerchant(server);
    const store = await createStoreFor(server, owner);
    const response = await server.request.delete(`/api/stores/${store.id}`).set(intruder.auth).expect(403);
    expect(response.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    expect(await server.dataSource.getRepository(Store).findOneBy({ id: store.id })).not.toBeNull();
  });
});
