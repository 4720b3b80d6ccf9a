import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../src/db/after-commit.ts';
import { createDataSource, sqlitePathIn } from '../src/db/data-source.ts';
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

describe('Database.transaction under load (SQLite shares COMMITs between queued transactions)', () => {
  /** Store names as another connection sees them: only what is committed (SQLite), or the same server (PostgreSQL). */
  const committedNames = async (userId: number): Promise<string[]> => {
    if (server.db.kind === 'postgres') {
      return (await server.dataSource.getRepository(Store).findBy({ userId })).map((store) => store.name);
    }
    const reader = new BetterSqlite3(sqlitePathIn(server.config.dataDir), { readonly: true });
    try {
      return (
        reader.prepare('SELECT name FROM store WHERE user_id = ? ORDER BY id').all(userId) as {
          name: string;
        }[]
      ).map((row) => row.name);
    } finally {
      reader.close();
    }
  };

  it('60 at once, every fifth failing: failures undo only their own writes and after-commit work; successes are stored when they resolve', async () => {
    const merchant = await registerMerchant(server);
    const ran: string[] = [];
    const seenAtResolve: boolean[] = [];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, n) =>
        server.db
          .transaction(async (manager) => {
            const name = `Loja ${n}`;
            await manager.getRepository(Store).insert({ userId: merchant.userId, name });
            afterCommit(manager, () => ran.push(name));
            if (n % 5 === 4) throw new Error(`falha ${n}`);
            return name;
          })
          .then(async (name) => {
            seenAtResolve.push((await committedNames(merchant.userId)).includes(name));
            return name;
          }),
      ),
    );
    const stored = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    expect(stored).toHaveLength(48);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(12);
    expect(seenAtResolve.every(Boolean)).toBe(true);
    expect((await committedNames(merchant.userId)).sort()).toEqual([...stored].sort());
    await pause();
    expect(ran.sort()).toEqual([...stored].sort());
  });

  it('a transaction queued behind a failing one still commits, and nested savepoints inside a member keep their own rollback', async () => {
    const merchant = await registerMerchant(server);
    const failing = server.db.transaction(async (manager) => {
      await manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Desfeita' });
      throw new Error('falha de propósito');
    });
    const nested = server.db.transaction(async (manager) => {
      await manager.getRepository(Store).insert({ userId: merchant.userId, name: 'Externa' });
      await manager
        .transaction(async (inner) => {
          await inner.getRepository(Store).insert({ userId: merchant.userId, name: 'Interna' });
          throw new Error('interna desfeita');
        })
        .catch(() => undefined);
      return 'ok';
    });
    await expect(failing).rejects.toThrow('falha de propósito');
    await expect(nested).resolves.toBe('ok');
    expect(await committedNames(merchant.userId)).toEqual(['Externa']);
  });
});

describe('SQLite durability', () => {
  it('syncs every COMMIT to the disk unless told the database is throw-away', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pagora-sync-'));
    const dataSource = createDataSource({ sqlitePath: sqlitePathIn(dir) });
    try {
      await dataSource.initialize();
      // 2 = FULL: the WAL is synced at each COMMIT (1 = NORMAL would only sync at checkpoints).
      expect(await dataSource.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
