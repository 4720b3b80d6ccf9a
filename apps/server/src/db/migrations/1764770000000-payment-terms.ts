import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment terms on each order: the PIX discount (already counted in discount_cents), the card
 * installments' interest (already counted in total_cents, which is what the provider charges) and
 * the installment's amount. Orders placed before have neither: 0 and null.
 */
export class PaymentTerms1764770000000 implements MigrationInterface {
  name = 'PaymentTerms1764770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    await queryRunner.query('ALTER TABLE orders ADD COLUMN pix_discount_cents integer NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN interest_cents integer NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN installment_cents integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders DROP COLUMN installment_cents');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN interest_cents');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN pix_discount_cents');
  }
}
