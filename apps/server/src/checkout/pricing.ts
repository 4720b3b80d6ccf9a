import {
  applyPaymentTerms,
  type CheckoutErrors,
  type CheckoutFieldValues,
  type CheckoutTotals,
  type DiscountType,
  formatCents,
  INSTALLMENTS_NOT_OFFERED_MESSAGE,
  integerOrNull,
  type PaymentChoice,
  type PaymentTerms,
} from '@pagora/contract';

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
  /**
   * How the buyer pays, under the store's payment terms (PIX discount, card installments with
   * interest; see @pagora/contract's payment-terms.ts for the rounding rules). Without it: the
   * totals before any payment terms, as for boleto.
   */
  payment?: { choice: PaymentChoice; terms: PaymentTerms };
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

/** Terms that change nothing (used when no payment is chosen). */
const NO_TERMS: PaymentTerms = {
  max_installments: 1,
  interest_free_installments: 1,
  monthly_interest_percent: 0,
  min_installment_cents: 0,
  pix_discount_percent: 0,
};

/**
 * Subtotal, bump, discount, shipping, interest and total of a checkout: the coupon first (on
 * product + bump), then the payment terms of `input.payment` (the PIX discount on what is left of
 * product + bump, or the card plan's interest on everything the card pays).
 */
export function computeTotals(input: PricingInput): CheckoutTotals {
  const bump = input.bumpCents ?? 0;
  const discount = input.coupon ? couponDiscountCents(input.coupon, input.productPriceCents + bump) : 0;
  const before = {
    subtotal_cents: input.productPriceCents,
    bump_cents: bump,
    discount_cents: discount,
    shipping_cents: input.shippingCents,
  };
  if (!input.payment) return applyPaymentTerms(before, null, NO_TERMS);
  return applyPaymentTerms(before, input.payment.choice, input.payment.terms);
}

/** The buyer's way of paying from the form's values (a count that is not a whole number is 1x). */
export function paymentChoiceOf(
  values: Pick<CheckoutFieldValues, 'payment_method' | 'installments'>,
): PaymentChoice {
  const count = integerOrNull(values.installments.trim() || '1');
  return { method: values.payment_method, installments: count !== null && count >= 1 ? count : 1 };
}

/**
 * Order placement's check of the card plan: a count the store does not offer for this amount (a
 * stale form after the price changed, or an altered one) is refused on the installments field.
 */
export function installmentsRefusal(totals: CheckoutTotals, choice: PaymentChoice): CheckoutErrors | null {
  if (choice.method !== 'card' || totals.installments?.count === choice.installments) return null;
  return { installments: INSTALLMENTS_NOT_OFFERED_MESSAGE };
}

/**
 * The order's columns for the payment terms: the PIX discount (already inside discount_cents),
 * the interest (already inside total_cents, which is what the provider charges) and the card
 * installment's amount.
 */
export function paymentTermsColumns(totals: CheckoutTotals) {
  return {
    pixDiscountCents: totals.pix_discount_cents,
    interestCents: totals.interest_cents,
    installmentCents: totals.installments?.installment_cents ?? null,
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
