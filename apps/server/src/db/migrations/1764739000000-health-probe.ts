import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Where /healthz proves the database can still write: each probe inserts a row big enough to need
 * new pages and deletes it in the same transaction, so the table stays empty. No entity maps it.
 */
export class HealthProbe1764739000000 implements MigrationInterface {
  name = 'HealthProbe1764739000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types } = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'health_probe',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'payload', type: types.binary },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('health_probe');
  }
}
