import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Hourly rollups of the orders for the dashboard: `order_stats_hour` (orders and total per store,
 * UTC hour, payment method and status) and `product_stats_hour` (units and revenue of the approved
 * orders' items per store, UTC hour and product as sold), filled here from the existing orders and
 * kept up to date by services/order-stats.ts in the transactions that change orders. Every zone a
 * store may choose has whole-hour offsets, so a local day, week or month is a range of whole hours.
 */
export class OrderStats1764400000000 implements MigrationInterface {
  name = 'OrderStats1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, cascadeTo } = portable(queryRunner);
    const key = (name: string, options: Omit<TableColumnOptions, 'name'>, constraint: string) => ({
      name,
      ...options,
      isPrimary: true,
      primaryKeyConstraintName: constraint,
    });
    const orderKey = 'PK_order_stats_hour';
    await queryRunner.createTable(
      new Table({
        name: 'order_stats_hour',
        columns: [
          key('store_id', { type: 'integer' }, orderKey),
          key('hour_start', { type: types.timestamp }, orderKey),
          key('payment_method', { type: 'varchar', length: '10' }, orderKey),
          key('status', { type: 'varchar', length: '20' }, orderKey),
          { name: 'orders', type: 'integer', default: 0 },
          { name: 'revenue_cents', type: 'integer', default: 0 },
        ],
        foreignKeys: [cascadeTo('store')],
      }),
    );
    const productKey = 'PK_product_stats_hour';
    await queryRunner.createTable(
      new Table({
        name: 'product_stats_hour',
        columns: [
          key('store_id', { type: 'integer' }, productKey),
          key('hour_start', { type: types.timestamp }, productKey),
          key('product_id', { type: 'integer', default: 0 }, productKey),
          key('name', { type: 'varchar', length: '120' }, productKey),
          { name: 'units', type: 'integer', default: 0 },
          { name: 'revenue_cents', type: 'integer', default: 0 },
        ],
        foreignKeys: [cascadeTo('store')],
      }),
    );

    // The existing orders, hour by hour (UTC), in the format each database stores timestamps in.
    const hour =
      queryRunner.connection.options.type === 'postgres'
        ? (column: string) => `date_trunc('hour', ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`
        : (column: string) => `strftime('%Y-%m-%d %H:00:00.000', ${column})`;
    await queryRunner.query(
      `INSERT INTO order_stats_hour (store_id, hour_start, payment_method, status, orders, revenue_cents)
       SELECT store_id, ${hour('created_at')}, payment_method, status, COUNT(*), SUM(total_cents)
       FROM orders
       GROUP BY store_id, ${hour('created_at')}, payment_method, status`,
    );
    await queryRunner.query(
      `INSERT INTO product_stats_hour (store_id, hour_start, product_id, name, units, revenue_cents)
       SELECT o.store_id, ${hour('o.created_at')}, COALESCE(i.product_id, 0), i.name,
         SUM(i.quantity), SUM(i.quantity * i.unit_price_cents)
       FROM orders o JOIN order_item i ON i.order_id = o.id
       WHERE o.status = 'approved'
       GROUP BY o.store_id, ${hour('o.created_at')}, COALESCE(i.product_id, 0), i.name`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('product_stats_hour');
    await queryRunner.dropTable('order_stats_hour');
  }
}
