import type {
  OrderFollowUp,
  RecoveryMethods,
  RecoverySettings,
  RecoverySettingsPayload,
  TrackingPayload,
  TrackingSaved,
  WhatsappLinks,
} from '@pagora/contract';
import { api } from './client.ts';

/** GET /api/orders/:id/follow-up — the order's tracking and its 'Chamar no WhatsApp' link. */
export const getOrderFollowUp = (id: number) => api.get(`orders/${id}/follow-up`).json<OrderFollowUp>();

/** PUT /api/orders/:id/tracking — sets or changes the parcel's code; the buyer is e-mailed. */
export const saveOrderTracking = (id: number, body: TrackingPayload) =>
  api.put(`orders/${id}/tracking`, { json: body }).json<TrackingSaved>();

/**
 * GET /api/orders/whatsapp or /api/abandoned-carts/whatsapp — the links of a page's rows (at most
 * 50 ids); only rows that get one are in the answer.
 */
export const getWhatsappLinks = (which: 'orders' | 'abandoned-carts', storeId: number, ids: number[]) =>
  api
    .get(`${which}/whatsapp`, { searchParams: { store_id: storeId, ids: ids.join(',') } })
    .json<WhatsappLinks>();

/** GET /api/recovery-settings — the store's recovery e-mails per payment method. */
export const getRecoverySettings = (storeId: number) =>
  api.get('recovery-settings', { searchParams: { store_id: storeId } }).json<RecoverySettings>();

/** PUT /api/recovery-settings — replaces the four cases; answers what is stored. */
export const saveRecoverySettings = (body: RecoverySettingsPayload) =>
  api.put('recovery-settings', { json: body }).json<{ message: string; methods: RecoveryMethods }>();
