import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store's choice to receive a 'Nova venda' e-mail for each approved order (on unless turned
 * off, for existing stores too).
 */
export class OrderNotifications1764765000000 implements MigrationInterface {
  name = 'OrderNotifications1764765000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const yes = queryRunner.connection.options.type === 'postgres' ? 'true' : '1';
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    await queryRunner.query(`ALTER TABLE store ADD COLUMN notify_new_sale boolean NOT NULL DEFAULT ${yes}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE store DROP COLUMN notify_new_sale');
  }
}
