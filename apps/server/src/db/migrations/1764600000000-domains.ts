import { type MigrationInterface, type QueryRunner, Table, TableIndex, TableUnique } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Custom checkout domains: one row per host name, unique across stores (the TLS ask and the
 * Host lookup read that unique index); listed per store; re-checked by status and last check.
 */
export class Domains1764600000000 implements MigrationInterface {
  name = 'Domains1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'domain',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'domain_name', type: 'varchar', length: '253' },
          { name: 'prefix', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '10', default: "'pending'" },
          { name: 'verified_at', type: types.timestamp, isNullable: true },
          { name: 'last_checked_at', type: types.timestamp, isNullable: true },
          { name: 'last_error', type: 'varchar', length: '300', isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
        uniques: [new TableUnique({ name: 'UQ_domain_domain_name', columnNames: ['domain_name'] })],
        indices: [
          new TableIndex({ name: 'IDX_domain_store_id_id', columnNames: ['store_id', 'id'] }),
          new TableIndex({
            name: 'IDX_domain_status_last_checked_at',
            columnNames: ['status', 'last_checked_at'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('domain');
  }
}
