import type Router from '@koa/router';
import {
  type MessageResponse,
  storeActionPayload,
  storeQuery,
  type WooIntegration,
  type WooSaveResponse,
  wooSavePayload,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { StoreIntegration } from '../../db/entities/index.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { ValidationError } from '../../shared/errors.ts';
import { latestJob, ProductSyncRunner } from '../product-sync.ts';
import { findIntegration } from '../shopify/integration.ts';
import {
  saveWooIntegration,
  WOO_NOT_CONNECTED_MESSAGE,
  WOO_REMOVED_MESSAGE,
  WOO_SAVED_MESSAGE,
  wooSyncSource,
  wooView,
} from '../woocommerce/integration.ts';
import { buildPluginZip, PLUGIN_SLUG } from '../woocommerce/plugin.ts';
import { startSync, syncStatus } from './shopify.ts';

/**
 * /api/integrations/woocommerce (read, save and validate, remove),
 * /api/woocommerce/sync-products (start, progress) and /api/woocommerce/plugin (the WordPress
 * plugin with the store's settings). Returns the sync runner.
 */
export function registerWooCommerceRoutes(router: Router<AppState>, deps: AppDeps): ProductSyncRunner {
  const { db, config, secrets, logger } = deps;
  const auth = requireAuth(db);
  const runner = new ProductSyncRunner(db, logger);

  const view = async (storeId: number, integration: StoreIntegration | null): Promise<WooIntegration> =>
    wooView(
      secrets,
      integration,
      await latestJob(db.manager, storeId, 'woocommerce'),
      new Date(),
      runner.staleMs,
    );

  router.get('/api/integrations/woocommerce', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    ctx.body = await view(store_id, await findIntegration(db.manager, store_id, 'woocommerce'));
  });

  router.post('/api/integrations/woocommerce', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, wooSavePayload);
    const store = await requireOwnedStore(db.manager, user.id, payload.store_id);
    const integration = await saveWooIntegration(db, config, secrets, store, payload);
    ctx.body = {
      message: WOO_SAVED_MESSAGE,
      integration: await view(store.id, integration),
    } satisfies WooSaveResponse;
  });

  router.delete('/api/integrations/woocommerce', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    await db.transaction((manager) =>
      manager.getRepository(StoreIntegration).delete({ storeId: store_id, provider: 'woocommerce' }),
    );
    ctx.body = { message: WOO_REMOVED_MESSAGE } satisfies MessageResponse;
  });

  router.post('/api/woocommerce/sync-products', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateBody(ctx, storeActionPayload);
    const store = await requireOwnedStore(db.manager, user.id, store_id);
    const integration = await findIntegration(db.manager, store.id, 'woocommerce');
    if (!integration?.isActive) throw new ValidationError(WOO_NOT_CONNECTED_MESSAGE);
    await startSync(ctx, deps, runner, store, 'woocommerce', wooSyncSource(config, secrets, integration));
  });

  router.get('/api/woocommerce/sync-products', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    await syncStatus(ctx, deps, runner, store_id, 'woocommerce');
  });

  /**
   * The 'Pagora Checkout' WordPress plugin as a .zip, with the store's cart address and its 'Pular
   * carrinho' choice written in. Only for a connected store: the plugin sends product ids that
   * only mean something once the store's products are synced.
   */
  router.get('/api/woocommerce/plugin', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    const store = await requireOwnedStore(db.manager, user.id, store_id);
    const integration = await findIntegration(db.manager, store.id, 'woocommerce');
    if (!integration?.isActive) throw new ValidationError(WOO_NOT_CONNECTED_MESSAGE);
    ctx.body = await buildPluginZip({
      storeId: store.id,
      checkoutUrl: `${config.publicUrl}/c/${store.id}/carrinho`,
      skipCart: integration.skipCart,
      generatedAt: new Date(),
    });
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="${PLUGIN_SLUG}.zip"`);
    ctx.set('Cache-Control', 'no-store');
  });

  return runner;
}
