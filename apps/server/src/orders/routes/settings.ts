import type Router from '@koa/router';
import {
  ORDER_SETTINGS_SAVED_MESSAGE,
  type OrderSettings,
  orderSettingsPayload,
  storeQuery,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { orderSettingsView, saveOrderSettings } from '../settings.ts';

/** The store's time zone, abandoned-cart threshold and automatic recovery e-mails. */
export function registerOrderSettingsRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/order-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    const store = await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = orderSettingsView(store) satisfies OrderSettings;
  });

  router.put('/api/order-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, orderSettingsPayload);
    const store = await db.transaction(async (manager) =>
      saveOrderSettings(manager, await requireOwnedStore(manager, user.id, payload.store_id), payload),
    );
    ctx.body = { message: ORDER_SETTINGS_SAVED_MESSAGE, settings: orderSettingsView(store) } satisfies {
      message: string;
      settings: OrderSettings;
    };
  });
}
