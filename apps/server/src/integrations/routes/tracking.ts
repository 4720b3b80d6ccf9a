import type Router from '@koa/router';
import {
  INTEGRATION_REMOVED_MESSAGE,
  INTEGRATION_SAVED_MESSAGE,
  type MessageResponse,
  reportanaIntegrationPayload,
  storeQuery,
  TRACKING_INTEGRATIONS,
  type TrackingIntegrationSaved,
  type TrackingIntegrationView,
  webhookUrlIntegrationPayload,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { vetWebhookUrl } from '../../webhooks/endpoints.ts';
import {
  checkReportanaCredentials,
  findIntegration,
  integrationView,
  removeIntegration,
  reportanaCredentialsToSave,
  saveIntegration,
} from '../tracking.ts';

/**
 * /api/integrations/neorastro|utmify|reportana?store_id=: the store's tracking integrations
 * (/apps). NeoRastro and Utmify take `{ webhook_url }`, Reportana `{ client_id, client_secret }`
 * (the secret sealed at rest and answered only as a hint). Explicit paths, so other
 * /api/integrations/* routes (Shopify, WooCommerce) live beside them.
 */
export function registerTrackingIntegrationRoutes(router: Router<AppState>, deps: AppDeps): void {
  const { db, config, secrets } = deps;
  const auth = requireAuth(db);

  for (const kind of TRACKING_INTEGRATIONS) {
    const path = `/api/integrations/${kind}`;

    router.get(path, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const query = validateQuery(ctx, storeQuery);
      await requireOwnedStore(db.manager, user.id, query.store_id);
      const endpoint = await findIntegration(db.manager, query.store_id, kind);
      ctx.body = integrationView(kind, endpoint, secrets) satisfies TrackingIntegrationView;
    });

    router.put(path, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const query = validateQuery(ctx, storeQuery);
      await requireOwnedStore(db.manager, user.id, query.store_id);
      let input: Parameters<typeof saveIntegration>[4];
      if (kind === 'reportana') {
        const payload = validateBody(ctx, reportanaIntegrationPayload);
        const credentials = await reportanaCredentialsToSave(db.manager, secrets, query.store_id, payload);
        // Outside the transaction: no database lock is held while Reportana answers.
        await checkReportanaCredentials(config.reportanaApiUrl, credentials);
        input = { url: config.reportanaApiUrl, credentials };
      } else {
        const payload = validateBody(ctx, webhookUrlIntegrationPayload);
        input = { url: await vetWebhookUrl(config, payload.webhook_url) };
      }
      const endpoint = await db.transaction(async (manager) => {
        const store = await requireOwnedStore(manager, user.id, query.store_id);
        return saveIntegration(manager, secrets, store, kind, input);
      });
      ctx.body = {
        message: INTEGRATION_SAVED_MESSAGE,
        integration: integrationView(kind, endpoint, secrets),
      } satisfies TrackingIntegrationSaved;
    });

    router.delete(path, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const query = validateQuery(ctx, storeQuery);
      await requireOwnedStore(db.manager, user.id, query.store_id);
      await db.transaction((manager) => removeIntegration(manager, query.store_id, kind));
      ctx.body = { message: INTEGRATION_REMOVED_MESSAGE } satisfies MessageResponse;
    });
  }
}
