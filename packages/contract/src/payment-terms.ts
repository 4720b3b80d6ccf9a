/**
 * How the way a buyer pays changes what they pay: card installments (the first ones without
 * interest, the rest at the store's monthly rate) and the PIX discount. Pure and free of zod, so
 * the server (the checkout page and the order placement), the builder's preview and the checkout's
 * browser bundle all compute the same cents. Re-exported by checkout-core.ts.
 *
 * Rounding rules (every amount in integer cents):
 * - Without interest, P in n installments: the cents left over from P ÷ n go one each to the first
 *   installments (the leftover goes at the start of the plan, as card acquirers do). So the first
 *   installment, the one shown, is ⌈P/n⌉, no installment is more than one cent above another, and
 *   they add up to exactly P: R$ 100,00 in 3x is 33,34 + 33,33 + 33,33, shown '3x de R$ 33,34'.
 * - With interest i a month (Price table, French amortization), each installment is
 *   P·i / (1 − (1 + i)^−n), computed exactly (as a fraction of integers, no floating point) and
 *   rounded half-up to the cent. Every installment is that same value, the total is
 *   installment × n and the interest is total − P. An installment never comes out below ⌈P/n⌉, so a
 *   rate, however small, never makes the total less than P.
 * - PIX: the percentage off the products and the order bump after coupons, rounded half-up to the
 *   cent. Shipping is never discounted (it is what carrying the goods costs the store).
 * - The card's interest is charged on everything the card pays, shipping included.
 * - 1x is always offered. Any other count is offered only when every one of its installments is at
 *   least the store's minimum installment (and at least one cent).
 */
import type { CheckoutTotals, PaymentMethod } from './checkout-core.ts';

/** Card installments a store may offer at most. */
export const MAX_INSTALLMENTS = 12;
/** The largest PIX discount a store may give, in percent. */
export const MAX_PIX_DISCOUNT_PERCENT = 50;
/** The largest monthly interest rate a store may charge on installments, in percent. */
export const MAX_MONTHLY_INTEREST_PERCENT = 20;
/** The largest minimum installment a store may ask (R$ 1.000,00). */
export const MAX_MIN_INSTALLMENT_CENTS = 100_000;

/** The store's payment terms, as kept in the checkout settings' `options`. */
export interface PaymentTerms {
  /** 1 to MAX_INSTALLMENTS. */
  max_installments: number;
  /** How many of them are without interest: 1 to max_installments. */
  interest_free_installments: number;
  /** Monthly rate of the other installments, in percent with up to two decimals (2.99 = 2,99 % a.m.). */
  monthly_interest_percent: number;
  /** No installment below this (cents); 0 = no minimum. 1x is offered anyway. */
  min_installment_cents: number;
  /** Percent off products + bump when paying by PIX, up to two decimals; 0 = none. */
  pix_discount_percent: number;
}

/** One way to split a card payment, as the checkout offers it. */
export interface InstallmentOption {
  count: number;
  /** The installment shown: the first one (without interest it may be one cent above the others). */
  installment_cents: number;
  /** What the card pays in all: the amount without interest, installment × count with it. */
  total_cents: number;
  /** total_cents − the amount. */
  interest_cents: number;
  interest_free: boolean;
}

/** The card plan a total includes. */
export interface InstallmentPlan {
  count: number;
  installment_cents: number;
}

/** What PIX costs on the checkout when the store gives a PIX discount. */
export interface PixOffer {
  percent: number;
  /** The total when paying by PIX. */
  total_cents: number;
}

// ─── Settings' messages (the builder shows them beside the fields; the server refuses with them) ─

export const INTEREST_FREE_RANGE_MESSAGE = 'Parcelas sem juros: de 1 a 12.';
export const INTEREST_FREE_ABOVE_MAX_MESSAGE =
  'As parcelas sem juros não podem passar do número máximo de parcelas.';
