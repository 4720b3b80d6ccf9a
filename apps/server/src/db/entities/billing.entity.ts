import type { CardBrand, DepositPurpose, DepositStatus, LedgerKind, PlanId } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/*
 * Pagora's bill to each merchant account (billing/): the plan, the append-only ledger and how it
 * is paid (PIX deposits, cards on file and their charges).
 */

/**
 * One row per account, created on first use. `balance_cents` and `entry_seq` are the running sum
 * and count of the account's ledger entries, updated in the same statement that locks the row
 * for each new entry, so the balance is read in O(1) and always equals SUM(ledger_entry.amount).
 */
export class BillingAccount extends BaseRecord {
  userId!: number;
  plan!: PlanId;
  /** A downgrade waiting for the end of the paid month. */
  scheduledPlan!: PlanId | null;
  /** End of the month the current paid plan is paid for; null on a free plan. */
  paidUntil!: Date | null;
  /** The month (America/Sao_Paulo, 'YYYY-MM') whose month start was processed (renewal, collection). */
  cycleMonth!: string;
  balanceCents!: number;
  /** Entries written so far; each entry's `seq` is this number after it (1, 2, 3… per account). */
  entrySeq!: number;
  /** Since when fees fell due and were not paid (refused charge, no card); null when em dia. */
  overdueSince!: Date | null;
  /** When the 7-day warning e-mail went out for the current overdue period. */
  warnedAt!: Date | null;
  /** When the 15-day suspension e-mail went out for the current overdue period. */
  suspendedAt!: Date | null;
  /** Last automatic card charge attempt (an overdue account is retried at most once a day). */
  lastAutoChargeAt!: Date | null;
  /**
   * The merchant as a customer of the platform provider that keeps its cards ('pagarme'), and that
   * customer's id there ('cus_…'): new cards go to the same customer. Not a secret.
   */
  cardCustomerProvider!: string | null;
  cardCustomerId!: string | null;
}

export const billingAccountSchema = (types: ColumnTypes) =>
  new EntitySchema<BillingAccount>({
    name: 'BillingAccount',
    tableName: 'billing_account',
    target: BillingAccount,
    columns: {
      ...baseColumns(types),
      userId: {
        type: 'integer',
        name: 'user_id',
        unique: true,
        foreignKey: { target: 'User', onDelete: 'CASCADE' },
      },
      plan: { type: 'varchar', length: 20, default: 'gratis' },
      scheduledPlan: { type: 'varchar', length: 20, name: 'scheduled_plan', nullable: true },
      paidUntil: { type: types.timestamp, name: 'paid_until', nullable: true },
      cycleMonth: { type: 'varchar', length: 7, name: 'cycle_month' },
      balanceCents: { type: 'integer', name: 'balance_cents', default: 0 },
      entrySeq: { type: 'integer', name: 'entry_seq', default: 0 },
      overdueSince: { type: types.timestamp, name: 'overdue_since', nullable: true },
      warnedAt: { type: types.timestamp, name: 'warned_at', nullable: true },
      suspendedAt: { type: types.timestamp, name: 'suspended_at', nullable: true },
      lastAutoChargeAt: { type: types.timestamp, name: 'last_auto_charge_at', nullable: true },
      cardCustomerProvider: { type: 'varchar', length: 20, name: 'card_customer_provider', nullable: true },
      cardCustomerId: { type: 'varchar', length: 120, name: 'card_customer_id', nullable: true },
    },
    indices: [{ name: 'IDX_billing_account_plan', columns: ['plan'] }],
  });

/**
 * One movement of an account's money, never updated or deleted: a credit is positive, a fee
 * negative. UNIQUE(user_id, kind, reference) makes each fact (an order's fee, a deposit, a
 * month's plan charge) be written once however many times its cause is replayed.
 */
export class LedgerEntry extends BaseRecord {
  userId!: number;
  /** 1, 2, 3… per account without gaps: the statement's pages are ranges of it. */
  seq!: number;
  kind!: LedgerKind;
  /** The fact's key within its kind: 'order:123', 'deposit:4', 'plan:premium:2026-01'. */
  reference!: string;
  amountCents!: number;
  /** What the statement shows: 'Pedido #12 · Loja Azul', 'Depósito PIX #4'. */
  description!: string;
  storeId!: number | null;
  orderId!: number | null;
  /** For a fee: the plan and its rate when it was computed, and the amount it was computed on. */
  plan!: PlanId | null;
  percentBps!: number | null;
  fixedCents!: number | null;
  baseCents!: number | null;
}

