/**
 * Live updates: one poller per server process reads the `store_change` feed (written by the
 * orders code in the same transactions as the changes) and fans new rows out to the open streams
 * of each store. The feed lives in the database, so a change made through one server instance
 * reaches dashboards connected to any other instance sharing the database.
 *
 * Old rows are pruned by the cart recovery worker (services/abandoned-carts.ts).
 *
 * The poller runs only while at least one stream is open; it starts from the feed's current end,
 * and a stream that resumes (Last-Event-ID) first gets the store's rows it missed from the table.
 */
import type { LiveChange } from '@pagora/contract';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { Database } from '../db/data-source.ts';
import { StoreChange } from '../db/entities/index.ts';

export interface LiveListener {
  change(change: LiveChange): void;
  /** Keeps the connection from being closed by proxies as idle. */
  ping(): void;
  /** The server is shutting down: end the stream. */
  end(): void;
}

export interface LiveFeedOptions {
  /** How often the feed is read. @default 1000 */
  pollMs?: number;
  /** How often open streams get a comment line. @default 20000 */
  pingMs?: number;
  /** Rows read per query. @default 1000 */
  batch?: number;
  /** How long a missing id is waited for (a transaction on PostgreSQL that took its id but had not committed yet). @default 30000 */
  gapWaitMs?: number;
}

interface Subscription {
  storeId: number;
  listener: LiveListener;
  /** Changes that arrived while the missed ones were being read, sent right after them. */
  held: LiveChange[] | null;
  /** Ids already sent from the table on resumption, which the poller may still bring: not sent twice. */
  sent: Set<number>;
}

/** A resumption sends at most this many batches of missed changes (a client gone for long reloads anyway). */
const MAX_RESUME_ROUNDS = 10;

export function liveChange(row: StoreChange): LiveChange {
  return {
    id: Number(row.id),
    kind: row.kind,
    order_id: row.orderId,
    order_number: row.orderNumber,
    status: row.status,
    at: new Date(row.createdAt).toISOString(),
  };
}

export class LiveFeed {
  readonly #db: Database;
  readonly #logger: Logger;
  readonly #pollMs: number;
  readonly #pingMs: number;
  readonly #batch: number;
  readonly #gapWaitMs: number;
  readonly #subscriptions = new Set<Subscription>();
  /** Highest id read; null while stopped. */
  #last: number | null = null;
  /** Ids skipped over (not visible yet when a higher one was), with when they were first missed. */
  readonly #gaps = new Map<number, number>();
  #starting: Promise<void> | null = null;
  #pollTimer: NodeJS.Timeout | null = null;
  #pingTimer: NodeJS.Timeout | null = null;
  #polling = false;
  #closed = false;

  constructor(db: Database, logger: Logger, options: LiveFeedOptions = {}) {
    this.#db = db;
    this.#logger = logger;
    this.#pollMs = options.pollMs ?? 1000;
    this.#pingMs = options.pingMs ?? 20_000;
    this.#batch = options.batch ?? 1000;
    this.#gapWaitMs = options.gapWaitMs ?? 30_000;
  }

