import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
} from 'typeorm';
import { portable } from './portable.ts';

const setNullTo = (table: string, column: string): TableForeignKey =>
  new TableForeignKey({
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'SET NULL',
  });

/**
 * The buyer side of the checkout: sessions (the funnel and abandoned carts read them), orders with
 * their items, timeline and payment attempts, coupon redemptions, and the per-store order counter.
 */
export class CheckoutOrders1764200000000 implements MigrationInterface {
  name = 'CheckoutOrders1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);

    // Plain ADD COLUMN (same SQL on both databases): TypeORM's addColumn would rebuild the store
    // table on SQLite, and dropping the old copy would cascade into everything the store owns.
    await queryRunner.query('ALTER TABLE store ADD COLUMN order_seq integer NOT NULL DEFAULT 0');

    const utm = ['source', 'medium', 'campaign', 'term', 'content'].map((part) => ({
      name: `utm_${part}`,
      type: 'varchar',
      length: '200',
      isNullable: true,
    }));

    await queryRunner.createTable(
      new Table({
        name: 'checkout_session',
        columns: [
          ...base,
          { name: 'token', type: 'varchar', length: '64', isUnique: true },
          { name: 'store_id', type: 'integer' },
          { name: 'product_id', type: 'integer' },
          { name: 'viewed_at', type: types.timestamp },
          { name: 'personal_at', type: types.timestamp, isNullable: true },
          { name: 'delivery_at', type: types.timestamp, isNullable: true },
          { name: 'payment_started_at', type: types.timestamp, isNullable: true },
          { name: 'completed_at', type: types.timestamp, isNullable: true },
          ...utm,
          { name: 'data', type: 'text' },
          { name: 'coupon_id', type: 'integer', isNullable: true },
          { name: 'bump_offer_id', type: 'integer', isNullable: true },
          { name: 'shipping_option_id', type: 'integer', isNullable: true },
          { name: 'last_step', type: 'varchar', length: '20' },
          { name: 'upsell_decided_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [
          cascadeTo('store'),
          cascadeTo('product'),
          setNullTo('coupon', 'coupon_id'),
          setNullTo('checkout_offer', 'bump_offer_id'),
          setNullTo('shipping_option', 'shipping_option_id'),
        ],
        indices: [
          // The funnel (sessions viewed in a period) and abandoned carts (not completed) of a store.
          new TableIndex({
            name: 'IDX_checkout_session_store_id_viewed_at',
            columnNames: ['store_id', 'viewed_at'],
          }),
          new TableIndex({
            name: 'IDX_checkout_session_store_id_completed_at',
            columnNames: ['store_id', 'completed_at'],
          }),
          new TableIndex({ name: 'IDX_checkout_session_product_id', columnNames: ['product_id'] }),
          // Partial: most sessions have none of these; the indexes only serve ON DELETE SET NULL.
          new TableIndex({
            name: 'IDX_checkout_session_coupon_id',
            columnNames: ['coupon_id'],
            where: 'coupon_id IS NOT NULL',
          }),
          new TableIndex({
            name: 'IDX_checkout_session_bump_offer_id',
            columnNames: ['bump_offer_id'],
            where: 'bump_offer_id IS NOT NULL',
          }),
          new TableIndex({
            name: 'IDX_checkout_session_shipping_option_id',
            columnNames: ['shipping_option_id'],
            where: 'shipping_option_id IS NOT NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'orders',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'number', type: 'integer' },
          { name: 'public_token', type: 'varchar', length: '64', isUnique: true },
          { name: 'checkout_session_id', type: 'integer', isNullable: true },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'payment_method', type: 'varchar', length: '10' },
          { name: 'gateway', type: 'varchar', length: '40' },
          { name: 'gateway_reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'subtotal_cents', type: 'integer' },
          { name: 'bump_cents', type: 'integer' },
          { name: 'discount_cents', type: 'integer' },
          { name: 'shipping_cents', type: 'integer' },
          { name: 'total_cents', type: 'integer' },
          { name: 'coupon_id', type: 'integer', isNullable: true },
          { name: 'coupon_code', type: 'varchar', length: '40', isNullable: true },
          { name: 'shipping_option_name', type: 'varchar', length: '80', isNullable: true },
          { name: 'shipping_price_cents', type: 'integer', isNullable: true },
          { name: 'shipping_min_days', type: 'integer', isNullable: true },
          { name: 'shipping_max_days', type: 'integer', isNullable: true },
          { name: 'buyer_name', type: 'varchar', length: '120' },
          { name: 'buyer_email', type: 'varchar', length: '254' },
          { name: 'buyer_phone', type: 'varchar', length: '20', isNullable: true },
          { name: 'buyer_cpf', type: 'varchar', length: '11', isNullable: true },
          { name: 'address_cep', type: 'varchar', length: '8', isNullable: true },
          { name: 'address_street', type: 'varchar', length: '200', isNullable: true },
          { name: 'address_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'address_complement', type: 'varchar', length: '80', isNullable: true },
          { name: 'address_district', type: 'varchar', length: '120', isNullable: true },
          { name: 'address_city', type: 'varchar', length: '120', isNullable: true },
          { name: 'address_state', type: 'varchar', length: '2', isNullable: true },
          { name: 'card_brand', type: 'varchar', length: '20', isNullable: true },
          { name: 'card_last4', type: 'varchar', length: '4', isNullable: true },
          { name: 'card_installments', type: 'integer', isNullable: true },
          { name: 'payment_token', type: 'varchar', length: '200', isNullable: true },
          { name: 'pix_payload', type: 'text', isNullable: true },
          { name: 'pix_expires_at', type: types.timestamp, isNullable: true },
          { name: 'boleto_line', type: 'varchar', length: '60', isNullable: true },
          { name: 'boleto_barcode', type: 'varchar', length: '60', isNullable: true },
          { name: 'boleto_due_date', type: types.timestamp, isNullable: true },
          { name: 'refusal_reason', type: 'varchar', length: '200', isNullable: true },
          ...utm,
          { name: 'paid_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [
          cascadeTo('store'),
          setNullTo('checkout_session', 'checkout_session_id'),
          setNullTo('coupon', 'coupon_id'),
        ],
        uniques: [
          new TableUnique({ name: 'UQ_orders_store_id_number', columnNames: ['store_id', 'number'] }),
          // One order of each kind per checkout session: double clicks and two tabs share it.
          new TableUnique({
            name: 'UQ_orders_checkout_session_id_kind',
            columnNames: ['checkout_session_id', 'kind'],
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_orders_store_id_created_at', columnNames: ['store_id', 'created_at'] }),
          new TableIndex({
            name: 'IDX_orders_store_id_status_created_at',
            columnNames: ['store_id', 'status', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_orders_coupon_id',
            columnNames: ['coupon_id'],
            where: 'coupon_id IS NOT NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'order_item',
        columns: [
          ...base,
          { name: 'order_id', type: 'integer' },
          { name: 'product_id', type: 'integer', isNullable: true },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'unit_price_cents', type: 'integer' },
          { name: 'quantity', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
        ],
        foreignKeys: [cascadeTo('orders', 'order_id'), setNullTo('product', 'product_id')],
        indices: [
          new TableIndex({ name: 'IDX_order_item_order_id', columnNames: ['order_id'] }),
          new TableIndex({
            name: 'IDX_order_item_product_id',
            columnNames: ['product_id'],
            where: 'product_id IS NOT NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'order_event',
        columns: [
          ...base,
          { name: 'order_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'cause', type: 'text' },
        ],
        foreignKeys: [cascadeTo('orders', 'order_id')],
        indices: [new TableIndex({ name: 'IDX_order_event_order_id_id', columnNames: ['order_id', 'id'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'payment_attempt',
        columns: [
          ...base,
          { name: 'order_id', type: 'integer' },
          { name: 'attempt_key', type: 'varchar', length: '64' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'method', type: 'varchar', length: '10' },
          { name: 'reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'card_brand', type: 'varchar', length: '20', isNullable: true },
          { name: 'card_last4', type: 'varchar', length: '4', isNullable: true },
          { name: 'reason', type: 'varchar', length: '200', isNullable: true },
        ],
        foreignKeys: [cascadeTo('orders', 'order_id')],
        uniques: [
          new TableUnique({
            name: 'UQ_payment_attempt_order_id_attempt_key',
            columnNames: ['order_id', 'attempt_key'],
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'coupon_redemption',
        columns: [
          ...base,
          { name: 'coupon_id', type: 'integer' },
          { name: 'order_id', type: 'integer' },
          { name: 'customer_key', type: 'varchar', length: '270' },
        ],
        foreignKeys: [cascadeTo('coupon'), cascadeTo('orders', 'order_id')],
        uniques: [
          new TableUnique({
            name: 'UQ_coupon_redemption_coupon_id_customer_key',
            columnNames: ['coupon_id', 'customer_key'],
          }),
        ],
        indices: [new TableIndex({ name: 'IDX_coupon_redemption_order_id', columnNames: ['order_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'coupon_redemption',
      'payment_attempt',
      'order_event',
      'order_item',
      'orders',
      'checkout_session',
    ]) {
      await queryRunner.dropTable(table);
    }
    await queryRunner.query('ALTER TABLE store DROP COLUMN order_seq');
  }
}
