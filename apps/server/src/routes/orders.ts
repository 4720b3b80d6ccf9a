import type Router from '@koa/router';
import { ORDER_MARKED_PAID_MESSAGE, type OrderStatus } from '@pagora/contract';
import type { AppDeps, AppState } from '../context.ts';
import { currentAuth, requireAuth } from '../middleware/auth.ts';
import { markOrderPaid, ORDER_NOT_FOUND_MESSAGE } from '../services/orders.ts';
import { parseId } from './params.ts';

/** The merchant's actions on orders (the orders issue adds the lists). */
export function registerOrderRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

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
