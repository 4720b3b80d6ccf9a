import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export type OrderItemKind = 'product' | 'bump' | 'upsell';

/** A line of an order, with the name and price as sold (the product may change or go away later). */
export class OrderItem extends BaseRecord {
  orderId!: number;
  productId!: number | null;
  name!: string;
  unitPriceCents!: number;
  quantity!: number;
  kind!: OrderItemKind;
}

export const orderItemSchema = (types: ColumnTypes) =>
  new EntitySchema<OrderItem>({
    name: 'OrderItem',
    tableName: 'order_item',
    target: OrderItem,
    columns: {
      ...baseColumns(types),
      orderId: { type: 'integer', name: 'order_id', foreignKey: { target: 'Order', onDelete: 'CASCADE' } },
      productId: {
        type: 'integer',
        name: 'product_id',
        nullable: true,
        foreignKey: { target: 'Product', onDelete: 'SET NULL' },
      },
      name: { type: 'varchar', length: 120 },
      unitPriceCents: { type: 'integer', name: 'unit_price_cents' },
      quantity: { type: 'integer' },
      kind: { type: 'varchar', length: 10 },
    },
    indices: [
      { name: 'IDX_order_item_order_id', columns: ['orderId'] },
      { name: 'IDX_order_item_product_id', columns: ['productId'], where: 'product_id IS NOT NULL' },
    ],
  });
