import {
  type AbandonedCartRow,
  type AbandonedCartsPage,
  DEFAULT_ORDER_SETTINGS,
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderRow,
  type OrderSettings,
  type OrdersPage,
} from '@pagora/contract';

/** Every sample date is in November 2026; the store is in São Paulo (UTC−3). */
export const timeZone = 'America/Sao_Paulo';

function order(
  id: number,
  created_at: string,
  customer: [name: string, email: string],
  payment: Pick<OrderRow, 'payment_method' | 'card_brand'>,
  total_cents: number,
  status: string,
  kind: OrderRow['kind'] = 'main',
): OrderRow {
  return {
    id,
    number: id - 900,
    created_at,
    customer_name: customer[0],
    customer_email: customer[1],
    ...payment,
    total_cents,
    status,
    kind,
  };
}

const pix = { payment_method: 'pix', card_brand: null } as const;
const boleto = { payment_method: 'boleto', card_brand: null } as const;
const visa = { payment_method: 'card', card_brand: 'visa' } as const;
const mastercard = { payment_method: 'card', card_brand: 'mastercard' } as const;

/** A page of orders: every status, every method, an upsell, and a status this version does not know. */
export const orders: OrderRow[] = [
  order(
    1028,
    '2026-11-22T17:05:12.000Z',
    ['Mariana Costa', 'mariana.costa@gmail.com'],
    visa,
    4_990,
    'approved',
    'upsell',
  ),
  order(
    1027,
    '2026-11-22T17:03:00.000Z',
    ['Mariana Costa', 'mariana.costa@gmail.com'],
    visa,
    14_990,
    'approved',
  ),
  order(
    1026,
    '2026-11-22T15:41:30.000Z',
    ['João Pedro Almeida', 'jp.almeida@outlook.com'],
    pix,
    9_790,
    'pending',
  ),
  order(
    1025,
    '2026-11-22T13:12:00.000Z',
    ['Ana Beatriz Souza', 'anabia@uol.com.br'],
    mastercard,
    32_500,
    'refused',
  ),
  order(
    1024,
    '2026-11-21T22:48:09.000Z',
    ['Carlos Eduardo Lima', 'cadu.lima@gmail.com'],
    boleto,
    19_980,
    'pending',
  ),
  order(
    1023,
    '2026-11-21T19:20:00.000Z',
    ['Fernanda Rocha', 'fernanda@rochadesign.com.br'],
    pix,
    9_790,
    'refunded',
  ),
  order(
    1022,
    '2026-11-21T11:02:44.000Z',
    ['Rafael Nunes', 'rafa.nunes@gmail.com'],
    boleto,
    12_450,
    'cancelled',
  ),
  order(
    1021,
    '2026-11-20T23:59:59.000Z',
    ['Luísa Martins', 'luisa.martins@yahoo.com.br'],
    visa,
    129_900,
    'in_analysis',
  ),
];

export const ordersPage: OrdersPage = {
  items: orders,
  page: 1,
  page_count: 7,
  total: 128,
  page_size: ORDERS_PAGE_SIZE,
};

export const lastOrdersPage: OrdersPage = { ...ordersPage, items: orders.slice(5), page: 7 };

export const singleOrderPage: OrdersPage = {
  items: orders.slice(1, 2),
  page: 1,
  page_count: 1,
  total: 1,
  page_size: ORDERS_PAGE_SIZE,
};

export const emptyOrdersPage: OrdersPage = {
  items: [],
  page: 1,
  page_count: 1,
  total: 0,
  page_size: ORDERS_PAGE_SIZE,
};

function cart(
  id: number,
  abandoned_at: string,
  customer: [name: string, email: string],
  product_name: string,
  stage: AbandonedCartRow['stage'],
  value_cents: number,
  recovery: Partial<
    Pick<AbandonedCartRow, 'recovery_count' | 'recovery_sent_at' | 'recovered_order_number'>
  > = {},
): AbandonedCartRow {
  return {
    id,
    abandoned_at,
    customer_name: customer[0],
    customer_email: customer[1],
    product_name,
    stage,
    value_cents,
    recovery_count: recovery.recovery_count ?? 0,
    recovery_sent_at: recovery.recovery_sent_at ?? null,
    recovered_order_number: recovery.recovered_order_number ?? null,
  };
}

