import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * Test mode's gateway records (payments/test-charge-book.ts): what its sandbox remembers of each
 * charge and refund, by idempotency key and by reference. Not Pagora's view of a payment (that is
 * payment_attempt); the reconciler compares the two.
 */
export class TestCharge extends BaseRecord {
  idempotencyKey!: string;
  reference!: string;
  kind!: 'charge' | 'refund';
  parentReference!: string | null;
  amountCents!: number;
  /** The charge's state as JSON. */
  state!: string;
}

export const testChargeSchema = (types: ColumnTypes) =>
  new EntitySchema<TestCharge>({
    name: 'TestCharge',
    tableName: 'test_charge',
    target: TestCharge,
    columns: {
      ...baseColumns(types),
      idempotencyKey: { type: 'varchar', length: 160, name: 'idempotency_key', unique: true },
      reference: { type: 'varchar', length: 64, unique: true },
      kind: { type: 'varchar', length: 10 },
      parentReference: { type: 'varchar', length: 64, name: 'parent_reference', nullable: true },
      amountCents: { type: 'integer', name: 'amount_cents' },
      state: { type: 'text' },
    },
  });
