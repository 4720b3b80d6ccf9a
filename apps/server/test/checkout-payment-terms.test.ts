import {
  type CheckoutPageView,
  type CheckoutPostResponse,
  DEFAULT_CHECKOUT_SETTINGS,
  INSTALLMENTS_NOT_OFFERED_MESSAGE,
  INTEREST_FREE_ABOVE_MAX_MESSAGE,
  MONTHLY_INTEREST_DECIMALS_MESSAGE,
  mergeCheckoutSettings,
  PIX_DISCOUNT_RANGE_MESSAGE,
} from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, PaymentAttempt, TestCharge } from '../src/db/entities/index.ts';
import {
  cardFields,
  createCoupon,
  createShop,
  followToOrder,
  orderAt,
  pay,
  postForm,
  postJson,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { merchantWithStore, startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

const viewOf = (html: string) => viewFromHtml<CheckoutPageView>(html);

/*
 * The store's payment terms end to end: card installments (interest-free ones, then the monthly
 * rate on the Price table, and the minimum installment) and the PIX discount, from the checkout's
 * view to the stored order, the provider's charge and the order page.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const orders = () => server.dataSource.getRepository(Order);

/** What test mode's gateway recorded for an order's charge: the amount it was asked to charge. */
async function chargedCents(order: Order): Promise<number> {
  const charge = await server.dataSource
    .getRepository(TestCharge)
    .findOneByOrFail({ reference: order.gatewayReference!, kind: 'charge' });
  return charge.amountCents;
}

/** 3x without interest, then 3,30 % a.m.: R$ 100,00 in 12x is 12x de R$ 10,23 (total R$ 122,76). */
const INTEREST_TERMS = { interest_free_installments: 3, monthly_interest_percent: 3.3 };

describe('card installments with interest', () => {
  it('offers each plan with its total, and an order paid in 12x stores and charges the total with interest', async () => {
    const shop = await createShop(server, { productType: 'digital', settings: { options: INTEREST_TERMS } });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.installment_options).toHaveLength(12);
    expect(view.installment_options[2]).toEqual({
      count: 3,
      installment_cents: 3334,
      total_cents: 10_000,
      interest_cents: 0,
      interest_free: true,
    });
    expect(view.installment_options[11]).toEqual({
      count: 12,
      installment_cents: 1023,
      total_cents: 12_276,
      interest_cents: 2276,
      interest_free: false,
    });

    const paid = await pay(buyer, shop, view, cardFields(undefined, { installments: '12' })).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      status: 'approved',
      subtotalCents: 10_000,
      discountCents: 0,
      pixDiscountCents: 0,
      interestCents: 2276,
      installmentCents: 1023,
      totalCents: 12_276,
      cardInstallments: 12,
    });
    // What the provider was asked to charge, by Pagora's attempt and by the gateway's own records.
    const attempt = await server.dataSource
      .getRepository(PaymentAttempt)
      .findOneByOrFail({ orderId: order.id });
    expect(attempt.amountCents).toBe(12_276);
    expect(await chargedCents(order)).toBe(12_276);

    const page = await followToOrder(buyer, paid.headers.location!);
    expect(page.view.order.totals).toEqual({
      subtotal_cents: 10_000,
      bump_cents: 0,
      discount_cents: 0,
      pix_discount_cents: 0,
      shipping_cents: null,
      interest_cents: 2276,
      total_cents: 12_276,
      installments: { count: 12, installment_cents: 1023 },
    });
    expect(page.response.text).toContain('Juros do parcelamento');
    expect(page.response.text).toMatch(/R\$\s22,76/);
    expect(page.response.text).toMatch(/R\$\s122,76/);
  });

  it('charges an interest-free plan exactly the amount', async () => {
    const shop = await createShop(server, { productType: 'digital', settings: { options: INTEREST_TERMS } });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, cardFields(undefined, { installments: '3' })).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      totalCents: 10_000,
      interestCents: 0,
      installmentCents: 3334,
      cardInstallments: 3,
    });
    expect(await chargedCents(order)).toBe(10_000);
  });

  it('shows the chosen plan in the totals of the hydrated page', async () => {
    const shop = await createShop(server, { productType: 'digital', settings: { options: INTEREST_TERMS } });
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    const updated = await postJson(buyer, shop.path, {
      action: 'update',
      step: 'payment',
      ...cardFields(undefined, { installments: '12' }),
    }).expect(200);
    const { view } = updated.body as Extract<CheckoutPostResponse, { view: CheckoutPageView }>;
    expect(view.values.installments).toBe('12');
    expect(view.totals).toMatchObject({
      interest_cents: 2276,
      total_cents: 12_276,
      installments: { count: 12, installment_cents: 1023 },
    });
  });
});

