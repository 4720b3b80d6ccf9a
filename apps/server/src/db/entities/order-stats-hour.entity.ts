import type { OrderStatus, PaymentMethod } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';

/**
 * The dashboard's hourly rollup of a store's orders: how many orders were created in the UTC hour
 * starting at `hourStart` with that payment method and (current) status, and their total. Kept in
 * the same transaction as every order change (services/order-stats.ts), so a period's figures read
 * a few hundred rows instead of every order. Rows whose counts went back to 0 may stay.
 */
export class OrderStatsHour {
  storeId!: number;
  /** A whole UTC hour: every local day of the stores' zones is a whole number of them. */
  hourStart!: Date;
  paymentMethod!: PaymentMethod;
  status!: OrderStatus;
  orders!: number;
  revenueCents!: number;
}

export const orderStatsHourSchema = (types: ColumnTypes) =>
  new EntitySchema<OrderStatsHour>({
    name: 'OrderStatsHour',
    tableName: 'order_stats_hour',
    target: OrderStatsHour,
    columns: {
      storeId: {
        type: 'integer',
        name: 'store_id',
        primary: true,
        primaryKeyConstraintName: 'PK_order_stats_hour',
        foreignKey: { target: 'Store', onDelete: 'CASCADE' },
      },
      hourStart: {
        type: types.timestamp,
        name: 'hour_start',
        primary: true,
        primaryKeyConstraintName: 'PK_order_stats_hour',
      },
      paymentMethod: {
        type: 'varchar',
        length: 10,
        name: 'payment_method',
        primary: true,
        primaryKeyConstraintName: 'PK_order_stats_hour',
      },
      status: { type: 'varchar', length: 20, primary: true, primaryKeyConstraintName: 'PK_order_stats_hour' },
      orders: { type: 'integer', default: 0 },
      revenueCents: { type: 'integer', name: 'revenue_cents', default: 0 },
    },
  });
