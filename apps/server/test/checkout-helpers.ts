import {
  type CheckoutPageView,
  type CheckoutSettingsPatch,
  DEFAULT_CHECKOUT_SETTINGS,
  mergeCheckoutSettings,
  type OrderResultView,
  type Product,
  type ShippingOption,
} from '@pagora/contract';
import type supertest from 'supertest';
import { expect } from 'vitest';
import { CheckoutSession, Order } from '../src/db/entities/index.ts';
import {
  createProductFor,
  type Merchant,
  merchantWithStore,
  type TestServer,
  uniqueCpf,
  uniqueEmail,
  viewFromHtml,
} from './helpers.ts';

/** A buyer's browser: keeps the checkout's session cookie. */
export type Buyer = ReturnType<typeof supertest.agent>;

export interface Shop {
  merchant: Merchant;
  storeId: number;
  product: Product;
  /** The checkout's path, /c/<store>/<slug>. */
  path: string;
  shipping: ShippingOption[];
}

export interface ShopOptions {
  productType?: 'physical' | 'digital';
  /** As the product form types it ('100,00'). */
  price?: string;
  settings?: CheckoutSettingsPatch;
  shipping?: { name: string; price: string; min_days: number; max_days: number }[];
}

/** A store whose PIX key lets every method be offered. */
export const PIX_OPTIONS = {
  pix_key: 'loja@exemplo.com.br',
  pix_merchant_name: 'Loja Exemplo',
  pix_city: 'SAO PAULO',
} as const;

/** Saves the store's checkout settings through the builder's API (defaults + patch). */
export async function saveSettings(
  server: TestServer,
  shop: Pick<Shop, 'merchant' | 'storeId'>,
  patch: CheckoutSettingsPatch,
) {
  await server.request
    .put('/api/checkout-settings')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, settings: mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, patch) })
    .expect(200);
}

/**
 * A merchant, a store and an active product (physical, R$ 100,00 by default), with shipping
 * options and checkout settings as asked; the store has a PIX key unless the settings say otherwise.
 */
export async function createShop(server: TestServer, options: ShopOptions = {}): Promise<Shop> {
  const { merchant, storeId } = await merchantWithStore(server, 'Loja do Teste');
  const product = await createProductFor(server, merchant, storeId, {
    title: 'Curso de Fotografia',
    description: 'Aprenda a fotografar.',
    price: options.price ?? '100,00',
    productType: options.productType ?? 'physical',
  });
  const shipping: ShippingOption[] = [];
  for (const option of options.shipping ?? []) {
    const response = await server.request
      .post('/api/shipping')
      .set(merchant.auth)
      .send({ store_id: storeId, ...option })
      .expect(201);
    shipping.push(response.body as ShippingOption);
  }
  await saveSettings(
    server,
    { merchant, storeId },
    { ...options.settings, options: { ...PIX_OPTIONS, ...options.settings?.options } },
  );
  return { merchant, storeId, product, path: new URL(product.checkout_url).pathname, shipping };
}

/** Creates a coupon through the admin API (10% 'TESTE10' by default). */
export async function createCoupon(server: TestServer, shop: Shop, overrides: Record<string, unknown> = {}) {
  const response = await server.request
    .post('/api/coupons')
    .set(shop.merchant.auth)
    .send({
      store_id: shop.storeId,
      name: 'Cupom',
      totalUses: 100,
      startDate: null,
      endDate: null,
      code: 'TESTE10',
      discountType: 'percent',
      discountValue: 10,
      isUnique: false,
      isAutoApply: false,
      ...overrides,
    })
    .expect(201);
  return response.body as { id: number; code: string };
}

/** Another product of the shop, offered as order bump or upsell at `offerPrice`. */
export async function createOffer(
  server: TestServer,
  shop: Shop,
  kind: 'bump' | 'upsell',
  offerPrice = '19,90',
  productFields: { title?: string; price?: string; productType?: string } = {},
) {
  const offered = await createProductFor(server, shop.merchant, shop.storeId, {
    title: kind === 'bump' ? 'E-book de Edição' : 'Mentoria Individual',
    price: '49,90',
    productType: 'digital',
    ...productFields,
  });
  const response = await server.request
    .post(kind === 'bump' ? '/api/order-bumps' : '/api/upsells')
    .set(shop.merchant.auth)
    .send({
      store_id: shop.storeId,
      product_id: offered.id,
      offerPrice,
      headline: kind === 'bump' ? 'Leve também o e-book' : 'Oferta exclusiva para você',
      description: 'Só nesta página.',
      triggerProductIds: [],
      isActive: true,
    })
    .expect(201);
  return { offer: response.body as { id: number }, product: offered };
}

