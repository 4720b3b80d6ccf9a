import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';

export type StoreChangeKind = 'order_created' | 'order_status' | 'cart_updated';

/**
 * The feed of changes to a store's orders and carts, written in the same transaction as the change.
 * Every server instance polls it (`id > last seen`) and pushes new rows to the open dashboards and
 * order lists of that store, so live updates work behind several instances sharing one database.
 * Rows older than a day are deleted.
 */
export class StoreChange {
  id!: number;
  storeId!: number;
  kind!: StoreChangeKind;
  orderId!: number | null;
  orderNumber!: number | null;
  status!: string | null;
  createdAt!: Date;
}

export const storeChangeSchema = (types: ColumnTypes) =>
  new EntitySchema<StoreChange>({
    name: 'StoreChange',
    tableName: 'store_change',
    target: StoreChange,
    columns: {
      id: { type: 'integer', primary: true, generated: 'increment' },
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      kind: { type: 'varchar', length: 20 },
      orderId: { type: 'integer', name: 'order_id', nullable: true },
      orderNumber: { type: 'integer', name: 'order_number', nullable: true },
      status: { type: 'varchar', length: 20, nullable: true },
      createdAt: { type: types.timestamp, name: 'created_at', createDate: true },
    },
    indices: [
      { name: 'IDX_store_change_store_id', columns: ['storeId'] },
      { name: 'IDX_store_change_created_at', columns: ['createdAt'] },
    ],
  });
