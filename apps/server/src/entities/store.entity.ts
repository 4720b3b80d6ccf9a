import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../db/column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export class Store extends BaseRecord {
  userId!: number;
  name!: string;
  /**
   * The last order number given in this store. Incremented inside the order's transaction
   * (`UPDATE … RETURNING`), so numbers never skip or repeat, even under concurrent checkouts.
   */
  orderSeq!: number;
}

export const storeSchema = (types: ColumnTypes) =>
  new EntitySchema<Store>({
    name: 'Store',
    tableName: 'store',
    target: Store,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      name: { type: 'varchar', length: 80 },
      orderSeq: { type: 'integer', name: 'order_seq', default: 0 },
    },
    indices: [{ name: 'IDX_store_user_id', columns: ['userId'] }],
  });
