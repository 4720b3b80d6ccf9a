import type Router from '@koa/router';
import {
  type MessageResponse,
  type ShopifyIntegration,
  type ShopifySaveResponse,
  type SyncConflictResponse,
  type SyncStartResponse,
  type SyncStatusResponse,
  shopifySavePayload,
  storeActionPayload,
  storeQuery,
} from '@pagora/contract';
import type { AppContext, AppDeps, AppState } from '../../context.ts';
import type { IntegrationProvider, Store } from '../../db/entities/index.ts';
import { StoreIntegration } from '../../db/entities/index.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { ForbiddenError, HttpError, ValidationError } from '../../shared/errors.ts';
import {
  latestJob,
  ProductSyncRunner,
  SYNC_RUNNING_MESSAGE,
  SYNC_STARTED_MESSAGE,
  type SyncSource,
  startSyncJob,
  syncJobView,
} from '../product-sync.ts';
import {
  clientFor,
  findIntegration,
  SHOPIFY_CONNECTED_MESSAGE,
  SHOPIFY_FORBIDDEN_MESSAGE,
  SHOPIFY_NOT_CONNECTED_MESSAGE,
  SHOPIFY_REMOVED_MESSAGE,
  saveShopifyIntegration,
  shopifyHttpError,
  shopifySyncSource,
  shopifyView,
} from '../shopify/integration.ts';
import { installCheckoutSnippet, NoMainThemeError, removeCheckoutSnippet } from '../shopify/theme.ts';

const THEME_ACCESS_MESSAGE =
  'A Shopify recusou a alteração do tema: o token precisa da permissão write_themes.';
const INSTALL_FAILED_MESSAGE = 'Falha ao instalar checkout.';
const NO_THEME_MESSAGE = 'Nenhum tema publicado foi encontrado na loja Shopify.';

/**
 * Starting a sync and reading its progress, shared by Shopify and WooCommerce: 202 with the new
 * job, or 409 with the running one.
 */
export async function startSync(
  ctx: AppContext,
  deps: AppDeps,
  runner: ProductSyncRunner,
  store: Store,
  provider: IntegrationProvider,
  source: SyncSource,
): Promise<void> {
  const now = new Date();
  const { job, started } = await startSyncJob(deps.db, store.id, provider, now, runner.staleMs);
  if (!started) {
    ctx.status = 409;
    ctx.body = {
      error: SYNC_RUNNING_MESSAGE,
      job: syncJobView(job, now, runner.staleMs),
    } satisfies SyncConflictResponse;
    return;
  }
  runner.run(job, store, source);
  ctx.status = 202;
  ctx.body = {
    message: SYNC_STARTED_MESSAGE,
    job: syncJobView(job, now, runner.staleMs),
  } satisfies SyncStartResponse;
}

export async function syncStatus(
  ctx: AppContext,
  deps: AppDeps,
  runner: ProductSyncRunner,
  storeId: number,
  provider: IntegrationProvider,
): Promise<void> {
  const job = await latestJob(deps.db.manager, storeId, provider);
  ctx.body = (job ? syncJobView(job, new Date(), runner.staleMs) : null) satisfies SyncStatusResponse;
}

/**
 * /api/integrations/shopify (read, save and validate, disconnect), /api/shopify/sync-products
 * (start, progress) and /api/shopify/install-checkout (install, remove). Returns the runner so
 * that the caller may wait for or stop background syncs.
 */
