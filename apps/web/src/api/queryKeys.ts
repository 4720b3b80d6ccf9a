import type { QueryKey } from '@tanstack/react-query';

/**
 * Every key of the admin's query cache. A store's data lives under `['store', storeId, …]`, so
 * switching store never shows another store's answer, and invalidating a prefix (e.g. a store's
 * orders) refreshes every screen that shows part of it. The account's data (the profile, billing,
 * plans) lives under `['account', …]`; the whole cache is dropped when the session changes, so
 * another user never sees the previous one's profile or balance.
 */
export const queryKeys = {
  store: (storeId: number) => ['store', storeId] as const,

  /** Lists, details, WhatsApp links and follow-ups of the store's orders. */
  orders: (storeId: number) => [...queryKeys.store(storeId), 'orders'] as const,
  orderList: (storeId: number, params: object) => [...queryKeys.orders(storeId), 'list', params] as const,
  /** An order and, under it, its tracking: invalidating the order refreshes both. */
  order: (storeId: number, orderId: number) => [...queryKeys.orders(storeId), 'detail', orderId] as const,
  orderFollowUp: (storeId: number, orderId: number) =>
    [...queryKeys.order(storeId, orderId), 'follow-up'] as const,
  carts: (storeId: number) => [...queryKeys.store(storeId), 'carts'] as const,
  cartList: (storeId: number, params: object) => [...queryKeys.carts(storeId), 'list', params] as const,
  /** The 'Chamar no WhatsApp' links of a page of orders or carts: refreshed with that list. */
  whatsappLinks: (storeId: number, which: 'orders' | 'abandoned-carts', ids: number[]) =>
    [
      ...(which === 'orders' ? queryKeys.orders(storeId) : queryKeys.carts(storeId)),
      'whatsapp',
      ids,
    ] as const,
  orderSettings: (storeId: number) => [...queryKeys.store(storeId), 'order-settings'] as const,
  recoverySettings: (storeId: number) => [...queryKeys.store(storeId), 'recovery-settings'] as const,
  dashboard: (storeId: number, period?: string) =>
    period === undefined
      ? ([...queryKeys.store(storeId), 'dashboard'] as const)
      : ([...queryKeys.store(storeId), 'dashboard', period] as const),

  /** Every product list and product of the store (the list, offers' choices, checkout links). */
  products: (storeId: number) => [...queryKeys.store(storeId), 'products'] as const,
  productPage: (storeId: number, params: object) => [...queryKeys.products(storeId), 'page', params] as const,
  allProducts: (storeId: number) => [...queryKeys.products(storeId), 'all'] as const,
  product: (storeId: number, productId: number) =>
    [...queryKeys.products(storeId), 'detail', productId] as const,

  coupons: (storeId: number) => [...queryKeys.store(storeId), 'coupons'] as const,
  offers: (storeId: number, kind: string) => [...queryKeys.store(storeId), 'offers', kind] as const,
  shippingOptions: (storeId: number) => [...queryKeys.store(storeId), 'shipping-options'] as const,
  shippingSettings: (storeId: number) => [...queryKeys.store(storeId), 'shipping-settings'] as const,
  gateways: (storeId: number) => [...queryKeys.store(storeId), 'gateways'] as const,
  checkoutSettings: (storeId: number) => [...queryKeys.store(storeId), 'checkout-settings'] as const,
  socialProofs: (storeId: number) => [...queryKeys.store(storeId), 'social-proofs'] as const,
  checklist: (storeId: number) => [...queryKeys.store(storeId), 'checklist'] as const,
  domains: (storeId: number) => [...queryKeys.store(storeId), 'domains'] as const,
  dnsInstructions: (storeId: number) => [...queryKeys.store(storeId), 'dns-instructions'] as const,
  webhooks: (storeId: number) => [...queryKeys.store(storeId), 'webhooks'] as const,
  webhookDeliveries: (storeId: number, webhookId: number, page: number) =>
    [...queryKeys.webhooks(storeId), 'deliveries', webhookId, page] as const,
  integration: (storeId: number, kind: string) => [...queryKeys.store(storeId), 'integration', kind] as const,
  pixels: (storeId: number) => [...queryKeys.store(storeId), 'pixels'] as const,
  productSync: (storeId: number, source: string) => [...queryKeys.store(storeId), 'sync', source] as const,

  /** The signed-in account's data: not scoped to a store. */
  account: () => ['account'] as const,
  /** The signed-in user (`GET /api/profile`): name, avatar, stores and plan. */
  profile: () => [...queryKeys.account(), 'profile'] as const,
  /** Balance, plan, status and the overdue banner (`GET /api/billing/summary`). */
  billingSummary: () => [...queryKeys.account(), 'billing-summary'] as const,
  deposits: () => [...queryKeys.account(), 'deposits'] as const,
  /** A PIX charge on screen, followed until it is paid or expires. */
  deposit: (depositId: number) => [...queryKeys.account(), 'deposit', depositId] as const,
  cards: () => [...queryKeys.account(), 'cards'] as const,
  statement: (params?: object) =>
    params === undefined
      ? ([...queryKeys.account(), 'statement'] as const)
      : ([...queryKeys.account(), 'statement', params] as const),
  plans: () => [...queryKeys.account(), 'plans'] as const,
};

/** The store a key belongs to, or null for the account's keys. */
export function storeOfKey(key: QueryKey): number | null {
  return key[0] === 'store' && typeof key[1] === 'number' ? key[1] : null;
}
