import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { portable } from './portable.ts';

/** The sessions the abandoned-carts list reads (services/abandoned-carts.ts repeats this text). */
export const ABANDONED_WHERE =
  'personal_at IS NOT NULL AND (completed_at IS NULL OR recovered_at IS NOT NULL)';

/**
 * Orders, abandoned carts and the live dashboard: the store's time zone and recovery settings; on
 * checkout sessions, the buyer's contact and cart value (the abandoned list shows and searches
 * them), the last activity and the recovery e-mails; covering indexes so the dashboard's
 * aggregates read indexes only; and `store_change`, the feed of changes every server instance
 * polls for live updates.
 */
export class OrdersDashboard1764300000000 implements MigrationInterface {
  name = 'OrdersDashboard1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, cascadeTo } = portable(queryRunner);
    const ts = types.timestamp;
    const no = queryRunner.connection.options.type === 'postgres' ? 'false' : '0';
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    for (const column of [
      "time_zone varchar(40) NOT NULL DEFAULT 'America/Sao_Paulo'",
      'abandon_after_minutes integer NOT NULL DEFAULT 30',
      `recovery_auto boolean NOT NULL DEFAULT ${no}`,
      "recovery_delays varchar(40) NOT NULL DEFAULT '60,1440'",
    ]) {
      await queryRunner.query(`ALTER TABLE store ADD COLUMN ${column}`);
    }
    for (const column of [
      'buyer_name varchar(120)',
      'buyer_email varchar(254)',
      'value_cents integer NOT NULL DEFAULT 0',
      `last_activity_at ${ts}`,
      'recovery_token varchar(64)',
      'recovery_count integer NOT NULL DEFAULT 0',
      `recovery_sent_at ${ts}`,
      `recovered_at ${ts}`,
    ]) {
      await queryRunner.query(`ALTER TABLE checkout_session ADD COLUMN ${column}`);
    }
    await queryRunner.query('UPDATE checkout_session SET last_activity_at = updated_at');

    await queryRunner.createIndex(
      'checkout_session',
      new TableIndex({
        name: 'UQ_checkout_session_recovery_token',
        columnNames: ['recovery_token'],
        isUnique: true,
        where: 'recovery_token IS NOT NULL',
      }),
    );
    // Abandoned carts of a store, newest activity first: only sessions with personal data that did
    // not end in an order (or did, after a recovery e-mail). Covering, so the list's count reads
    // the index alone.
    await queryRunner.createIndex(
      'checkout_session',
      new TableIndex({
        name: 'IDX_checkout_session_abandoned',
        columnNames: ['store_id', 'last_activity_at', 'completed_at', 'recovered_at'],
        where: ABANDONED_WHERE,
      }),
    );
    // Automatic recovery: carts of every store whose next e-mail may be due.
    await queryRunner.createIndex(
      'checkout_session',
      new TableIndex({
        name: 'IDX_checkout_session_recovery_due',
        columnNames: ['last_activity_at'],
        where: 'personal_at IS NOT NULL AND completed_at IS NULL AND buyer_email IS NOT NULL',
      }),
    );
    // The funnel reads this index only.
    await queryRunner.dropIndex('checkout_session', 'IDX_checkout_session_store_id_viewed_at');
    await queryRunner.createIndex(
      'checkout_session',
      new TableIndex({
        name: 'IDX_checkout_session_funnel',
        columnNames: [
          'store_id',
          'viewed_at',
          'personal_at',
          'delivery_at',
          'payment_started_at',
          'completed_at',
        ],
      }),
    );
    // The dashboard's order figures and the lists' period filters read this index only.
    await queryRunner.dropIndex('orders', 'IDX_orders_store_id_created_at');
    await queryRunner.createIndex(
      'orders',
      new TableIndex({
        name: 'IDX_orders_store_id_created_at_cover',
        columnNames: ['store_id', 'created_at', 'status', 'payment_method', 'total_cents'],
      }),
    );
    await queryRunner.createIndex(
      'orders',
      new TableIndex({
        name: 'IDX_orders_store_id_payment_method_created_at',
        columnNames: ['store_id', 'payment_method', 'created_at'],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'store_change',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'store_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'order_id', type: 'integer', isNullable: true },
          { name: 'order_number', type: 'integer', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', isNullable: true },
          {
            name: 'created_at',
            type: ts,
            default: queryRunner.connection.driver.mappedDataTypes.createDateDefault,
          },
        ],
        foreignKeys: [cascadeTo('store')],
        indices: [
          new TableIndex({ name: 'IDX_store_change_store_id', columnNames: ['store_id'] }),
          new TableIndex({ name: 'IDX_store_change_created_at', columnNames: ['created_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('store_change');
    await queryRunner.dropIndex('orders', 'IDX_orders_store_id_payment_method_created_at');
    await queryRunner.dropIndex('orders', 'IDX_orders_store_id_created_at_cover');
    await queryRunner.createIndex(
      'orders',
      new TableIndex({ name: 'IDX_orders_store_id_created_at', columnNames: ['store_id', 'created_at'] }),
    );
    await queryRunner.dropIndex('checkout_session', 'IDX_checkout_session_funnel');
    await queryRunner.createIndex(
      'checkout_session',
      new TableIndex({
        name: 'IDX_checkout_session_store_id_viewed_at',
        columnNames: ['store_id', 'viewed_at'],
      }),
    );
    for (const index of [
      'IDX_checkout_session_recovery_due',
      'IDX_checkout_session_abandoned',
      'UQ_checkout_session_recovery_token',
    ]) {
      await queryRunner.dropIndex('checkout_session', index);
    }
    for (const column of [
      'recovered_at',
      'recovery_sent_at',
      'recovery_count',
      'recovery_token',
      'last_activity_at',
      'value_cents',
      'buyer_email',
      'buyer_name',
    ]) {
      await queryRunner.query(`ALTER TABLE checkout_session DROP COLUMN ${column}`);
    }
    for (const column of ['recovery_delays', 'recovery_auto', 'abandon_after_minutes', 'time_zone']) {
      await queryRunner.query(`ALTER TABLE store DROP COLUMN ${column}`);
    }
  }
}
