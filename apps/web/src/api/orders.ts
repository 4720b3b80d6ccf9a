import type {
  AbandonedCartsPage,
  AbandonedCartsQuery,
  CancelOrderResponse,
  DashboardPeriod,
  DashboardView,
  OrderDetail,
  OrderSettings,
  OrderSettingsPayload,
  OrderStatus,
  OrdersPage,
  OrdersQuery,
  RefundPayload,
  RefundResponse,
} from '@pagora/contract';
import { api } from './client.ts';

/** Query-string values without the empty ones (an unset filter is not sent). */
function params(query: Record<string, string | number | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** GET /api/orders — a page of the store's orders, newest first, filtered. */
export const listOrders = (query: OrdersQuery) =>
  api
    .get('orders', { searchParams: params(query as Record<string, string | number | null>) })
    .json<OrdersPage>();

/** GET /api/abandoned-carts — a page of the store's abandoned carts. */
export const listAbandonedCarts = (query: AbandonedCartsQuery) =>
  api
    .get('abandoned-carts', { searchParams: params(query as Record<string, string | number | null>) })
    .json<AbandonedCartsPage>();

export const getOrder = (id: number) => api.get(`orders/${id}`).json<OrderDetail>();

export const markOrderPaid = (id: number) =>
  api.post(`orders/${id}/mark-paid`).json<{ message: string; status: OrderStatus }>();

/**
 * A fresh Idempotency-Key for one confirmation of a money action. getRandomValues rather than
 * randomUUID, which browsers offer only on https and localhost.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * POST /api/orders/:id/refund. The key makes a repeated send of the same confirmation one refund
 * (200 refunded, 202 still in progress at the gateway).
 */
export const refundOrder = (id: number, body: RefundPayload, idempotencyKey: string) =>
  api
    .post(`orders/${id}/refund`, { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<RefundResponse>();

/** POST /api/orders/:id/cancel — a pending PIX or boleto. */
export const cancelOrder = (id: number, idempotencyKey: string) =>
  api
    .post(`orders/${id}/cancel`, { json: {}, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<CancelOrderResponse>();

export const recoverCart = (id: number) =>
  api
    .post(`abandoned-carts/${id}/recover`)
    .json<{ message: string; recovery_sent_at: string; recovery_count: number }>();

export const getOrderSettings = (storeId: number) =>
  api.get('order-settings', { searchParams: { store_id: storeId } }).json<OrderSettings>();

export const saveOrderSettings = (body: OrderSettingsPayload) =>
  api.put('order-settings', { json: body }).json<{ message: string; settings: OrderSettings }>();

export const getDashboard = (storeId: number, period: DashboardPeriod) =>
  api.get('dashboard', { searchParams: { store_id: storeId, period } }).json<DashboardView>();

/**
 * Downloads a CSV export (the filtered list, every page) through the authenticated client and hands
 * it to the browser as a file with the server's name.
 */
export async function downloadExport(
  path: 'orders/export' | 'abandoned-carts/export',
  query: OrdersQuery | AbandonedCartsQuery,
): Promise<void> {
  const { page: _page, ...filters } = query;
  const response = await api.get(path, {
    searchParams: params(filters as Record<string, string | number | null>),
    timeout: 120_000,
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'pedidos.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
