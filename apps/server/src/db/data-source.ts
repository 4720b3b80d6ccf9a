import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { DataSource, type EntityManager, type ObjectLiteral, type QueryRunner } from 'typeorm';
import type { DatabaseKind } from './column-types.ts';
import { entities } from './entities/index.ts';
import { migrations } from './migrations/index.ts';
import {
  asDatabaseUnavailable,
  type DatabaseOutageKind,
  DatabaseUnavailableError,
  databaseOutageKind,
} from './outage.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  /** SQLite database file. */
  sqlitePath?: string;
  /**
   * SQLite's `synchronous` setting: 'full' (the default) syncs the WAL at every COMMIT, so a commit
   * survives a power loss or a crash of the machine, not only of the process; group commit (see
   * Database.#sqliteStep) makes that one sync per group of transactions. 'normal' is for throw-away
   * test databases only (as the tests' PostgreSQL runs with fsync off).
   */
  sqliteSynchronous?: 'full' | 'normal';
}

/** The advisory lock every instance takes on PostgreSQL before it looks for pending migrations. */
const POSTGRES_MIGRATION_LOCK = 7_246_100_301;
/** How long an instance waits for another one's migrations on SQLite before giving up. */
const SQLITE_MIGRATION_WAIT_MS = 10 * 60_000;

/**
 * Initialising runs the pending migrations, one instance at a time: several instances (or
 * processes on one SQLite file) may start together, and the second must find the schema finished
 * by the first instead of creating the same tables at the same time. The lock is held on a
 * connection of its own around TypeORM's migration run (which then computes what is pending
 * inside the lock).
 */
/**
 * TypeORM's SQLite driver writes numeric parameters into the SQL text (`WHERE "id" = 42`), so
 * nearly every statement is new text: better-sqlite3 compiles it again and the driver's statement
 * cache only churns. Passing integers as BigInt makes the driver bind them (`WHERE "id" = ?`), as it
 * already does for strings and dates; better-sqlite3 binds a BigInt as an INTEGER, which is what
 * the inlined literal was. Non-integers (none are stored: money is integer cents) stay inline.
 */
function bindIntegerParameters(dataSource: DataSource): void {
  const driver = dataSource.driver as unknown as {
    escapeQueryWithParameters(
      sql: string,
      parameters: ObjectLiteral,
      native: ObjectLiteral,
    ): [string, unknown[]];
  };
  const inlining = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql, parameters, native) => {
    if (!parameters) return inlining(sql, parameters, native);
    const bound: ObjectLiteral = {};
    for (const [key, value] of Object.entries(parameters)) {
      bound[key] = typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;
    }
    return inlining(sql, bound, native);
  };
}

class MigratingDataSource extends DataSource {
  override async initialize(): Promise<this> {
    await super.initialize();
    if (this.options.type === 'better-sqlite3') bindIntegerParameters(this);
    try {
      if (this.options.type === 'postgres') await this.#migrateUnderAdvisoryLock();
      else await this.#migrateUnderFileLock(String(this.options.database));
    } catch (error) {
      await this.destroy();
      throw error;
    }
    return this;
  }

  async #migrateUnderAdvisoryLock(): Promise<void> {
    const lock = this.createQueryRunner();
    try {
      // Waits while another instance migrates; released by unlock or when this connection ends.
      await lock.query('SELECT pg_advisory_lock($1)', [POSTGRES_MIGRATION_LOCK]);
      try {
        await this.runMigrations({ transaction: 'all' });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [POSTGRES_MIGRATION_LOCK]);
      }
    } finally {
      await lock.release();
    }
  }

  /**
   * SQLite: an exclusive lock on a small file beside the database. Not the database itself: its
   * write lock is what the migrations need. Polled without blocking, because better-sqlite3 waits
   * synchronously and would stall every other connection of this process.
   */
  async #migrateUnderFileLock(databaseFile: string): Promise<void> {
    const lock = new BetterSqlite3(`${databaseFile}.migrations.lock`, { timeout: 0 });
    try {
      const giveUpAt = Date.now() + SQLITE_MIGRATION_WAIT_MS;
      for (;;) {
        try {
          lock.exec('BEGIN EXCLUSIVE');
          break;
        } catch (error) {
          if (databaseOutageKind(error) !== 'busy' || Date.now() > giveUpAt) throw error;
          await sleep(50);
        }
      }
      try {
        await this.runMigrations({ transaction: 'all' });
      } finally {
        lock.exec('ROLLBACK');
      }
    } finally {
      lock.close();
    }
  }
}

