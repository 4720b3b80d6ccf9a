import type Router from '@koa/router';
import {
  PIXELS_SAVED_MESSAGE,
  type PixelSettingsSaved,
  type PixelSettingsView,
  pixelSettingsPayload,
  storeQuery,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { findStorePixels, pixelSettingsView, savePixelSettings } from '../settings.ts';

/**
 * /api/pixels?store_id=: the store's ad pixels (/apps › Pixels). GET answers the ids and whether a
 * Conversions API token is stored (never the token); PUT replaces them (an empty token keeps the
 * stored one, `remove_meta_capi_token` deletes it).
 */
export function registerPixelRoutes(router: Router<AppState>, deps: AppDeps): void {
  const { db, secrets } = deps;
  const auth = requireAuth(db);

  router.get('/api/pixels', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = pixelSettingsView(
      await findStorePixels(db.manager, query.store_id),
    ) satisfies PixelSettingsView;
  });

  router.put('/api/pixels', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    const payload = validateBody(ctx, pixelSettingsPayload);
    const saved = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, query.store_id);
      return savePixelSettings(manager, secrets, store.id, payload);
    });
    ctx.body = {
      message: PIXELS_SAVED_MESSAGE,
      pixels: pixelSettingsView(saved),
    } satisfies PixelSettingsSaved;
  });
}
