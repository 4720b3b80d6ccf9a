import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Payment attempts become the record of every call that moves money: charges, refunds and
 * cancellations, with the provider, the idempotency key it received, the amount and the decline's
 * class and code. Existing attempts were all test-mode charges keyed `<order token>:<attempt key>`.
 * Also the test gateway's own records (test_charge).
 */
export class PaymentAttempts1764730000000 implements MigrationInterface {
  name = 'PaymentAttempts1764730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base } = portable(queryRunner);
    const add = (column: string) => queryRunner.query(`ALTER TABLE payment_attempt ADD COLUMN ${column}`);
    await add(`kind varchar(10) NOT NULL DEFAULT 'charge'`);
    await add(`provider varchar(20) NOT NULL DEFAULT 'test'`);
    await add(`idempotency_key varchar(160) NOT NULL DEFAULT ''`);
    await add(`amount_cents integer NOT NULL DEFAULT 0`);
    await add('decline_class varchar(10)');
    await add('decline_code varchar(60)');
    await add(`settled_at ${types.timestamp}`);
    await queryRunner.query(
      `UPDATE payment_attempt SET
         idempotency_key = (SELECT o.public_token FROM orders o WHERE o.id = payment_attempt.order_id) || ':' || attempt_key,
         amount_cents = (SELECT o.total_cents FROM orders o WHERE o.id = payment_attempt.order_id)`,
    );
    await queryRunner.createIndex(
      'payment_attempt',
      new TableIndex({
        name: 'UQ_payment_attempt_provider_key',
        columnNames: ['provider', 'idempotency_key'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'payment_attempt',
      new TableIndex({
        name: 'IDX_payment_attempt_processing',
        columnNames: ['created_at'],
        where: "status = 'processing'",
      }),
    );

    // A gateway's notification names its charge: the order is found by it.
    await queryRunner.createIndex(
      'orders',
      new TableIndex({
        name: 'IDX_orders_gateway_reference',
        columnNames: ['store_id', 'gateway_reference'],
        where: 'gateway_reference IS NOT NULL',
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'test_charge',
        columns: [
          ...base,
          { name: 'idempotency_key', type: 'varchar', length: '160', isUnique: true },
          { name: 'reference', type: 'varchar', length: '64', isUnique: true },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'parent_reference', type: 'varchar', length: '64', isNullable: true },
          { name: 'amount_cents', type: 'integer' },
          { name: 'state', type: 'text' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('test_charge');
    await queryRunner.dropIndex('orders', 'IDX_orders_gateway_reference');
    await queryRunner.dropIndex('payment_attempt', 'IDX_payment_attempt_processing');
    await queryRunner.dropIndex('payment_attempt', 'UQ_payment_attempt_provider_key');
    for (const column of [
      'settled_at',
      'decline_code',
      'decline_class',
      'amount_cents',
      'idempotency_key',
      'provider',
      'kind',
    ]) {
      await queryRunner.dropColumn('payment_attempt', column);
    }
  }
}
