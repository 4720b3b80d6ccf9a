import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { type CartItemRef, clampQuantity, MAX_CART_LINES } from '../../checkout/cart.ts';
import { Product } from '../../db/entities/index.ts';

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

/** A cart as the checkout sells it: its main product (the first one found) and the further lines. */
export interface MappedCart {
  /** The main product's slug: the checkout page the buyer is sent to. */
  slug: string;
  quantity: number;
  /** The further products of the store, in the cart's order. */
  items: CartItemRef[];
}

/**
 * The cart's items that are synced, active products of the store, in the cart's order: the first
 * is the main product, the rest further lines (at most MAX_CART_LINES in all). A product named
 * twice is one line with the quantities added; quantities are kept within 1..99. Null when no item
 * is such a product.
 */
export async function mapCart(
  manager: EntityManager,
  storeId: number,
  items: CartItem[],
): Promise<MappedCart | null> {
  if (items.length === 0) return null;
  const products = await manager.getRepository(Product).find({
    where: { storeId, externalId: In(items.map((item) => item.externalId)), status: 'active' },
    select: { id: true, slug: true, externalId: true },
  });
  const byExternalId = new Map(products.map((product) => [product.externalId, product]));
  const lines = new Map<number, { slug: string; quantity: number }>();
  for (const item of items) {
    const product = byExternalId.get(item.externalId);
    if (!product) continue;
    const line = lines.get(product.id);
    if (line) line.quantity = clampQuantity(line.quantity + item.quantity);
    else if (lines.size < MAX_CART_LINES) {
      lines.set(product.id, { slug: product.slug, quantity: clampQuantity(item.quantity) });
    }
  }
  const [main, ...further] = [...lines.entries()];
  if (!main) return null;
  return {
    slug: main[1].slug,
    quantity: main[1].quantity,
    items: further.map(([productId, line]) => ({ productId, quantity: line.quantity })),
  };
}
