import { formatCents, type ShippingOption, shippingPayload } from '@pagora/contract';
import { schemaCheck } from '../private/fieldMessages.ts';

/**
 * What the shipping form gives its caller: the contract's `ShippingPayload` without `store_id`.
 * price is reais as a decimal string with a dot ("12.50"; "0.00" is free shipping).
 */
export interface ShippingValues {
  name: string;
  price: string;
  min_days: number;
  max_days: number;
}

export const PRICE_ERROR = 'O preço do frete deve ser um número não negativo (0 para grátis).';
export const MIN_AFTER_MAX = 'O prazo mínimo não pode ser maior que o prazo máximo.';

export const checkName = schemaCheck(shippingPayload.shape.name);

const priceCheck = schemaCheck(shippingPayload.shape.price);
/**
 * "12,50", "12.50" or "1.234,56" are prices; "-3" or "abc" are not, and the ambiguous "12.345" is
 * refused with the expected format: the contract's own check, so the server's message matches.
 */
export const checkPrice = (value: string) => (value.trim() ? priceCheck(value) : null);

/** A whole, non-negative number of days (up to the contract's 365), with the field's own wording. */
export function checkDays(label: 'O prazo mínimo' | 'O prazo máximo') {
  const inRange = schemaCheck(shippingPayload.shape[label === 'O prazo mínimo' ? 'min_days' : 'max_days']);
  return (value: string): string | null => {
    const typed = value.trim();
    if (!typed) return null;
    if (/^-\s*\d/.test(typed)) return `${label} não pode ser negativo.`;
    if (!/^\d+$/.test(typed)) return `${label} deve ser um número inteiro de dias.`;
    return inRange(typed);
  };
}

/** Cents as the payload's price: 1250 → "12.50". */
export const priceForPayload = (cents: number) => (cents / 100).toFixed(2);

/** 'Grátis' at 0, else 'R$ 12,50'. */
export const priceText = (cents: number) => (cents === 0 ? 'Grátis' : formatCents(cents));

/** 'Entrega em 3 a 7 dias úteis', 'Entrega em 2 dias úteis', 'Entrega em 1 dia útil', 'Entrega no mesmo dia'. */
export function deliveryText({
  min_days: min,
  max_days: max,
}: Pick<ShippingOption, 'min_days' | 'max_days'>) {
  if (min !== max) return `Entrega em ${min} a ${max} dias úteis`;
  if (max === 0) return 'Entrega no mesmo dia';
  return `Entrega em ${max} ${max === 1 ? 'dia útil' : 'dias úteis'}`;
}
