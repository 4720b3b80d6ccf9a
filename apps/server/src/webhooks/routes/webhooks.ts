import type Router from '@koa/router';
import {
  type MessageResponse,
  storeQuery,
  WEBHOOK_CREATED_MESSAGE,
  WEBHOOK_DELETED_MESSAGE,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_ENABLED_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_RESENT_MESSAGE,
  WEBHOOK_SECRET_ROTATED_MESSAGE,
  WEBHOOK_TEST_SENT_MESSAGE,
  WEBHOOK_UPDATED_MESSAGE,
  type Webhook,
  type WebhookCreated,
  type WebhookDeliveriesPage,
  type WebhookFailedResent,
  type WebhookSaved,
  type WebhookSecretRotated,
  type WebhookTestSent,
  webhookDeliveriesQuery,
  webhookPayload,
  webhookResentFailedMessage,
  webhookUpdatePayload,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { WebhookDeliveryWorker } from '../delivery.ts';
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  enqueueTestEvent,
  listDeliveries,
  listWebhooks,
  requireOwnedWebhook,
  rotateWebhookSecret,
  scheduleResend,
  scheduleResendFailed,
  updateWebhook,
  vetWebhookUrl,
  webhookView,
} from '../endpoints.ts';

/**
 * /api/webhooks: a store's outgoing webhooks (/configuracoes). The secret is answered only on
 * creation and rotation. The test event, resends and what a reactivated endpoint kept are
 * delivered at once by this app's sender (the WebhookDeliveryWorker main.ts runs would also pick
 * them up on its next pass).
 */
export function registerWebhookRoutes(router: Router<AppState>, deps: AppDeps): WebhookDeliveryWorker {
  const { db, config, secrets } = deps;
  const auth = requireAuth(db);
  const sender = new WebhookDeliveryWorker(deps);

  router.get('/api/webhooks', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    const endpoints = await listWebhooks(db.manager, query.store_id);
    ctx.body = endpoints.map(webhookView) satisfies Webhook[];
  });

  router.post('/api/webhooks', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, webhookPayload);
    await requireOwnedStore(db.manager, user.id, payload.store_id);
    const url = await vetWebhookUrl(config, payload.url);
    const { endpoint, secret } = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, payload.store_id);
      return createWebhook(manager, secrets, store, { name: payload.name, url, events: payload.events });
    });
    ctx.status = 201;
    ctx.body = {
      message: WEBHOOK_CREATED_MESSAGE,
      webhook: webhookView(endpoint),
      secret,
    } satisfies WebhookCreated;
  });

  router.put('/api/webhooks/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    await requireOwnedWebhook(db.manager, user.id, id);
    const payload = validateBody(ctx, webhookUpdatePayload);
    const url = await vetWebhookUrl(config, payload.url);
    const endpoint = await db.transaction((manager) =>
      updateWebhook(manager, user.id, id, { name: payload.name, url, events: payload.events }),
    );
    ctx.body = { message: WEBHOOK_UPDATED_MESSAGE, webhook: webhookView(endpoint) } satisfies WebhookSaved;
  });

  router.delete('/api/webhooks/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => deleteWebhook(manager, user.id, id));
    ctx.body = { message: WEBHOOK_DELETED_MESSAGE } satisfies MessageResponse;
  });

  router.post('/api/webhooks/:id/rotate-secret', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    const secret = await db.transaction((manager) =>
      rotateWebhookSecret(manager, secrets, user.id, id, new Date()),
    );
    ctx.body = { message: WEBHOOK_SECRET_ROTATED_MESSAGE, secret } satisfies WebhookSecretRotated;
  });

  router.post('/api/webhooks/:id/enable', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    const endpoint = await db.transaction((manager) => enableWebhook(manager, user.id, id, new Date()));
    sender.drainEndpointSoon(endpoint.id);
    ctx.body = { message: WEBHOOK_ENABLED_MESSAGE, webhook: webhookView(endpoint) } satisfies WebhookSaved;
  });

  router.post('/api/webhooks/:id/test', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    const deliveryId = await db.transaction(async (manager) => {
      const endpoint = await requireOwnedWebhook(manager, user.id, id);
      return enqueueTestEvent(manager, endpoint, new Date());
    });
    sender.deliverSoon(deliveryId);
    ctx.body = { message: WEBHOOK_TEST_SENT_MESSAGE, delivery_id: deliveryId } satisfies WebhookTestSent;
  });

  router.get('/api/webhooks/:id/deliveries', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    const query = validateQuery(ctx, webhookDeliveriesQuery);
    const endpoint = await requireOwnedWebhook(db.manager, user.id, id);
    ctx.body = (await listDeliveries(db.manager, endpoint.id, query.page)) satisfies WebhookDeliveriesPage;
  });

  router.post('/api/webhooks/deliveries/:id/resend', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => scheduleResend(manager, user.id, id, new Date()));
    sender.deliverSoon(id);
    ctx.body = { message: WEBHOOK_RESENT_MESSAGE, delivery_id: id } satisfies WebhookTestSent;
  });

  router.post('/api/webhooks/:id/resend-failed', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, WEBHOOK_NOT_FOUND_MESSAGE);
    const queued = await db.transaction((manager) => scheduleResendFailed(manager, user.id, id, new Date()));
    if (queued > 0) sender.drainEndpointSoon(id);
    ctx.body = { message: webhookResentFailedMessage(queued), queued } satisfies WebhookFailedResent;
  });

  return sender;
}