export function registerShopifyRoutes(router: Router<AppState>, deps: AppDeps): ProductSyncRunner {
  const { db, config, secrets, logger } = deps;
  const auth = requireAuth(db);
  const runner = new ProductSyncRunner(db, logger);

  const activeIntegration = async (storeId: number) => {
    const integration = await findIntegration(db.manager, storeId, 'shopify');
    if (!integration?.isActive) throw new ValidationError(SHOPIFY_NOT_CONNECTED_MESSAGE);
    return integration;
  };
  const view = async (storeId: number, integration: StoreIntegration | null): Promise<ShopifyIntegration> =>
    shopifyView(
      secrets,
      integration,
      await latestJob(db.manager, storeId, 'shopify'),
      new Date(),
      runner.staleMs,
    );

  router.get('/api/integrations/shopify', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    try {
      await requireOwnedStore(db.manager, user.id, store_id);
    } catch (error) {
      if (error instanceof ForbiddenError) throw new ForbiddenError(SHOPIFY_FORBIDDEN_MESSAGE);
      throw error;
    }
    ctx.body = await view(store_id, await findIntegration(db.manager, store_id, 'shopify'));
  });

  router.post('/api/integrations/shopify', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, shopifySavePayload);
    const store = await requireOwnedStore(db.manager, user.id, payload.store_id);
    const integration = await saveShopifyIntegration(db, config, secrets, store, payload);
    ctx.body = {
      message: SHOPIFY_CONNECTED_MESSAGE,
      integration: await view(store.id, integration),
    } satisfies ShopifySaveResponse;
  });

  router.delete('/api/integrations/shopify', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    const integration = await findIntegration(db.manager, store_id, 'shopify');
    if (integration?.checkoutInstalled && integration.themeId) {
      // Best effort: a revoked token or an unreachable shop does not keep the merchant connected.
      await removeCheckoutSnippet(clientFor(config, secrets, integration), integration.themeId).catch(
        (error) =>
          logger.warn({ err: error, storeId: store_id }, 'Não foi possível remover o snippet do tema'),
      );
    }
    if (integration)
      await db.transaction((manager) =>
        manager.getRepository(StoreIntegration).delete({ id: integration.id }),
      );
    ctx.body = { message: SHOPIFY_REMOVED_MESSAGE } satisfies MessageResponse;
  });

  router.post('/api/shopify/sync-products', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateBody(ctx, storeActionPayload);
    const store = await requireOwnedStore(db.manager, user.id, store_id);
    const integration = await activeIntegration(store.id);
    await startSync(ctx, deps, runner, store, 'shopify', shopifySyncSource(config, secrets, integration));
  });

  router.get('/api/shopify/sync-products', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    await syncStatus(ctx, deps, runner, store_id, 'shopify');
  });

  router.post('/api/shopify/install-checkout', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateBody(ctx, storeActionPayload);
    const store = await requireOwnedStore(db.manager, user.id, store_id);
    const integration = await activeIntegration(store.id);
    let theme: { themeId: string; themeName: string };
    try {
      theme = await installCheckoutSnippet(clientFor(config, secrets, integration), {
        cartUrl: `${config.publicUrl}/c/${store.id}/carrinho`,
        skipCart: integration.skipCart,
      });
    } catch (error) {
      if (error instanceof NoMainThemeError) throw new ValidationError(NO_THEME_MESSAGE);
      const known = shopifyHttpError(error, THEME_ACCESS_MESSAGE);
      if (known) throw known;
      logger.warn({ err: error, storeId: store.id }, 'Falha ao instalar o checkout no tema');
      throw new HttpError(502, INSTALL_FAILED_MESSAGE);
    }
    await db.transaction((manager) =>
      manager.getRepository(StoreIntegration).update(integration.id, {
        checkoutInstalled: true,
        themeId: theme.themeId,
        themeName: theme.themeName,
      }),
    );
    ctx.body = { message: `Checkout instalado no tema ${theme.themeName}.` } satisfies MessageResponse;
  });

  router.delete('/api/shopify/install-checkout', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    const store = await requireOwnedStore(db.manager, user.id, store_id);
    const integration = await activeIntegration(store.id);
    if (integration.checkoutInstalled && integration.themeId) {
      try {
        await removeCheckoutSnippet(clientFor(config, secrets, integration), integration.themeId);
      } catch (error) {
        const known = shopifyHttpError(error, THEME_ACCESS_MESSAGE);
        if (known) throw known;
        logger.warn({ err: error, storeId: store.id }, 'Falha ao remover o checkout do tema');
        throw new HttpError(502, 'Falha ao remover o checkout do tema.');
      }
    }
    await db.transaction((manager) =>
      manager
        .getRepository(StoreIntegration)
        .update(integration.id, { checkoutInstalled: false, themeId: null, themeName: null }),
    );
    ctx.body = {
      message: `Checkout removido do tema${integration.themeName ? ` ${integration.themeName}` : ''}.`,
    } satisfies MessageResponse;
  });

  return runner;
}
