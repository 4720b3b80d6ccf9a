import type { CardBrand, PaymentMethod } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * 'processing': sent to the provider, result not recorded yet (the reconciler settles attempts
 * left here by a crash or a timeout); 'failed': the provider never received it, or a refund or
 * cancellation it refused.
 */
export type PaymentAttemptStatus = 'processing' | 'approved' | 'refused' | 'pending' | 'failed' | 'done';

/** A charge, a refund (total or partial) or the cancellation of a pending PIX/boleto. */
export type PaymentAttemptKind = 'charge' | 'refund' | 'cancel';

/**
 * One call to a payment provider that moves (or stops) money, keyed so it can never happen twice:
 * UNIQUE(order_id, attempt_key) turns a repeated post of the same form into a no-op, and the
 * provider receives `idempotency_key` (unique too), so a retried call returns the first outcome.
 * One order may have several attempts (a refusal, then another card) and several refunds.
 */
export class PaymentAttempt extends BaseRecord {
  orderId!: number;
  kind!: PaymentAttemptKind;
  attemptKey!: string;
  /** The provider's id ('test', 'mercadopago', 'pagarme'). */
  provider!: string;
  idempotencyKey!: string;
  status!: PaymentAttemptStatus;
  method!: PaymentMethod;
  amountCents!: number;
  reference!: string | null;
  cardBrand!: CardBrand | null;
  cardLast4!: string | null;
  reason!: string | null;
  /** hard | soft | unknown, from the provider's decline code. */
  declineClass!: string | null;
  declineCode!: string | null;
  settledAt!: Date | null;
}

export const paymentAttemptSchema = (types: ColumnTypes) =>
  new EntitySchema<PaymentAttempt>({
    name: 'PaymentAttempt',
    tableName: 'payment_attempt',
    target: PaymentAttempt,
    columns: {
      ...baseColumns(types),
      orderId: { type: 'integer', name: 'order_id', foreignKey: { target: 'Order', onDelete: 'CASCADE' } },
      kind: { type: 'varchar', length: 10, default: 'charge' },
      attemptKey: { type: 'varchar', length: 64, name: 'attempt_key' },
      provider: { type: 'varchar', length: 20, default: 'test' },
      // The default exists only because SQLite cannot add a NOT NULL column without one; every
      // attempt is written with its key.
      idempotencyKey: { type: 'varchar', length: 160, name: 'idempotency_key', default: '' },
      status: { type: 'varchar', length: 20 },
      method: { type: 'varchar', length: 10 },
      amountCents: { type: 'integer', name: 'amount_cents', default: 0 },
      reference: { type: 'varchar', length: 120, nullable: true },
      cardBrand: { type: 'varchar', length: 20, name: 'card_brand', nullable: true },
      cardLast4: { type: 'varchar', length: 4, name: 'card_last4', nullable: true },
      reason: { type: 'varchar', length: 200, nullable: true },
      declineClass: { type: 'varchar', length: 10, name: 'decline_class', nullable: true },
      declineCode: { type: 'varchar', length: 60, name: 'decline_code', nullable: true },
      settledAt: { type: types.timestamp, name: 'settled_at', nullable: true },
    },
    uniques: [{ name: 'UQ_payment_attempt_order_id_attempt_key', columns: ['orderId', 'attemptKey'] }],
    indices: [
      { name: 'UQ_payment_attempt_provider_key', columns: ['provider', 'idempotencyKey'], unique: true },
      { name: 'IDX_payment_attempt_processing', columns: ['createdAt'], where: "status = 'processing'" },
    ],
  });
