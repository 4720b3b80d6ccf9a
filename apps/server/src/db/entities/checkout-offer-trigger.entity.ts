import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** "Show offer X on product Y's checkout." Deleted with either of them. */
export class CheckoutOfferTrigger extends BaseRecord {
  offerId!: number;
  productId!: number;
}

export const checkoutOfferTriggerSchema = (types: ColumnTypes) =>
  new EntitySchema<CheckoutOfferTrigger>({
    name: 'CheckoutOfferTrigger',
    tableName: 'checkout_offer_trigger',
    target: CheckoutOfferTrigger,
    columns: {
      ...baseColumns(types),
      offerId: {
        type: 'integer',
        name: 'offer_id',
        foreignKey: { target: 'CheckoutOffer', onDelete: 'CASCADE' },
      },
      productId: {
        type: 'integer',
        name: 'product_id',
        foreignKey: { target: 'Product', onDelete: 'CASCADE' },
      },
    },
    uniques: [{ name: 'UQ_checkout_offer_trigger_offer_id_product_id', columns: ['offerId', 'productId'] }],
    indices: [{ name: 'IDX_checkout_offer_trigger_product_id', columns: ['productId'] }],
  });
