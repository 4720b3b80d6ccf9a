import type { OrderStatus } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { Order } from '../db/entities/index.ts';
import type { ChargeState } from '../payments/provider.ts';
import { canTransition, transitionOrder } from './lifecycle.ts';
import { approvedCause, ORDER_EVENT_CAUSES, refusedCause } from './placement.ts';

/*
 * An order follows what its gateway says of its charge: after a verified notification (always
 * looked up again with the provider, never taken from the notification itself) or a lookup by
 * the reconciler. Idempotent: the same state twice changes nothing the second time.
 */

const CHARGEBACK_CAUSE = 'Chargeback aberto pelo comprador';
const REFUNDED_AT_GATEWAY_CAUSE = 'Pagamento reembolsado no gateway';

function targetOf(state: ChargeState): OrderStatus | null {
  switch (state.status) {
    case 'pending':
      return null;
    default:
      return state.status;
  }
}

function causeOf(order: Order, state: ChargeState): string {
  switch (state.status) {
    case 'approved':
      return approvedCause(state.card);
    case 'refused':
      return refusedCause(state.reason);
    case 'cancelled':
      return ORDER_EVENT_CAUSES.cancelledAtGateway;
    case 'expired':
      return order.paymentMethod === 'pix' ? ORDER_EVENT_CAUSES.pixExpired : ORDER_EVENT_CAUSES.boletoExpired;
    case 'chargeback':
      return CHARGEBACK_CAUSE;
    default:
      return REFUNDED_AT_GATEWAY_CAUSE;
  }
}

function changesOf(state: ChargeState, now: Date): Partial<Order> {
  if (state.status === 'approved') {
    return {
      paidAt: now,
      gatewayReference: state.reference,
      ...(state.card
        ? {
            cardBrand: state.card.brand,
            cardLast4: state.card.last4,
            cardInstallments: state.card.installments,
          }
        : {}),
    };
  }
  if (state.status === 'refused') return { refusalReason: state.reason.slice(0, 200), paymentToken: null };
  return {};
}

/**
 * Moves `order` (as read in this transaction) to what `state` says, when that is a change the
 * lifecycle allows. A paid charge refunded or disputed before Pagora heard of the payment passes
 * through 'approved' first, so both steps are in the timeline. Returns the order as written, or
 * null when nothing changed.
 */
export async function followProviderState(
  manager: EntityManager,
  order: Order,
  state: ChargeState,
  now: Date,
): Promise<Order | null> {
  const to = targetOf(state);
  if (!to || to === order.status) return null;
  let current = order;
  if (
    current.status === 'pending' &&
    (to === 'refunded' || to === 'partially_refunded' || to === 'chargeback')
  ) {
    const approved = await transitionOrder(manager, {
      order: current,
      to: 'approved',
      cause: approvedCause(null),
      changes: { paidAt: now, gatewayReference: state.reference },
      now,
    });
    if (!approved) return null;
    current = approved;
  }
  if (!canTransition(current.status, to)) return null;
  return transitionOrder(manager, {
    order: current,
    to,
    cause: causeOf(current, state),
    changes: changesOf(state, now),
    now,
  });
}
