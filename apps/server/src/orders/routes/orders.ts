import { Readable } from 'node:stream';
import type Router from '@koa/router';
import {
  type CancelOrderResponse,
  ORDER_CANCELLED_MESSAGE,
  ORDER_MARKED_PAID_MESSAGE,
  type OrderDetail,
  type OrderStatus,
  type OrdersPage,
  ordersQuery,
  REFUND_DONE_MESSAGE,
  REFUND_PROCESSING_MESSAGE,
  type RefundResponse,
  refundPayload,
} from '@pagora/contract';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { exportFileName } from '../../shared/csv.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { storeZone } from '../../shared/list-sql.ts';
import { localDate } from '../../shared/zoned-time.ts';
import { listOrders, orderDetail, ordersCsv } from '../admin.ts';
import { markOrderPaid, ORDER_NOT_FOUND_MESSAGE } from '../placement.ts';
import { cancelOrder, refundOrder } from '../refunds.ts';

const IDEMPOTENCY_KEY_MESSAGE = 'Chave de idempotência inválida: use de 1 a 200 caracteres visíveis.';

/**
 * The request's Idempotency-Key header (the same key = the same refund or cancellation), or null
 * when the client sent none. A malformed one is a 400, never silently ignored.
 */
function idempotencyKeyOf(ctx: Pick<Context, 'get'>): string | null {
  const key = ctx.get('Idempotency-Key');
  if (!key) return null;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw new BadRequestError(IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

/** A list's query string, validated: anything malformed is a 400 with the contract's message. */
export function listQuery<S extends z.ZodType>(ctx: Pick<Context, 'request'>, schema: S): z.output<S> {
  const result = schema.safeParse(ctx.request.query);
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? 'Requisição inválida.');
  return result.data;
}

/** Answers a CSV produced chunk by chunk, as a download named `fileName`. */
export function sendCsv(ctx: Context, fileName: string, chunks: AsyncIterable<string>): void {
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = Readable.from(chunks);
}

/**
 * The merchant's orders: the list of /pedidos, its CSV, an order's detail, marking it paid,
 * refunding it and cancelling it.
 */
export function registerOrderRoutes(router: Router<AppState>, { db, gateways, logger }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/orders', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const filter = listQuery(ctx, ordersQuery);
    const store = await requireOwnedStore(db.manager, user.id, filter.store_id);
    ctx.body = (await listOrders(db, store, filter)) satisfies OrdersPage;
  });

  /** Every page of the filtered list (the page number is ignored). */
  router.get('/api/orders/export', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const filter = listQuery(ctx, ordersQuery);
    const store = await requireOwnedStore(db.manager, user.id, filter.store_id);
    const day = localDate(new Date(), storeZone(store));
    sendCsv(ctx, exportFileName('pedidos', store.id, day), ordersCsv(db, store, filter));
  });

  router.get('/api/orders/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND_MESSAGE);
    ctx.body = (await orderDetail(db.manager, gateways, user.id, orderId)) satisfies OrderDetail;
  });

  /** Test mode: a pending PIX/boleto order becomes approved, as if the bank had confirmed it. */
  router.post('/api/orders/:id/mark-paid', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND_MESSAGE);
    const order = await markOrderPaid(db, gateways, user.id, orderId, new Date());
    ctx.body = { message: ORDER_MARKED_PAID_MESSAGE, status: order.status } satisfies {
      message: string;
      status: OrderStatus;
    };
  });

  /**
   * Gives back `amount_cents` (absent: all that is left) of an approved or partially refunded
   * order: 200 once the gateway refunded, 202 when its answer is not known yet.
   */
  router.post('/api/orders/:id/refund', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND_MESSAGE);
    const payload = validateBody(ctx, refundPayload);
    const outcome = await refundOrder(db, gateways, logger, {
      userId: user.id,
      orderId,
      amountCents: payload.amount_cents,
      clientKey: idempotencyKeyOf(ctx),
      now: new Date(),
    });
    ctx.status = outcome.processing ? 202 : 200;
    ctx.body = {
      message: outcome.processing ? REFUND_PROCESSING_MESSAGE : REFUND_DONE_MESSAGE,
      status: outcome.order.status,
      refunded_cents: outcome.totals.refundedCents,
      refundable_cents: outcome.refundableCents,
      processing: outcome.processing,
    } satisfies RefundResponse;
  });

  /** A pending PIX or boleto: cancelled at the gateway (no longer payable), then the order. */
  router.post('/api/orders/:id/cancel', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND_MESSAGE);
    const order = await cancelOrder(db, gateways, logger, {
      userId: user.id,
      orderId,
      clientKey: idempotencyKeyOf(ctx),
      now: new Date(),
    });
    ctx.body = { message: ORDER_CANCELLED_MESSAGE, status: order.status } satisfies CancelOrderResponse;
  });
}
