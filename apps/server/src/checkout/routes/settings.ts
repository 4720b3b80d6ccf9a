import type Router from '@koa/router';
import {
  type CheckoutRedirects,
  type CheckoutSettingsResponse,
  checkoutImageFields,
  checkoutRedirectsPayload,
  checkoutSettingsPayload,
  MAX_IMAGE_BYTES,
  storeQuery,
} from '@pagora/contract';
import { imageTooLargeMessage } from '../../catalog/uploads.ts';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { readMultipartForm } from '../../http/multipart.ts';
import { validate, validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { ValidationError } from '../../shared/errors.ts';
import {
  checkoutSettingsView,
  prepareCheckoutImage,
  saveCheckoutRedirects,
  saveCheckoutSettings,
  storeCheckoutImage,
} from '../settings.ts';

/**
 * The builder's image form. Which kind (and so which limit) is only known once the form is read,
 * so the stream is capped at the larger (logo) limit and the banner's is checked afterwards.
 */
const imageForm = { fileField: 'image', maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: imageTooLargeMessage() };

/** The checkout builder (/configuracao-checkout): settings, redirects and their images. */
export function registerCheckoutSettingsRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  /** Defaults when the store never saved; with the products the builder can preview. */
  router.get('/api/checkout-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = (await checkoutSettingsView(db.manager, query.store_id)) satisfies CheckoutSettingsResponse;
  });

  /** Replaces the whole settings object. */
  router.put('/api/checkout-settings', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, checkoutSettingsPayload);
    await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, payload.store_id);
      await saveCheckoutSettings(manager, store.id, payload.settings);
    });
    ctx.body = (await checkoutSettingsView(db.manager, payload.store_id)) satisfies CheckoutSettingsResponse;
  });

  router.put('/api/checkout-redirects', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, checkoutRedirectsPayload);
    ctx.body = (await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, payload.store_id);
      return saveCheckoutRedirects(manager, store.id, {
        card: payload.card,
        pix: payload.pix,
        boleto: payload.boleto,
      });
    })) satisfies CheckoutRedirects;
  });

  /** Stores a banner or logo and answers its URL; saving the settings is what puts it on the checkout. */
  router.post('/api/checkout-settings/images', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const form = await readMultipartForm(ctx, imageForm);
    const fields = validate(checkoutImageFields, form.fields);
    const image = form.file;
    if (!image) throw new ValidationError('Selecione uma imagem para enviar.');
    const prepared = await prepareCheckoutImage(fields.kind, image);
    const answer = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, fields.store_id);
      return storeCheckoutImage(manager, store, prepared);
    });
    ctx.status = 201;
    ctx.body = answer;
  });
}
