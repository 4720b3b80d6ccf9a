import type { CheckoutPageView } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeTotals,
  couponDiscountCents,
  couponLabel,
  shippingPriceLabel,
} from '../src/checkout/pricing.ts';
import { Coupon, CouponRedemption, Order, OrderItem } from '../src/db/entities/index.ts';
import {
  ADDRESS,
  cardFields,
  createCoupon,
  createOffer,
  createShop,
  openCheckout,
  orderAt,
  pay,
  personalData,
  postForm,
  postJson,
  reachPayment,
  type Shop,
  sessionsOf,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const coupons = () => server.dataSource.getRepository(Coupon);
const DAY = 86_400_000;

/** Applies a code on the payment step; the page's view. */
async function applyCoupon(buyer: ReturnType<TestServer['agent']>, shop: Shop, code: string, status = 200) {
  const response = await postForm(buyer, shop.path, {
    action: 'apply_coupon',
    step: 'payment',
    coupon_code: code,
  }).expect(status);
  return viewFromHtml<CheckoutPageView>(response.text);
}

describe('pricing (pure)', () => {
  it('rounds percentages half-up on product + bump and never discounts shipping', () => {
    expect(couponDiscountCents({ discountType: 'percent', discountValue: 10 }, 1995)).toBe(200); // 199.5 → 200
    expect(couponDiscountCents({ discountType: 'percent', discountValue: 10 }, 1994)).toBe(199); // 199.4 → 199
    expect(couponDiscountCents({ discountType: 'percent', discountValue: 15 }, 3333)).toBe(500); // 499.95 → 500
    expect(couponDiscountCents({ discountType: 'value', discountValue: 5000 }, 3000)).toBe(3000);
    expect(
      computeTotals({
        productPriceCents: 10000,
        bumpCents: 1990,
        coupon: { discountType: 'percent', discountValue: 50 },
        shippingCents: 2500,
      }),
    ).toEqual({
      subtotal_cents: 10000,
      bump_cents: 1990,
      discount_cents: 5995,
      pix_discount_cents: 0,
      shipping_cents: 2500,
      interest_cents: 0,
      total_cents: 8495,
      installments: null,
    });
    expect(
      computeTotals({
        productPriceCents: 3000,
        bumpCents: null,
        coupon: { discountType: 'value', discountValue: 99999 },
        shippingCents: 1000,
      }),
    ).toEqual({
      subtotal_cents: 3000,
      bump_cents: 0,
      discount_cents: 3000,
      pix_discount_cents: 0,
      shipping_cents: 1000,
      interest_cents: 0,
      total_cents: 1000,
      installments: null,
    });
    expect(couponLabel({ discountType: 'percent', discountValue: 10 })).toBe('10%');
    expect(couponLabel({ discountType: 'value', discountValue: 500 })).toBe('R$\u00a05,00');
    expect(shippingPriceLabel(0)).toBe('Grátis');
    expect(shippingPriceLabel(1250)).toBe('R$\u00a012,50');
  });
});

describe('coupons on the checkout', () => {
  it('applies a code (any case) with “Cupom aplicado!”, and the order takes the discount and one use', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const coupon = await createCoupon(server, shop, { code: 'Desconto10' });
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    const view = await applyCoupon(buyer, shop, ' desconto10 ');
    expect(view.coupon_message).toEqual({ tone: 'success', text: 'Cupom aplicado!' });
    expect(view.coupon).toEqual({ code: 'Desconto10', label: '10%', discount_cents: 1000, automatic: false });
    expect(view.totals).toMatchObject({ discount_cents: 1000, total_cents: 9000 });
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.couponId).toBe(coupon.id);

    const paid = await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      discountCents: 1000,
      totalCents: 9000,
      couponId: coupon.id,
      couponCode: 'Desconto10',
    });
    expect((await coupons().findOneByOrFail({ id: coupon.id })).usedCount).toBe(1);
  });

  it.each([
    ['an unknown code', {}, 'NAOEXISTE', 'Cupom inválido.'],
    [
      'a coupon that starts tomorrow',
      { startDate: new Date(Date.now() + DAY).toISOString() },
      'TESTE10',
      'Este cupom ainda não está válido.',
    ],
    [
      'an expired coupon',
      { endDate: new Date(Date.now() - 60_000).toISOString() },
      'TESTE10',
      'Este cupom expirou.',
    ],
  ])('refuses %s', async (_label, overrides, code, message) => {
    const shop = await createShop(server, { productType: 'digital' });
    await createCoupon(server, shop, overrides);
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    const view = await applyCoupon(buyer, shop, code, 422);
    expect(view.coupon_message).toEqual({ tone: 'danger', text: message });
    expect(view.coupon).toBeNull();
    expect(view.values.coupon_code).toBe(code);
    expect(view.totals.total_cents).toBe(10000);
  });

  it('refuses a coupon whose uses ran out', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const coupon = await createCoupon(server, shop, { totalUses: 1 });
    await coupons().update(coupon.id, { usedCount: 1 });
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    const view = await applyCoupon(buyer, shop, 'TESTE10', 422);
    expect(view.coupon_message).toEqual({ tone: 'danger', text: 'Este cupom atingiu o limite de usos.' });
  });

  it('refuses a unique-per-customer coupon to a buyer who used it (same CPF or same e-mail)', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const coupon = await createCoupon(server, shop, { isUnique: true });
    const personal = personalData();
    const first = server.agent();
    await reachPayment(first, shop, personal);
    const applied = await applyCoupon(first, shop, 'TESTE10');
    await pay(first, shop, applied, { payment_method: 'pix' }).expect(303);
    const keys = (await server.dataSource.getRepository(CouponRedemption).findBy({ couponId: coupon.id }))
      .map((row) => row.customerKey)
      .sort();
    expect(keys).toEqual([`cpf:${personal.cpf}`, `email:${personal.email.toLowerCase()}`].sort());

    for (const again of [
      personalData({ cpf: personal.cpf }),
      personalData({ email: personal.email.toUpperCase() }),
    ]) {
      const buyer = server.agent();
      await reachPayment(buyer, shop, again);
      const view = await applyCoupon(buyer, shop, 'TESTE10', 422);
      expect(view.coupon_message).toEqual({ tone: 'danger', text: 'Você já usou este cupom.' });
    }
    // Someone else may use it.
    const other = server.agent();
    await reachPayment(other, shop);
    expect((await applyCoupon(other, shop, 'TESTE10')).coupon?.code).toBe('TESTE10');
  });

  it('enforces unique-per-customer at order time too: two sessions of one buyer, one discount', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const coupon = await createCoupon(server, shop, { isUnique: true });
    const personal = personalData();
    const tabs = [server.agent(), server.agent()];
    const views: CheckoutPageView[] = [];
    for (const tab of tabs) {
      await reachPayment(tab, shop, personal);
      views.push(await applyCoupon(tab, shop, 'TESTE10'));
    }
    await pay(tabs[0]!, shop, views[0]!, { payment_method: 'pix' }).expect(303);
    const refused = await pay(tabs[1]!, shop, views[1]!, { payment_method: 'pix' }).expect(422);
    const view = viewFromHtml<CheckoutPageView>(refused.text);
    expect(view.coupon_message).toEqual({ tone: 'danger', text: 'Você já usou este cupom.' });
    expect(view.coupon).toBeNull();
    expect(view.totals.total_cents).toBe(10000);
    expect(await server.dataSource.getRepository(Order).countBy({ storeId: shop.storeId })).toBe(1);
    expect((await coupons().findOneByOrFail({ id: coupon.id })).usedCount).toBe(1);
    // Without the coupon the second tab can pay.
    await pay(tabs[1]!, shop, view, { payment_method: 'pix' }).expect(303);
  });

  it('removes a coupon', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await createCoupon(server, shop);
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    await applyCoupon(buyer, shop, 'TESTE10');
    const response = await postForm(buyer, shop.path, { action: 'remove_coupon', step: 'payment' }).expect(
      200,
    );
    const view = viewFromHtml<CheckoutPageView>(response.text);
    expect(view.coupon).toBeNull();
    expect(view.values.coupon_code).toBe('');
    expect(view.totals.total_cents).toBe(10000);
  });

  it('applies the best automatic coupon without typing, and lets the buyer remove it', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await createCoupon(server, shop, {
      code: 'AUTO5',
      discountType: 'value',
      discountValue: 5,
      isAutoApply: true,
    });
    await createCoupon(server, shop, { code: 'AUTO20', discountValue: 20, isAutoApply: true });
    await createCoupon(server, shop, {
      code: 'VENCIDO',
      discountValue: 90,
      isAutoApply: true,
      endDate: new Date(Date.now() - DAY).toISOString(),
    });
    const buyer = server.agent();
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.coupon).toEqual({ code: 'AUTO20', label: '20%', discount_cents: 2000, automatic: true });
    expect(view.totals.total_cents).toBe(8000);

    const payment = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, payment, { payment_method: 'pix' }).expect(303);
    expect(await orderAt(server, paid.headers.location!)).toMatchObject({
      couponCode: 'AUTO20',
      totalCents: 8000,
    });

    const other = server.agent();
    await openCheckout(other, shop.path);
    const removed = await postJson(other, shop.path, { action: 'remove_coupon', step: 'personal' }).expect(
      200,
    );
    expect(removed.body.view.coupon).toBeNull();
    expect((await openCheckout(other, shop.path)).view.coupon).toBeNull();
  });

  it('never lets more orders than max uses take the coupon, even at the same moment', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const coupon = await createCoupon(server, shop, { totalUses: 3 });
    const buyers = Array.from({ length: 8 }, () => server.agent());
    const views: CheckoutPageView[] = [];
    for (const buyer of buyers) {
      await reachPayment(buyer, shop);
      views.push(await applyCoupon(buyer, shop, 'TESTE10'));
    }
    const responses = await Promise.all(
      buyers.map((buyer, i) => pay(buyer, shop, views[i]!, { payment_method: 'boleto' })),
    );
    const placed = responses.filter((response) => response.status === 303);
    const refused = responses.filter((response) => response.status === 422);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(viewFromHtml<CheckoutPageView>(response.text).coupon_message?.text).toBe(
        'Este cupom atingiu o limite de usos.',
      );
    }
    expect((await coupons().findOneByOrFail({ id: coupon.id })).usedCount).toBe(3);
    const orders = await server.dataSource.getRepository(Order).findBy({ storeId: shop.storeId });
    expect(orders).toHaveLength(3);
    expect(orders.every((order) => order.couponId === coupon.id && order.totalCents === 9000)).toBe(true);
    // No number was lost to the refused ones.
    expect(orders.map((order) => order.number).sort()).toEqual([1, 2, 3]);
  });
});

