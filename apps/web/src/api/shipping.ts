import type { MessageResponse, ShippingOption, ShippingPayload } from '@pagora/contract';
import { api } from './client.ts';

/** GET /api/shipping?store_id= — the store's shipping options. */
export const listShippingOptions = (storeId: number) =>
  api.get('shipping', { searchParams: { store_id: storeId } }).json<ShippingOption[]>();

export const createShippingOption = (body: ShippingPayload) =>
  api.post('shipping', { json: body }).json<ShippingOption>();

export const updateShippingOption = (id: number, body: ShippingPayload) =>
  api.put(`shipping/${id}`, { json: body }).json<ShippingOption>();

export const deleteShippingOption = (id: number) => api.delete(`shipping/${id}`).json<MessageResponse>();
