import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coupon, Order, PaymentAttempt, Store } from '../src/db/entities/index.ts';
import {
  type Buyer,
  cardFields,
  createCoupon,
  createShop,
  openCheckout,
  pay,
  postForm,
  reachPayment,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('orders are created exactly once', () => {
  it('the same pay click posted 5 times at once: one order, one approved attempt, one coupon use', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const coupon = await createCoupon(server, shop);
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: 'TESTE10',
    }).expect(200);
    const { view } = await openCheckout(buyer, `${shop.path}?step=payment`);
    expect(view.coupon?.code).toBe('TESTE10');

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => pay(buyer, shop, view, cardFields())),
    );
    expect(responses.map((response) => response.status)).toEqual([303, 303, 303, 303, 303]);
    const locations = new Set(responses.map((response) => response.headers.location));
    expect(locations.size).toBe(1);

    const orders = await server.dataSource.getRepository(Order).findBy({ storeId: shop.storeId });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'approved', number: 1, totalCents: 9000 });
    const attempts = await server.dataSource.getRepository(PaymentAttempt).findBy({ orderId: orders[0]!.id });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attemptKey: view.attempt_key, status: 'approved' });
    expect((await server.dataSource.getRepository(Coupon).findOneByOrFail({ id: coupon.id })).usedCount).toBe(
      1,
    );
  });

  it('two tabs of one session pressing pay with their own keys share one order', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const first = await reachPayment(buyer, shop);
    const second = (await openCheckout(buyer, `${shop.path}?step=payment`)).view;
    expect(second.attempt_key).not.toBe(first.attempt_key);
    const responses = await Promise.all([
      pay(buyer, shop, first, cardFields()),
      pay(buyer, shop, second, { payment_method: 'pix' }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([303, 303]);
    expect(responses[0]!.headers.location).toBe(responses[1]!.headers.location);
    const orders = await server.dataSource.getRepository(Order).findBy({ storeId: shop.storeId });
    expect(orders).toHaveLength(1);
    expect(await server.dataSource.getRepository(PaymentAttempt).countBy({ orderId: orders[0]!.id })).toBe(1);
  });

  it('20 buyers paying at once get order numbers 1 to 20, without gaps or repeats', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyers: Buyer[] = Array.from({ length: 20 }, () => server.agent());
    const views = await Promise.all(buyers.map((buyer) => reachPayment(buyer, shop)));
    const responses = await Promise.all(
      buyers.map((buyer, i) => pay(buyer, shop, views[i]!, i % 2 ? cardFields() : { payment_method: 'pix' })),
    );
    expect(responses.every((response) => response.status === 303)).toBe(true);
    const orders = await server.dataSource.getRepository(Order).findBy({ storeId: shop.storeId });
    expect(orders.map((order) => order.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(
      (await server.dataSource.getRepository(Store).findOneByOrFail({ id: shop.storeId })).orderSeq,
    ).toBe(20);
    // Numbers are per store: another store starts at 1.
    const other = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const paid = await pay(buyer, other, await reachPayment(buyer, other), { payment_method: 'pix' }).expect(
      303,
    );
    const order = await server.dataSource
      .getRepository(Order)
      .findOneByOrFail({ publicToken: paid.headers.location!.split('/').at(-1)! });
    expect(order.number).toBe(1);
  });
});
