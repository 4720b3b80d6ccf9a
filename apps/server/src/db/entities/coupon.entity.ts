import type { DiscountType } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** A discount code of a store. */
export class Coupon extends BaseRecord {
  storeId!: number;
  name!: string;
  /** As the merchant typed it (trimmed). */
  code!: string;
  /** The code trimmed and upper-cased: unique per store, so codes are case-insensitive. */
  codeKey!: string;
  maxUses!: number;
  discountType!: DiscountType;
  /** Cents for 'value' coupons; a whole percentage (1–100) for 'percent' ones. */
  discountValue!: number;
  startDate!: Date | null;
  endDate!: Date | null;
  isUniquePerCustomer!: boolean;
  isAutoApply!: boolean;
  /** How many orders used it (kept by the checkout). */
  usedCount!: number;
}

export const couponSchema = (types: ColumnTypes) =>
  new EntitySchema<Coupon>({
    name: 'Coupon',
    tableName: 'coupon',
    target: Coupon,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      name: { type: 'varchar', length: 80 },
      code: { type: 'varchar', length: 40 },
      codeKey: { type: 'varchar', length: 120, name: 'code_key' },
      maxUses: { type: 'integer', name: 'max_uses' },
      discountType: { type: 'varchar', length: 10, name: 'discount_type' },
      discountValue: { type: 'integer', name: 'discount_value' },
      startDate: { type: types.timestamp, name: 'start_date', nullable: true },
      endDate: { type: types.timestamp, name: 'end_date', nullable: true },
      isUniquePerCustomer: { type: 'boolean', name: 'is_unique_per_customer' },
      isAutoApply: { type: 'boolean', name: 'is_auto_apply' },
      usedCount: { type: 'integer', name: 'used_count', default: 0 },
    },
    uniques: [{ name: 'UQ_coupon_store_id_code_key', columns: ['storeId', 'codeKey'] }],
    indices: [{ name: 'IDX_coupon_store_id_id', columns: ['storeId', 'id'] }],
  });
