import { type CalendarDate, fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';
import {
  type Coupon,
  centsToInput,
  type DiscountType,
  formatCents,
  moneyMessage,
  parseReais,
} from '@pagora/contract';
import { formatPercent } from '../../format.ts';

/** Coupon dates are calendar days in the store's time zone (Pagora stores use São Paulo time). */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

/** The message for a discount that is not a number or is negative. */
export const INVALID_DISCOUNT = 'O valor do desconto é inválido ou negativo.';
export const PERCENT_RANGE = 'O percentual deve ser um número inteiro entre 1 e 100.';
export const DISCOUNT_TOO_BIG = 'Valor de desconto grande demais.';
export const END_BEFORE_START = 'A data de término não pode ser anterior à data de início.';

/**
 * What the coupon form gives its caller: the contract's `CouponPayload` without `store_id`.
 * discountValue is reais (10.5 = R$ 10,50) for 'value' and a whole percentage for 'percent';
 * startDate is the first day's start and endDate the last day's end, in São Paulo time, as ISO strings.
 */
export interface CouponValues {
  name: string;
  totalUses: number;
  code: string;
  discountType: DiscountType;
  discountValue: number;
  startDate: string | null;
  endDate: string | null;
  isUnique: boolean;
  isAutoApply: boolean;
}

/** The form's fields as typed. */
export interface CouponDraft {
  name: string;
  totalUses: string;
  code: string;
  discountType: DiscountType;
  discountValue: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  isUnique: boolean;
  isAutoApply: boolean;
}

export const emptyDraft: CouponDraft = {
  name: '',
  totalUses: '',
  code: '',
  discountType: 'percent',
  discountValue: '',
  startDate: null,
  endDate: null,
  isUnique: false,
  isAutoApply: false,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 14/03/2026 */
export function formatDay(date: CalendarDate): string {
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

/** A stored date (ISO instant or plain 'yyyy-MM-dd') as its day in São Paulo; null when it cannot be read. */
export function parseStoredDate(value: string): CalendarDate | null {
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseDate(value);
    const time = Date.parse(value);
    if (Number.isNaN(time)) return null;
    return toCalendarDate(fromAbsolute(time, STORE_TIME_ZONE));
  } catch {
    return null;
  }
}

const storedDay = (value: string) => {
  const date = parseStoredDate(value);
  return date ? formatDay(date) : 'Data inválida';
};

/** '10/03/2026 – 20/03/2026', 'A partir de 10/03/2026', 'Até 20/03/2026' or 'Sem data'. */
export function validityText(coupon: Pick<Coupon, 'start_date' | 'end_date'>): string {
  const { start_date: start, end_date: end } = coupon;
  if (start && end) return `${storedDay(start)} – ${storedDay(end)}`;
  if (start) return `A partir de ${storedDay(start)}`;
  if (end) return `Até ${storedDay(end)}`;
  return 'Sem data';
}

/** 'R$ 10,00' for value coupons (stored in cents), '15%' for percent ones. */
export function discountText(coupon: Pick<Coupon, 'discount_type' | 'discount_value'>): string {
  return coupon.discount_type === 'value'
    ? formatCents(coupon.discount_value)
    : formatPercent(coupon.discount_value, 2);
}

/** A listed coupon back in the form, for editing. A stored date that cannot be read is left empty. */
export function draftFromCoupon(coupon: Coupon): CouponDraft {
  return {
    name: coupon.name,
    totalUses: String(coupon.max_uses),
    code: coupon.code,
    discountType: coupon.discount_type,
    discountValue:
      coupon.discount_type === 'value' ? centsToInput(coupon.discount_value) : String(coupon.discount_value),
    startDate: coupon.start_date ? parseStoredDate(coupon.start_date) : null,
    endDate: coupon.end_date ? parseStoredDate(coupon.end_date) : null,
    isUnique: coupon.is_unique_per_customer,
    isAutoApply: coupon.is_auto_apply,
  };
}

export type DiscountCheck = { value: number } | { error: string; invalid: boolean };

/**
 * The typed discount as the payload's number: reais for 'value' ("10,50" → 10.5), a whole
 * percentage for 'percent'. `invalid` marks a discount that is not a number, or negative (a toast, not a field error).
 */
export function parseDiscount(text: string, type: DiscountType): DiscountCheck {
  const typed = text.trim();
  if (type === 'value') {
    const parsed = parseReais(typed);
    if (!parsed.ok) {
      // The contract's messages: "12.345" is told the expected format, not called a non-number.
      const error = moneyMessage(parsed.error, { missing: INVALID_DISCOUNT, invalid: INVALID_DISCOUNT });
      return { error, invalid: error === INVALID_DISCOUNT };
    }
    if (parsed.cents > 100_000_000) return { error: DISCOUNT_TOO_BIG, invalid: false };
    return { value: parsed.cents / 100 };
  }
  const number = typed.replace(/%$/, '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(number)) return { error: INVALID_DISCOUNT, invalid: true };
  const value = Number(number);
  if (!Number.isInteger(value) || value < 1 || value > 100) return { error: PERCENT_RANGE, invalid: false };
  return { value };
}

/** The first moment of a day in São Paulo, as an ISO instant. */
export const startOfDay = (date: CalendarDate) => date.toDate(STORE_TIME_ZONE).toISOString();

/** The last moment of a day in São Paulo (the coupon is valid through that whole day). */
export const endOfDay = (date: CalendarDate) =>
  new Date(date.add({ days: 1 }).toDate(STORE_TIME_ZONE).getTime() - 1).toISOString();
