import {
  type BillingStatus,
  DEFAULT_PLAN,
  type LedgerKind,
  OVERDUE_SUSPENSION_DAYS,
  OVERDUE_WARNING_DAYS,
  type PlanId,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { BillingAccount, LedgerEntry } from '../db/entities/index.ts';
import { localParts } from '../shared/zoned-time.ts';
import { queueBillingNotice } from './notices.ts';

/*
 * The account's ledger. Every movement of money is one `appendEntry` inside the caller's
 * transaction: it locks the account row with the UPDATE that adds the amount to the running
 * balance and takes the next seq, then inserts the entry. Nothing updates or deletes an entry, so
 * balance_cents == SUM(amount_cents) at every commit (the property tests check it).
 */

/** Billing months and days are counted in this zone. */
export const BILLING_ZONE = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;

const isPostgres = (manager: EntityManager) => manager.connection.options.type === 'postgres';

/** 'YYYY-MM' of an instant in the billing zone. */
export function billingMonth(now: Date): string {
  const parts = localParts(now, BILLING_ZONE);
  return `${parts.year}-${String(parts.month).padStart(2, '0')}`;
}

/**
 * The account of a user, created on first use on Grátis Inicial (a concurrent first use inserts
 * nothing and reads the other's row).
 */
export async function ensureAccount(
  manager: EntityManager,
  userId: number,
  now: Date,
): Promise<BillingAccount> {
  const repo = manager.getRepository(BillingAccount);
  const found = await repo.findOne({ where: { userId } });
  if (found) return found;
  await manager
    .createQueryBuilder()
    .insert()
    .into(BillingAccount)
    .values({ userId, plan: DEFAULT_PLAN, cycleMonth: billingMonth(now), balanceCents: 0, entrySeq: 0 })
    .orIgnore()
    .updateEntity(false)
    .execute();
  return repo.findOneOrFail({ where: { userId } });
}

/** The account row locked until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockAccount(
  manager: EntityManager,
  userId: number,
  now: Date,
): Promise<BillingAccount> {
  await ensureAccount(manager, userId, now);
  const query = manager
    .getRepository(BillingAccount)
    .createQueryBuilder('account')
    .where('account.user_id = :userId', {
      userId,
    });
  if (isPostgres(manager)) query.setLock('pessimistic_write');
  return query.getOneOrFail();
}

export interface NewEntry {
  userId: number;
  kind: LedgerKind;
  reference: string;
  amountCents: number;
  description: string;
  storeId?: number | null;
  orderId?: number | null;
  plan?: PlanId | null;
  percentBps?: number | null;
  fixedCents?: number | null;
  baseCents?: number | null;
}

export interface Appended {
  seq: number;
  balanceCents: number;
}

/**
 * Writes one entry, once: null when the (user, kind, reference) fact is already in the ledger.
 * Must run inside a transaction. The overdue state follows the balance: it ends when the balance
 * is no longer negative (the resumption e-mail is the caller's, see `settleOverdue`).
 */
export async function appendEntry(
  manager: EntityManager,
  entry: NewEntry,
  now: Date,
): Promise<Appended | null> {
  if (!Number.isSafeInteger(entry.amountCents)) throw new RangeError(`Valor inválido: ${entry.amountCents}`);
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('appendEntry precisa de uma transação.');
  await ensureAccount(manager, entry.userId, now);
  const exists = await manager
    .getRepository(LedgerEntry)
    .exists({ where: { userId: entry.userId, kind: entry.kind, reference: entry.reference } });
  if (exists) return null;
  const p = isPostgres(manager) ? ['$1', '$2'] : ['?', '?'];
  const result = await runner.query(
    `UPDATE billing_account SET balance_cents = balance_cents + ${p[0]}, entry_seq = entry_seq + 1
     WHERE user_id = ${p[1]} RETURNING entry_seq, balance_cents`,
    [entry.amountCents, entry.userId],
    true,
  );
  const row = (result.records as { entry_seq: number | string; balance_cents: number | string }[])[0];
  if (!row) throw new Error('Conta de cobrança não encontrada.');
  const seq = Number(row.entry_seq);
  const balanceCents = Number(row.balance_cents);
  await manager
    .createQueryBuilder()
    .insert()
    .into(LedgerEntry)
    .values({
      userId: entry.userId,
      seq,
      kind: entry.kind,
      reference: entry.reference,
      amountCents: entry.amountCents,
      description: entry.description.slice(0, 200),
      storeId: entry.storeId ?? null,
      orderId: entry.orderId ?? null,
      plan: entry.plan ?? null,
      percentBps: entry.percentBps ?? null,
      fixedCents: entry.fixedCents ?? null,
      baseCents: entry.baseCents ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .updateEntity(false)
    .execute();
  if (balanceCents >= 0) await endOverdue(manager, entry.userId);
  return { seq, balanceCents };
}

/** Nothing pending any more: the overdue period ends (checkouts sell again at once) and the merchant is told. */
async function endOverdue(manager: EntityManager, userId: number): Promise<void> {
  const cleared = await manager
    .createQueryBuilder()
    .update(BillingAccount)
    .set({ overdueSince: null, warnedAt: null, suspendedAt: null })
    .where('user_id = :userId AND overdue_since IS NOT NULL', { userId })
    .execute();
  if (cleared.affected) await queueBillingNotice(manager, userId, 'resumed', { pendingCents: 0 });
}

/**
 * Fees fell due and were not paid (a refused card, no card): the overdue period starts now unless
 * it already runs, and the merchant is told why.
 */
export async function startOverdue(
  manager: EntityManager,
  userId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const account = await lockAccount(manager, userId, now);
  if (account.balanceCents >= 0) return;
  // The daily retries of an overdue account do not e-mail again: the 7- and 15-day steps do.
  if (account.overdueSince !== null) return;
  await manager
    .getRepository(BillingAccount)
    .update({ id: account.id }, { overdueSince: now, warnedAt: null, suspendedAt: null });
  await queueBillingNotice(manager, userId, 'charge_failed', { pendingCents: pendingOf(account), reason });
}

/** Whole days from `since` to `now` (0 when not overdue). */
export function daysSince(since: Date | null, now: Date): number {
  if (!since) return 0;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** Em dia, pendente (fees fell due and are unpaid) or suspensa (15 days of that). */
export function billingStatus(
  account: Pick<BillingAccount, 'balanceCents' | 'overdueSince'>,
  now: Date,
): BillingStatus {
  if (account.balanceCents >= 0 || !account.overdueSince) return 'em_dia';
  return daysSince(account.overdueSince, now) >= OVERDUE_SUSPENSION_DAYS ? 'suspensa' : 'pendente';
}

/** The admin's banner is due from the 7th day overdue. */
export function isWarned(account: Pick<BillingAccount, 'balanceCents' | 'overdueSince'>, now: Date): boolean {
  return (
    account.balanceCents < 0 &&
    account.overdueSince !== null &&
    daysSince(account.overdueSince, now) >= OVERDUE_WARNING_DAYS
  );
}

/** Fees not yet paid: what Regularização and a card charge collect. */
export const pendingOf = (account: Pick<BillingAccount, 'balanceCents'>) =>
  Math.max(0, -account.balanceCents);

/** The account's plan without creating its row (an account never billed is on Grátis Inicial). */
export async function currentPlan(manager: EntityManager, userId: number): Promise<PlanId> {
  const account = await manager
    .getRepository(BillingAccount)
    .findOne({ where: { userId }, select: { plan: true } });
  return account?.plan ?? DEFAULT_PLAN;
}
