import type { MessageResponse, Offer, OfferPayload } from '@pagora/contract';
import { api } from './client.ts';

/** Order bumps (offered on the checkout) and upsells (offered after an approved payment). */
export type OfferKind = 'bump' | 'upsell';

const paths: Record<OfferKind, string> = { bump: 'order-bumps', upsell: 'upsells' };

/** GET /api/order-bumps?store_id= or /api/upsells?store_id= — the store's offers of that kind. */
export const listOffers = (kind: OfferKind, storeId: number) =>
  api.get(paths[kind], { searchParams: { store_id: storeId } }).json<Offer[]>();

export const createOffer = (kind: OfferKind, body: OfferPayload) =>
  api.post(paths[kind], { json: body }).json<Offer>();

export const updateOffer = (kind: OfferKind, id: number, body: OfferPayload) =>
  api.put(`${paths[kind]}/${id}`, { json: body }).json<Offer>();

export const deleteOffer = (kind: OfferKind, id: number) =>
  api.delete(`${paths[kind]}/${id}`).json<MessageResponse>();
