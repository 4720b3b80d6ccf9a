import { ORDER_STATUS_LABELS, type OrderStatus } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { recordOrderFee } from '../billing/fees.ts';
import { releaseCoupon } from '../checkout/coupons.ts';
import { Order, OrderEvent } from '../db/entities/index.ts';
import { insertRows, updateRows } from '../db/statements.ts';
import { recordStoreChange } from '../live/store-changes.ts';
import { queueMetaPurchase } from '../pixels/capi.ts';
import { ConflictError } from '../shared/errors.ts';
import { queueOrderEmails } from './order-emails.ts';
import {
  applyOrderStats,
  kindOf,
  type OrderStatsItem,
  orderStatsItems,
  orderStatsSnapshot,
} from './stats.ts';

/*
 * The order lifecycle: `transitionOrder` is the only code that changes an order's status. Every
 * cause — a card's result, a PIX or boleto paid, the merchant's 'Marcar como pago', an expiry, a
 * refund, a chargeback, the reconciler settling an attempt cut off mid-flight — calls it inside
 * the caller's transaction, and it writes, all or nothing with that transaction:
 *   the status (a conditional UPDATE from the status the caller read), the timeline entry, the
 *   hourly rollups, the live feed's change and the webhooks' outbox messages, then the
 *   transition's effects (coupon uses given back; the place where later bookkeeping, such as
 *   Pagora's fee ledger, hooks in).
 * A new order is born 'pending' through `recordOrderCreated`, which writes the same trail.
 */

/**
 * Which status may follow which. The same status again is a change of payment details without a
 * change of state (a PIX code generated, a further partial refund).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['pending', 'approved', 'refused', 'cancelled', 'expired'],
  // A refusal keeps the order (and its number) for the buyer's next attempt.
  refused: ['pending', 'cancelled'],
  approved: ['refunded', 'partially_refunded', 'chargeback'],
  partially_refunded: ['partially_refunded', 'refunded', 'chargeback'],
  // A dispute the merchant wins gives the money back.
  chargeback: ['approved'],
  // A boleto paid on its last day may be confirmed by the bank after Pagora called it expired.
  expired: ['approved'],
  refunded: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** A change the table does not allow: a bug or a stale caller, never a silent write. */
export class IllegalTransitionError extends ConflictError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(
      `Não é possível mudar um pedido ${ORDER_STATUS_LABELS[from]?.toLowerCase() ?? from} para ${
        ORDER_STATUS_LABELS[to]?.toLowerCase() ?? to
      }.`,
    );
  }
}

export interface OrderTransition {
  /** The order as the caller read it: its status is where the transition starts. */
  order: Order;
  to: OrderStatus;
  /** The timeline's text ('Pagamento aprovado (cartão Visa final 4242)'). */
  cause: string;
  /** Other columns written with the status (payment details, paidAt…). */
  changes?: Partial<Order>;
  now: Date;
}

/** What a transition's effects receive: the order before and after, in the same transaction. */
export interface AppliedTransition {
  before: Order;
  after: Order;
  from: OrderStatus;
  to: OrderStatus;
  now: Date;
  /** The order's items, when the rollups needed them (an approval or its undoing). */
  items?: readonly OrderStatsItem[];
}

type TransitionEffect = (manager: EntityManager, transition: AppliedTransition) => Promise<void>;

/** An unpaid order that ends gives its coupon use back, so a limited coupon is not held forever. */
const releaseCouponOfUnpaidOrder: TransitionEffect = async (manager, { after, to }) => {
  if ((to === 'cancelled' || to === 'expired') && after.couponId !== null) {
    await releaseCoupon(manager, after.couponId, after.id);
  }
};

/**
 * What follows a transition, in order, inside its transaction. Bookkeeping that depends on an
 * order's status (fees, balances) is added here, so no cause can change a status without it.
 */
const TRANSITION_EFFECTS: readonly TransitionEffect[] = [
  releaseCouponOfUnpaidOrder,
  // Pagora's fee on approval (once per order) and its reversal on a full refund within 7 days.
  recordOrderFee,
  // The buyer's confirmation, PIX/boleto instructions and the owner's 'Nova venda' (outbox).
  queueOrderEmails,
  // The Purchase for Meta's Conversions API, on the first approval (outbox).
  queueMetaPurchase,
];

/** Rollups count an approved order's items: read them when the order is or was approved. */
const countsItems = (status: OrderStatus) => status === 'approved';

/**
 * Moves an order to `to` and writes everything that goes with it. Returns the order as written,
 * or null when its status was no longer the one the caller read (another request changed it
 * first: the caller reads again and decides). Throws IllegalTransitionError for a change the
 * table does not allow.
 */
export async function transitionOrder(
  manager: EntityManager,
  transition: OrderTransition,
): Promise<Order | null> {
  const { order: before, to, cause, now } = transition;
  const from = before.status;
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
  const changes: Partial<Order> = { ...transition.changes, status: to };
  const updated = await updateRows(manager, Order, { id: before.id, status: from }, changes);
  if (updated === 0) return null;
  const after = Object.assign(new Order(), before, changes);

  await insertRows(manager, OrderEvent, [{ orderId: before.id, status: to, cause }]);
  const items = countsItems(from) || countsItems(to) ? await orderStatsItems(manager, before.id) : undefined;
  await applyOrderStats(
    manager,
    kindOf(manager),
    orderStatsSnapshot(before, countsItems(from) ? items : undefined),
    orderStatsSnapshot(after, countsItems(to) ? items : undefined),
  );
  for (const effect of TRANSITION_EFFECTS) await effect(manager, { before, after, from, to, now, items });
  // A new PIX code or a further partial refund is not a change of status for the live feed.
  if (to !== from) {
    await recordStoreChange(manager, {
      storeId: after.storeId,
      kind: 'order_status',
      orderId: after.id,
      orderNumber: after.number,
      status: to,
    });
  }
  return after;
}

/**
 * The trail of a new order (always 'pending'): its first timeline entry, the rollups and the
 * 'order created' change. Called once its items are written: the webhooks carry them.
 */
export async function recordOrderCreated(manager: EntityManager, order: Order, cause: string): Promise<void> {
  await insertRows(manager, OrderEvent, [{ orderId: order.id, status: 'pending', cause }]);
  await applyOrderStats(manager, kindOf(manager), null, orderStatsSnapshot(order));
  await recordStoreChange(manager, {
    storeId: order.storeId,
    kind: 'order_created',
    orderId: order.id,
    orderNumber: order.number,
    status: 'pending',
  });
}
