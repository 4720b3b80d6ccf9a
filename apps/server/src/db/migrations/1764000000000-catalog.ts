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
 * The catalog: products (with an optional photo in `upload`), discount coupons and shipping
 * options, each owned by a store and deleted with it.
 */
export class Catalog1764000000000 implements MigrationInterface {
  name = 'Catalog1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'product',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'slug', type: 'varchar', length: '100' },
          { name: 'description', type: 'text' },
          { name: 'price_cents', type: 'integer' },
          { name: 'product_type', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'image_upload_id', type: 'integer', isNullable: true },
          { name: 'external_id', type: 'varchar', length: '255', isNullable: true },
        ],
        foreignKeys: [
          cascadeTo('store'),
          new TableForeignKey({
            columnNames: ['image_upload_id'],
            referencedTableName: 'upload',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        uniques: [
          new TableUnique({ name: 'UQ_product_store_id_slug', columnNames: ['store_id', 'slug'] }),
          new TableUnique({
            name: 'UQ_product_store_id_external_id',
            columnNames: ['store_id', 'external_id'],
          }),
        ],
        indices: [
          // The newest-first page of a store is a range of this index.
          new TableIndex({ name: 'IDX_product_store_id_id', columnNames: ['store_id', 'id'] }),
          new TableIndex({ name: 'IDX_product_image_upload_id', columnNames: ['image_upload_id'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'coupon',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'code', type: 'varchar', length: '40' },
          { name: 'code_key', type: 'varchar', length: '120' },
          { name: 'max_uses', type: 'integer' },
          { name: 'discount_type', type: 'varchar', length: '10' },
          { name: 'discount_value', type: 'integer' },
          { name: 'start_date', type: types.timestamp, isNullable: true },
          { name: 'end_date', type: types.timestamp, isNullable: true },
          { name: 'is_unique_per_customer', type: 'boolean' },
          { name: 'is_auto_apply', type: 'boolean' },
          { name: 'used_count', type: 'integer', default: 0 },
        ],
        foreignKeys: [cascadeTo('store')],
        uniques: [
          new TableUnique({ name: 'UQ_coupon_store_id_code_key', columnNames: ['store_id', 'code_key'] }),
        ],
        indices: [new TableIndex({ name: 'IDX_coupon_store_id_id', columnNames: ['store_id', 'id'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'shipping_option',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'price_cents', type: 'integer' },
          { name: 'min_days', type: 'integer' },
          { name: 'max_days', type: 'integer' },
        ],
        foreignKeys: [cascadeTo('store')],
        indices: [
          new TableIndex({ name: 'IDX_shipping_option_store_id_id', columnNames: ['store_id', 'id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['shipping_option', 'coupon', 'product']) await queryRunner.dropTable(table);
  }
}
