import type { Database } from './data-source.ts';

/** The part of better-sqlite3's connection the cache reads. */
interface SqliteConnection {
  readonly inTransaction: boolean;
  prepare(source: string): { pluck(toggle: boolean): { get(): unknown } };
}

/**
 * Where SQLite's data stands, as two counters: `total_changes()` (every row this connection
 * inserted, updated or deleted, triggers included, committed or not: a fraction of a microsecond,
 * no read transaction) and `PRAGMA data_version`, which moves when another connection commits. The
 * latter opens a read transaction (file locks), so it is read once per turn of the event loop and
 * shared by every request of that turn: another process's commit is seen from the next turn on.
 */
class ChangeStamp {
  readonly #changes: { get(): unknown };
  readonly #version: { get(): unknown };
  #dataVersion = 0;
  #versionFresh = false;
  readonly #expire = () => {
    this.#versionFresh = false;
  };

  constructor(connection: SqliteConnection) {
    this.#changes = connection.prepare('SELECT total_changes()').pluck(true);
    this.#version = connection.prepare('PRAGMA data_version').pluck(true);
  }

  /** Equal stamps: nothing was written in between. */
  read(): string {
    if (!this.#versionFresh) {
      this.#dataVersion = Number(this.#version.get());
      this.#versionFresh = true;
      setImmediate(this.#expire);
    }
    return `${Number(this.#changes.get())}:${this.#dataVersion}`;
  }
}

const stamps = new WeakMap<SqliteConnection, ChangeStamp>();

export interface ReadCacheOptions<V> {
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** With `weigh`: the most weight (e.g. bytes of JSON) kept. */
  maxWeight?: number;
  /** The weight of one value; a value heavier than `maxWeight / 8` is never kept. */
  weigh?: (value: V) => number;
  /** Whether a value read is worth keeping (e.g. not a miss that anyone can provoke); all by default. */
  keeps?: (value: V) => boolean;
}

interface Entry<V> {
  value: V;
  weight: number;
}

/**
 * Answers read from the database, kept until the database changes: for the hottest keyed reads
 * (the session behind a bearer token, the product list and a product), which otherwise cost more
 * in SQLite than everything else in their request.
 *
 * An entry is valid only while SQLite's change stamp (see ChangeStamp) is the one it was read with.
 * Any write of this process therefore invalidates every entry, so a kept answer is never older than
 * the database: a logout, a revoked session or an edited product is seen by the very next request,
 * exactly as without the cache (another process's commit, from the next turn of the event loop).
 * Nothing is kept while a transaction is open on the connection (its uncommitted rows could still
 * roll back), nor when the stamp moved while the value was being read.
 *
 * PostgreSQL serves several instances and has no such stamp for another instance's writes, so
 * there the cache keeps nothing and every read goes to the database.
 *
 * Bounded by `maxEntries` (and `maxWeight`), least recently used first.
 */
export class ReadCache<K, V> {
  readonly #connection: SqliteConnection | null;
  readonly #stamps: ChangeStamp | null;
  readonly #entries = new Map<K, Entry<V>>();
  readonly #options: ReadCacheOptions<V>;
  #weight = 0;
  /** The database's change stamp the kept entries were read with. */
  #stamp = '';

  constructor(db: Database, options: ReadCacheOptions<V>) {
    this.#options = options;
    if (db.kind === 'postgres') {
      this.#connection = null;
      this.#stamps = null;
      return;
    }
    const connection = (db.dataSource.driver as unknown as { databaseConnection: SqliteConnection })
      .databaseConnection;
    this.#connection = connection;
    let stamp = stamps.get(connection);
    if (!stamp) {
      stamp = new ChangeStamp(connection);
      stamps.set(connection, stamp);
    }
    this.#stamps = stamp;
  }

  /** How many entries are kept now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value for `key`: the kept one while the database is unchanged, else `read()`'s (then kept). */
  async through(key: K, read: () => Promise<V>): Promise<V> {
    const stamps = this.#stamps;
    const connection = this.#connection;
    if (!stamps || !connection) return read();
    const stamp = stamps.read();
    if (stamp !== this.#stamp) {
      // The database changed: everything kept is stale, and its memory is given back at once.
      this.#entries.clear();
      this.#weight = 0;
      this.#stamp = stamp;
    }
    const kept = this.#entries.get(key);
    if (kept) {
      // Most recently used last: a Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    const openBefore = connection.inTransaction;
    const value = await read();
    if (!openBefore && !connection.inTransaction && this.#stamp === stamp && stamps.read() === stamp) {
      this.#keep(key, value);
    }
    return value;
  }

  #keep(key: K, value: V): void {
    const { maxEntries, maxWeight, weigh, keeps } = this.#options;
    if (keeps && !keeps(value)) return;
    const weight = weigh ? weigh(value) : 0;
    if (maxWeight !== undefined && weight > maxWeight / 8) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= maxEntries && (maxWeight === undefined || this.#weight <= maxWeight)) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(key: K, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}
