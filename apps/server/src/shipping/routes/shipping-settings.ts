import type Router from '@koa/router';
import {
  melhorEnvioConnectPayload,
  type ShippingSettingsResponse,
  shippingSettingsPayload,
  storeQuery,
} from '@pagora/contract';
import type { Freight } from '../../checkout/freight.ts';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import {
  connectMelhorEnvio,
  disconnectMelhorEnvio,
  readStoreShipping,
  saveShippingSettings,
  shippingSettingsView,
} from '../settings.ts';

/**
 * /logistica's freight settings: origin CEP, quote margin, free shipping, and the Melhor Envio
 * connection (the token is checked with Melhor Envio before it is stored, sealed, and never sent back).
 */
export function registerShippingSettingsRoutes(
  router: Router<AppState>,
  { db, secrets }: AppDeps,
  freight: Freight,
): void {
  const auth = requireAuth(db);

  router.get('/api/shipping-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, store_id);
    const row = await readStoreShipping(db.manager, store_id);
    ctx.body = shippingSettingsView(store_id, row) satisfies ShippingSettingsResponse;
  });

  router.put('/api/shipping-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, shippingSettingsPayload);
    const row = await saveShippingSettings(db, user.id, payload.store_id, {
      originCep: payload.origin_cep,
      marginType: payload.margin_type,
      marginValue: payload.margin_value,
      freeShippingFromCents: payload.free_shipping_from_cents,
    });
    ctx.body = shippingSettingsView(payload.store_id, row) satisfies ShippingSettingsResponse;
  });

  router.put('/api/shipping-settings/melhorenvio', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, melhorEnvioConnectPayload);
    const row = await connectMelhorEnvio(
      db,
      { secrets, melhorenvio: freight.melhorenvio },
      user.id,
      payload.store_id,
      payload.token,
      new Date(),
    );
    ctx.body = shippingSettingsView(payload.store_id, row) satisfies ShippingSettingsResponse;
  });

  router.delete('/api/shipping-settings/melhorenvio', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { store_id } = validateQuery(ctx, storeQuery);
    const row = await disconnectMelhorEnvio(db, user.id, store_id);
    ctx.body = shippingSettingsView(store_id, row) satisfies ShippingSettingsResponse;
  });
}
