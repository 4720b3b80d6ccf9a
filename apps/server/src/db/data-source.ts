import path from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import type { DatabaseKind } from './column-types.ts';
import { entities } from './entities/index.ts';
import { migrations } from './migrations/index.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  /** SQLite database file. */
  sqlitePath?: string;
}

/**
 * Builds the DataSource (not yet initialised). Initialising it runs the pending migrations;
 * the schema is never synchronised from the entities.
 */
export function createDataSource(options: DatabaseOptions): DataSource {
  const common = { migrations, migrationsRun: true, synchronize: false, logging: false } as const;
  if (options.databaseUrl) {
    return new DataSource({
      ...common,
      type: 'postgres',
      url: options.databaseUrl,
      entities: entities('postgres'),
      poolSize: 10,
    });
  }
  if (!options.sqlitePath) throw new Error('Informe DATABASE_URL ou o caminho do SQLite.');
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: options.sqlitePath,
    entities: entities('sqlite'),
    enableWAL: true,
    timeout: 5000,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  });
}

export function sqlitePathIn(dataDir: string): string {
  return path.join(dataDir, 'pagora.sqlite');
}

export function databaseKind(dataSource: DataSource): DatabaseKind {
  return dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * Runs `work` in one transaction. better-sqlite3 has a single connection, so on SQLite
 * transactions are queued one after the other; PostgreSQL takes a pooled connection each.
 */
export class Database {
  readonly kind: DatabaseKind;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dataSource: DataSource) {
    this.kind = databaseKind(dataSource);
  }

  /** For reads outside a transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.kind === 'postgres') return this.dataSource.transaction(work);
    const run = this.#queue.then(() => this.dataSource.transaction(work));
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
