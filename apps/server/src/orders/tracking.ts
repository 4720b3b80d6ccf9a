import {
  CARRIER_LABELS,
  type Carrier,
  ORDER_NOT_FOUND,
  type OrderTracking,
  TRACKING_SAVED_MESSAGE,
  TRACKING_UNCHANGED_MESSAGE,
  type TrackingSaved,
  trackingUrl,
} from '@pagora/contract';
import { orderPath } from '../checkout/view.ts';
import { afterCommit } from '../db/after-commit.ts';
import type { Database } from '../db/data-source.ts';
import { Order, OrderEvent, Store } from '../db/entities/index.ts';
import { insertRows } from '../db/statements.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import type { Mailer } from '../mail/mailer.ts';
import { trackingEmail } from '../mail/templates.ts';
import { ConflictError, NotFoundError } from '../shared/errors.ts';
import { enqueueTrackingChange } from '../webhooks/endpoints.ts';

/*
 * The parcel's tracking code (/pedidos, the order's drawer). Saving it writes, all or nothing in
 * one transaction: the order's columns, the timeline entry, the buyer's e-mail (outbox) and the
 * 'order.updated' webhook messages (custom endpoints and NeoRastro). Changing it later is another
 * such event; saving the same carrier and code again changes nothing and e-mails nobody.
 */

export const TRACKING_NOT_SHIPPABLE_MESSAGE = 'Só pedidos pagos podem receber código de rastreio.';

/** Statuses whose goods may be on their way: paid, and not wholly given back. */
const SHIPPABLE = new Set(['approved', 'partially_refunded']);

export function trackingView(order: Order): OrderTracking | null {
  if (!order.trackingCarrier || !order.trackingCode || !order.trackingUpdatedAt) return null;
  return {
    carrier: order.trackingCarrier,
    carrier_label: CARRIER_LABELS[order.trackingCarrier] ?? order.trackingCarrier,
    code: order.trackingCode,
    url: trackingUrl(order.trackingCarrier, order.trackingCode),
    updated_at: order.trackingUpdatedAt.toISOString(),
  };
}

/** 'Código de rastreio adicionado: Correios AA123456789BR' (or 'alterado' for a new one). */
export function trackingCause(first: boolean, carrier: Carrier, code: string): string {
  return `Código de rastreio ${first ? 'adicionado' : 'alterado'}: ${CARRIER_LABELS[carrier]} ${code}`;
}

/**
 * PUT /api/orders/:id/tracking. 404 for an order outside the merchant's stores; 409 for one that
 * is not paid. Answers what is stored.
 */
export async function saveTracking(
  db: Database,
  mailer: Mailer,
  input: { userId: number; orderId: number; carrier: Carrier; code: string; publicUrl: string; now: Date },
): Promise<TrackingSaved> {
  const { now } = input;
  return db.transaction(async (manager) => {
    const order = await findInOwnedStore(manager, Order, input.userId, input.orderId, { forUpdate: true });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    if (order.trackingCarrier === input.carrier && order.trackingCode === input.code) {
      return { message: TRACKING_UNCHANGED_MESSAGE, tracking: trackingView(order)! };
    }
    if (!SHIPPABLE.has(order.status)) throw new ConflictError(TRACKING_NOT_SHIPPABLE_MESSAGE);
    const first = order.trackingCode === null;
    const changes = { trackingCarrier: input.carrier, trackingCode: input.code, trackingUpdatedAt: now };
    await manager.getRepository(Order).update(order.id, changes);
    Object.assign(order, changes);
    await insertRows(manager, OrderEvent, [
      { orderId: order.id, status: order.status, cause: trackingCause(first, input.carrier, input.code) },
    ]);
    const store = await manager.getRepository(Store).findOneByOrFail({ id: order.storeId });
    const mail = await mailer.enqueue(manager, {
      to: order.buyerEmail,
      ...trackingEmail({
        buyerName: order.buyerName,
        storeName: store.name,
        orderNumber: order.number,
        carrier: CARRIER_LABELS[input.carrier],
        code: input.code,
        trackingUrl: trackingUrl(input.carrier, input.code),
        link: `${input.publicUrl}${orderPath(order.storeId, order.publicToken)}`,
      }),
    });
    await enqueueTrackingChange(manager, { storeId: order.storeId, orderId: order.id }, now);
    afterCommit(manager, () => mailer.dispatch(db, [mail]));
    return { message: TRACKING_SAVED_MESSAGE, tracking: trackingView(order)! };
  });
}