describe('order bump and shipping in the totals', () => {
  it('adds the bump when ticked (recomputed on the server), discounts it, and never the shipping', async () => {
    const shop = await createShop(server, {
      shipping: [
        { name: 'Grátis', price: '0', min_days: 5, max_days: 10 },
        { name: 'Expressa', price: '30,00', min_days: 1, max_days: 2 },
      ],
    });
    const { offer, product: bumpProduct } = await createOffer(server, shop, 'bump', '19,90');
    await createCoupon(server, shop, { discountValue: 50 });
    const buyer = server.agent();
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.bump).toEqual({
      id: offer.id,
      headline: 'Leve também o e-book',
      description: 'Só nesta página.',
      product_name: bumpProduct.name,
      image_url: null,
      price_cents: 1990,
      original_price_cents: 4990,
    });

    const ticked = await postJson(buyer, shop.path, { action: 'update', step: 'personal', bump: '1' }).expect(
      200,
    );
    expect(ticked.body.view.values.bump).toBe(true);
    expect(ticked.body.view.totals).toMatchObject({ bump_cents: 1990, total_cents: 11990 });
    // A hidden 0 before the checkbox: unticked when the box is not sent.
    const unticked = await postJson(buyer, shop.path, {
      action: 'update',
      step: 'personal',
      bump: '0',
    }).expect(200);
    expect(unticked.body.view.totals.total_cents).toBe(10000);

    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      ...personalData(),
      bump: '1',
    }).expect(303);
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: String(shop.shipping[1]!.id),
    }).expect(303);
    const payment = viewFromHtml<CheckoutPageView>(
      (
        await postForm(buyer, shop.path, {
          action: 'apply_coupon',
          step: 'payment',
          coupon_code: 'TESTE10',
        }).expect(200)
      ).text,
    );
    // 50% of (100,00 + 19,90) = 59,95; shipping 30,00 stays.
    expect(payment.totals).toEqual({
      subtotal_cents: 10000,
      bump_cents: 1990,
      discount_cents: 5995,
      pix_discount_cents: 0,
      shipping_cents: 3000,
      interest_cents: 0,
      total_cents: 8995,
      installments: null,
    });
    const paid = await pay(buyer, shop, payment, cardFields()).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      subtotalCents: 10000,
      bumpCents: 1990,
      discountCents: 5995,
      shippingCents: 3000,
      totalCents: 8995,
    });
    const items = await server.dataSource
      .getRepository(OrderItem)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(items.map((item) => [item.kind, item.name, item.unitPriceCents, item.productId])).toEqual([
      ['product', 'Curso de Fotografia', 10000, shop.product.id],
      ['bump', bumpProduct.name, 1990, bumpProduct.id],
    ]);
  });

  it('shows free shipping as 0 and charges nothing for it', async () => {
    const shop = await createShop(server, {
      shipping: [{ name: 'Grátis', price: '0', min_days: 5, max_days: 10 }],
    });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.shipping_options[0]?.price_cents).toBe(0);
    expect(view.totals).toMatchObject({ shipping_cents: 0, total_cents: 10000 });
    const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    expect(await orderAt(server, paid.headers.location!)).toMatchObject({
      shippingCents: 0,
      shippingOptionName: 'Grátis',
      totalCents: 10000,
    });
  });

  it('ignores a posted bump when the store has none, and amounts are never taken from the form', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, {
      payment_method: 'pix',
      bump: '1',
      total_cents: '1',
      price_cents: '1',
    }).expect(303);
    expect(await orderAt(server, paid.headers.location!)).toMatchObject({ bumpCents: 0, totalCents: 10000 });
  });
});