export const carts: AbandonedCartRow[] = [
  cart(
    5412,
    '2026-11-22T16:40:00.000Z',
    ['Patrícia Gomes', 'patricia.gomes@gmail.com'],
    'Camiseta Básica Algodão Orgânico',
    'payment',
    10_980,
  ),
  cart(
    5409,
    '2026-11-22T12:15:00.000Z',
    ['Bruno Carvalho', 'bruno.carvalho@hotmail.com'],
    'Garrafa Térmica Inox 750 ml — Edição Limitada Verão 2026 com Tampa Bambu',
    'delivery',
    18_990,
    { recovery_count: 2, recovery_sent_at: '2026-11-22T17:03:00.000Z' },
  ),
  cart(
    5401,
    '2026-11-21T20:02:00.000Z',
    ['Juliana Ferreira', 'ju.ferreira@gmail.com'],
    'E-book: Guia de Vendas Online',
    'personal',
    4_700,
    { recovery_count: 1, recovery_sent_at: '2026-11-21T21:02:00.000Z', recovered_order_number: 123 },
  ),
  cart(
    5398,
    '2026-11-21T09:30:00.000Z',
    ['Thiago Ribeiro', 'thiago.ribeiro@gmail.com'],
    'Caneca Esmaltada 350 ml',
    'payment',
    6_480,
    { recovery_count: 1, recovery_sent_at: '2026-11-21T10:30:00.000Z' },
  ),
];

export const cartsPage: AbandonedCartsPage = {
  items: carts,
  page: 1,
  page_count: 3,
  total: 47,
  page_size: ORDERS_PAGE_SIZE,
};

export const emptyCartsPage: AbandonedCartsPage = {
  items: [],
  page: 1,
  page_count: 1,
  total: 0,
  page_size: ORDERS_PAGE_SIZE,
};

