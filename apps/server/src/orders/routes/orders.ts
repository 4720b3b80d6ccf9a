import { Readable } from 'node:stream';
import type Router from '@koa/router';
import {
  ORDER_MARKED_PAID_MESSAGE,
  type OrderDetail,
  type OrderStatus,
  type OrdersPage,
  ordersQuery,
} from '@pagora/contract';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { exportFileName } from '../../shared/csv.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { storeZone } from '../../shared/list-sql.ts';
import { localDate } from '../../shared/zoned-time.ts';
import { listOrders, orderDetail, ordersCsv } from '../admin.ts';
import { markOrderPaid, ORDER_NOT_FOUND_MESSAGE } from '../placement.ts';

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

/** The merchant's orders: the list of /pedidos, its CSV, an order's detail and marking it paid. */
export function registerOrderRoutes(router: Router<AppState>, { db }: AppDeps): void {
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
    ctx.body = (await orderDetail(db.manager, user.id, orderId)) satisfies OrderDetail;
  });

  /** Test mode: a pending PIX/boleto order becomes approved, as if the bank had confirmed it. */
  router.post('/api/orders/:id/mark-paid', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND_MESSAGE);
    const order = await db.transaction((manager) => markOrderPaid(manager, user.id, orderId, new Date()));
    ctx.body = { message: ORDER_MARKED_PAID_MESSAGE, status: order.status } satisfies {
      message: string;
      status: OrderStatus;
    };
  });
}
