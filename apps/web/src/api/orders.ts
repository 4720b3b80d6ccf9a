import type {
  AbandonedCartsPage,
  AbandonedCartsQuery,
  DashboardPeriod,
  DashboardView,
  OrderDetail,
  OrderSettings,
  OrderSettingsPayload,
  OrderStatus,
  OrdersPage,
  OrdersQuery,
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
