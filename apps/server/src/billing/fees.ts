import {
  CHARGE_LIMIT_CENTS,
  FEE_REVERSAL_DAYS,
  type OrderStatus,
  orderFeeCents,
  planTerms,
} from '@pagora/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../db/after-commit.ts';
import { LedgerEntry, type Order, Store } from '../db/entities/index.ts';
import { TEST_PROVIDER_ID } from '../payments/test-provider.ts';
import { appendEntry, ensureAccount } from './ledger.ts';

/*
 * Pagora's fee per approved order, written by the order lifecycle in the approval's own
 * transaction (TRANSITION_EFFECTS), so no cause can approve an order without its fee:
 *   fee = round half up (total × percent_bps / 10 000) + fixed_cents, with the plan the account is
 *   on at that moment; one entry per order (kind order_fee, reference 'order:<id>'), so a dispute
 *   won (chargeback → approved) or a replayed notification never charges it again.
 * Orders of test mode (gateway 'test') carry no fee: no money moved.
 * A full refund within FEE_REVERSAL_DAYS of the approval gives back exactly that entry's amount
 * (kind fee_reversal, same reference); later, or for a partial refund, the fee stays.
 */

const DAY_MS = 86_400_000;

/** The lifecycle's view of a transition (structurally its AppliedTransition). */
export interface FeeTransition {
  before: Order;
  after: Order;
  from: OrderStatus;
  to: OrderStatus;
  now: Date;
}

/** What runs once the pending fees of an account reach the charge limit (set by the app). */
type LimitReached = (userId: number) => void;
const onLimit = new WeakMap<DataSource, LimitReached>();

/** The app's card collector for fees that reach the limit on this database. */
export function onChargeLimitReached(dataSource: DataSource, callback: LimitReached): void {
  onLimit.set(dataSource, callback);
}

/** After the entry's transaction commits, charge the default card when pending fees reached the limit. */
export function collectIfOverLimit(manager: EntityManager, userId: number, balanceCents: number): void {
  if (-balanceCents < CHARGE_LIMIT_CENTS) return;
  const callback = onLimit.get(manager.connection);
  if (callback) afterCommit(manager, () => callback(userId));
}

async function ownerOf(
  manager: EntityManager,
  storeId: number,
): Promise<{ userId: number; name: string } | null> {
  const store = await manager
    .getRepository(Store)
    .findOne({ where: { id: storeId }, select: { userId: true, name: true } });
  return store ? { userId: store.userId, name: store.name } : null;
}

/** The lifecycle effect: a fee on approval, its reversal on a full refund within the window. */
export async function recordOrderFee(manager: EntityManager, transition: FeeTransition): Promise<void> {
  const { after, from, to, now } = transition;
  // Test mode moves no money: its orders are free (a merchant trying the checkout pays nothing).
  if (after.gateway === TEST_PROVIDER_ID) return;
  if (to === 'approved' && from !== 'approved') {
    const owner = await ownerOf(manager, after.storeId);
    if (!owner) return;
    const account = await ensureAccount(manager, owner.userId, now);
    const terms = planTerms(account.plan);
    const fee = orderFeeCents(after.totalCents, terms);
    const appended = await appendEntry(
      manager,
      {
        userId: owner.userId,
        kind: 'order_fee',
        reference: `order:${after.id}`,
        amountCents: 0 - fee,
        description: `Pedido #${after.number} · ${owner.name}`,
        storeId: after.storeId,
        orderId: after.id,
        plan: terms.id,
        percentBps: terms.percent_bps,
        fixedCents: terms.fixed_cents,
        baseCents: after.totalCents,
      },
      now,
    );
    if (appended) collectIfOverLimit(manager, owner.userId, appended.balanceCents);
    return;
  }
  if (to === 'refunded' && from !== 'refunded') {
    const fee = await manager
      .getRepository(LedgerEntry)
      .findOne({ where: { orderId: after.id, kind: 'order_fee' } });
    // The fee entry was written at the approval: the window counts from it.
    if (!fee || fee.amountCents === 0) return;
    if (now.getTime() - fee.createdAt.getTime() > FEE_REVERSAL_DAYS * DAY_MS) return;
    await appendEntry(
      manager,
      {
        userId: fee.userId,
        kind: 'fee_reversal',
        reference: fee.reference,
        amountCents: 0 - fee.amountCents,
        description: `Estorno da taxa · ${fee.description}`,
        storeId: fee.storeId,
        orderId: fee.orderId,
        plan: fee.plan,
        percentBps: fee.percentBps,
        fixedCents: fee.fixedCents,
        baseCents: fee.baseCents,
      },
      now,
    );
  }
}