export const ledgerEntrySchema = (types: ColumnTypes) =>
  new EntitySchema<LedgerEntry>({
    name: 'LedgerEntry',
    tableName: 'ledger_entry',
    target: LedgerEntry,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      seq: { type: 'integer' },
      kind: { type: 'varchar', length: 20 },
      reference: { type: 'varchar', length: 80 },
      amountCents: { type: 'integer', name: 'amount_cents' },
      description: { type: 'varchar', length: 200 },
      storeId: { type: 'integer', name: 'store_id', nullable: true },
      orderId: { type: 'integer', name: 'order_id', nullable: true },
      plan: { type: 'varchar', length: 20, nullable: true },
      percentBps: { type: 'integer', name: 'percent_bps', nullable: true },
      fixedCents: { type: 'integer', name: 'fixed_cents', nullable: true },
      baseCents: { type: 'integer', name: 'base_cents', nullable: true },
    },
    uniques: [
      { name: 'UQ_ledger_entry_user_id_kind_reference', columns: ['userId', 'kind', 'reference'] },
      { name: 'UQ_ledger_entry_user_id_seq', columns: ['userId', 'seq'] },
    ],
    indices: [
      { name: 'IDX_ledger_entry_user_id_kind_seq', columns: ['userId', 'kind', 'seq'] },
      { name: 'IDX_ledger_entry_user_id_created_at', columns: ['userId', 'createdAt'] },
      { name: 'IDX_ledger_entry_order_id', columns: ['orderId'], where: 'order_id IS NOT NULL' },
    ],
  });

/** A PIX charge to Pagora: a deposit (credited with its bonus) or a settlement of what is pending. */
export class BillingDeposit extends BaseRecord {
  userId!: number;
  purpose!: DepositPurpose;
  amountCents!: number;
  bonusCents!: number;
  status!: DepositStatus;
  /** The platform provider that made the charge ('test', 'mercadopago', 'pagarme'). */
  provider!: string;
  idempotencyKey!: string;
  reference!: string | null;
  pixPayload!: string | null;
  expiresAt!: Date | null;
  paidAt!: Date | null;
}

export const billingDepositSchema = (types: ColumnTypes) =>
  new EntitySchema<BillingDeposit>({
    name: 'BillingDeposit',
    tableName: 'billing_deposit',
    target: BillingDeposit,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      purpose: { type: 'varchar', length: 12 },
      amountCents: { type: 'integer', name: 'amount_cents' },
      bonusCents: { type: 'integer', name: 'bonus_cents' },
      status: { type: 'varchar', length: 12 },
      provider: { type: 'varchar', length: 20 },
      idempotencyKey: { type: 'varchar', length: 80, name: 'idempotency_key', unique: true },
      reference: { type: 'varchar', length: 120, nullable: true },
      pixPayload: { type: 'text', name: 'pix_payload', nullable: true },
      expiresAt: { type: types.timestamp, name: 'expires_at', nullable: true },
      paidAt: { type: types.timestamp, name: 'paid_at', nullable: true },
    },
    indices: [
      { name: 'IDX_billing_deposit_user_id_created_at', columns: ['userId', 'createdAt'] },
      { name: 'IDX_billing_deposit_status', columns: ['status'] },
    ],
  });

/**
 * A card on file: the platform provider's reusable reference and what may be shown. Never the
 * number or the CVV. `token` is test mode's reusable token, or the provider's saved card id
 * ('card_…') with `customerId` the provider's customer it belongs to.
 */
export class BillingCard extends BaseRecord {
  userId!: number;
  provider!: string;
  token!: string;
  customerId!: string | null;
  brand!: CardBrand;
  last4!: string;
  expMonth!: number;
  expYear!: number;
  isDefault!: boolean;
}

export const billingCardSchema = (types: ColumnTypes) =>
  new EntitySchema<BillingCard>({
    name: 'BillingCard',
    tableName: 'billing_card',
    target: BillingCard,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      provider: { type: 'varchar', length: 20 },
      token: { type: 'varchar', length: 200 },
      customerId: { type: 'varchar', length: 120, name: 'customer_id', nullable: true },
      brand: { type: 'varchar', length: 20 },
      last4: { type: 'varchar', length: 4 },
      expMonth: { type: 'integer', name: 'exp_month' },
      expYear: { type: 'integer', name: 'exp_year' },
      isDefault: { type: 'boolean', name: 'is_default', default: false },
    },
    indices: [{ name: 'IDX_billing_card_user_id', columns: ['userId'] }],
  });

export type BillingChargeStatus = 'processing' | 'approved' | 'refused';
export type BillingChargeTrigger = 'limit' | 'month_end' | 'manual';

/** One attempt to charge a card on file for the pending fees. */
export class BillingCharge extends BaseRecord {
  userId!: number;
  cardId!: number | null;
  amountCents!: number;
  status!: BillingChargeStatus;
  trigger!: BillingChargeTrigger;
  idempotencyKey!: string;
  reference!: string | null;
  reason!: string | null;
}

export const billingChargeSchema = (types: ColumnTypes) =>
  new EntitySchema<BillingCharge>({
    name: 'BillingCharge',
    tableName: 'billing_charge',
    target: BillingCharge,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      cardId: {
        type: 'integer',
        name: 'card_id',
        nullable: true,
        foreignKey: { target: 'BillingCard', onDelete: 'SET NULL' },
      },
      amountCents: { type: 'integer', name: 'amount_cents' },
      status: { type: 'varchar', length: 12 },
      trigger: { type: 'varchar', length: 12 },
      idempotencyKey: { type: 'varchar', length: 80, name: 'idempotency_key', unique: true },
      reference: { type: 'varchar', length: 120, nullable: true },
      reason: { type: 'varchar', length: 200, nullable: true },
    },
    indices: [{ name: 'IDX_billing_charge_user_id_status', columns: ['userId', 'status'] }],
  });
