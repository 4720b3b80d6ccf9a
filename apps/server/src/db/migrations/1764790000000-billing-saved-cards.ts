import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cards on file kept by a real platform provider: the merchant's customer at that provider (one
 * per account, reused for every new card) and, on each card, the customer it belongs to. The card
 * row's `token` then holds the provider's saved card id. Ids, not secrets: they only work with
 * Pagora's secret key.
 */
export class BillingSavedCards1764790000000 implements MigrationInterface {
  name = 'BillingSavedCards1764790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    await queryRunner.query('ALTER TABLE billing_account ADD COLUMN card_customer_provider varchar(20)');
    await queryRunner.query('ALTER TABLE billing_account ADD COLUMN card_customer_id varchar(120)');
    await queryRunner.query('ALTER TABLE billing_card ADD COLUMN customer_id varchar(120)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE billing_card DROP COLUMN customer_id');
    await queryRunner.query('ALTER TABLE billing_account DROP COLUMN card_customer_id');
    await queryRunner.query('ALTER TABLE billing_account DROP COLUMN card_customer_provider');
  }
}