export const MONTHLY_INTEREST_RANGE_MESSAGE = `Juros ao mês: de 0 a ${MAX_MONTHLY_INTEREST_PERCENT} %.`;
export const MONTHLY_INTEREST_DECIMALS_MESSAGE =
  'Juros ao mês: use no máximo duas casas decimais, como 2,99.';
export const MIN_INSTALLMENT_RANGE_MESSAGE = 'Parcela mínima: de R$ 0,00 a R$ 1.000,00.';
export const PIX_DISCOUNT_RANGE_MESSAGE = `Desconto no PIX: de 0 a ${MAX_PIX_DISCOUNT_PERCENT} %.`;
export const PIX_DISCOUNT_DECIMALS_MESSAGE = 'Desconto no PIX: use no máximo duas casas decimais, como 2,5.';
/** What the builder (and the schema) say when a field holds no number at all. */
export const MONTHLY_INTEREST_NUMBER_MESSAGE = 'Juros ao mês: informe um número, como 2,99.';
export const MIN_INSTALLMENT_NUMBER_MESSAGE = 'Parcela mínima: informe um valor em reais, como 5,00.';
export const PIX_DISCOUNT_NUMBER_MESSAGE = 'Desconto no PIX: informe um número, como 5.';
/** The card plan posted is not one the store offers for this amount (a stale or altered form). */
export const INSTALLMENTS_NOT_OFFERED_MESSAGE =
  'Este parcelamento não está disponível para este valor. Escolha outra opção de parcelas.';

/** The payment terms' fields the builder edits (and its errors are keyed by). */
export type PaymentTermsField = Exclude<keyof PaymentTerms, 'max_installments'>;

/** True for a finite number with at most two decimals (2.99 yes, 2.999 no). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A percentage with up to two decimals as an integer of hundredths: 2.99 → 299. */
export function percentHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * The Portuguese message for each payment-terms setting that is out of range (the types are
 * checked by the settings' schema). `max_installments` has its own check in the schema.
 */
export function paymentTermsErrors(terms: PaymentTerms): Partial<Record<PaymentTermsField, string>> {
  const errors: Partial<Record<PaymentTermsField, string>> = {};
  const free = terms.interest_free_installments;
  if (!Number.isInteger(free) || free < 1 || free > MAX_INSTALLMENTS) {
    errors.interest_free_installments = INTEREST_FREE_RANGE_MESSAGE;
  } else if (Number.isInteger(terms.max_installments) && free > terms.max_installments) {
    errors.interest_free_installments = INTEREST_FREE_ABOVE_MAX_MESSAGE;
  }
  const rate = terms.monthly_interest_percent;
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_MONTHLY_INTEREST_PERCENT) {
    errors.monthly_interest_percent = MONTHLY_INTEREST_RANGE_MESSAGE;
  } else if (!hasAtMostTwoDecimals(rate)) {
    errors.monthly_interest_percent = MONTHLY_INTEREST_DECIMALS_MESSAGE;
  }
  const minimum = terms.min_installment_cents;
  if (!Number.isSafeInteger(minimum) || minimum < 0 || minimum > MAX_MIN_INSTALLMENT_CENTS) {
    errors.min_installment_cents = MIN_INSTALLMENT_RANGE_MESSAGE;
  }
  const pix = terms.pix_discount_percent;
  if (!Number.isFinite(pix) || pix < 0 || pix > MAX_PIX_DISCOUNT_PERCENT) {
    errors.pix_discount_percent = PIX_DISCOUNT_RANGE_MESSAGE;
  } else if (!hasAtMostTwoDecimals(pix)) {
    errors.pix_discount_percent = PIX_DISCOUNT_DECIMALS_MESSAGE;
  }
  return errors;
}

