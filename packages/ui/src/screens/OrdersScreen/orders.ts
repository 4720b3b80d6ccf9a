import {
  type AbandonedCartRow,
  type AbandonedCartsQuery,
  CARD_BRAND_LABELS,
  type CardBrand,
  moneyMessage,
  ORDER_PAYMENT_LABELS,
  type OrderDetail,
  type OrderRow,
  type OrdersQuery,
  parseReais,
  REFUND_AMOUNT_POSITIVE_MESSAGE,
  refundTooLargeMessage,
} from '@pagora/contract';
import type { BadgeProps } from '../../components/Badge/Badge.tsx';
import { formatCount, formatShortDateTime } from '../../format.ts';

// ─── States the app passes in ───────────────────────────────────────────────────────────────────

/**
 * What a list or a record is at: loading for the first time, failed (with the server's message), or
 * loaded. `isRefreshing` keeps the loaded rows on screen while a new page, a filter or a live change
 * is fetched.
 */
export type ListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T; isRefreshing?: boolean };

/** The order detail: `null` when closed; the loading and error states know which order was asked for. */
export type OrderDetailState =
  | { status: 'loading'; id: number; number: number }
  | { status: 'error'; id: number; number: number; message: string }
  | { status: 'ready'; order: OrderDetail };

/** The two tabs of /pedidos. */
export type OrdersTab = 'vendas' | 'carrinhos';

/**
 * The Vendas filters: the query of `GET /api/orders` without store and page. A filter that is not set
 * is absent (no key), so `{}` is the whole list and `{ store_id, page, ...filter }` is the query.
 */
export type OrdersListFilter = Pick<OrdersQuery, 'status' | 'payment_method' | 'from' | 'to' | 'q'>;

/** The Carrinhos Abandonados filters (`GET /api/abandoned-carts` without store and page). */
export type CartsListFilter = Pick<AbandonedCartsQuery, 'stage' | 'from' | 'to' | 'q'>;

/** The filter with `key` set to `value`, or without `key` when the value is empty. */
export function withFilter<F extends object, K extends keyof F>(filter: F, key: K, value: F[K] | null): F {
  const next = { ...filter };
  if (value === null || value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** Whether any filter is set (then an empty list says so, and 'Limpar filtros' shows). */
export function isFiltered(filter: object): boolean {
  return Object.values(filter).some((value) => value !== undefined && value !== null && value !== '');
}

// ─── Labels ─────────────────────────────────────────────────────────────────────────────────────

/** Status badge colours: approved green, pending amber, refused red; refunded, cancelled and unknown neutral. */
export function statusTone(status: string): NonNullable<BadgeProps['tone']> {
  if (status === 'approved') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'refused' || status === 'chargeback') return 'danger';
  return 'neutral';
}

/** 'Visa', 'Mastercard'…; an unknown brand as stored, capitalised. */
export function brandLabel(brand: string): string {
  const known = (CARD_BRAND_LABELS as Record<string, string>)[brand as CardBrand];
  if (known) return known;
  return brand.charAt(0).toLocaleUpperCase('pt-BR') + brand.slice(1);
}

/** 'PIX', 'Boleto', 'Cartão Visa' (the brand when known). */
export function paymentText(order: Pick<OrderRow, 'payment_method' | 'card_brand'>): string {
  const label = ORDER_PAYMENT_LABELS[order.payment_method] ?? order.payment_method;
  if (order.payment_method === 'card' && order.card_brand && order.card_brand !== 'unknown') {
    return `${label} ${brandLabel(order.card_brand)}`;
  }
  return label;
}

/** '1 pedido', '1.234 pedidos'. */
export function countText(total: number, singular: string, plural: string): string {
  return `${formatCount(total)} ${total === 1 ? singular : plural}`;
}

// ─── Abandoned carts ────────────────────────────────────────────────────────────────────────────

/** 'Enviado 2×, último 22/11 14:03', or 'Nenhum e-mail enviado'. */
export function recoveryText(
  cart: Pick<AbandonedCartRow, 'recovery_count' | 'recovery_sent_at'>,
  timeZone: string,
): string {
  if (cart.recovery_count === 0) return 'Nenhum e-mail enviado';
  const last = cart.recovery_sent_at
    ? `, último ${formatShortDateTime(cart.recovery_sent_at, timeZone)}`
    : '';
  return `Enviado ${cart.recovery_count}×${last}`;
}

/** 'Modo de teste' for the built-in test gateway, else the gateway's name. */
export function gatewayText(gateway: string): string {
  return gateway === 'test' ? 'Modo de teste' : gateway;
}

// ─── Refunds ────────────────────────────────────────────────────────────────────────────────────

export const REFUND_AMOUNT_MISSING = 'Informe o valor do reembolso.';

/**
 * What is wrong with a typed partial refund ('30,00'), checked as the server checks it: an amount
 * in reais, more than zero and at most what is still refundable; null when it is fine.
 */
export function refundAmountProblem(typed: string, refundableCents: number): string | null {
  const parsed = parseReais(typed);
  if (!parsed.ok)
    return moneyMessage(parsed.error, { missing: REFUND_AMOUNT_MISSING, invalid: REFUND_AMOUNT_MISSING });
  if (parsed.cents <= 0) return REFUND_AMOUNT_POSITIVE_MESSAGE;
  if (parsed.cents > refundableCents) return refundTooLargeMessage(refundableCents);
  return null;
}

/** The cents of a typed amount that `refundAmountProblem` accepted; null otherwise. */
export function typedCents(typed: string): number | null {
  const parsed = parseReais(typed);
  return parsed.ok ? parsed.cents : null;
}
