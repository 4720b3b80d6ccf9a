import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Real freight: each store's origin CEP, Melhor Envio token (sealed with the secret box), quote
 * margin and free-shipping threshold; each product's weight and sizes; the quote a checkout
 * session last received (the order's shipping price is read from it, never from the form); and
 * on the order, which quoted service was chosen.
 */
export class ShippingQuotes1764800000000 implements MigrationInterface {
  name = 'ShippingQuotes1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { base, types, cascadeTo } = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'store_shipping',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer', isUnique: true },
          { name: 'origin_cep', type: 'varchar', length: '8', isNullable: true },
          { name: 'margin_type', type: 'varchar', length: '10', default: "'value'" },
          { name: 'margin_value', type: 'integer', default: 0 },
          { name: 'free_shipping_from_cents', type: 'integer', isNullable: true },
          { name: 'melhorenvio_token_sealed', type: 'text', isNullable: true },
          { name: 'melhorenvio_token_hint', type: 'varchar', length: '8', isNullable: true },
          { name: 'melhorenvio_connected_at', type: types.timestamp, isNullable: true },
          { name: 'key_id', type: 'varchar', length: '32', isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
      }),
    );
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    await queryRunner.query('ALTER TABLE product ADD COLUMN weight_grams integer');
    await queryRunner.query('ALTER TABLE product ADD COLUMN height_cm integer');
    await queryRunner.query('ALTER TABLE product ADD COLUMN width_cm integer');
    await queryRunner.query('ALTER TABLE product ADD COLUMN length_cm integer');
    await queryRunner.query('ALTER TABLE checkout_session ADD COLUMN shipping_quotes text');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN shipping_provider varchar(20)');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN shipping_service_id varchar(40)');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN shipping_carrier varchar(80)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders DROP COLUMN shipping_carrier');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN shipping_service_id');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN shipping_provider');
    await queryRunner.query('ALTER TABLE checkout_session DROP COLUMN shipping_quotes');
    await queryRunner.query('ALTER TABLE product DROP COLUMN length_cm');
    await queryRunner.query('ALTER TABLE product DROP COLUMN width_cm');
    await queryRunner.query('ALTER TABLE product DROP COLUMN height_cm');
    await queryRunner.query('ALTER TABLE product DROP COLUMN weight_grams');
    await queryRunner.dropTable('store_shipping');
  }
}
