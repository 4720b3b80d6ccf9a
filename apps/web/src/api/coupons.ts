import type { Coupon, CouponPayload, MessageResponse } from '@pagora/contract';
import { api } from './client.ts';

/** GET /api/coupons?store_id= — the store's coupons. */
export const listCoupons = (storeId: number) =>
  api.get('coupons', { searchParams: { store_id: storeId } }).json<Coupon[]>();

export const createCoupon = (body: CouponPayload) => api.post('coupons', { json: body }).json<Coupon>();

export const updateCoupon = (id: number, body: CouponPayload) =>
  api.put(`coupons/${id}`, { json: body }).json<Coupon>();

export const deleteCoupon = (id: number) => api.delete(`coupons/${id}`).json<MessageResponse>();
