import type { CheckoutImageKind, CheckoutSettingsPayload, CheckoutSettingsResponse } from '@pagora/contract';
import { api } from './client.ts';

/** GET /api/checkout-settings?store_id= — the store's settings (defaults until saved), redirects and preview products. */
export const getCheckoutSettings = (storeId: number) =>
  api.get('checkout-settings', { searchParams: { store_id: storeId } }).json<CheckoutSettingsResponse>();

/** PUT /api/checkout-settings — replaces the whole settings object; answers like GET. */
export const saveCheckoutSettings = (payload: CheckoutSettingsPayload) =>
  api.put('checkout-settings', { json: payload }).json<CheckoutSettingsResponse>();

/** POST /api/checkout-settings/images (multipart store_id, kind, image) → the uploaded image's URL. */
export async function uploadCheckoutImage(
  storeId: number,
  kind: CheckoutImageKind,
  file: File,
): Promise<string> {
  const body = new FormData();
  body.append('store_id', String(storeId));
  body.append('kind', kind);
  body.append('image', file);
  const { url } = await api.post('checkout-settings/images', { body }).json<{ url: string }>();
  return url;
}
