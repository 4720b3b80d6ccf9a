import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';

/**
 * The dashboard's hourly rollup of the items of a store's approved orders, per product as sold (its
 * id, 0 when the item had none, and the name it was sold under): units and revenue of the orders
 * created in the UTC hour starting at `hourStart`. Maintained with order_stats_hour.
 */
export class ProductStatsHour {
  storeId!: number;
  hourStart!: Date;
  /** The product's id when sold; 0 when the item had none (a product deleted before). */
  productId!: number;
  name!: string;
  units!: number;
  revenueCents!: number;
}

export const productStatsHourSchema = (types: ColumnTypes) =>
  new EntitySchema<ProductStatsHour>({
    name: 'ProductStatsHour',
    tableName: 'product_stats_hour',
    target: ProductStatsHour,
    columns: {
      storeId: {
        type: 'integer',
        name: 'store_id',
        primary: true,
        primaryKeyConstraintName: 'PK_product_stats_hour',
        foreignKey: { target: 'Store', onDelete: 'CASCADE' },
      },
      hourStart: {
        type: types.timestamp,
        name: 'hour_start',
        primary: true,
        primaryKeyConstraintName: 'PK_product_stats_hour',
      },
      productId: {
        type: 'integer',
        name: 'product_id',
        primary: true,
        primaryKeyConstraintName: 'PK_product_stats_hour',
        default: 0,
      },
      name: {
        type: 'varchar',
        length: 120,
        primary: true,
        primaryKeyConstraintName: 'PK_product_stats_hour',
      },
      units: { type: 'integer', default: 0 },
      revenueCents: { type: 'integer', name: 'revenue_cents', default: 0 },
    },
  });
