import type Router from '@koa/router';
import {
  type AbandonedCartsPage,
  abandonedCartsQuery,
  CART_NOT_FOUND,
  RECOVERY_SENT_MESSAGE,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { exportFileName } from '../../shared/csv.ts';
import { storeZone } from '../../shared/list-sql.ts';
import { localDate } from '../../shared/zoned-time.ts';
import { abandonedCartsCsv, listAbandonedCarts, recoverCart } from '../abandoned-carts.ts';
import { listQuery, sendCsv } from './orders.ts';

/** Abandoned carts of /pedidos: the list, its CSV and the recovery e-mail. */
export function registerAbandonedCartRoutes(router: Router<AppState>, { db, mailer, config }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/abandoned-carts', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const filter = listQuery(ctx, abandonedCartsQuery);
    const store = await requireOwnedStore(db.manager, user.id, filter.store_id);
    ctx.body = (await listAbandonedCarts(db, store, filter, new Date())) satisfies AbandonedCartsPage;
  });

  router.get('/api/abandoned-carts/export', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const filter = listQuery(ctx, abandonedCartsQuery);
    const store = await requireOwnedStore(db.manager, user.id, filter.store_id);
    const now = new Date();
    const day = localDate(now, storeZone(store));
    sendCsv(
      ctx,
      exportFileName('carrinhos-abandonados', store.id, day),
      abandonedCartsCsv(db, store, filter, now),
    );
  });

  /** Sends the buyer the recovery e-mail now (queued with the change, delivered once committed). */
  router.post('/api/abandoned-carts/:id/recover', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const cartId = parseId(ctx.params.id, CART_NOT_FOUND);
    const sent = await db.transaction((manager) =>
      recoverCart(manager, mailer, { userId: user.id, cartId, publicUrl: config.publicUrl, now: new Date() }),
    );
    mailer.dispatch(db, [sent.mail]);
    ctx.body = {
      message: RECOVERY_SENT_MESSAGE,
      recovery_sent_at: sent.recoverySentAt.toISOString(),
      recovery_count: sent.recoveryCount,
    };
  });
}
