import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  TransactionStartEvent,
} from 'typeorm';

/*
 * Work that must wait until a transaction has committed: handing an outbox row (an e-mail) to its
 * sender, for instance, so nothing is sent for a change that rolls back. Code deep inside a
 * transaction (an order's lifecycle effect) registers it with `afterCommit(manager, …)` without
 * knowing who opened the transaction; TypeORM's own transaction events run it once the outermost
 * COMMIT succeeded and drop it on a rollback.
 */

type Callback = () => void;

/** What TypeORM's query runners keep about nesting (`transactionDepth` is protected). */
interface Depth {
  transactionDepth: number;
}

/** Pending callbacks of each query runner's open transaction. */
const pending = new WeakMap<QueryRunner, Callback[]>();

const listener: EntitySubscriberInterface = {
  // A new outermost transaction starts clean, even if the last one ended without TypeORM's
  // rollback event (the database wrapper may settle a broken SQLite transaction by itself).
  afterTransactionStart({ queryRunner }: TransactionStartEvent) {
    if ((queryRunner as unknown as Depth).transactionDepth === 1) pending.delete(queryRunner);
  },
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    // Releasing a savepoint is not the commit: wait for the outermost transaction.
    if (queryRunner.isTransactionActive) return;
    const callbacks = pending.get(queryRunner);
    pending.delete(queryRunner);
    for (const callback of callbacks ?? []) callback();
  },
  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
    if (!queryRunner.isTransactionActive) pending.delete(queryRunner);
  },
};

const listening = new WeakSet<DataSource>();

/**
 * Runs `callback` once the transaction `manager` belongs to has committed; never when it rolls
 * back. Outside a transaction (the data source's own manager) the write is already committed, so
 * it runs right after the caller's current step. The callback must not throw (it runs inside
 * TypeORM's commit): start asynchronous work and handle its failures there.
 */
export function afterCommit(manager: EntityManager, callback: Callback): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    queueMicrotask(callback);
    return;
  }
  const dataSource = manager.connection;
  if (!listening.has(dataSource)) {
    listening.add(dataSource);
    dataSource.subscribers.push(listener);
  }
  const callbacks = pending.get(runner);
  if (callbacks) callbacks.push(callback);
  else pending.set(runner, [callback]);
}