export function personalData(overrides: Record<string, string> = {}) {
  return {
    name: 'Maria da Silva',
    email: uniqueEmail('compradora'),
    phone: '(11) 98765-4321',
    cpf: uniqueCpf(),
    ...overrides,
  };
}

export const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
} as const;

export const VISA_APPROVED = '4242 4242 4242 4242';
export const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';

/** The card fields of the payment step. */
export function cardFields(number = VISA_APPROVED, overrides: Record<string, string> = {}) {
  return {
    payment_method: 'card',
    card_number: number,
    card_holder: 'MARIA DA SILVA',
    card_expiry: '12/40',
    card_cvv: '123',
    installments: '1',
    ...overrides,
  };
}

/** GET of the checkout page and the view it embeds. */
export async function openCheckout(buyer: Buyer, path: string) {
  const response = await buyer.get(path).expect(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return { response, view: viewFromHtml<CheckoutPageView>(response.text) };
}

/** A form post of the checkout, as a browser without JavaScript sends it. */
export function postForm(buyer: Buyer, path: string, fields: Record<string, string>) {
  return buyer.post(path).type('form').send(fields).redirects(0);
}

/** The same post from the hydrated page (answers CheckoutPostResponse). */
export function postJson(buyer: Buyer, path: string, fields: Record<string, string>) {
  return buyer.post(path).type('form').set('Accept', 'application/json').send(fields);
}

/**
 * Opens the checkout and walks the 3-step form up to the payment step (delivery with the first
 * shipping option for physical products). Returns the payment step's view.
 */
export async function reachPayment(buyer: Buyer, shop: Shop, personal = personalData()) {
  await openCheckout(buyer, shop.path);
  await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personal }).expect(303);
  if (shop.product.product_type === 'physical') {
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: String(shop.shipping[0]!.id),
    }).expect(303);
  }
  const { view } = await openCheckout(buyer, `${shop.path}?step=payment`);
  expect(view.step).toBe('payment');
  return view;
}

/** Presses the pay button with the view's attempt key; the answer of the form post. */
export function pay(buyer: Buyer, shop: Shop, view: CheckoutPageView, fields: Record<string, string>) {
  return postForm(buyer, shop.path, {
    action: 'pay',
    step: 'payment',
    attempt_key: view.attempt_key,
    ...fields,
  });
}

/** The order page a 303 points at, and its view. */
export async function followToOrder(buyer: Buyer, location: string) {
  const response = await buyer.get(location).expect(200);
  return { response, view: viewFromHtml<OrderResultView>(response.text) };
}

/** The order behind an order page's path. */
export function orderAt(server: TestServer, location: string): Promise<Order> {
  const token = location.split('/').at(-1)!;
  return server.dataSource.getRepository(Order).findOneByOrFail({ publicToken: token });
}

/** The checkout sessions of a product, oldest first. */
export function sessionsOf(server: TestServer, productId: number): Promise<CheckoutSession[]> {
  return server.dataSource
    .getRepository(CheckoutSession)
    .find({ where: { productId }, order: { id: 'ASC' } });
}

/** Which methods a gateway takes, as its configuration form sends them. */
export type GatewayMethods = { card: boolean; pix: boolean; boleto: boolean };

/** Activates Mercado Pago (the stand-in's sandbox keys) for the shop's store, as /gateways does. */
export async function connectMercadoPago(
  server: TestServer,
  shop: Pick<Shop, 'merchant' | 'storeId'>,
  mercadoPago: { publicKey: string; accessToken: string; webhookSecret: string },
  methods: GatewayMethods,
) {
  await server.request
    .put('/api/gateways/mercadopago')
    .set(shop.merchant.auth)
    .send({
      store_id: shop.storeId,
      public_key: mercadoPago.publicKey,
      secret_key: mercadoPago.accessToken,
      webhook_secret: mercadoPago.webhookSecret,
      methods,
    })
    .expect(200);
}

/** Activates Pagar.me (the stand-in's keys) for the shop's store, as /gateways does. */
export async function connectPagarme(
  server: TestServer,
  shop: Pick<Shop, 'merchant' | 'storeId'>,
  pagarme: { publicKey: string; secretKey: string },
  methods: GatewayMethods,
) {
  await server.request
    .put('/api/gateways/pagarme')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, public_key: pagarme.publicKey, secret_key: pagarme.secretKey, methods })
    .expect(200);
}

/** Routes each method (and the card's contingency) to a gateway, as /gateways' 'Salvar roteamento'. */
export async function routeGateways(
  server: TestServer,
  shop: Pick<Shop, 'merchant' | 'storeId'>,
  routing: { card: string; pix: string; boleto: string; card_contingency: string | null },
) {
  await server.request
    .put('/api/gateways/routing')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, ...routing })
    .expect(200);
}
