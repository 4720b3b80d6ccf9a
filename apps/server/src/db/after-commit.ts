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

/** A callback and the transaction depth it was registered at (1 = the outermost transaction). */
interface Registered {
  callback: Callback;
  depth: number;
}

/** What TypeORM's query runners keep about nesting (`transactionDepth` is protected). */
interface Depth {
  transactionDepth: number;
}

/** Pending callbacks of each query runner's open transaction. */
const pending = new WeakMap<QueryRunner, Registered[]>();

const listener: EntitySubscriberInterface = {
  // A new outermost transaction starts clean, even if the last one ended without TypeORM's
  // rollback event (the database wrapper may settle a broken SQLite transaction by itself).
  afterTransactionStart({ queryRunner }: TransactionStartEvent) {
    if ((queryRunner as unknown as Depth).transactionDepth === 1) pending.delete(queryRunner);
  },
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    // Releasing a savepoint is not the commit: its callbacks now belong to the enclosing
    // transaction (a later rollback of a sibling savepoint leaves them) and wait for the outermost.
    if (queryRunner.isTransactionActive) {
      const depth = (queryRunner as unknown as Depth).transactionDepth;
      for (const registered of pending.get(queryRunner) ?? [])
        registered.depth = Math.min(registered.depth, depth);
      return;
    }
    const callbacks = pending.get(queryRunner);
    pending.delete(queryRunner);
    for (const { callback } of callbacks ?? []) callback();
  },
  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
    if (!queryRunner.isTransactionActive) {
      pending.delete(queryRunner);
      return;
    }
    // A savepoint rolled back (a nested transaction, or one member of SQLite's group commit): only
    // the work registered inside it is undone; what the enclosing transaction registered stays.
    const depth = (queryRunner as unknown as Depth).transactionDepth;
    const callbacks = pending.get(queryRunner);
    if (callbacks)
      pending.set(
        queryRunner,
        callbacks.filter((registered) => registered.depth <= depth),
      );
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
  const registered = { callback, depth: (runner as unknown as Depth).transactionDepth };
  const callbacks = pending.get(runner);
  if (callbacks) callbacks.push(registered);
  else pending.set(runner, [registered]);
}
