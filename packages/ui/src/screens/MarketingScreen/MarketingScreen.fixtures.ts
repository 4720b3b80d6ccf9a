import type { Coupon, Offer } from '@pagora/contract';
import { products } from '../ProductsScreen/ProductsScreen.fixtures.ts';
import type { OfferProduct } from './offers.ts';

const base = { store_id: 12, created_at: '2026-03-01T12:00:00.000Z' };

/** 10% for new customers, once each, no dates. */
export const welcomeCoupon: Coupon = {
  ...base,
  id: 1,
  name: 'Boas-vindas',
  code: 'BEMVINDO10',
  max_uses: 500,
  used_count: 128,
  discount_type: 'percent',
  discount_value: 10,
  start_date: null,
  end_date: null,
  is_unique_per_customer: true,
  is_auto_apply: false,
};

/** R$ 25,00 off during Black Friday weekend (27–29/11/2026, São Paulo days), applied automatically. */
export const blackFridayCoupon: Coupon = {
  ...base,
  id: 2,
  name: 'Black Friday',
  code: 'BLACKFRIDAY',
  max_uses: 1000,
  used_count: 1000,
  discount_type: 'value',
  discount_value: 2500,
  start_date: '2026-11-27T03:00:00.000Z',
  end_date: '2026-11-30T02:59:59.999Z',
  is_unique_per_customer: false,
  is_auto_apply: true,
};

/** 15% for VIP customers from 01/03/2026 on, once each and automatic. */
export const vipCoupon: Coupon = {
  ...base,
  id: 3,
  name: 'Clientes VIP',
  code: 'VIP15',
  max_uses: 50,
  used_count: 3,
  discount_type: 'percent',
  discount_value: 15,
  start_date: '2026-03-01T03:00:00.000Z',
  end_date: null,
  is_unique_per_customer: true,
  is_auto_apply: true,
};

/** An old coupon whose stored start date cannot be read. */
export const invalidDateCoupon: Coupon = {
  ...base,
  id: 4,
  name: 'Cupom antigo',
  code: 'ANTIGO5',
  max_uses: 10,
  used_count: 0,
  discount_type: 'value',
  discount_value: 500,
  start_date: '31/02/2025',
  end_date: '2025-12-31',
  is_unique_per_customer: false,
  is_auto_apply: false,
};

export const coupons: Coupon[] = [blackFridayCoupon, vipCoupon, welcomeCoupon];

// ─── Order bumps and upsells ─────────────────────────────────────────────────────────────────────

/** The store's products, as the offer tabs receive them (`GET /api/products?store_id=`). */
export const offerProducts: OfferProduct[] = products;

const productById = (id: number) => {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

function offer(
  id: number,
  productId: number,
  fields: Pick<Offer, 'offer_price_cents' | 'original_price_cents' | 'headline' | 'description'> &
    Partial<Pick<Offer, 'trigger_product_ids' | 'is_active'>>,
): Offer {
  const product = productById(productId);
  return {
    ...base,
    id,
    product_id: product.id,
    product_name: product.name,
    product_image_url: product.image_url,
    trigger_product_ids: [],
    is_active: true,
    ...fields,
  };
}

/** The mug for R$ 29,90 (instead of R$ 49,90) on the T-shirt's and the cap's checkouts. */
export const mugBump = offer(11, 127, {
  offer_price_cents: 2990,
  original_price_cents: 4990,
  headline: 'Leve também a Caneca Esmaltada',
  description: 'Combina com a sua camiseta: de R$ 49,90 por R$ 29,90, só nesta compra.',
  trigger_product_ids: [128, 122],
});

/** The e-book on every checkout. */
export const ebookBump = offer(12, 124, {
  offer_price_cents: 1990,
  original_price_cents: 3990,
  headline: 'Adicione o Guia de Vendas Online',
  description: 'Aprenda a vender mais com o nosso e-book, com 50% de desconto.',
});

/** An inactive bump of the bottle shown for three products. */
export const bottleBump = offer(13, 125, {
  offer_price_cents: 8990,
  original_price_cents: 8990,
  headline: 'Garrafa térmica para o dia a dia',
  description: '',
  trigger_product_ids: [128, 127, 124],
  is_active: false,
});

export const orderBumps: Offer[] = [mugBump, ebookBump, bottleBump];

/** The cap offered after buying the T-shirt. */
export const capUpsell = offer(21, 122, {
  offer_price_cents: 3490,
  original_price_cents: 5990,
  headline: 'Espere! Complete o look com o Boné Trucker',
  description: 'Adicione ao seu pedido com um clique, sem digitar os dados de novo.',
  trigger_product_ids: [128],
});

export const upsells: Offer[] = [capUpsell];
