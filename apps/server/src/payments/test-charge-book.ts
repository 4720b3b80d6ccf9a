import type { EntityManager } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { TestCharge } from '../db/entities/index.ts';
import { insertRowUnlessConflict, selectRow } from '../db/statements.ts';
import type { ChargeState } from './provider.ts';

/*
 * Where test mode's gateway keeps its charges and refunds: its sandbox's own records, apart from
 * Pagora's orders and attempts. The app keeps them in the database (table test_charge), so a
 * repeated idempotency key gives the same result on any instance and after a restart, and the
 * reconciler can ask what happened to an attempt cut off mid-flight.
 */

export interface TestChargeRecord {
  idempotencyKey: string;
  reference: string;
  kind: 'charge' | 'refund';
  /** A refund's charge. */
  parentReference: string | null;
  amountCents: number;
  state: ChargeState;
}

export type TestChargeQuery = { idempotencyKey: string } | { reference: string };

export interface TestChargeRecords {
  find(query: TestChargeQuery): Promise<TestChargeRecord | null>;
  /** Stores a record; when its key is taken, leaves the first one and returns it. */
  insert(record: TestChargeRecord): Promise<TestChargeRecord>;
  update(reference: string, state: ChargeState): Promise<void>;
}

export interface TestChargeBook extends TestChargeRecords {
  /** Runs `work` so that no other change to the book interleaves with it. */
  atomically<T>(work: (records: TestChargeRecords) => Promise<T>): Promise<T>;
}

/** Dates survive the trip through JSON (a PIX's expiry, a boleto's due date). */
function reviveState(json: string): ChargeState {
  return JSON.parse(json, (key, value) =>
    (key === 'expiresAt' || key === 'dueDate') && typeof value === 'string' ? new Date(value) : value,
  ) as ChargeState;
}

/**
 * A book in memory, for unit tests and tools without a database. Bounded: beyond `capacity`
 * records the least recently used are forgotten.
 */
export class MemoryTestChargeBook implements TestChargeBook {
  readonly #byKey = new Map<string, TestChargeRecord>();
  readonly #byReference = new Map<string, TestChargeRecord>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(readonly capacity = 10_000) {}

  async find(query: TestChargeQuery): Promise<TestChargeRecord | null> {
    const record =
      'idempotencyKey' in query
        ? this.#byKey.get(query.idempotencyKey)
        : this.#byReference.get(query.reference);
    if (!record) return null;
    // Most recently used goes last, so the bound forgets the least recently used.
    this.#byKey.delete(record.idempotencyKey);
    this.#byKey.set(record.idempotencyKey, record);
    return { ...record };
  }

  async insert(record: TestChargeRecord): Promise<TestChargeRecord> {
    const known = this.#byKey.get(record.idempotencyKey);
    if (known) return { ...known };
    const stored = { ...record };
    this.#byKey.set(record.idempotencyKey, stored);
    this.#byReference.set(record.reference, stored);
    if (this.#byKey.size > this.capacity) {
      const oldest = this.#byKey.values().next().value;
      if (oldest) {
        this.#byKey.delete(oldest.idempotencyKey);
        this.#byReference.delete(oldest.reference);
      }
    }
    return { ...stored };
  }

  async update(reference: string, state: ChargeState): Promise<void> {
    const record = this.#byReference.get(reference);
    if (record) record.state = state;
  }

  atomically<T>(work: (records: TestChargeRecords) => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => work(this));
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

const recordOf = (charge: TestCharge): TestChargeRecord => ({
  idempotencyKey: charge.idempotencyKey,
  reference: charge.reference,
  kind: charge.kind,
  parentReference: charge.parentReference,
  amountCents: Number(charge.amountCents),
  state: reviveState(charge.state),
});

/** The records as one manager sees them; `lock` reads FOR UPDATE on PostgreSQL. */
class ManagerRecords implements TestChargeRecords {
  constructor(
    readonly manager: EntityManager,
    readonly lock: boolean,
  ) {}

  async find(query: TestChargeQuery): Promise<TestChargeRecord | null> {
    const where =
      'idempotencyKey' in query ? { idempotencyKey: query.idempotencyKey } : { reference: query.reference };
    // SQLite runs one transaction at a time: only PostgreSQL needs the row lock.
    const charge =
      this.lock && this.manager.connection.options.type === 'postgres'
        ? await this.manager.getRepository(TestCharge).findOne({ where, lock: { mode: 'pessimistic_write' } })
        : await selectRow(this.manager, TestCharge, where);
    return charge ? recordOf(charge) : null;
  }

  async insert(record: TestChargeRecord): Promise<TestChargeRecord> {
    const inserted = await insertRowUnlessConflict(this.manager, TestCharge, {
      idempotencyKey: record.idempotencyKey,
      reference: record.reference,
      kind: record.kind,
      parentReference: record.parentReference,
      amountCents: record.amountCents,
      state: JSON.stringify(record.state),
    });
    // Written: the record is what was asked. Otherwise another request stored the key first.
    if (inserted !== null) return record;
    return (await this.find({ idempotencyKey: record.idempotencyKey })) ?? record;
  }

  async update(reference: string, state: ChargeState): Promise<void> {
    await this.manager.getRepository(TestCharge).update({ reference }, { state: JSON.stringify(state) });
  }
}

/** The app's book: the database, each change in its own transaction (queued on SQLite). */
export class DatabaseTestChargeBook implements TestChargeBook {
  constructor(readonly db: Database) {}

  find(query: TestChargeQuery): Promise<TestChargeRecord | null> {
    return new ManagerRecords(this.db.manager, false).find(query);
  }

  insert(record: TestChargeRecord): Promise<TestChargeRecord> {
    return this.db.transaction((manager) => new ManagerRecords(manager, false).insert(record));
  }

  update(reference: string, state: ChargeState): Promise<void> {
    return this.db.transaction((manager) => new ManagerRecords(manager, false).update(reference, state));
  }

  atomically<T>(work: (records: TestChargeRecords) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(new ManagerRecords(manager, true)));
  }
}