/** An approved card order with an order bump, a coupon, shipping, UTM and the upsell bought after it. */
export const cardOrder: OrderDetail = {
  ...orders[1]!,
  items: [
    {
      name: 'Camiseta Básica Algodão Orgânico',
      quantity: 1,
      unit_price_cents: 12_990,
      total_cents: 12_990,
      kind: 'product',
    },
    { name: 'Meia Cano Alto (par)', quantity: 1, unit_price_cents: 2_500, total_cents: 2_500, kind: 'bump' },
  ],
  subtotal_cents: 12_990,
  bump_cents: 2_500,
  discount_cents: 1_549,
  shipping_cents: 1_049,
  coupon_code: 'BEMVINDA10',
  shipping: { name: 'PAC', price_cents: 1_049, min_days: 3, max_days: 5 },
  address: {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: 'Apto 82',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  customer_phone: '11987654321',
  customer_cpf: '39053344705',
  gateway: 'test',
  gateway_reference: 'test_ch_9f2c4e71a0',
  card: { brand: 'visa', last4: '4242', installments: 3 },
  refusal_reason: null,
  paid_at: '2026-11-22T17:03:04.000Z',
  utm: { source: 'instagram', medium: 'stories', campaign: 'black-friday', term: null, content: null },
  timeline: [
    { at: '2026-11-22T17:03:00.000Z', status: 'pending', cause: 'Pedido criado' },
    {
      at: '2026-11-22T17:03:04.000Z',
      status: 'approved',
      cause: 'Pagamento aprovado (cartão Visa final 4242, 3x)',
    },
  ],
  can_mark_paid: false,
  refunded_cents: 0,
  refundable_cents: 14_990,
  can_refund: true,
  can_refund_partially: true,
  can_cancel: false,
  order_url: 'https://checkout.lojadamariana.com.br/pedido/127/obrigado',
  related_order: { id: 1028, number: 128, kind: 'upsell' },
};

/** A pending PIX order of the test mode: it can be marked paid. A digital product, no UTM. */
export const pendingPixOrder: OrderDetail = {
  ...orders[2]!,
  items: [
    {
      name: 'E-book: Guia de Vendas Online',
      quantity: 1,
      unit_price_cents: 9_790,
      total_cents: 9_790,
      kind: 'product',
    },
  ],
  subtotal_cents: 9_790,
  bump_cents: 0,
  discount_cents: 0,
  shipping_cents: 0,
  coupon_code: null,
  shipping: null,
  address: null,
  customer_phone: '(21) 3456-7890',
  customer_cpf: '52998224725',
  gateway: 'test',
  gateway_reference: 'test_pix_51d0c8',
  card: null,
  refusal_reason: null,
  paid_at: null,
  utm: { source: null, medium: null, campaign: null, term: null, content: null },
  timeline: [{ at: '2026-11-22T15:41:30.000Z', status: 'pending', cause: 'Pedido criado (PIX gerado)' }],
  can_mark_paid: true,
  refunded_cents: 0,
  refundable_cents: 9_790,
  can_refund: false,
  can_refund_partially: true,
  can_cancel: true,
  order_url: 'https://checkout.lojadamariana.com.br/pedido/126/pix',
  related_order: null,
};

/** cardOrder after a refund of part of it: R$ 30,00 given back, R$ 119,90 still refundable. */
export const partiallyRefundedOrder: OrderDetail = {
  ...cardOrder,
  status: 'partially_refunded',
  refunded_cents: 3_000,
  refundable_cents: 11_990,
  timeline: [
    ...cardOrder.timeline,
    { at: '2026-11-23T13:15:00.000Z', status: 'partially_refunded', cause: 'Reembolso de R$ 30,00' },
  ],
};

/** cardOrder refunded whole: nothing left to refund. */
export const refundedOrder: OrderDetail = {
  ...cardOrder,
  status: 'refunded',
  refunded_cents: 14_990,
  refundable_cents: 0,
  can_refund: false,
  timeline: [
    ...cardOrder.timeline,
    { at: '2026-11-23T13:15:00.000Z', status: 'refunded', cause: 'Reembolso total de R$ 149,90' },
  ],
};

/** pendingPixOrder once marked paid: refundable, no longer to be marked nor cancelled. */
export const paidPixOrder: OrderDetail = {
  ...pendingPixOrder,
  status: 'approved',
  paid_at: '2026-11-22T15:50:00.000Z',
  can_mark_paid: false,
  can_cancel: false,
  can_refund: true,
  timeline: [
    ...pendingPixOrder.timeline,
    {
      at: '2026-11-22T15:50:00.000Z',
      status: 'approved',
      cause: 'Marcado como pago pelo lojista (modo de teste)',
    },
  ],
};

/** pendingPixOrder cancelled by the merchant. */
export const cancelledPixOrder: OrderDetail = {
  ...pendingPixOrder,
  status: 'cancelled',
  can_mark_paid: false,
  can_cancel: false,
  timeline: [
    ...pendingPixOrder.timeline,
    { at: '2026-11-22T16:02:00.000Z', status: 'cancelled', cause: 'Pedido cancelado pelo lojista' },
  ],
};

/** The upsell bought after cardOrder: points back to it. */
export const upsellOrder: OrderDetail = {
  ...cardOrder,
  ...orders[0]!,
  items: [
    {
      name: 'Kit 3 Meias Coloridas',
      quantity: 1,
      unit_price_cents: 4_990,
      total_cents: 4_990,
      kind: 'upsell',
    },
  ],
  subtotal_cents: 4_990,
  bump_cents: 0,
  discount_cents: 0,
  coupon_code: null,
  shipping_cents: 0,
  shipping: null,
  card: { brand: 'visa', last4: '4242', installments: 1 },
  gateway_reference: 'test_ch_0b7d13ee52',
  paid_at: '2026-11-22T17:05:14.000Z',
  timeline: [
    { at: '2026-11-22T17:05:12.000Z', status: 'pending', cause: 'Upsell aceito com um clique' },
    {
      at: '2026-11-22T17:05:14.000Z',
      status: 'approved',
      cause: 'Pagamento aprovado (cartão Visa final 4242)',
    },
  ],
  refundable_cents: 4_990,
  order_url: 'https://checkout.lojadamariana.com.br/pedido/128/obrigado',
  related_order: { id: 1027, number: 127, kind: 'main' },
};

/** A status this version does not know, shown as it is; a refused attempt before it. */
export const unknownStatusOrder: OrderDetail = {
  ...cardOrder,
  ...orders[7]!,
  items: [
    {
      name: 'Jaqueta Corta-Vento Impermeável',
      quantity: 1,
      unit_price_cents: 129_900,
      total_cents: 129_900,
      kind: 'product',
    },
  ],
  subtotal_cents: 129_900,
  bump_cents: 0,
  discount_cents: 0,
  coupon_code: null,
  shipping_cents: 0,
  shipping: { name: 'Frete grátis', price_cents: 0, min_days: 5, max_days: 10 },
  gateway: 'pagarme',
  gateway_reference: 'ch_Lk29sPq81',
  card: { brand: 'visa', last4: '1881', installments: 10 },
  timeline: [
    { at: '2026-11-20T23:59:59.000Z', status: 'pending', cause: 'Pedido criado' },
    {
      at: '2026-11-21T00:00:03.000Z',
      status: 'approved',
      cause: 'Pagamento aprovado (cartão Visa final 1881, 10x)',
    },
    {
      at: '2026-11-25T14:30:00.000Z',
      status: 'in_analysis',
      cause: 'Contestação aberta pelo portador do cartão',
    },
  ],
  // Disputed: nothing to refund from here.
  refundable_cents: 129_900,
  can_refund: false,
  related_order: null,
};

export const settings: OrderSettings = {
  ...DEFAULT_ORDER_SETTINGS,
  recovery_auto: true,
  recovery_delays_minutes: [60, 1440],
};
