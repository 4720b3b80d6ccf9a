import { type MigrationInterface, type QueryRunner, Table, TableIndex, TableUnique } from 'typeorm';
import { portable } from './portable.ts';

/** Where the running sync of a store and provider is unique (one at a time). */
export const SYNC_JOB_RUNNING_WHERE = "status = 'running'";

/**
 * Shopify and WooCommerce: one integration per store and provider (credentials sealed with the
 * secret box, the key id beside them), the product syncs (one running at a time per store and
 * provider, kept unique by a partial index) and, on products, the source image URL of a synced
 * product so that a second sync downloads a photo only when it changed.
 */
export class StoreIntegrations1764620000000 implements MigrationInterface {
  name = 'StoreIntegrations1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);
    const no = queryRunner.connection.options.type === 'postgres' ? 'false' : '0';

    await queryRunner.createTable(
      new Table({
        name: 'store_integration',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'provider', type: 'varchar', length: '20' },
          // Shopify: the shop name ('minha-loja'); WooCommerce: the store's URL.
          { name: 'shop', type: 'varchar', length: '255' },
          { name: 'api_key', type: 'varchar', length: '255', isNullable: true },
          // Shopify: admin API token; WooCommerce: consumer key. Sealed (v1.<key id>.…).
          { name: 'token_sealed', type: 'text' },
          // Shopify: API secret; WooCommerce: consumer secret. Sealed.
          { name: 'secret_sealed', type: 'text' },
          { name: 'key_id', type: 'varchar', length: '32' },
          { name: 'skip_cart', type: 'boolean', default: no },
          { name: 'import_coupons', type: 'boolean', default: no },
          { name: 'is_active', type: 'boolean', default: no },
          { name: 'checkout_installed', type: 'boolean', default: no },
          { name: 'theme_id', type: 'varchar', length: '255', isNullable: true },
          { name: 'theme_name', type: 'varchar', length: '255', isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
        uniques: [
          new TableUnique({
            name: 'UQ_store_integration_store_id_provider',
            columnNames: ['store_id', 'provider'],
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sync_job',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'processed', type: 'integer', default: 0 },
          { name: 'total', type: 'integer', isNullable: true },
          { name: 'created', type: 'integer', default: 0 },
          { name: 'updated', type: 'integer', default: 0 },
          { name: 'skipped', type: 'integer', default: 0 },
          { name: 'coupons_created', type: 'integer', default: 0 },
          { name: 'coupons_updated', type: 'integer', default: 0 },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'started_at', type: types.timestamp },
          { name: 'heartbeat_at', type: types.timestamp },
          { name: 'finished_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
        indices: [
          new TableIndex({
            name: 'IDX_sync_job_store_id_provider_id',
            columnNames: ['store_id', 'provider', 'id'],
          }),
          new TableIndex({
            name: 'UQ_sync_job_running',
            columnNames: ['store_id', 'provider'],
            isUnique: true,
            where: SYNC_JOB_RUNNING_WHERE,
          }),
        ],
      }),
    );

    await queryRunner.query('ALTER TABLE product ADD COLUMN external_image_url varchar(1000)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE product DROP COLUMN external_image_url');
    await queryRunner.dropTable('sync_job');
    await queryRunner.dropTable('store_integration');
  }
}
