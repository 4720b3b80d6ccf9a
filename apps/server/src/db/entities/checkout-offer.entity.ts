import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** bump: a checkbox on the checkout; upsell: a one-click offer after an approved payment. */
export type CheckoutOfferKind = 'bump' | 'upsell';

/**
 * An order bump or upsell: another product of the store at a special price. Which checkouts show
 * it is in `checkout_offer_trigger`, or every product's when `allProducts`.
 */
export class CheckoutOffer extends BaseRecord {
  storeId!: number;
  kind!: CheckoutOfferKind;
  /** The offered product (same store). */
  productId!: number;
  offerPriceCents!: number;
  headline!: string;
  description!: string;
  isActive!: boolean;
  /**
   * Saved with no trigger products: shown on every product's checkout. Not derived from "has no
   * triggers", so deleting the only trigger product does not turn the offer into a global one.
   */
  allProducts!: boolean;
}

export const checkoutOfferSchema = (types: ColumnTypes) =>
  new EntitySchema<CheckoutOffer>({
    name: 'CheckoutOffer',
    tableName: 'checkout_offer',
    target: CheckoutOffer,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      kind: { type: 'varchar', length: 10 },
      productId: {
        type: 'integer',
        name: 'product_id',
        foreignKey: { target: 'Product', onDelete: 'CASCADE' },
      },
      offerPriceCents: { type: 'integer', name: 'offer_price_cents' },
      headline: { type: 'varchar', length: 120 },
      description: { type: 'text' },
      isActive: { type: 'boolean', name: 'is_active' },
      allProducts: { type: 'boolean', name: 'all_products' },
    },
    indices: [
      // Both the admin list and the checkout's newest-matching-offer lookup are ranges of this index.
      { name: 'IDX_checkout_offer_store_id_kind_id', columns: ['storeId', 'kind', 'id'] },
      { name: 'IDX_checkout_offer_product_id', columns: ['productId'] },
    ],
  });
