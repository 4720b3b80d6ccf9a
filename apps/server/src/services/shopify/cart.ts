import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Product } from '../../entities/index.ts';

export const CART_ITEMS_UNAVAILABLE_MESSAGE = 'Os produtos deste carrinho não estão disponíveis no checkout.';
/** More items than a cart sensibly holds are ignored. */
const MAX_ITEMS = 100;

export interface CartItem {
  /** The product's external id: 'gid://shopify/Product/<id>' for Shopify's numeric ids, 'woo:<id>' for WooCommerce's. */
  externalId: string;
  quantity: number;
}

/**
 * `itens=<product id>:<qty>,…` as the theme snippet sends it. Plain numeric ids are Shopify's;
 * 'woo:<id>' are WooCommerce's. Malformed entries are ignored; a missing quantity is 1.
 */
export function parseCartItems(text: unknown): CartItem[] {
  if (typeof text !== 'string') return [];
  const items: CartItem[] = [];
  for (const entry of text.split(',').slice(0, MAX_ITEMS)) {
    const match = /^\s*(woo:)?(\d{1,20})(?::(\d{1,6}))?\s*$/.exec(entry);
    if (!match) continue;
    const quantity = match[3] === undefined ? 1 : Number(match[3]);
    if (quantity < 1) continue;
    items.push({
      externalId: match[1] ? `woo:${match[2]}` : `gid://shopify/Product/${match[2]}`,
      quantity,
    });
  }
  return items;
}

/**
 * The slug of the first cart item that is a synced, active product of the store (in the cart's
 * order), or null when none is. The checkout sells one product per session, in quantity 1.
 */
export async function firstCartProductSlug(
  manager: EntityManager,
  storeId: number,
  items: CartItem[],
): Promise<string | null> {
  if (items.length === 0) return null;
  const products = await manager.getRepository(Product).find({
    where: { storeId, externalId: In(items.map((item) => item.externalId)), status: 'active' },
    select: { id: true, slug: true, externalId: true },
  });
  const byExternalId = new Map(products.map((product) => [product.externalId, product.slug]));
  for (const item of items) {
    const slug = byExternalId.get(item.externalId);
    if (slug) return slug;
  }
  return null;
}
