import type { Coupon } from '@pagora/contract';

const base = { store_id: 12, created_at: '2026-03-01T12:00:00.000Z' };

/** 10% for new customers, once each, no dates. */
export const welcomeCoupon: Coupon = {
  ...base,
  id: 1,
  name: 'Boas-vindas',
  code: 'BEMVINDO10',
  max_uses: 500,
  discount_type: 'percent',
  discount_value: 10,
  start_date: null,
  end_date: null,
  is_unique_per_customer: true,
  is_auto_apply: false,
};

/** R$ 25,00 off during Black Friday weekend (27–29/11/2026, São Paulo days), applied automatically. */
export const blackFridayCoupon: Coupon = {
  ...base,
  id: 2,
  name: 'Black Friday',
  code: 'BLACKFRIDAY',
  max_uses: 1000,
  discount_type: 'value',
  discount_value: 2500,
  start_date: '2026-11-27T03:00:00.000Z',
  end_date: '2026-11-30T02:59:59.999Z',
  is_unique_per_customer: false,
  is_auto_apply: true,
};

/** 15% for VIP customers from 01/03/2026 on, once each and automatic. */
export const vipCoupon: Coupon = {
  ...base,
  id: 3,
  name: 'Clientes VIP',
  code: 'VIP15',
  max_uses: 50,
  discount_type: 'percent',
  discount_value: 15,
  start_date: '2026-03-01T03:00:00.000Z',
  end_date: null,
  is_unique_per_customer: true,
  is_auto_apply: true,
};

/** An old coupon whose stored start date cannot be read. */
export const invalidDateCoupon: Coupon = {
  ...base,
  id: 4,
  name: 'Cupom antigo',
  code: 'ANTIGO5',
  max_uses: 10,
  discount_type: 'value',
  discount_value: 500,
  start_date: '31/02/2025',
  end_date: '2025-12-31',
  is_unique_per_customer: false,
  is_auto_apply: false,
};

export const coupons: Coupon[] = [blackFridayCoupon, vipCoupon, welcomeCoupon];
