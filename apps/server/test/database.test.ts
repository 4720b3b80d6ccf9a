import type { EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/db/entities/index.ts';
import { registerMerchant, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Database.transaction', () => {
  it('keeps overlapping transactions apart: one rolls back, the other commits', async () => {
    const merchant = await registerMerchant(server);
    const stores = (manager: EntityManager) => manager.getRepository(Store);

    const failing = server.db.transaction(async (manager) => {
      await stores(manager).insert({ userId: merchant.userId, name: 'Desfeita' });
      await pause();
      throw new Error('falha de propósito');
    });
    const succeeding = server.db.transaction(async (manager) => {
      await stores(manager).insert({ userId: merchant.userId, name: 'Gravada' });
      await pause();
      return 'ok';
    });

    await expect(failing).rejects.toThrow('falha de propósito');
    await expect(succeeding).resolves.toBe('ok');
    const names = (await server.dataSource.getRepository(Store).findBy({ userId: merchant.userId })).map(
      (store) => store.name,
    );
    expect(names).toEqual(['Gravada']);
  });
});
