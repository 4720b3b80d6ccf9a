import type {
  MessageResponse,
  ShopifyIntegration,
  ShopifySavePayload,
  ShopifySaveResponse,
  SyncJob,
  SyncStartResponse,
  TrackingIntegration,
  TrackingIntegrationSaved,
  TrackingIntegrationView,
  WooIntegration,
  WooSavePayload,
  WooSaveResponse,
} from '@pagora/contract';
import { api } from './client.ts';

export type SyncSource = 'shopify' | 'woocommerce';

const store = (storeId: number) => ({ searchParams: { store_id: storeId } });

export const getShopify = (storeId: number) =>
  api.get('integrations/shopify', store(storeId)).json<ShopifyIntegration>();
export const saveShopify = (body: ShopifySavePayload) =>
  api.post('integrations/shopify', { json: body }).json<ShopifySaveResponse>();
export const disconnectShopify = (storeId: number) =>
  api.delete('integrations/shopify', store(storeId)).json<MessageResponse>();
export const installShopifyCheckout = (storeId: number) =>
  api.post('shopify/install-checkout', { json: { store_id: storeId } }).json<MessageResponse>();
export const removeShopifyCheckout = (storeId: number) =>
  api.delete('shopify/install-checkout', store(storeId)).json<MessageResponse>();

export const getWooCommerce = (storeId: number) =>
  api.get('integrations/woocommerce', store(storeId)).json<WooIntegration>();
export const saveWooCommerce = (body: WooSavePayload) =>
  api.post('integrations/woocommerce', { json: body }).json<WooSaveResponse>();
export const deleteWooCommerce = (storeId: number) =>
  api.delete('integrations/woocommerce', store(storeId)).json<MessageResponse>();

/**
 * Downloads the 'Pagora Checkout' WordPress plugin with the store's settings (a .zip) through the
 * authenticated client and hands it to the browser as a file.
 */
export async function downloadWooPlugin(storeId: number): Promise<void> {
  const response = await api.get('woocommerce/plugin', store(storeId));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'pagora-checkout.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST …/sync-products: starts a background sync (202) whose progress `getSync` reads. */
export const startSync = (source: SyncSource, storeId: number) =>
  api.post(`${source}/sync-products`, { json: { store_id: storeId } }).json<SyncStartResponse>();
/** The latest sync of the shop, or null before the first. */
export const getSync = (source: SyncSource, storeId: number) =>
  api.get(`${source}/sync-products`, store(storeId)).json<SyncJob | null>();

export const getTracking = (kind: TrackingIntegration, storeId: number) =>
  api.get(`integrations/${kind}`, store(storeId)).json<TrackingIntegrationView>();
export const saveTracking = (
  kind: TrackingIntegration,
  storeId: number,
  body: { webhook_url: string } | { client_id: string; client_secret?: string },
) => api.put(`integrations/${kind}`, { ...store(storeId), json: body }).json<TrackingIntegrationSaved>();
export const deleteTracking = (kind: TrackingIntegration, storeId: number) =>
  api.delete(`integrations/${kind}`, store(storeId)).json<MessageResponse>();
