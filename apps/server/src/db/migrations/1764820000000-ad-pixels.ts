import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Ad pixels: each store's Meta Pixel, Google tag and TikTok Pixel ids with the Conversions API
 * token (sealed), and the Conversions API's outbox of Purchase events (one per order).
 */
export class AdPixels1764820000000 implements MigrationInterface {
  name = 'AdPixels1764820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { base, types, cascadeTo } = portable(queryRunner);
    const no = queryRunner.connection.options.type === 'postgres' ? 'false' : '0';

    await queryRunner.createTable(
      new Table({
        name: 'store_pixels',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer', isUnique: true },
          { name: 'meta_pixel_id', type: 'varchar', length: '20', isNullable: true },
          // Sealed (v1.<key id>.…), like the gateways' secret keys.
          { name: 'meta_capi_token_sealed', type: 'text', isNullable: true },
          { name: 'key_id', type: 'varchar', length: '32', isNullable: true },
          { name: 'ga4_id', type: 'varchar', length: '24', isNullable: true },
          { name: 'google_ads_id', type: 'varchar', length: '20', isNullable: true },
          { name: 'google_ads_label', type: 'varchar', length: '64', isNullable: true },
          { name: 'tiktok_pixel_id', type: 'varchar', length: '30', isNullable: true },
          { name: 'capi_last_sent_at', type: types.timestamp, isNullable: true },
          { name: 'capi_last_error', type: 'text', isNullable: true },
          { name: 'capi_last_error_at', type: types.timestamp, isNullable: true },
          { name: 'capi_token_refused', type: 'boolean', default: no },
        ],
        foreignKeys: [cascadeTo('store')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'meta_capi_event',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          // One Purchase per order, ever.
          { name: 'order_id', type: 'integer', isUnique: true },
          { name: 'event_id', type: 'varchar', length: '80' },
          { name: 'client_ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '512', isNullable: true },
          { name: 'fbp', type: 'varchar', length: '200', isNullable: true },
          { name: 'fbc', type: 'varchar', length: '400', isNullable: true },
          { name: 'event_source_url', type: 'varchar', length: '1000', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'payload', type: 'text', isNullable: true },
          { name: 'attempt_count', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: types.timestamp, isNullable: true },
          { name: 'locked_until', type: types.timestamp, isNullable: true },
          { name: 'lock_token', type: 'varchar', length: '40', isNullable: true },
          { name: 'last_response_code', type: 'integer', isNullable: true },
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'sent_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('store'), cascadeTo('orders', 'order_id')],
        indices: [
          new TableIndex({
            name: 'IDX_meta_capi_event_due',
            columnNames: ['next_attempt_at'],
            where: 'next_attempt_at IS NOT NULL',
          }),
          new TableIndex({ name: 'IDX_meta_capi_event_store_id', columnNames: ['store_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('meta_capi_event');
    await queryRunner.dropTable('store_pixels');
  }
}
