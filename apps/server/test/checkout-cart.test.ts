import type { CheckoutPageView, OrderResultView } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSession, Order, OrderItem, Product, ProductStatsHour } from '../src/db/entities/index.ts';
import { orderData } from '../src/webhooks/endpoints.ts';
import {
  ADDRESS,
  type Buyer,
  cardFields,
  createCoupon,
  createShop,
  followToOrder,
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
import { createProductFor, startTestServer, type TestServer } from './helpers.ts';

/*
 * A cart handed off by a store's theme (`/c/<store>/carrinho?itens=<id>:<qty>,…`) is sold whole:
 * every synced, active item in its quantity, on the checkout of the first one.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const products = () => server.dataSource.getRepository(Product);

/** Marks a product as synced from Shopify with the numeric id `shopifyId`. */
async function syncedAs(productId: number, shopifyId: number) {
  await products().update(productId, { externalId: `gid://shopify/Product/${shopifyId}` });
}

const SHIPPING = [
  { name: 'Sedex', price: '25,00', min_days: 1, max_days: 3 },
  { name: 'Retirada', price: '0,00', min_days: 0, max_days: 1 },
];

/**
 * A shop whose main product (R$ 100,00, Shopify id 1001) and a T-shirt (R$ 49,90, Shopify id 1002)
 * are synced; `mainType` is the main product's type (the T-shirt is physical).
 */
async function cartShop(mainType: 'physical' | 'digital' = 'physical') {
  const shop = await createShop(server, { productType: mainType, shipping: SHIPPING });
  const shirt = await createProductFor(server, shop.merchant, shop.storeId, {
    title: 'Camiseta Azul',
    price: '49,90',
    productType: 'physical',
  });
  await syncedAs(shop.product.id, 1001);
  await syncedAs(shirt.id, 1002);
  return { shop, shirt };
}

/** The hand-off in a buyer's browser: its 303 answer. */
function handOff(buyer: Buyer, shop: Pick<Shop, 'storeId'>, itens: string, extra = '') {
  return buyer
    .get(`/c/${shop.storeId}/carrinho?itens=${encodeURIComponent(itens)}${extra}`)
    .redirects(0)
    .expect(303);
}

const TWO_LINES = [
  {
    name: 'Curso de Fotografia',
    quantity: 2,
    unit_cents: 10000,
    total_cents: 20000,
    image_url: null,
    type: 'physical',
  },
  {
    name: 'Camiseta Azul',
    quantity: 1,
    unit_cents: 4990,
    total_cents: 4990,
    image_url: null,
    type: 'physical',
  },
] satisfies CheckoutPageView['lines'];

describe('cart hand-off with quantities', () => {
  it('opens a checkout that sells every line with its quantity (2 × A, 1 × B)', async () => {
    const { shop, shirt } = await cartShop();
    const buyer = server.agent();
    const handed = await handOff(buyer, shop, '1001:2,1002:1', '&utm_source=instagram&outro=x');
    expect(handed.headers.location).toBe(`${shop.path}?utm_source=instagram`);
    const cookie = String(handed.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^pagora_cs_${shop.product.id}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain(`path=/c/${shop.storeId}`);

    const { response, view } = await openCheckout(buyer, handed.headers.location!);
    expect(view.product.name).toBe('Curso de Fotografia');
    expect(view.lines).toEqual(TWO_LINES);
    expect(view.totals).toEqual({
      subtotal_cents: 24990,
      bump_cents: 0,
      discount_cents: 0,
      pix_discount_cents: 0,
      shipping_cents: null,
      interest_cents: 0,
      total_cents: 24990,
      installments: null,
    });
    expect(view.steps).toEqual(['personal', 'delivery', 'payment']);
    // The page, server-rendered, shows each line with its quantity and line total.
    expect(response.text).toContain('2 × Curso de Fotografia');
    expect(response.text).toContain('1 × Camiseta Azul');
    expect(response.text).toMatch(/R\$\s200,00/);
    expect(response.text).toMatch(/R\$\s249,90/);

    // One session: the hand-off's, resumed by the page, with the cart and the link's UTM.
    const sessions = await sessionsOf(server, shop.product.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      quantity: 2,
      utmSource: 'instagram',
      valueCents: 24990,
    });
    expect(JSON.parse(sessions[0]!.cartItems!)).toEqual([{ product_id: shirt.id, quantity: 1 }]);

    // The hydrated page's JSON answers carry the lines too.
    const update = await postJson(buyer, shop.path, {
      action: 'update',
      step: 'personal',
      name: 'Ana',
    }).expect(200);
    expect(update.body.view.lines).toEqual(TWO_LINES);
    expect(update.body.view.totals.subtotal_cents).toBe(24990);
  });

  it('places one order with an item per line and its quantity, counted in the rollups and webhooks', async () => {
    const { shop, shirt } = await cartShop();
    const buyer = server.agent();
    await handOff(buyer, shop, '1001:2,1002:1');
    const view = await reachPayment(buyer, shop);
    // Sedex (R$ 25,00) is the first option of the shop: 249,90 + 25,00.
    expect(view.totals).toMatchObject({ subtotal_cents: 24990, shipping_cents: 2500, total_cents: 27490 });
    const paid = await pay(buyer, shop, view, cardFields()).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      status: 'approved',
      subtotalCents: 24990,
      shippingCents: 2500,
      discountCents: 0,
      totalCents: 27490,
      addressCep: '01310100',
    });
    const items = await server.dataSource
      .getRepository(OrderItem)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(
      items.map(({ productId, name, quantity, unitPriceCents, kind }) => ({
        productId,
        name,
        quantity,
        unitPriceCents,
        kind,
      })),
    ).toEqual([
      {
        productId: shop.product.id,
        name: 'Curso de Fotografia',
        quantity: 2,
        unitPriceCents: 10000,
        kind: 'product',
      },
      { productId: shirt.id, name: 'Camiseta Azul', quantity: 1, unitPriceCents: 4990, kind: 'product' },
    ]);
    expect(await server.dataSource.getRepository(Order).countBy({ storeId: shop.storeId })).toBe(1);

    // The order page lists the quantities.
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect((page as OrderResultView).order.items).toEqual([
      { name: 'Curso de Fotografia', quantity: 2, unit_price_cents: 10000, kind: 'product' },
      { name: 'Camiseta Azul', quantity: 1, unit_price_cents: 4990, kind: 'product' },
    ]);
    // The dashboard's product rollup counts units per product.
    const stats = await server.dataSource.getRepository(ProductStatsHour).findBy({ storeId: shop.storeId });
    expect(
      stats
        .map(({ productId, units, revenueCents }) => ({ productId, units, revenueCents }))
        .sort((a, b) => a.productId - b.productId),
    ).toEqual([
      { productId: shop.product.id, units: 2, revenueCents: 20000 },
      { productId: shirt.id, units: 1, revenueCents: 4990 },
    ]);
    // Webhook events carry the items with their quantities.
    const data = await orderData(server.dataSource.manager, order.id);
    expect(data?.items).toEqual([
      { name: 'Curso de Fotografia', quantity: 2, unit_price_cents: 10000, kind: 'product' },
      { name: 'Camiseta Azul', quantity: 1, unit_price_cents: 4990, kind: 'product' },
    ]);

    // A second press of the pay button leads to the same order; no second charge or order.
    const again = await pay(buyer, shop, view, cardFields()).expect(303);
    expect(again.headers.location).toBe(paid.headers.location);
    expect(await server.dataSource.getRepository(Order).countBy({ storeId: shop.storeId })).toBe(1);

    // Once the cart is an order, the product's link starts a plain checkout again.
    const { view: next } = await openCheckout(buyer, shop.path);
    expect(next.lines).toEqual([{ ...TWO_LINES[0], quantity: 1, total_cents: 10000 }]);
    expect(next.totals.subtotal_cents).toBe(10000);
  });

  it('applies a coupon to the whole subtotal of the cart', async () => {
    const { shop } = await cartShop();
    await createCoupon(server, shop);
    const buyer = server.agent();
    await handOff(buyer, shop, '1001:2,1002:1');
    await reachPayment(buyer, shop);
    const applied = await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: 'TESTE10',
    }).expect(200);
    expect(applied.text).toContain('Cupom aplicado!');
    const { view: withCoupon } = await openCheckout(buyer, `${shop.path}?step=payment`);
    // 10% of 249,90 = 24,99.
    expect(withCoupon.totals).toEqual({
      subtotal_cents: 24990,
      bump_cents: 0,
      discount_cents: 2499,
      pix_discount_cents: 0,
      shipping_cents: 2500,
      interest_cents: 0,
      total_cents: 24990 - 2499 + 2500,
      installments: null,
    });
    const paid = await pay(buyer, shop, withCoupon, cardFields()).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      couponCode: 'TESTE10',
      subtotalCents: 24990,
      discountCents: 2499,
      totalCents: 24991,
    });
  });

  it('asks for delivery when only a further line is physical', async () => {
    const { shop, shirt } = await cartShop('digital');
    const buyer = server.agent();
    await handOff(buyer, shop, '1001:1,1002:3');
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.product.type).toBe('digital');
    expect(view.steps).toEqual(['personal', 'delivery', 'payment']);
    expect(view.shipping_options.map((option) => option.name)).toEqual(['Retirada', 'Sedex']);
    expect(view.totals.subtotal_cents).toBe(10000 + 3 * 4990);

    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
    const sedex = shop.shipping.find((option) => option.name === 'Sedex')!;
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: String(sedex.id),
    }).expect(303);
    const { view: payment } = await openCheckout(buyer, `${shop.path}?step=payment`);
    expect(payment.step).toBe('payment');
    const paid = await pay(buyer, shop, payment, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      subtotalCents: 24970,
      shippingCents: 2500,
      totalCents: 27470,
      shippingOptionName: 'Sedex',
      addressCity: 'São Paulo',
    });
    const items = await server.dataSource.getRepository(OrderItem).findBy({ orderId: order.id });
    expect(items.find((item) => item.productId === shirt.id)?.quantity).toBe(3);
  });

  it('merges repeated items, keeps quantities within 1..99, skips unknown and inactive items', async () => {
    const { shop, shirt } = await cartShop();
    const draft = await createProductFor(server, shop.merchant, shop.storeId, {
      title: 'Rascunho',
      status: 'inactive',
    });
    await syncedAs(draft.id, 1003);
    const buyer = server.agent();
    // 999999 was never synced and 1003 is inactive: the main product is the first one found.
    const handed = await handOff(buyer, shop, '999999:1,1003:1,1002:150,1001:2,1002:4');
    const shirtPath = new URL(shirt.checkout_url).pathname;
    expect(handed.headers.location).toBe(shirtPath);
    const { view } = await openCheckout(buyer, shirtPath);
    expect(view.lines?.map((line) => [line.name, line.quantity])).toEqual([
      ['Camiseta Azul', 99],
      ['Curso de Fotografia', 2],
    ]);
    expect(view.totals.subtotal_cents).toBe(99 * 4990 + 20000);

    // A further product that stops being sold leaves the cart.
    await products().update(shop.product.id, { status: 'inactive' });
    const { view: later } = await openCheckout(buyer, shirtPath);
    expect(later.lines?.map((line) => [line.name, line.quantity])).toEqual([['Camiseta Azul', 99]]);
    expect(later.totals.subtotal_cents).toBe(99 * 4990);
  });

  it('sells at most 50 lines', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await syncedAs(shop.product.id, 5000);
    await products().insert(
      Array.from({ length: 60 }, (_, index) => ({
        storeId: shop.storeId,
        name: `Produto ${index + 1}`,
        slug: `produto-extra-${index + 1}`,
        description: '',
        priceCents: 100,
        productType: 'digital' as const,
        status: 'active' as const,
        imageUploadId: null,
        externalId: `gid://shopify/Product/${5001 + index}`,
        externalImageUrl: null,
      })),
    );
    const itens = Array.from({ length: 61 }, (_, index) => `${5000 + index}:1`).join(',');
    const buyer = server.agent();
    await handOff(buyer, shop, itens);
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.lines).toHaveLength(50);
    expect(view.lines?.at(-1)?.name).toBe('Produto 49');
    expect(view.totals.subtotal_cents).toBe(10000 + 49 * 100);
  });

  it('replaces a session the buyer had on the product with the cart', async () => {
    const { shop } = await cartShop();
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    await handOff(buyer, shop, '1001:3');
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.lines?.map((line) => line.quantity)).toEqual([3]);
    expect(view.totals.subtotal_cents).toBe(30000);
    const sessions = await sessionsOf(server, shop.product.id);
    expect(sessions.map((session) => [session.quantity, session.cartItems])).toEqual([
      [1, null],
      [3, null],
    ]);
  });

  it('leaves plain product links as they were: the product once', async () => {
    const { shop } = await cartShop();
    const buyer = server.agent();
    const { response, view } = await openCheckout(buyer, shop.path);
    expect(view.lines).toEqual([{ ...TWO_LINES[0], quantity: 1, total_cents: 10000 }]);
    expect(view.totals.subtotal_cents).toBe(10000);
    expect(response.text).not.toContain('1 × Curso de Fotografia');
    const [session] = await server.dataSource
      .getRepository(CheckoutSession)
      .findBy({ productId: shop.product.id });
    expect(session).toMatchObject({ quantity: 1, cartItems: null });
    const payment = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, payment, cardFields()).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    const items = await server.dataSource.getRepository(OrderItem).findBy({ orderId: order.id });
    expect(items.map((item) => [item.name, item.quantity, item.unitPriceCents])).toEqual([
      ['Curso de Fotografia', 1, 10000],
    ]);
    expect(order).toMatchObject({ subtotalCents: 10000, totalCents: 12500 });
  });
});