/**
 * Builds the DataSource (not yet initialised). Initialising it runs the pending migrations (see
 * MigratingDataSource); the schema is never synchronised from the entities.
 */
export function createDataSource(options: DatabaseOptions): DataSource {
  const common = { migrations, migrationsRun: false, synchronize: false, logging: false } as const;
  if (options.databaseUrl) {
    return new MigratingDataSource({
      ...common,
      type: 'postgres',
      url: options.databaseUrl,
      entities: entities('postgres'),
      poolSize: 10,
      // Without it a request waits forever for a connection to an unreachable server.
      connectTimeoutMS: 5000,
    });
  }
  if (!options.sqlitePath) throw new Error('Informe DATABASE_URL ou o caminho do SQLite.');
  return new MigratingDataSource({
    ...common,
    type: 'better-sqlite3',
    database: options.sqlitePath,
    entities: entities('sqlite'),
    enableWAL: true,
    timeout: 5000,
    // Prepared statements kept by the driver (first in, first out). Its default of 100 is below the
    // distinct statements one checkout payment runs across its reads and transactions, so they were
    // compiled again on almost every request; 1,000 holds the whole working set (bounded, a few MB).
    statementCacheSize: 1000,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma(`synchronous = ${options.sqliteSynchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
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

/** What TypeORM's query runners keep about the open transaction (`transactionDepth` is protected). */
interface TransactionState {
  isTransactionActive: boolean;
  transactionDepth: number;
}

/** The part of better-sqlite3's connection the transaction wrapper reads. */
interface SqliteConnection {
  readonly inTransaction: boolean;
  exec(source: string): unknown;
}

/** SQLite group commit (see Database.#sqliteStep): at most this many transactions per COMMIT… */
const SQLITE_GROUP_MAX = 64;
/** …and a group stays open at most this long (checked between transactions). */
const SQLITE_GROUP_MAX_MS = 20;

/** Transactions whose savepoints were released into the open outer transaction, waiting for its COMMIT. */
interface SqliteGroup {
  members: { resolve(): void; reject(error: unknown): void }[];
  startedAt: number;
  /** A COMMIT is due on the next turn of the event loop (see #commitGroupUnlessBusy). */
  commitScheduled: boolean;
}

/** A successful write probe is trusted this long, so a busy /healthz costs one probe a second. */
const WRITE_PROBE_TTL_MS = 1000;
/**
 * SQLite: the probe's row is four pages, so it needs pages the file has free (or can grow by),
 * as an order's rows do; on PostgreSQL any committed write proves the server writes.
 */
const SQLITE_PROBE_BYTES = 16 * 1024;

/**
 * Runs `work` in one transaction. better-sqlite3 has a single connection, so on SQLite
 * transactions are queued one after the other and, under load, share their COMMIT (see
 * #sqliteStep); PostgreSQL takes a pooled connection each.
 *
 * The transaction is driven here rather than by TypeORM's `DataSource.transaction`: when SQLite
 * rolls a transaction back by itself (SQLITE_FULL, an I/O error, a failed COMMIT) TypeORM's own
 * ROLLBACK fails, the failure is swallowed and its query runner keeps believing a transaction is
 * open. Every later "transaction" then becomes a savepoint, and after the next failure one of
 * them is left open for good: writes answer success and vanish when the process stops. Here the
 * connection itself says whether a transaction is open, the runner's state is reset after any
 * failure, and outages become a DatabaseUnavailableError (503, try again).
 */
export class Database {
  readonly kind: DatabaseKind;
  #queue: Promise<unknown> = Promise.resolve();
  /** SQLite: transactions queued behind the one running. */
  #waiting = 0;
  /** SQLite: the open group commit, if any (see #sqliteStep). */
  #group: SqliteGroup | undefined;
  #writableUntil = 0;
  #probe: Promise<DatabaseOutageKind | null> | undefined;

  constructor(readonly dataSource: DataSource) {
    this.kind = databaseKind(dataSource);
  }

  /** For reads outside a transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    let run: Promise<T>;
    if (this.kind === 'postgres') {
      run = this.#postgresTransaction(work);
    } else {
      this.#waiting += 1;
      const step = this.#queue.then(() => {
        this.#waiting -= 1;
        return this.#sqliteStep(work);
      });
      this.#queue = step.catch(() => undefined);
      run = step.then(({ durable }) => durable);
    }
    return run.catch((error: unknown) => {
      // An outage makes the next /healthz probe again instead of trusting its last success.
      if (error instanceof DatabaseUnavailableError) this.#writableUntil = 0;
      throw error;
    });
  }

  /**
   * Whether the database can write now: null when a probe write committed (within the last
   * second), else why not. A write that allocates new pages and commits is the proof; a SELECT
   * or an empty transaction succeeds on a full disk.
   */
  writeHealth(): Promise<DatabaseOutageKind | null> {
    if (Date.now() < this.#writableUntil) return Promise.resolve(null);
    this.#probe ??= this.#probeWrite().finally(() => {
      this.#probe = undefined;
    });
    return this.#probe;
  }

  async #probeWrite(): Promise<DatabaseOutageKind | null> {
    try {
      await this.transaction(async (manager) => {
        const [row] =
          this.kind === 'postgres'
            ? await manager.query('INSERT INTO health_probe (payload) VALUES ($1) RETURNING id', [
                Buffer.from('pagora'),
              ])
            : await manager.query(
                `INSERT INTO health_probe (payload) VALUES (zeroblob(${SQLITE_PROBE_BYTES})) RETURNING id`,
              );
        await manager.query(`DELETE FROM health_probe WHERE id = ${this.kind === 'postgres' ? '$1' : '?'}`, [
          (row as { id: number }).id,
        ]);
      });
    } catch (error) {
      const kind = databaseOutageKind(error);
      if (kind) return kind;
      throw error;
    }
    this.#writableUntil = Date.now() + WRITE_PROBE_TTL_MS;
    return null;
  }

  /**
   * One queued SQLite transaction, as a savepoint inside a group commit. COMMIT is where SQLite
   * waits for the disk (an fsync, several milliseconds, with the event loop blocked), so under load
   * the transactions that are queued run one after the other inside one outer transaction, each in
   * its own savepoint, and share one COMMIT: a transaction that fails rolls back its savepoint only.
   * The group commits as soon as nobody is waiting (an idle server commits each transaction at
   * once, as before), or after SQLITE_GROUP_MAX transactions or SQLITE_GROUP_MAX_MS. Resolves when
   * the savepoint is released, so the next transaction may start, with `durable`, which settles
   * only after the group's COMMIT: nobody is told a write is stored before it is. When the COMMIT
   * fails, or SQLite ends the outer transaction by itself (a full disk, an I/O error), every member
   * of the group is rejected with a DatabaseUnavailableError and nothing of it is stored.
   */
  async #sqliteStep<T>(work: (manager: EntityManager) => Promise<T>): Promise<{ durable: Promise<T> }> {
    const runner = this.dataSource.createQueryRunner();
    const connection = (await runner.connect()) as SqliteConnection;
    if (!this.#group) {
      // Nothing may be open between two groups; if something is, it was never committed.
      if (connection.inTransaction || runner.isTransactionActive) settleSqlite(runner, connection);
      try {
        await runner.startTransaction();
      } catch (error) {
        settleSqlite(runner, connection);
        throw asDatabaseUnavailable(error) ?? error;
      }
      this.#group = { members: [], startedAt: performance.now(), commitScheduled: false };
    }
    const group = this.#group;
    let result: T;
    try {
      await runner.startTransaction();
      result = await work(runner.manager);
      await runner.commitTransaction();
    } catch (error) {
      if ((runner as unknown as TransactionState).transactionDepth > 1) {
        await runner.rollbackTransaction().catch(() => undefined);
      }
      const outage = asDatabaseUnavailable(error);
      if (!connection.inTransaction) {
        // SQLite ended the outer transaction itself: what the group's members wrote is gone too.
        this.#failGroup(group, runner, connection, outage ?? new DatabaseUnavailableError('commit', error));
      } else if (group.members.length === 0 && this.#group === group) {
        // Nothing of the group is waiting for the COMMIT: end it now, so the connection is left
        // with no transaction open, as after any failed transaction.
        this.#group = undefined;
        await runner.rollbackTransaction().catch(() => settleSqlite(runner, connection));
      } else {
        await this.#commitGroupUnlessBusy(runner, connection);
      }
      throw outage ?? error;
    }
    const durable = new Promise<T>((resolve, reject) => {
      group.members.push({ resolve: () => resolve(result), reject });
    });
    // Callers that never await `durable` (none should) must not see an unhandled rejection.
    durable.catch(() => undefined);
    await this.#commitGroupUnlessBusy(runner, connection);
    return { durable };
  }

  /**
   * After a member's savepoint: the group goes on while transactions are queued and it is still
   * small and young; when none is queued, the COMMIT waits one turn of the event loop
   * (setImmediate), through the queue, so requests that arrived meanwhile (while SQLite held the
   * loop) can join it; a transaction queued by then keeps the group open.
   */
  async #commitGroupUnlessBusy(runner: QueryRunner, connection: SqliteConnection): Promise<void> {
    const group = this.#group;
    if (!group) return;
    const open =
      performance.now() - group.startedAt < SQLITE_GROUP_MAX_MS && group.members.length < SQLITE_GROUP_MAX;
    if (open && this.#waiting > 0) return;
    if (open && !group.commitScheduled) {
      group.commitScheduled = true;
      setImmediate(() => {
        const commit = this.#queue.then(() => {
          if (this.#group !== group) return;
          group.commitScheduled = false;
          // Transactions queued behind this check carry the group on and decide again at their end.
          if (this.#waiting > 0) return;
          return this.#commitGroup(group, runner, connection);
        });
        this.#queue = commit.catch(() => undefined);
      });
      return;
    }
    if (open) return;
    await this.#commitGroup(group, runner, connection);
  }

  async #commitGroup(group: SqliteGroup, runner: QueryRunner, connection: SqliteConnection): Promise<void> {
    this.#group = undefined;
    try {
      await runner.commitTransaction();
    } catch (error) {
      this.#failGroup(
        group,
        runner,
        connection,
        asDatabaseUnavailable(error) ?? new DatabaseUnavailableError('commit', error),
      );
      return;
    }
    for (const member of group.members) member.resolve();
  }

  #failGroup(group: SqliteGroup, runner: QueryRunner, connection: SqliteConnection, error: unknown): void {
    if (this.#group === group) this.#group = undefined;
    settleSqlite(runner, connection);
    for (const member of group.members) member.reject(error);
  }

  async #postgresTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    let broken: DatabaseUnavailableError | undefined;
    /**
     * TypeORM releases a runner whose connection emits an error (the server cut it): any query
     * after that fails with QueryRunnerAlreadyReleasedError, which is an outage here because only
     * the `finally` below releases it otherwise.
     */
    const outageOf = (error: unknown) => {
      const outage =
        asDatabaseUnavailable(error) ??
        (runner.isReleased ? new DatabaseUnavailableError('unreachable', error) : undefined);
      broken ??= outage;
      return outage;
    };
    try {
      try {
        await runner.startTransaction();
      } catch (error) {
        throw outageOf(error) ?? error;
      }
      let result: T;
      try {
        result = await work(runner.manager);
      } catch (error) {
        const outage = outageOf(error);
        if (!runner.isReleased) await runner.rollbackTransaction().catch(() => undefined);
        throw outage ?? error;
      }
      try {
        await runner.commitTransaction();
      } catch (error) {
        const outage = outageOf(error);
        // PostgreSQL has ended the transaction (a failed COMMIT rolls back); the runner still thinks
        // it is open, and the ROLLBACK that tells it otherwise is harmless.
        if (!runner.isReleased) await runner.rollbackTransaction().catch(() => undefined);
        throw outage ?? new DatabaseUnavailableError('commit', error);
      }
      return result;
    } finally {
      await releasePostgres(runner, broken);
    }
  }
}

/** Rolls back whatever the connection still has open and makes the runner agree that nothing is. */
function settleSqlite(runner: QueryRunner, connection: SqliteConnection): void {
  if (connection.inTransaction) {
    try {
      connection.exec('ROLLBACK');
    } catch {
      // Still open: the next transaction's BEGIN fails loudly instead of nesting inside it.
    }
  }
  const state = runner as unknown as TransactionState;
  state.isTransactionActive = false;
  state.transactionDepth = 0;
}

/**
 * Back to the pool; a connection that failed with an outage goes with its error, which makes
 * pg-pool discard it instead of handing a dead connection to the next request.
 */
async function releasePostgres(runner: QueryRunner, broken: unknown): Promise<void> {
  const postgres = runner as unknown as { releasePostgresConnection?(error?: unknown): Promise<void> };
  if (broken !== undefined && postgres.releasePostgresConnection) {
    await postgres.releasePostgresConnection(broken);
  } else {
    await runner.release();
  }
}
