import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** A way of delivering a store's orders: price in cents (0 is free) and delivery time in days. */
export class ShippingOption extends BaseRecord {
  storeId!: number;
  name!: string;
  priceCents!: number;
  minDays!: number;
  maxDays!: number;
}

export const shippingOptionSchema = (types: ColumnTypes) =>
  new EntitySchema<ShippingOption>({
    name: 'ShippingOption',
    tableName: 'shipping_option',
    target: ShippingOption,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      name: { type: 'varchar', length: 80 },
      priceCents: { type: 'integer', name: 'price_cents' },
      minDays: { type: 'integer', name: 'min_days' },
      maxDays: { type: 'integer', name: 'max_days' },
    },
    indices: [{ name: 'IDX_shipping_option_store_id_id', columns: ['storeId', 'id'] }],
  });
