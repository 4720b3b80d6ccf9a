import { describe, expect, it } from 'vitest';
import { ApiError, shouldRetry } from './apiError.ts';
import { queryKeys, storeOfKey } from './queryKeys.ts';

describe('queryKeys', () => {
  it('puts every store-scoped key under its store, so two stores never share an answer', () => {
    const perStore = (storeId: number) => [
      queryKeys.orderList(storeId, { page: 1 }),
      queryKeys.order(storeId, 7),
      queryKeys.orderFollowUp(storeId, 7),
      queryKeys.cartList(storeId, { page: 1 }),
      queryKeys.whatsappLinks(storeId, 'orders', [1, 2]),
      queryKeys.dashboard(storeId, 'today'),
      queryKeys.productPage(storeId, { page: 2, search: 'caneca' }),
      queryKeys.product(storeId, 3),
      queryKeys.coupons(storeId),
      queryKeys.offers(storeId, 'bump'),
      queryKeys.checkoutSettings(storeId),
      queryKeys.webhookDeliveries(storeId, 4, 1),
      queryKeys.integration(storeId, 'shopify'),
      queryKeys.productSync(storeId, 'woocommerce'),
    ];
    for (const key of perStore(1)) expect(storeOfKey(key)).toBe(1);
    for (const key of perStore(2)) expect(storeOfKey(key)).toBe(2);
    expect(perStore(1).map((key) => JSON.stringify(key))).not.toEqual(
      expect.arrayContaining(perStore(2).map((key) => JSON.stringify(key))),
    );
  });

  it('nests what one change refreshes under one prefix', () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, index) => Object.is(key[index], part));
    // A payment refreshes the lists, the open order with its tracking, and the WhatsApp links.
    expect(startsWith(queryKeys.orderList(1, {}), queryKeys.orders(1))).toBe(true);
    expect(startsWith(queryKeys.orderFollowUp(1, 9), queryKeys.order(1, 9))).toBe(true);
    expect(startsWith(queryKeys.whatsappLinks(1, 'orders', [9]), queryKeys.orders(1))).toBe(true);
    expect(startsWith(queryKeys.whatsappLinks(1, 'abandoned-carts', [9]), queryKeys.carts(1))).toBe(true);
    // A new product shows in the list, the offers' choices and the checkout links.
    expect(startsWith(queryKeys.allProducts(1), queryKeys.products(1))).toBe(true);
    expect(startsWith(queryKeys.productPage(1, { page: 1, links: true }), queryKeys.products(1))).toBe(true);
    expect(startsWith(queryKeys.statement({ page: 2 }), queryKeys.statement())).toBe(true);
  });

  it('leaves the account data outside every store', () => {
    for (const key of [queryKeys.deposits(), queryKeys.cards(), queryKeys.statement({}), queryKeys.plans()])
      expect(storeOfKey(key)).toBeNull();
  });

  it('keeps the signed-in profile and the billing summary with the account, apart from each other', () => {
    const account = (key: readonly unknown[]) =>
      queryKeys.account().every((part, index) => key[index] === part);
    for (const key of [queryKeys.profile(), queryKeys.billingSummary()]) {
      expect(storeOfKey(key)).toBeNull();
      expect(account(key)).toBe(true);
    }
    expect(queryKeys.profile()).not.toEqual(queryKeys.billingSummary());
  });
});

describe('shouldRetry', () => {
  it('tries again after a dropped connection or a server error, at most twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new ApiError('Erro interno do servidor.', 500))).toBe(true);
    expect(shouldRetry(0, new ApiError('Serviço indisponível.', 503))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('never repeats a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetry(0, new ApiError('Recusado.', status))).toBe(false);
    expect(shouldRetry(0, new Error('A operação excedeu o tempo limite.'))).toBe(false);
  });
});
