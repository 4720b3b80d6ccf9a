import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { createDataSource, sqlitePathIn } from '../src/db/data-source.ts';
import { migrations } from '../src/db/migrations/index.ts';

const adminUrl = process.env.PAGORA_TEST_DATABASE_URL?.trim() || undefined;

/** Starts `count` instances on one database at the same moment; all must come up. */
async function startTogether(count: number, open: () => DataSource): Promise<DataSource[]> {
  const sources = Array.from({ length: count }, open);
  const results = await Promise.allSettled(sources.map((source) => source.initialize()));
  try {
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  } catch (error) {
    await Promise.all(sources.filter((source) => source.isInitialized).map((source) => source.destroy()));
    throw error;
  }
  return sources;
}

/** Each migration's name and how many times it is recorded as run. */
async function migrationsRun(source: DataSource): Promise<Record<string, number>> {
  const rows: { name: string; runs: string | number }[] = await source.query(
    'SELECT name, COUNT(*) AS runs FROM migrations GROUP BY name',
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.runs)]));
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const everyMigrationOnce = Object.fromEntries(migrations.map((migration) => [migration.name, 1]));

describe('instances starting together on an empty database', () => {
  it.runIf(adminUrl)(
    'PostgreSQL: three run the migrations once, one after the other, and all start',
    async () => {
      const name = `pagora_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        const sources = await startTogether(3, () => createDataSource({ databaseUrl: url.toString() }));
        try {
          expect(await migrationsRun(sources[0]!)).toEqual(everyMigrationOnce);
          // Every instance sees the whole schema.
          for (const source of sources)
            expect(await source.query('SELECT COUNT(*) AS n FROM store')).toEqual([{ n: '0' }]);
        } finally {
          await Promise.all(sources.map((source) => source.destroy()));
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it.runIf(!adminUrl)(
    'SQLite: four processes opening one new file run the migrations once and all start',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pagora-migrate-'));
      try {
        const file = sqlitePathIn(dir);
        const exits = await Promise.all(
          Array.from({ length: 4 }, () => {
            const child = spawn(process.execPath, ['--import', 'tsx', 'test/open-database-child.ts', file], {
              cwd: serverDir,
              stdio: ['ignore', 'ignore', 'pipe'],
            });
            let stderr = '';
            child.stderr.on('data', (chunk: Buffer) => {
              stderr += chunk.toString();
            });
            return new Promise<{ code: number | null; stderr: string }>((resolve) =>
              child.once('exit', (code) => resolve({ code, stderr })),
            );
          }),
        );
        expect(exits).toEqual(exits.map(() => ({ code: 0, stderr: '' })));
        const source = createDataSource({ sqlitePath: file });
        await source.initialize();
        try {
          expect(await migrationsRun(source)).toEqual(everyMigrationOnce);
          // Foreign keys are back on after the migrations (they run with them off).
          expect(await source.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
        } finally {
          await source.destroy();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
