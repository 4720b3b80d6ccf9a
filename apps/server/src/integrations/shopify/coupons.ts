import { type CouponInput, couponCodeKey, createCoupon, updateCoupon } from '../../catalog/coupons.ts';
import type { Database } from '../../db/data-source.ts';
import { Coupon, type Store } from '../../db/entities/index.ts';
import { HttpError } from '../../shared/errors.ts';
import { decimalToCents } from '../product-sync.ts';
import {
  DISCOUNTS_QUERY,
  type DiscountsAnswer,
  type ShopifyClient,
  type ShopifyDiscountNode,
} from './admin-api.ts';

/** Shopify discounts without a usage limit become coupons with the largest total Pagora accepts. */
const UNLIMITED_USES = 10_000_000;

/**
 * The Pagora coupons a Shopify discount becomes (one per code): percentage → 'percent'
 * (whole percentages only), fixed amount → 'value' in cents. Other kinds (buy X get Y, free
 * shipping) and automatic discounts have no Pagora equivalent and give none.
 */
export function couponsFromDiscount(node: ShopifyDiscountNode): CouponInput[] {
  const discount = node.discount;
  if (discount.__typename !== 'DiscountCodeBasic') return [];
  const value = discount.customerGets?.value;
  let discountType: CouponInput['discountType'];
  let discountValue: number | null;
  if (value?.__typename === 'DiscountPercentage' && typeof value.percentage === 'number') {
    discountType = 'percent';
    // Shopify sends a fraction (0.15 = 15 %).
    const percent = Math.round(value.percentage * 10_000) / 100;
    discountValue = Number.isInteger(percent) ? percent : null;
  } else if (value?.__typename === 'DiscountAmount' && value.amount) {
    discountType = 'value';
    discountValue = decimalToCents(value.amount.amount);
  } else {
    return [];
  }
  if (discountValue === null) return [];
  const name = (discount.title ?? '').trim().slice(0, 80) || 'Cupom Shopify';
  const usageLimit = discount.usageLimit;
  return (discount.codes?.nodes ?? []).map(({ code }) => ({
    name,
    code: code.trim(),
    maxUses:
      typeof usageLimit === 'number' && usageLimit >= 1
        ? Math.min(usageLimit, UNLIMITED_USES)
        : UNLIMITED_USES,
    discountType,
    discountValue,
    startDate: discount.startsAt ? new Date(discount.startsAt) : null,
    endDate: discount.endsAt ? new Date(discount.endsAt) : null,
    isUniquePerCustomer: discount.appliesOncePerCustomer === true,
    isAutoApply: false,
  }));
}

/**
 * Imports every code discount of the shop (read from all its discounts, paged) as coupons of the
 * store, upserted by code: a code that already exists (in any case) is updated, keeping its use
 * count. Codes Pagora cannot hold (characters, length, values out of range) are skipped.
 */
export async function importShopifyCoupons(
  client: ShopifyClient,
  db: Database,
  store: Store,
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  let cursor: string | null = null;
  for (;;) {
    const answer: DiscountsAnswer = await client.graphql<DiscountsAnswer>(DISCOUNTS_QUERY, { cursor });
    for (const node of answer.discountNodes.nodes) {
      for (const input of couponsFromDiscount(node)) {
        try {
          const wasCreated = await db.transaction(async (manager) => {
            const existing = await manager
              .getRepository(Coupon)
              .findOne({ where: { storeId: store.id, codeKey: couponCodeKey(input.code) } });
            if (existing) {
              await updateCoupon(manager, store.userId, existing.id, input);
              return false;
            }
            await createCoupon(manager, store, input);
            return true;
          });
          if (wasCreated) created += 1;
          else updated += 1;
        } catch (error) {
          // A coupon Pagora's rules refuse is skipped; anything else stops the import.
          if (!(error instanceof HttpError)) throw error;
        }
      }
    }
    const { hasNextPage, endCursor } = answer.discountNodes.pageInfo;
    if (!hasNextPage || !endCursor) break;
    cursor = endCursor;
  }
  return { created, updated };
}
