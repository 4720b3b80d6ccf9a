import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
} from 'typeorm';
import { portable } from './portable.ts';

/**
 * The merchant's bill: one billing account per user (plan, running balance, overdue state), the
 * append-only ledger (one fact once: UNIQUE(user_id, kind, reference); statement pages are ranges
 * of the per-account seq), PIX deposits to Pagora, cards on file (token, brand, last four, expiry)
 * and the attempts to charge them.
 */
export class Billing1764780000000 implements MigrationInterface {
  name = 'Billing1764780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);
    const postgres = queryRunner.connection.options.type === 'postgres';
    const no = postgres ? 'false' : '0';

    await queryRunner.createTable(
      new Table({
        name: 'billing_account',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer', isUnique: true },
          { name: 'plan', type: 'varchar', length: '20', default: "'gratis'" },
          { name: 'scheduled_plan', type: 'varchar', length: '20', isNullable: true },
          { name: 'paid_until', type: types.timestamp, isNullable: true },
          { name: 'cycle_month', type: 'varchar', length: '7' },
          { name: 'balance_cents', type: 'integer', default: 0 },
          { name: 'entry_seq', type: 'integer', default: 0 },
          { name: 'overdue_since', type: types.timestamp, isNullable: true },
          { name: 'warned_at', type: types.timestamp, isNullable: true },
          { name: 'suspended_at', type: types.timestamp, isNullable: true },
          { name: 'last_auto_charge_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_billing_account_plan', columnNames: ['plan'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'ledger_entry',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'seq', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'reference', type: 'varchar', length: '80' },
          { name: 'amount_cents', type: 'integer' },
          { name: 'description', type: 'varchar', length: '200' },
          { name: 'store_id', type: 'integer', isNullable: true },
          { name: 'order_id', type: 'integer', isNullable: true },
          { name: 'plan', type: 'varchar', length: '20', isNullable: true },
          { name: 'percent_bps', type: 'integer', isNullable: true },
          { name: 'fixed_cents', type: 'integer', isNullable: true },
          { name: 'base_cents', type: 'integer', isNullable: true },
        ],
        foreignKeys: [cascadeTo('user')],
        uniques: [
          new TableUnique({
            name: 'UQ_ledger_entry_user_id_kind_reference',
            columnNames: ['user_id', 'kind', 'reference'],
          }),
          new TableUnique({ name: 'UQ_ledger_entry_user_id_seq', columnNames: ['user_id', 'seq'] }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_ledger_entry_user_id_kind_seq',
            columnNames: ['user_id', 'kind', 'seq'],
          }),
          new TableIndex({
            name: 'IDX_ledger_entry_user_id_created_at',
            columnNames: ['user_id', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_ledger_entry_order_id',
            columnNames: ['order_id'],
            where: 'order_id IS NOT NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'billing_deposit',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'purpose', type: 'varchar', length: '12' },
          { name: 'amount_cents', type: 'integer' },
          { name: 'bonus_cents', type: 'integer' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'idempotency_key', type: 'varchar', length: '80', isUnique: true },
          { name: 'reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'pix_payload', type: 'text', isNullable: true },
          { name: 'expires_at', type: types.timestamp, isNullable: true },
          { name: 'paid_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [
          new TableIndex({
            name: 'IDX_billing_deposit_user_id_created_at',
            columnNames: ['user_id', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_billing_deposit_status', columnNames: ['status'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'billing_card',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'token', type: 'varchar', length: '200' },
          { name: 'brand', type: 'varchar', length: '20' },
          { name: 'last4', type: 'varchar', length: '4' },
          { name: 'exp_month', type: 'integer' },
          { name: 'exp_year', type: 'integer' },
          { name: 'is_default', type: 'boolean', default: no },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_billing_card_user_id', columnNames: ['user_id'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'billing_charge',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'card_id', type: 'integer', isNullable: true },
          { name: 'amount_cents', type: 'integer' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'trigger', type: 'varchar', length: '12' },
          { name: 'idempotency_key', type: 'varchar', length: '80', isUnique: true },
          { name: 'reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'reason', type: 'varchar', length: '200', isNullable: true },
        ],
        foreignKeys: [
          cascadeTo('user'),
          new TableForeignKey({
            columnNames: ['card_id'],
            referencedTableName: 'billing_card',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_billing_charge_user_id_status', columnNames: ['user_id', 'status'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('billing_charge');
    await queryRunner.dropTable('billing_card');
    await queryRunner.dropTable('billing_deposit');
    await queryRunner.dropTable('ledger_entry');
    await queryRunner.dropTable('billing_account');
  }
}
