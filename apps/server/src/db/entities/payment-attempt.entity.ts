import type { CardBrand, PaymentMethod } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export type PaymentAttemptStatus = 'processing' | 'approved' | 'refused' | 'pending';

/**
 * One press of the pay button, keyed by the form's `attempt_key`. UNIQUE(order_id, attempt_key)
 * turns a repeated post of the same form into a no-op instead of a second charge.
 */
export class PaymentAttempt extends BaseRecord {
  orderId!: number;
  attemptKey!: string;
  status!: PaymentAttemptStatus;
  method!: PaymentMethod;
  reference!: string | null;
  cardBrand!: CardBrand | null;
  cardLast4!: string | null;
  reason!: string | null;
}

export const paymentAttemptSchema = (types: ColumnTypes) =>
  new EntitySchema<PaymentAttempt>({
    name: 'PaymentAttempt',
    tableName: 'payment_attempt',
    target: PaymentAttempt,
    columns: {
      ...baseColumns(types),
      orderId: { type: 'integer', name: 'order_id', foreignKey: { target: 'Order', onDelete: 'CASCADE' } },
      attemptKey: { type: 'varchar', length: 64, name: 'attempt_key' },
      status: { type: 'varchar', length: 20 },
      method: { type: 'varchar', length: 10 },
      reference: { type: 'varchar', length: 120, nullable: true },
      cardBrand: { type: 'varchar', length: 20, name: 'card_brand', nullable: true },
      cardLast4: { type: 'varchar', length: 4, name: 'card_last4', nullable: true },
      reason: { type: 'varchar', length: 200, nullable: true },
    },
    uniques: [{ name: 'UQ_payment_attempt_order_id_attempt_key', columns: ['orderId', 'attemptKey'] }],
  });
