import type { EntitySchemaColumnOptions } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';

/** Columns every table has: an autoincrement id and the creation/update times. */
export abstract class BaseRecord {
  id!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

export function baseColumns(types: ColumnTypes) {
  return {
    id: { type: 'integer', primary: true, generated: 'increment' },
    createdAt: { type: types.timestamp, name: 'created_at', createDate: true },
    updatedAt: { type: types.timestamp, name: 'updated_at', updateDate: true },
  } satisfies Record<keyof BaseRecord, EntitySchemaColumnOptions>;
}
