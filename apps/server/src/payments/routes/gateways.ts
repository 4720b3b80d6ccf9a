import type Router from '@koa/router';
import {
  GATEWAY_NOT_FOUND_MESSAGE,
  type GatewayProvider,
  type GatewaySaveResponse,
  type GatewaysResponse,
  gatewayProviderParam,
  gatewayRoutingPayload,
  gatewaySavePayload,
  storeQuery,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { NotFoundError } from '../../shared/errors.ts';
import {
  type CredentialValidators,
  credentialValidators,
  deactivateGateway,
  gatewaysView,
  saveGateway,
  saveRouting,
} from '../gateway-config.ts';

function providerOf(value: string | undefined): GatewayProvider {
  const parsed = gatewayProviderParam.safeParse(value);
  if (!parsed.success) throw new NotFoundError(GATEWAY_NOT_FOUND_MESSAGE);
  return parsed.data;
}

/**
 * /api/gateways (/gateways): the store's gateways (with Pagar.me's notification URL for its
 * dashboard) and routing, saving a gateway (credentials checked
 * with the provider before anything is stored), deactivating it, and the routing. `validators`
 * decides how credentials are checked (the providers at the configured base URLs by default).
 */
export function registerGatewayRoutes(
  router: Router<AppState>,
  deps: AppDeps,
  validators: CredentialValidators = credentialValidators(deps.config),
): void {
  const { db, secrets } = deps;
  // The Pagar.me card shows the store's notification URL, at this server's public address.
  const { publicUrl } = deps.config;
  const auth = requireAuth(db);

  router.get('/api/gateways', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    ctx.body = (await gatewaysView(db.manager, secrets, store_id, publicUrl)) satisfies GatewaysResponse;
  });

  // Before /:provider, which would otherwise take 'routing' for a provider.
  router.put('/api/gateways/routing', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, gatewayRoutingPayload);
    await requireOwnedStore(db.manager, user.id, payload.store_id);
    ctx.body = (await saveRouting(
      db,
      secrets,
      payload.store_id,
      payload,
      publicUrl,
    )) satisfies GatewaySaveResponse;
  });

  router.put('/api/gateways/:provider', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const provider = providerOf(ctx.params.provider);
    const payload = validateBody(ctx, gatewaySavePayload);
    // The store is checked before the provider is called: no request on behalf of someone else's store.
    await requireOwnedStore(db.manager, user.id, payload.store_id);
    ctx.body = (await saveGateway(
      db,
      secrets,
      validators,
      payload.store_id,
      provider,
      payload,
      publicUrl,
    )) satisfies GatewaySaveResponse;
  });

  router.delete('/api/gateways/:provider', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const provider = providerOf(ctx.params.provider);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    ctx.body = (await deactivateGateway(
      db,
      secrets,
      store_id,
      provider,
      publicUrl,
    )) satisfies GatewaySaveResponse;
  });
}
