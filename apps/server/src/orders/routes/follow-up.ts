import type Router from '@koa/router';
import {
  ORDER_NOT_FOUND,
  type OrderFollowUp,
  RECOVERY_SETTINGS_SAVED_MESSAGE,
  type RecoverySettings,
  recoverySettingsPayload,
  storeQuery,
  type TrackingSaved,
  trackingPayload,
  type WhatsappLinks,
  whatsappLinksQuery,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { recoveryMethodsOf, saveRecoveryMethods } from '../payment-recovery.ts';
import { saveTracking } from '../tracking.ts';
import { cartWhatsappLinks, orderFollowUp, orderWhatsappLinks } from '../whatsapp.ts';

/**
 * Following an order up after the sale: its tracking code, the 'Chamar no WhatsApp' links of
 * /pedidos and the recovery e-mails per payment method. Registered before the order routes, so
 * '/api/orders/whatsapp' is not read as an order's id.
 */
export function registerFollowUpRoutes(router: Router<AppState>, { db, mailer, config }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/orders/whatsapp', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, whatsappLinksQuery);
    const store = await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = (await orderWhatsappLinks(
      db.manager,
      store,
      query.ids,
      config.publicUrl,
    )) satisfies WhatsappLinks;
  });

  router.get('/api/abandoned-carts/whatsapp', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, whatsappLinksQuery);
    const store = await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = (await cartWhatsappLinks(
      db.manager,
      store,
      query.ids,
      config.publicUrl,
    )) satisfies WhatsappLinks;
  });

  router.get('/api/orders/:id/follow-up', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND);
    ctx.body = (await orderFollowUp(db.manager, user.id, orderId, config.publicUrl)) satisfies OrderFollowUp;
  });

  /** Sets or changes the parcel's carrier and code; the buyer is e-mailed, the webhooks hear of it. */
  router.put('/api/orders/:id/tracking', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const orderId = parseId(ctx.params.id, ORDER_NOT_FOUND);
    const payload = validateBody(ctx, trackingPayload);
    ctx.body = (await saveTracking(db, mailer, {
      userId: user.id,
      orderId,
      carrier: payload.carrier,
      code: payload.code,
      publicUrl: config.publicUrl,
      now: new Date(),
    })) satisfies TrackingSaved;
  });

  router.get('/api/recovery-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    const store = await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = { methods: recoveryMethodsOf(store) } satisfies RecoverySettings;
  });

  router.put('/api/recovery-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, recoverySettingsPayload);
    const methods = await db.transaction(async (manager) =>
      saveRecoveryMethods(manager, await requireOwnedStore(manager, user.id, payload.store_id), payload),
    );
    ctx.body = { message: RECOVERY_SETTINGS_SAVED_MESSAGE, methods } satisfies RecoverySettings & {
      message: string;
    };
  });
}