describe('installments the store does not offer', () => {
  /** R$ 30,00: with the default R$ 5,00 minimum installment, up to 6x. */
  const cheapShop = () => createShop(server, { productType: 'digital', price: '30,00' });

  it('offers only the plans whose installments reach the minimum', async () => {
    const shop = await cheapShop();
    const view = await reachPayment(server.agent(), shop);
    expect(view.installment_options.map((option) => [option.count, option.installment_cents])).toEqual([
      [1, 3000],
      [2, 1500],
      [3, 1000],
      [4, 750],
      [5, 600],
      [6, 500],
    ]);
  });

  it('refuses a count below the maximum but under the minimum installment, placing no order', async () => {
    const shop = await cheapShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const refused = await pay(buyer, shop, view, cardFields(undefined, { installments: '12' })).expect(422);
    const page = viewOf(refused.text);
    expect(page.step).toBe('payment');
    expect(page.errors.installments).toBe(INSTALLMENTS_NOT_OFFERED_MESSAGE);
    expect(refused.text).toContain(INSTALLMENTS_NOT_OFFERED_MESSAGE);
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(0);
    // The form now shows the largest plan offered; paying with it works.
    expect(page.values.installments).toBe('6');
    const paid = await pay(buyer, shop, page, cardFields(undefined, { installments: '6' })).expect(303);
    expect(await orderAt(server, paid.headers.location!)).toMatchObject({
      totalCents: 3000,
      cardInstallments: 6,
    });
  });

  it('refuses a count above the store maximum, and one above 12', async () => {
    const shop = await createShop(server, {
      productType: 'digital',
      settings: { options: { max_installments: 4 } },
    });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.installment_options.map((option) => option.count)).toEqual([1, 2, 3, 4]);
    for (const installments of ['5', '13']) {
      const refused = await pay(buyer, shop, view, cardFields(undefined, { installments })).expect(422);
      expect(viewOf(refused.text).errors.installments).toBe('Parcelamento inválido.');
    }
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(0);
  });
});

describe('the PIX discount', () => {
  /** R$ 100,00 physical with R$ 25,00 shipping, 5 % off by PIX, and a 10 % coupon. */
  async function pixShop(): Promise<Shop> {
    const shop = await createShop(server, {
      settings: { options: { pix_discount_percent: 5 } },
      shipping: [{ name: 'PAC', price: '25,00', min_days: 3, max_days: 8 }],
    });
    await createCoupon(server, shop);
    return shop;
  }

  it('takes 5 % off products after the coupon, never off shipping, and stores and charges it', async () => {
    const shop = await pixShop();
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    const withCoupon = await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: 'TESTE10',
      payment_method: 'pix',
    }).expect(200);
    const view = viewOf(withCoupon.text);
    // (100,00 − 10,00) × 5 % = 4,50; shipping 25,00 untouched.
    expect(view.totals).toEqual({
      subtotal_cents: 10_000,
      bump_cents: 0,
      discount_cents: 1000 + 450,
      pix_discount_cents: 450,
      shipping_cents: 2500,
      interest_cents: 0,
      total_cents: 9000 - 450 + 2500,
      installments: null,
    });
    expect(view.coupon?.discount_cents).toBe(1000);
    expect(view.pix_discount).toEqual({ percent: 5, total_cents: 11_050 });
    expect(withCoupon.text).toMatch(/5\s%\sde desconto no PIX/);
    expect(withCoupon.text).toContain('Desconto PIX');

    const placed = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, placed.headers.location!);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'pix',
      subtotalCents: 10_000,
      discountCents: 1450,
      pixDiscountCents: 450,
      shippingCents: 2500,
      interestCents: 0,
      installmentCents: null,
      totalCents: 11_050,
    });
    expect(await chargedCents(order)).toBe(11_050);
    // The BR Code asks for the discounted amount (EMV tag 54).
    expect(order.pixPayload).toContain('5406110.50');

    const page = await followToOrder(buyer, placed.headers.location!);
    expect(page.view.order.totals).toMatchObject({
      discount_cents: 1450,
      pix_discount_cents: 450,
      total_cents: 11_050,
    });
    expect(page.response.text).toContain('Desconto PIX');
    // React separates the sign from the amount with an empty comment.
    expect(page.response.text).toMatch(/Desconto PIX<\/dt><dd[^>]*>−(<!-- -->)?R\$\s4,50/);
    expect(page.response.text).toMatch(/Desconto<\/dt><dd[^>]*>−(<!-- -->)?R\$\s10,00/);
  });

  it('gives no PIX discount when paying by card', async () => {
    const shop = await pixShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    // The payment step offers the PIX price beside the card's.
    expect(view.pix_discount).toEqual({ percent: 5, total_cents: 9500 + 2500 });
    const paid = await pay(buyer, shop, view, cardFields()).expect(303);
    expect(await orderAt(server, paid.headers.location!)).toMatchObject({
      discountCents: 0,
      pixDiscountCents: 0,
      totalCents: 12_500,
    });
  });
});

describe('the payment terms in the builder', () => {
  it('saves them and refuses out-of-range ones with the contract messages', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const put = (options: Record<string, unknown>) =>
      server.request
        .put('/api/checkout-settings')
        .set(merchant.auth)
        .send({ store_id: storeId, settings: mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, { options }) });
    const terms = {
      max_installments: 10,
      interest_free_installments: 4,
      monthly_interest_percent: 2.99,
      min_installment_cents: 1000,
      pix_discount_percent: 7.5,
    };
    const saved = await put(terms).expect(200);
    expect(saved.body.settings.options).toMatchObject(terms);
    for (const [options, message] of [
      [{ max_installments: 6, interest_free_installments: 7 }, INTEREST_FREE_ABOVE_MAX_MESSAGE],
      [{ monthly_interest_percent: 2.999 }, MONTHLY_INTEREST_DECIMALS_MESSAGE],
      [{ pix_discount_percent: 51 }, PIX_DISCOUNT_RANGE_MESSAGE],
    ] as const) {
      expect((await put(options).expect(422)).body).toEqual({ error: message });
    }
    const current = await server.request
      .get(`/api/checkout-settings?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(current.body.settings.options).toMatchObject(terms);
  });
});
