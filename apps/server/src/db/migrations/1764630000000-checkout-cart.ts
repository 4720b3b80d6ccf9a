import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A checkout session may carry a cart (the Shopify/WooCommerce hand-off): the main product's
 * quantity, and the further lines as JSON (`[{"product_id":12,"quantity":2},…]`, null for a plain
 * product link). Prices are never stored here: they are read from the products on every view.
 */
export class CheckoutCart1764630000000 implements MigrationInterface {
  name = 'CheckoutCart1764630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    await queryRunner.query('ALTER TABLE checkout_session ADD COLUMN quantity integer NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE checkout_session ADD COLUMN cart_items text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE checkout_session DROP COLUMN cart_items');
    await queryRunner.query('ALTER TABLE checkout_session DROP COLUMN quantity');
  }
}
