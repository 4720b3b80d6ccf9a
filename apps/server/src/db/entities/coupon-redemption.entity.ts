import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * A use of a 'unique per customer' coupon by one buyer, under each of the buyer's keys
 * ('cpf:<digits>' and 'email:<lowercased>'). UNIQUE(coupon_id, customer_key) is what refuses a
 * second use, even by two orders placed at the same moment.
 */
export class CouponRedemption extends BaseRecord {
  couponId!: number;
  orderId!: number;
  customerKey!: string;
}

export const couponRedemptionSchema = (types: ColumnTypes) =>
  new EntitySchema<CouponRedemption>({
    name: 'CouponRedemption',
    tableName: 'coupon_redemption',
    target: CouponRedemption,
    columns: {
      ...baseColumns(types),
      couponId: {
        type: 'integer',
        name: 'coupon_id',
        foreignKey: { target: 'Coupon', onDelete: 'CASCADE' },
      },
      orderId: { type: 'integer', name: 'order_id', foreignKey: { target: 'Order', onDelete: 'CASCADE' } },
      customerKey: { type: 'varchar', length: 270, name: 'customer_key' },
    },
    uniques: [{ name: 'UQ_coupon_redemption_coupon_id_customer_key', columns: ['couponId', 'customerKey'] }],
    indices: [{ name: 'IDX_coupon_redemption_order_id', columns: ['orderId'] }],
  });