  /** Open streams (for tests and logs). */
  get size(): number {
    return this.#subscriptions.size;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Sends the store's changes to `listener` until the returned function is called. With `since`
   * (the last id the client saw), the store's changes after it are sent first.
   */
  async subscribe(storeId: number, listener: LiveListener, since?: number): Promise<() => void> {
    if (this.#closed) throw new Error('O feed de alterações foi encerrado.');
    const subscription: Subscription = {
      storeId,
      listener,
      held: since === undefined ? null : [],
      sent: new Set(),
    };
    this.#subscriptions.add(subscription);
    const unsubscribe = () => {
      if (!this.#subscriptions.delete(subscription)) return;
      if (this.#subscriptions.size === 0) this.#stop();
    };
    try {
      while (this.#last === null && !this.#closed && this.#subscriptions.has(subscription)) {
        await this.#start();
      }
      if (since !== undefined) {
        // Everything of the store after `since` that is in the table now (the poller may be behind
        // it: what it brings later and was sent here is skipped).
        const caught = new Set<number>();
        let after = since;
        for (let round = 0; round < MAX_RESUME_ROUNDS; round++) {
          const rows = await this.#read((manager) =>
            manager
              .getRepository(StoreChange)
              .createQueryBuilder('change')
              .where('change.storeId = :storeId AND change.id > :after', { storeId, after })
              .orderBy('change.id', 'ASC')
              .limit(this.#batch)
              .getMany(),
          );
          for (const row of rows) {
            const change = liveChange(row);
            caught.add(change.id);
            listener.change(change);
          }
          if (rows.length < this.#batch) break;
          after = Number(rows[rows.length - 1]?.id);
        }
        // What the poller brought meanwhile, or will bring, and was just sent: not sent twice.
        const held = subscription.held ?? [];
        subscription.held = null;
        const last = this.#last ?? 0;
        for (const id of caught) if (id > last || this.#gaps.has(id)) subscription.sent.add(id);
        for (const change of held) if (!caught.has(change.id)) this.#deliver(subscription, change);
      }
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Ends every stream and stops polling; later subscriptions are refused. */
  close(): void {
    this.#closed = true;
    for (const subscription of [...this.#subscriptions]) {
      try {
        subscription.listener.end();
      } catch {
        // The connection is already gone.
      }
    }
    this.#subscriptions.clear();
    this.#stop();
  }

  /** SQLite: through the transaction queue, so a poll never reads another transaction's uncommitted rows. */
  #read<T>(work: (manager: Database['manager']) => Promise<T>): Promise<T> {
    return this.#db.kind === 'sqlite' ? this.#db.transaction(work) : work(this.#db.manager);
  }

  #start(): Promise<void> {
    if (this.#last !== null) return Promise.resolve();
    this.#starting ??= (async () => {
      try {
        const [row] = await this.#read((manager) =>
          manager.query('SELECT COALESCE(MAX(id), 0) AS last FROM store_change'),
        );
        if (this.#closed) return;
        this.#last = Number((row as { last: number | string }).last);
        this.#gaps.clear();
        this.#pollTimer = setInterval(() => void this.#poll(), this.#pollMs);
        this.#pollTimer.unref();
        this.#pingTimer = setInterval(() => this.#ping(), this.#pingMs);
        this.#pingTimer.unref();
        // Everyone left while the end of the feed was being read.
        if (this.#subscriptions.size === 0) this.#stop();
      } finally {
        this.#starting = null;
      }
    })();
    return this.#starting;
  }

  #stop(): void {
    if (this.#pollTimer) clearInterval(this.#pollTimer);
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    this.#pollTimer = null;
    this.#pingTimer = null;
    this.#last = null;
    this.#gaps.clear();
  }

  #ping(): void {
    for (const subscription of this.#subscriptions) {
      try {
        subscription.listener.ping();
      } catch {
        // A broken connection is cleaned up by its close event.
      }
    }
  }

  async #poll(): Promise<void> {
    if (this.#polling || this.#last === null) return;
    this.#polling = true;
    try {
      // Several rounds when a burst wrote more than one batch.
      for (let round = 0; round < 10 && this.#last !== null; round++) {
        const read = await this.#readOnce(this.#last);
        if (read < this.#batch) break;
      }
    } catch (error) {
      if (this.#last !== null) this.#logger.warn({ err: error }, 'Falha ao ler o feed de alterações');
    } finally {
      this.#polling = false;
    }
  }

  /** Reads and fans out rows after `last` (and any gap that filled in); returns how many were after `last`. */
  async #readOnce(last: number): Promise<number> {
    const now = Date.now();
    for (const [id, since] of this.#gaps) if (now - since > this.#gapWaitMs) this.#gaps.delete(id);
    const gaps = [...this.#gaps.keys()];
    const { rows, filled } = await this.#read(async (manager) => {
      const repository = manager.getRepository(StoreChange);
      const rows = await repository
        .createQueryBuilder('change')
        .where('change.id > :last', { last })
        .orderBy('change.id', 'ASC')
        .limit(this.#batch)
        .getMany();
      const filled =
        gaps.length > 0
          ? await repository
              .createQueryBuilder('change')
              .where('change.id IN (:...gaps)', { gaps })
              .orderBy('change.id', 'ASC')
              .getMany()
          : [];
      return { rows, filled };
    });
    if (this.#last !== last) return 0; // stopped (and maybe restarted) meanwhile
    for (const row of filled) this.#gaps.delete(Number(row.id));
    let expected = last + 1;
    for (const row of rows) {
      const id = Number(row.id);
      // A jump larger than a batch is not a transaction still committing (a sequence moved on).
      if (id - expected <= this.#batch) for (; expected < id; expected++) this.#gaps.set(expected, now);
      expected = id + 1;
    }
    if (rows.length > 0) this.#last = Number(rows[rows.length - 1]?.id);
    for (const row of [...filled, ...rows]) this.#fanOut(liveChange(row), row.storeId);
    return rows.length;
  }

  #fanOut(change: LiveChange, storeId: number): void {
    for (const subscription of this.#subscriptions) {
      if (subscription.storeId !== storeId) continue;
      if (subscription.held) subscription.held.push(change);
      else this.#deliver(subscription, change);
    }
  }

  #deliver(subscription: Subscription, change: LiveChange): void {
    if (subscription.sent.delete(change.id)) return;
    try {
      subscription.listener.change(change);
    } catch {
      // A broken connection is cleaned up by its close event.
    }
  }
}

const feeds = new WeakMap<Koa, LiveFeed>();

/** Records the app's feed, so whoever runs the server can close it (main.ts on shutdown). */
export function attachLiveFeed(app: Koa, feed: LiveFeed): void {
  feeds.set(app, feed);
}

/** The feed of an app built by createApp. */
export function liveFeedOf(app: Koa): LiveFeed | undefined {
  return feeds.get(app);
}