/**
 * A percentage as a person types it ('2,99', '2.99', '5', ' 3,5 ') → 2.99; null when it is not a
 * plain non-negative decimal number. How many decimals is checked by `paymentTermsErrors`.
 */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (!/^\d{1,4}([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

// ─── Installments ───────────────────────────────────────────────────────────────────────────────

const toBig = (value: number) => BigInt(Math.trunc(value));

/**
 * One installment of the Price table for `amountCents` in `count` months at `rateHundredths`
 * hundredths of a percent a month, rounded half-up to the cent. With i = r/10000:
 * P·i/(1 − (1+i)^−n) = P·r·(10000+r)^n / (10000·((10000+r)^n − 10000^n)), an exact fraction.
 */
export function priceInstallmentCents(amountCents: number, rateHundredths: number, count: number): number {
  if (rateHundredths <= 0) return Math.ceil(amountCents / count);
  const r = toBig(rateHundredths);
  const grown = (10_000n + r) ** toBig(count);
  const base = 10_000n ** toBig(count);
  const numerator = toBig(amountCents) * r * grown;
  const denominator = 10_000n * (grown - base);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The option for `count` installments, or null when the store does not offer it for this amount. */
export function installmentOption(
  amountCents: number,
  terms: PaymentTerms,
  count: number,
): InstallmentOption | null {
  const amount = Math.max(0, Math.trunc(amountCents));
  if (!Number.isInteger(count) || count < 1 || count > Math.min(terms.max_installments, MAX_INSTALLMENTS)) {
    return null;
  }
  const rate = percentHundredths(terms.monthly_interest_percent);
  const interestFree = count <= terms.interest_free_installments || rate <= 0;
  const evenSplit = Math.ceil(amount / count);
  const installment = interestFree
    ? evenSplit
    : Math.max(priceInstallmentCents(amount, rate, count), evenSplit);
  const total = interestFree ? amount : installment * count;
  // The smallest installment of the plan: without interest the ones after the leftover cents.
  const smallest = interestFree ? Math.floor(amount / count) : installment;
  if (count > 1 && (smallest < 1 || smallest < terms.min_installment_cents)) return null;
  return {
    count,
    installment_cents: installment,
    total_cents: total,
    interest_cents: total - amount,
    interest_free: interestFree,
  };
}

/** Every option the store offers for a card payment of `amountCents`, 1x first. */
export function installmentOptions(amountCents: number, terms: PaymentTerms): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  const max = Math.min(Math.max(1, Math.trunc(terms.max_installments)), MAX_INSTALLMENTS);
  for (let count = 1; count <= max; count++) {
    const option = installmentOption(amountCents, terms, count);
    if (option) options.push(option);
  }
  return options;
}

/** Each installment of an option in cents, first to last (they add up to its total). */
export function installmentSchedule(option: InstallmentOption): number[] {
  if (!option.interest_free) return Array.from({ length: option.count }, () => option.installment_cents);
  const regular = Math.floor(option.total_cents / option.count);
  const leftover = option.total_cents - regular * option.count;
  return Array.from({ length: option.count }, (_, index) => regular + (index < leftover ? 1 : 0));
}

/**
 * The count to show and price on the checkout: the wanted one when offered, else the largest
 * offered below it (1x always is). A coupon or a removed bump can lower the amount under a plan
 * the buyer had picked.
 */
export function offeredInstallmentCount(options: readonly InstallmentOption[], wanted: number): number {
  let best = 1;
  for (const option of options) if (option.count <= wanted && option.count > best) best = option.count;
  return best;
}

// ─── Totals ─────────────────────────────────────────────────────────────────────────────────────

/** A checkout's totals before the payment terms: the coupon's discount only, no PIX discount, no interest. */
export interface TotalsBeforeTerms {
  subtotal_cents: number;
  bump_cents: number;
  /** The coupon's discount on products + bump. */
  discount_cents: number;
  shipping_cents: number | null;
}

/** How the buyer pays: the method and, by card, the number of installments. */
export interface PaymentChoice {
  method: PaymentMethod;
  installments: number;
}

/** PIX discount on `goodsCents` (products + bump after coupons), rounded half-up, never above it. */
export function pixDiscountCents(goodsCents: number, percent: number): number {
  const goods = Math.max(0, Math.trunc(goodsCents));
  const hundredths = Math.min(10_000, Math.max(0, percentHundredths(percent)));
  if (goods === 0 || hundredths === 0) return 0;
  const discount = Number((toBig(goods) * toBig(hundredths) + 5_000n) / 10_000n);
  return Math.min(discount, goods);
}

/** Products + bump after the coupon: what the PIX discount applies to. */
const goodsOf = (before: TotalsBeforeTerms) =>
  Math.max(0, before.subtotal_cents + before.bump_cents - before.discount_cents);

/** What a card pays before interest: the goods and the shipping. */
export const cardAmountCents = (before: TotalsBeforeTerms) => goodsOf(before) + (before.shipping_cents ?? 0);

/**
 * The totals for a way of paying. PIX: the store's discount joins the coupon's in `discount_cents`
 * (and is told apart in `pix_discount_cents`). Card: the plan's interest is added, when the count
 * is offered; a count not offered gives `installments: null` and the 1x total (the order placement
 * refuses it). Without a choice (or by boleto): the totals before the terms.
 * In every case total = subtotal + bump − discount + shipping + interest.
 */
export function applyPaymentTerms(
  before: TotalsBeforeTerms,
  choice: PaymentChoice | null,
  terms: PaymentTerms,
): CheckoutTotals {
  const goods = goodsOf(before);
  const shipping = before.shipping_cents ?? 0;
  let pix = 0;
  let interest = 0;
  let installments: InstallmentPlan | null = null;
  if (choice?.method === 'pix') pix = pixDiscountCents(goods, terms.pix_discount_percent);
  if (choice?.method === 'card') {
    const option = installmentOption(goods + shipping, terms, choice.installments);
    if (option) {
      interest = option.interest_cents;
      installments = { count: option.count, installment_cents: option.installment_cents };
    }
  }
  return {
    subtotal_cents: before.subtotal_cents,
    bump_cents: before.bump_cents,
    discount_cents: before.discount_cents + pix,
    pix_discount_cents: pix,
    shipping_cents: before.shipping_cents,
    interest_cents: interest,
    total_cents: goods - pix + shipping + interest,
    installments,
  };
}

/** The totals before the payment terms, from totals that include them. */
export function totalsBeforeTerms(totals: CheckoutTotals): TotalsBeforeTerms {
  return {
    subtotal_cents: totals.subtotal_cents,
    bump_cents: totals.bump_cents,
    discount_cents: totals.discount_cents - totals.pix_discount_cents,
    shipping_cents: totals.shipping_cents,
  };
}

/** What the payment step offers: the card's installment options and the PIX price (null without a PIX discount). */
export function paymentOffers(
  before: TotalsBeforeTerms,
  terms: PaymentTerms,
): { installment_options: InstallmentOption[]; pix_discount: PixOffer | null } {
  const pix =
    terms.pix_discount_percent > 0
      ? applyPaymentTerms(before, { method: 'pix', installments: 1 }, terms)
      : null;
  return {
    installment_options: installmentOptions(cardAmountCents(before), terms),
    pix_discount: pix ? { percent: terms.pix_discount_percent, total_cents: pix.total_cents } : null,
  };
}

/**
 * Everything the checkout page shows about paying, for the buyer's choice: the totals (with the
 * wanted installments brought down to an offered count), the count used, and the offers.
 */
export function pricePayment(
  before: TotalsBeforeTerms,
  choice: PaymentChoice,
  terms: PaymentTerms,
): {
  totals: CheckoutTotals;
  installments: number;
  installment_options: InstallmentOption[];
  pix_discount: PixOffer | null;
} {
  const offers = paymentOffers(before, terms);
  const installments = offeredInstallmentCount(offers.installment_options, choice.installments);
  return {
    totals: applyPaymentTerms(before, { method: choice.method, installments }, terms),
    installments,
    ...offers,
  };
}
