import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../db/column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export class Store extends BaseRecord {
  userId!: number;
  name!: string;
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
    },
    indices: [{ name: 'IDX_store_user_id', columns: ['userId'] }],
  });
