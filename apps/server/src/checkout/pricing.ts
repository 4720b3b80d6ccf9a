import { type CheckoutTotals, type DiscountType, formatCents } from '@pagora/contract';

/*
 * The checkout's arithmetic, in integer cents and free of I/O: the page and the order placement
 * both call it, so what the buyer saw is exactly what is charged.
 */

/** What pricing needs of a coupon. */
export interface PricedCoupon {
  discountType: DiscountType;
  /** Cents for 'value'; a whole percentage for 'percent'. */
  discountValue: number;
}

export interface PricingInput {
  /** The products' subtotal: Σ unit price × quantity over the checkout's lines. */
  productPriceCents: number;
  /** The order bump's offer price when the buyer ticked it, else null. */
  bumpCents: number | null;
  coupon: PricedCoupon | null;
  /** The chosen shipping option's price; null for digital products or while none is chosen. */
  shippingCents: number | null;
}

/**
 * The discount a coupon gives on `baseCents` (product + bump; shipping is never discounted):
 * percentages rounded half-up to the cent, fixed values capped at the base so totals never go negative.
 */
export function couponDiscountCents(coupon: PricedCoupon, baseCents: number): number {
  if (baseCents <= 0) return 0;
  if (coupon.discountType === 'percent') {
    const percent = Math.min(100, Math.max(0, coupon.discountValue));
    return Math.floor((baseCents * percent + 50) / 100);
  }
  return Math.min(Math.max(0, coupon.discountValue), baseCents);
}

/** Subtotal, bump, discount, shipping and total of a checkout. */
export function computeTotals(input: PricingInput): CheckoutTotals {
  const bump = input.bumpCents ?? 0;
  const discount = input.coupon ? couponDiscountCents(input.coupon, input.productPriceCents + bump) : 0;
  return {
    subtotal_cents: input.productPriceCents,
    bump_cents: bump,
    discount_cents: discount,
    shipping_cents: input.shippingCents,
    total_cents: input.productPriceCents + bump - discount + (input.shippingCents ?? 0),
  };
}

/** How the applied coupon reads in the summary: '10%' or 'R$ 5,00'. */
export function couponLabel(coupon: PricedCoupon): string {
  return coupon.discountType === 'percent' ? `${coupon.discountValue}%` : formatCents(coupon.discountValue);
}

/** A shipping price as the buyer reads it: 'Grátis' at zero, else the amount in reais. */
export function shippingPriceLabel(cents: number): string {
  return cents === 0 ? 'Grátis' : formatCents(cents);
}
