import { CHECKOUT_STEPS, type CheckoutStep } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { uploadUrl } from '../catalog/uploads.ts';
import { type CheckoutSession, Product, ShippingOption, Upload } from '../db/entities/index.ts';
import type { CheckoutContext, CheckoutLine } from './context.ts';

/*
 * What a checkout sells: its lines. A plain product link sells the product, once; a cart handed
 * off by a store's theme (Shopify, WooCommerce) sells its main product in a quantity plus further
 * products of the same store. The session keeps only product ids and quantities; names and prices
 * are read from the products on every view and again for the order, so the buyer always pays what
 * the page showed and never a price from the link.
 */

/** Lines of one cart, main product included. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/** A further line as the session stores it. */
export interface CartItemRef {
  productId: number;
  quantity: number;
}

/** A whole quantity within 1..99 (anything else becomes 1, above 99 becomes 99). */
export function clampQuantity(value: unknown): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) return 1;
  return Math.min(number, MAX_LINE_QUANTITY);
}

/** The line of a product in `quantity`. */
export function lineOf(product: Product, imageUrl: string | null, quantity: number): CheckoutLine {
  return {
    productId: product.id,
    name: product.name,
    description: product.description,
    unitCents: product.priceCents,
    productType: product.productType,
    imageUrl,
    quantity,
  };
}

/**
 * checkout_session.cart_items: `[{"product_id":12,"quantity":2},…]`. Tolerant: malformed entries
 * are dropped, a product named twice keeps its first line, at most MAX_CART_LINES − 1 further lines.
 */
export function readCartItems(text: string | null): CartItemRef[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItemRef[] = [];
  const seen = new Set<number>();
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { product_id: productId, quantity } = entry as Record<string, unknown>;
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || seen.has(productId)) continue;
    seen.add(productId);
    items.push({ productId, quantity: clampQuantity(quantity) });
    if (items.length === MAX_CART_LINES - 1) break;
  }
  return items;
}

/** What checkout_session.cart_items holds for `items` (null when there are none). */
export function serializeCartItems(items: readonly CartItemRef[]): string | null {
  if (items.length === 0) return null;
  return JSON.stringify(items.map((item) => ({ product_id: item.productId, quantity: item.quantity })));
}

/** Σ unit price × quantity over the lines, in cents. */
export function linesSubtotalCents(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}

/** Delivery is needed when any line is a physical product. */
export function needsDelivery(lines: readonly Pick<CheckoutLine, 'productType'>[]): boolean {
  return lines.some((line) => line.productType === 'physical');
}

/** The steps of a checkout selling `lines`: personal data, delivery (when needed), payment. */
export function stepsFor(lines: readonly Pick<CheckoutLine, 'productType'>[]): CheckoutStep[] {
  const delivery = needsDelivery(lines);
  return CHECKOUT_STEPS.filter((step) => step !== 'delivery' || delivery);
}

/**
 * The context of a session's checkout: `ctx` itself for a plain session (the product, once), else
 * a copy whose lines are the session's cart — the main product in its quantity, then the further
 * products that are still active products of the store, in the cart's order — with the steps and
 * shipping options that cart needs. One indexed read for the further products (and one for the
 * shipping options when only they are physical).
 */
export async function withSessionCart(
  manager: EntityManager,
  ctx: CheckoutContext,
  session: Pick<CheckoutSession, 'quantity' | 'cartItems'>,
): Promise<CheckoutContext> {
  const quantity = clampQuantity(session.quantity);
  const further = readCartItems(session.cartItems).filter((item) => item.productId !== ctx.product.id);
  if (quantity === 1 && further.length === 0) return ctx;
  const main = lineOf(ctx.product, ctx.productImageUrl, quantity);
  const lines = [main, ...(await furtherLines(manager, ctx.store.id, further))];
  const steps = stepsFor(lines);
  const shippingOptions =
    steps.includes('delivery') && ctx.product.productType !== 'physical'
      ? await manager
          .getRepository(ShippingOption)
          .find({ where: { storeId: ctx.store.id }, order: { priceCents: 'ASC', id: 'ASC' } })
      : ctx.shippingOptions;
  return { ...ctx, lines, steps, shippingOptions };
}

/** The active products of the store among `items`, as lines in the items' order. */
async function furtherLines(
  manager: EntityManager,
  storeId: number,
  items: readonly CartItemRef[],
): Promise<CheckoutLine[]> {
  if (items.length === 0) return [];
  const found = await manager
    .getRepository(Product)
    .createQueryBuilder('product')
    .leftJoin(Upload, 'image', 'image.id = product.imageUploadId')
    .addSelect('image.key', 'image_key')
    .where('product.storeId = :storeId AND product.status = :active AND product.id IN (:...ids)', {
      storeId,
      active: 'active',
      ids: items.map((item) => item.productId),
    })
    .getRawAndEntities<{ product_id: number | string; image_key: string | null }>();
  const imageKeys = new Map(found.raw.map((row) => [Number(row.product_id), row.image_key]));
  const products = new Map(found.entities.map((product) => [product.id, product]));
  const lines: CheckoutLine[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) continue;
    const key = imageKeys.get(product.id) ?? null;
    lines.push(lineOf(product, key ? uploadUrl({ key }) : null, item.quantity));
  }
  return lines;
}
