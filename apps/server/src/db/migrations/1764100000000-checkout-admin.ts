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
 * The merchant's side of the checkout: the builder's settings and redirects (one row per store),
 * the social proofs shown on the checkout, and the order bump / upsell offers with the products
 * whose checkout triggers them. Everything is deleted with its store; offers and triggers also
 * with their product.
 */
export class CheckoutAdmin1764100000000 implements MigrationInterface {
  name = 'CheckoutAdmin1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { base, cascadeTo } = portable(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'checkout_settings',
        columns: [
          ...base,
          // The unique constraint is also the index the checkout reads its settings through.
          { name: 'store_id', type: 'integer', isUnique: true },
          { name: 'settings', type: 'text' },
          { name: 'redirect_card', type: 'varchar', length: '2000', isNullable: true },
          { name: 'redirect_pix', type: 'varchar', length: '2000', isNullable: true },
          { name: 'redirect_boleto', type: 'varchar', length: '2000', isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'social_proof',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'text', type: 'text' },
          { name: 'photo_upload_id', type: 'integer', isNullable: true },
          { name: 'is_active', type: 'boolean' },
        ],
        foreignKeys: [
          cascadeTo('store'),
          new TableForeignKey({
            columnNames: ['photo_upload_id'],
            referencedTableName: 'upload',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        indices: [new TableIndex({ name: 'IDX_social_proof_store_id_id', columnNames: ['store_id', 'id'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'checkout_offer',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'product_id', type: 'integer' },
          { name: 'offer_price_cents', type: 'integer' },
          { name: 'headline', type: 'varchar', length: '120' },
          { name: 'description', type: 'text' },
          { name: 'is_active', type: 'boolean' },
          // Saved without triggers. Kept apart from "has no trigger rows" so that deleting the only
          // trigger product does not turn an offer aimed at it into an offer on every checkout.
          { name: 'all_products', type: 'boolean' },
        ],
        foreignKeys: [cascadeTo('store'), cascadeTo('product')],
        indices: [
          // The admin lists and the checkout's newest-matching-offer lookup are ranges of this index.
          new TableIndex({
            name: 'IDX_checkout_offer_store_id_kind_id',
            columnNames: ['store_id', 'kind', 'id'],
          }),
          // Deleting a product cascades here.
          new TableIndex({ name: 'IDX_checkout_offer_product_id', columnNames: ['product_id'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'checkout_offer_trigger',
        columns: [...base, { name: 'offer_id', type: 'integer' }, { name: 'product_id', type: 'integer' }],
        foreignKeys: [cascadeTo('checkout_offer', 'offer_id'), cascadeTo('product')],
        uniques: [
          new TableUnique({
            name: 'UQ_checkout_offer_trigger_offer_id_product_id',
            columnNames: ['offer_id', 'product_id'],
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_checkout_offer_trigger_product_id', columnNames: ['product_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['checkout_offer_trigger', 'checkout_offer', 'social_proof', 'checkout_settings']) {
      await queryRunner.dropTable(table);
    }
  }
}
