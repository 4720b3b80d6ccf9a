import type { CheckoutSettings, InstallmentOption } from '@pagora/contract/checkout-core';
import { formatCents } from '@pagora/contract/money';
import type { CheckoutText } from './i18n.ts';

// Dates and times on the checkout are the store's (Brasília), so server and browser print the same.
export { formatDate, formatTime } from '../format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds → mm:ss (hours folded into minutes). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** '≈ US$ 9.12' under a BRL total when the store shows another currency; null when it shows BRL. */
export function approximateAmount(
  cents: number,
  options: CheckoutSettings['options'],
  text: CheckoutText,
): string | null {
  if (options.currency === 'BRL' || !options.currency_rate || options.currency_rate <= 0) return null;
  const amount = new Intl.NumberFormat(text.locale, { style: 'currency', currency: options.currency }).format(
    (cents / 100) * options.currency_rate,
  );
  return text.summary.approximate(amount);
}

/**
 * An installment option as the buyer reads it: '3x de R$ 33,34 sem juros' (the first installment,
 * which carries the leftover cents; the total is the amount) or '12x de R$ 10,23 (total R$ 122,76)'.
 */
export function installmentLabel(option: InstallmentOption, text: CheckoutText): string {
  const label = text.payment.installment(option.count, formatCents(option.installment_cents));
  return option.interest_free
    ? `${label} ${text.payment.noInterest}`
    : `${label} ${text.payment.withInterest(formatCents(option.total_cents))}`;
}

/** A percentage in the checkout's language: '5 %', '2,5 %' (English: '5%'). */
export function formatPercent(value: number, text: CheckoutText): string {
  const number = new Intl.NumberFormat(text.locale, { maximumFractionDigits: 2 }).format(value);
  return text.locale.startsWith('en') ? `${number}%` : `${number}\u00a0%`;
}

/** A shipping price as the buyer reads it. */
export const shippingPrice = (cents: number, text: CheckoutText) =>
  cents === 0 ? text.shipping.free : formatCents(cents);

export { formatCents };
