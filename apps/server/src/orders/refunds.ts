import { createHash } from 'node:crypto';
import {
  CANCEL_UNSUPPORTED_MESSAGE,
  formatCents,
  GATEWAY_UNREACHABLE_MESSAGE,
  NOTHING_TO_REFUND_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND,
  ORDER_NOT_REFUNDABLE_MESSAGE,
  PARTIAL_REFUND_UNSUPPORTED_MESSAGE,
  PAYMENT_STILL_PROCESSING_MESSAGE,
  REFUND_KEY_REUSED_MESSAGE,
  refundTooLargeMessage,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { newAttemptKey } from '../checkout/view.ts';
import type { Database } from '../db/data-source.ts';
import { Order, PaymentAttempt, type PaymentAttemptKind } from '../db/entities/index.ts';
import { insertRow } from '../db/statements.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import type { CancelResult, PaymentProvider, RefundResult } from '../payments/provider.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../shared/errors.ts';
import { canTransition, transitionOrder } from './lifecycle.ts';

/*
 * The merchant gives money back: a refund of an approved order (all that is left, or a part), or
 * the cancellation of a PIX or boleto not paid yet. Both move money at the gateway, so they run in
 * three parts like a charge and no database transaction waits on the provider:
 *   1. a transaction locks the order, checks what may still be done and records the attempt as
 *      'processing' (keyed, so a repeated request is the same attempt);
 *   2. the provider call, outside any transaction, with the attempt's idempotency key;
 *   3. a transaction records the result and moves the order through the lifecycle.
 * A provider that does not answer leaves the outcome unknown: the refund attempt stays
 * 'processing' (its amount stays reserved) until the reconciler asks the gateway what happened.
 */

/** A gateway's answer to a refund or cancellation it refused, for the merchant. */
export const refusedByGatewayMessage = (reason: string) => `O gateway recusou a operação: ${reason}`;
const GATEWAY_UNKNOWN_MESSAGE = 'O gateway de pagamento deste pedido não está disponível.';
/** The reconciler's note on a refund the gateway never received. */
export const REFUND_NOT_RECEIVED_REASON = 'O gateway não recebeu o reembolso.';
const GATEWAY_SILENT_REASON = 'O gateway não respondeu.';
export const ORDER_CANCELLED_CAUSE = 'Pedido cancelado pelo lojista';

/** 'R$ 30,00' with a plain space: the timeline is stored text, read in e-mails and webhooks too. */
const money = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');

/** 'Reembolso total de R$ 100,00' (everything at once) or 'Reembolso de R$ 30,00'. */
export function refundCause(order: Pick<Order, 'totalCents'>, amountCents: number): string {
  return amountCents === order.totalCents
    ? `Reembolso total de ${money(amountCents)}`
    : `Reembolso de ${money(amountCents)}`;
}

const isPostgres = (manager: EntityManager) => manager.connection.options.type === 'postgres';

/** The order, locked until the transaction ends on PostgreSQL (SQLite runs one at a time). */
function lockOrder(manager: EntityManager, orderId: number): Promise<Order> {
  const query = manager.getRepository(Order).createQueryBuilder('o').where('o.id = :orderId', { orderId });
  if (isPostgres(manager)) query.setLock('pessimistic_write');
  return query.getOneOrFail();
}

/**
 * The attempt key (unique per order) and the provider's idempotency key of a merchant action.
 * A client's Idempotency-Key makes a repeated request (a double click, a retry after a timeout)
 * the same attempt; its hash keeps the column's length whatever the client sends.
 */
function actionKeys(order: Pick<Order, 'publicToken'>, kind: PaymentAttemptKind, clientKey: string | null) {
  const key = clientKey
    ? createHash('sha256').update(clientKey).digest('base64url').slice(0, 43)
    : newAttemptKey();
  const attemptKey = `${kind}:${key}`;
  return { attemptKey, idempotencyKey: `${order.publicToken}:${attemptKey}` };
}

// ─── What an order allows ───────────────────────────────────────────────────────────────────────

export interface RefundTotals {
  /** Refunds the gateway confirmed. */
  refundedCents: number;
  /** Refunds sent and not settled yet: reserved, so they can never be refunded twice. */
  inProgressCents: number;
}

export async function refundTotals(manager: EntityManager, orderId: number): Promise<RefundTotals> {
  const rows = await manager
    .getRepository(PaymentAttempt)
    .createQueryBuilder('a')
    .select('a.status', 'status')
    .addSelect('SUM(a.amountCents)', 'cents')
    .where("a.orderId = :orderId AND a.kind = 'refund' AND a.status IN ('done', 'processing')", { orderId })
    .groupBy('a.status')
    .getRawMany<{ status: string; cents: number | string | null }>();
  const sum = (status: string) => Number(rows.find((row) => row.status === status)?.cents ?? 0);
  return { refundedCents: sum('done'), inProgressCents: sum('processing') };
}

/** What may still be refunded: the total less refunds done and in progress (never below zero). */
export const refundableCents = (order: Pick<Order, 'totalCents'>, totals: RefundTotals) =>
  Math.max(0, order.totalCents - totals.refundedCents - totals.inProgressCents);

const isRefundable = (order: Pick<Order, 'status'>) =>
  order.status === 'approved' || order.status === 'partially_refunded';

const isCancellable = (order: Pick<Order, 'status' | 'paymentMethod'>) =>
  order.status === 'pending' && (order.paymentMethod === 'pix' || order.paymentMethod === 'boleto');

export interface OrderMoneyActions extends RefundTotals {
  refundableCents: number;
  canRefund: boolean;
  canRefundPartially: boolean;
  canCancel: boolean;
}

/** The refund and cancel actions the order's detail offers, with the amounts behind them. */
export async function orderMoneyActions(
  manager: EntityManager,
  gateways: PaymentGateways,
  order: Order,
): Promise<OrderMoneyActions> {
  const totals = await refundTotals(manager, order.id);
  const refundable = refundableCents(order, totals);
  const provider = await gateways.byId(manager, order.storeId, order.gateway);
  const charged = provider !== null && order.gatewayReference !== null;
  return {
    ...totals,
    refundableCents: refundable,
    canRefund: charged && isRefundable(order) && refundable > 0,
    canRefundPartially: provider?.capabilities.partialRefunds ?? false,
    canCancel: charged && isCancellable(order) && (provider?.capabilities.cancelPending ?? false),
  };
}

// ─── Refunds ────────────────────────────────────────────────────────────────────────────────────

export interface RefundInput {
  userId: number;
  orderId: number;
  /** Absent: everything still refundable. */
  amountCents: number | undefined;
  /** The client's Idempotency-Key header, if it sent one. */
  clientKey: string | null;
  now: Date;
}

export interface RefundOutcome {
  order: Order;
  /** The gateway did not answer: the refund stays in progress until the reconciler settles it. */
  processing: boolean;
  totals: RefundTotals;
  refundableCents: number;
}

/** A refund or cancellation to send to the gateway, or the attempt an earlier request with its key made. */
type PreparedAction =
  | { kind: 'send'; order: Order; attempt: PaymentAttempt; provider: PaymentProvider }
  | { kind: 'repeated'; order: Order; attempt: PaymentAttempt };

/** A payment attempt as it starts: 'processing' until its result (or the reconciler) settles it. */
export function processingAttempt<K extends PaymentAttemptKind>(fields: {
  orderId: number;
  kind: K;
  attemptKey: string;
  provider: string;
  idempotencyKey: string;
  method: Order['paymentMethod'];
  amountCents: number;
  reference: string | null;
}) {
  return {
    orderId: fields.orderId,
    kind: fields.kind,
    attemptKey: fields.attemptKey,
    provider: fields.provider,
    idempotencyKey: fields.idempotencyKey,
    status: 'processing' as const,
    method: fields.method,
    amountCents: fields.amountCents,
    reference: fields.reference,
    cardBrand: null,
    cardLast4: null,
    reason: null,
    declineClass: null,
    declineCode: null,
    settledAt: null,
  };
}

/** Part 1's last step for a refund or a cancellation: the attempt recorded as 'processing'. */
async function recordProcessingAttempt(
  manager: EntityManager,
  order: Order,
  provider: PaymentProvider,
  fields: {
    kind: 'refund' | 'cancel';
    keys: { attemptKey: string; idempotencyKey: string };
    amountCents: number;
    reference: string | null;
  },
): Promise<PreparedAction> {
  const values = processingAttempt({
    orderId: order.id,
    kind: fields.kind,
    attemptKey: fields.keys.attemptKey,
    provider: provider.id,
    idempotencyKey: fields.keys.idempotencyKey,
    method: order.paymentMethod,
    amountCents: fields.amountCents,
    reference: fields.reference,
  });
  const id = await insertRow(manager, PaymentAttempt, values);
  return { kind: 'send', order, attempt: Object.assign(new PaymentAttempt(), values, { id }), provider };
}

/** Part 1: the order locked, what is left checked, the attempt recorded as 'processing'. */
async function prepareRefund(
  manager: EntityManager,
  gateways: PaymentGateways,
  input: RefundInput,
): Promise<PreparedAction> {
  const order = await findInOwnedStore(manager, Order, input.userId, input.orderId, { forUpdate: true });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const keys = actionKeys(order, 'refund', input.clientKey);
  const attempts = manager.getRepository(PaymentAttempt);
  if (input.clientKey) {
    const repeated = await attempts.findOne({ where: { orderId: order.id, attemptKey: keys.attemptKey } });
    if (repeated) {
      if (input.amountCents !== undefined && input.amountCents !== repeated.amountCents) {
        throw new ConflictError(REFUND_KEY_REUSED_MESSAGE);
      }
      return { kind: 'repeated', order, attempt: repeated };
    }
  }
  if (!isRefundable(order)) throw new ConflictError(ORDER_NOT_REFUNDABLE_MESSAGE);
  const provider = await gateways.byId(manager, order.storeId, order.gateway);
  if (!provider || !order.gatewayReference) throw new ConflictError(GATEWAY_UNKNOWN_MESSAGE);
  const totals = await refundTotals(manager, order.id);
  const refundable = refundableCents(order, totals);
  if (refundable === 0) {
    throw new ConflictError(
      totals.inProgressCents > 0 ? PAYMENT_STILL_PROCESSING_MESSAGE : NOTHING_TO_REFUND_MESSAGE,
    );
  }
  const amountCents = input.amountCents ?? refundable;
  if (amountCents > refundable) throw new ValidationError(refundTooLargeMessage(refundable));
  if (amountCents < refundable && !provider.capabilities.partialRefunds) {
    throw new ValidationError(PARTIAL_REFUND_UNSUPPORTED_MESSAGE);
  }
  return recordProcessingAttempt(manager, order, provider, {
    kind: 'refund',
    keys,
    amountCents,
    reference: null,
  });
}

/**
 * The order after `amountCents` more were refunded (the attempt already 'done'): 'refunded' once
 * the refunds reach the total, else 'partially_refunded'. An order that meanwhile went where a
 * refund cannot follow (a chargeback) keeps its status: the refund stays recorded on its attempt.
 */
async function applyRefund(
  manager: EntityManager,
  order: Order,
  amountCents: number,
  now: Date,
): Promise<Order> {
  const { refundedCents } = await refundTotals(manager, order.id);
  const to = refundedCents >= order.totalCents ? 'refunded' : 'partially_refunded';
  if (!canTransition(order.status, to)) return order;
  const moved = await transitionOrder(manager, { order, to, cause: refundCause(order, amountCents), now });
  return moved ?? order;
}

/**
 * Part 3: the provider's answer on the attempt and the order. Only an attempt still 'processing'
 * changes: a result the reconciler already settled is not applied twice.
 */
export async function recordRefundResult(
  manager: EntityManager,
  attempt: Pick<PaymentAttempt, 'id' | 'orderId' | 'amountCents'>,
  result: RefundResult,
  now: Date,
): Promise<Order> {
  // The order first, as every refund and cancellation locks it: one order, one lock order.
  const order = await lockOrder(manager, attempt.orderId);
  const claimed = await manager
    .createQueryBuilder()
    .update(PaymentAttempt)
    .set(
      result.status === 'refunded'
        ? { status: 'done', reference: result.reference.slice(0, 120) || null, settledAt: now }
        : { status: 'failed', reason: result.reason.slice(0, 200), settledAt: now },
    )
    .where("id = :id AND status = 'processing'", { id: attempt.id })
    .execute();
  if (!claimed.affected || result.status !== 'refunded') return order;
  return applyRefund(manager, order, attempt.amountCents, now);
}

/**
 * The reconciler's settlement of a refund left 'processing': `refundedAtGateway` is what the
 * charge's lookup says was refunded in all. When that covers the refunds already recorded plus
 * this one, the gateway made it; otherwise it never arrived and the amount is free again.
 * Returns false when another instance settled it first.
 */
export async function settleRefundAttempt(
  manager: EntityManager,
  attempt: Pick<PaymentAttempt, 'id' | 'orderId' | 'amountCents'>,
  refundedAtGateway: number,
  now: Date,
): Promise<boolean> {
  const order = await lockOrder(manager, attempt.orderId);
  const current = await manager.getRepository(PaymentAttempt).findOneBy({ id: attempt.id });
  if (current?.status !== 'processing') return false;
  const { refundedCents } = await refundTotals(manager, order.id);
  const made = refundedAtGateway - refundedCents >= attempt.amountCents;
  await recordRefundResult(
    manager,
    attempt,
    made
      ? {
          status: 'refunded',
          reference: current.reference ?? '',
          refundedCents: refundedAtGateway,
          remainingCents: 0,
        }
      : { status: 'failed', reason: REFUND_NOT_RECEIVED_REASON },
    now,
  );
  return true;
}

/** What a repeated request answers: the first one's result. */
async function repeatedOutcome(
  manager: EntityManager,
  order: Order,
  attempt: PaymentAttempt,
): Promise<RefundOutcome> {
  if (attempt.status === 'failed') throw new ConflictError(refusedByGatewayMessage(attempt.reason ?? ''));
  const totals = await refundTotals(manager, order.id);
  return {
    order,
    processing: attempt.status === 'processing',
    totals,
    refundableCents: refundableCents(order, totals),
  };
}

/**
 * POST /api/orders/:id/refund: gives back `amountCents` (or all that is left) of an approved or
 * partially refunded order of one of the merchant's stores. 404 for another merchant's order, 409
 * when the order cannot be refunded (or the gateway refused), 422 for an amount above what is left.
 */
export async function refundOrder(
  db: Database,
  gateways: PaymentGateways,
  logger: Logger,
  input: RefundInput,
): Promise<RefundOutcome> {
  const { now } = input;
  const prepared = await db.transaction((manager) => prepareRefund(manager, gateways, input));
  if (prepared.kind === 'repeated') {
    return repeatedOutcome(db.manager, prepared.order, prepared.attempt);
  }
  const { order, attempt, provider } = prepared;
  let result: RefundResult;
  try {
    result = await provider.refund({
      reference: order.gatewayReference ?? '',
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.idempotencyKey,
      now,
    });
  } catch (error) {
    // Unknown outcome: the gateway may have refunded. The attempt stays 'processing' (its amount
    // reserved) and the reconciler asks the gateway, instead of a retry that could refund twice.
    logger.error({ err: error, orderId: order.id, attemptId: attempt.id }, 'Falha ao reembolsar o pedido');
    const totals = await refundTotals(db.manager, order.id);
    return { order, processing: true, totals, refundableCents: refundableCents(order, totals) };
  }
  const recorded = await db.transaction((manager) => recordRefundResult(manager, attempt, result, now));
  if (result.status === 'failed') throw new ConflictError(refusedByGatewayMessage(result.reason));
  const totals = await refundTotals(db.manager, order.id);
  return { order: recorded, processing: false, totals, refundableCents: refundableCents(recorded, totals) };
}

// ─── Cancellation ───────────────────────────────────────────────────────────────────────────────

export interface CancelInput {
  userId: number;
  orderId: number;
  clientKey: string | null;
  now: Date;
}

async function prepareCancel(
  manager: EntityManager,
  gateways: PaymentGateways,
  input: CancelInput,
): Promise<PreparedAction> {
  const order = await findInOwnedStore(manager, Order, input.userId, input.orderId, { forUpdate: true });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const keys = actionKeys(order, 'cancel', input.clientKey);
  if (input.clientKey) {
    const repeated = await manager
      .getRepository(PaymentAttempt)
      .findOne({ where: { orderId: order.id, attemptKey: keys.attemptKey } });
    if (repeated) return { kind: 'repeated', order, attempt: repeated };
  }
  if (!isCancellable(order)) throw new ConflictError(ORDER_NOT_CANCELLABLE_MESSAGE);
  const provider = await gateways.byId(manager, order.storeId, order.gateway);
  if (!provider?.capabilities.cancelPending) throw new ConflictError(CANCEL_UNSUPPORTED_MESSAGE);
  // The charge has no reference yet while its own attempt is in flight: nothing to cancel yet.
  if (!order.gatewayReference) throw new ConflictError(PAYMENT_STILL_PROCESSING_MESSAGE);
  return recordProcessingAttempt(manager, order, provider, {
    kind: 'cancel',
    keys,
    amountCents: order.totalCents,
    reference: order.gatewayReference,
  });
}

/** Part 3 of a cancellation: the attempt's outcome and, when the gateway cancelled, the order. */
async function recordCancelResult(
  manager: EntityManager,
  attempt: PaymentAttempt,
  result: CancelResult,
  now: Date,
): Promise<Order> {
  const order = await lockOrder(manager, attempt.orderId);
  await manager
    .getRepository(PaymentAttempt)
    .update(
      { id: attempt.id, status: 'processing' },
      result.status === 'cancelled'
        ? { status: 'done', settledAt: now }
        : { status: 'failed', reason: result.reason.slice(0, 200), settledAt: now },
    );
  if (result.status !== 'cancelled') return order;
  // The gateway no longer takes the payment; an order that left 'pending' meanwhile stays as it is.
  if (order.status !== 'pending') throw new ConflictError(ORDER_NOT_CANCELLABLE_MESSAGE);
  const cancelled = await transitionOrder(manager, {
    order,
    to: 'cancelled',
    cause: ORDER_CANCELLED_CAUSE,
    now,
  });
  if (!cancelled) throw new ConflictError(ORDER_NOT_CANCELLABLE_MESSAGE);
  return cancelled;
}

/**
 * POST /api/orders/:id/cancel: a pending PIX or boleto of one of the merchant's stores. The
 * gateway cancels the charge first, so the code can no longer be paid; then the order becomes
 * 'cancelled' through the lifecycle (which gives its coupon use back). 404 for another merchant's
 * order; 409 for a card order, one no longer pending, or a refusal by the gateway; 502 when the
 * gateway does not answer (cancelling again is safe: it is idempotent at the gateway).
 */
export async function cancelOrder(
  db: Database,
  gateways: PaymentGateways,
  logger: Logger,
  input: CancelInput,
): Promise<Order> {
  const { now } = input;
  const prepared = await db.transaction((manager) => prepareCancel(manager, gateways, input));
  if (prepared.kind === 'repeated') {
    const { attempt, order } = prepared;
    if (attempt.status === 'failed') throw new ConflictError(refusedByGatewayMessage(attempt.reason ?? ''));
    if (attempt.status === 'processing') throw new ConflictError(PAYMENT_STILL_PROCESSING_MESSAGE);
    return order;
  }
  const { order, attempt, provider } = prepared;
  let result: CancelResult;
  try {
    result = await provider.cancel({
      reference: order.gatewayReference ?? '',
      idempotencyKey: attempt.idempotencyKey,
      now,
    });
  } catch (error) {
    logger.error(
      { err: error, orderId: order.id, attemptId: attempt.id },
      'Falha ao cancelar o pedido no gateway',
    );
    await db.transaction((manager) =>
      recordCancelResult(manager, attempt, { status: 'failed', reason: GATEWAY_SILENT_REASON }, now),
    );
    throw new HttpError(502, GATEWAY_UNREACHABLE_MESSAGE);
  }
  const recorded = await db.transaction((manager) => recordCancelResult(manager, attempt, result, now));
  if (result.status === 'failed') throw new ConflictError(refusedByGatewayMessage(result.reason));
  return recorded;
}
