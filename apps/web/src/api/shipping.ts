import type {
  MelhorEnvioConnectPayload,
  MessageResponse,
  ShippingOption,
  ShippingPayload,
  ShippingSettingsPayload,
  ShippingSettingsResponse,
} from '@pagora/contract';
import { api } from './client.ts';

/** GET /api/shipping?store_id= — the store's shipping options. */
export const listShippingOptions = (storeId: number) =>
  api.get('shipping', { searchParams: { store_id: storeId } }).json<ShippingOption[]>();

export const createShippingOption = (body: ShippingPayload) =>
  api.post('shipping', { json: body }).json<ShippingOption>();

export const updateShippingOption = (id: number, body: ShippingPayload) =>
  api.put(`shipping/${id}`, { json: body }).json<ShippingOption>();

export const deleteShippingOption = (id: number) => api.delete(`shipping/${id}`).json<MessageResponse>();

/** GET /api/shipping-settings?store_id= — origin CEP, quote rules and the Melhor Envio connection. */
export const getShippingSettings = (storeId: number) =>
  api.get('shipping-settings', { searchParams: { store_id: storeId } }).json<ShippingSettingsResponse>();

export const saveShippingSettings = (body: ShippingSettingsPayload) =>
  api.put('shipping-settings', { json: body }).json<ShippingSettingsResponse>();

/** The token is checked with Melhor Envio before it is stored. */
export const connectMelhorEnvio = (body: MelhorEnvioConnectPayload) =>
  api.put('shipping-settings/melhorenvio', { json: body }).json<ShippingSettingsResponse>();

export const disconnectMelhorEnvio = (storeId: number) =>
  api
    .delete('shipping-settings/melhorenvio', { searchParams: { store_id: storeId } })
    .json<ShippingSettingsResponse>();
