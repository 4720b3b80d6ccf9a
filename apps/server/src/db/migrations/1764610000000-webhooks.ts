import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Outgoing webhooks: the merchants' endpoints (custom ones and the tracking integrations'
 * system endpoints), the outbox of messages written in the order's transaction, and every
 * delivery attempt. On checkout sessions, when the 'cart abandoned' event was emitted.
 */
export class Webhooks1764610000000 implements MigrationInterface {
  name = 'Webhooks1764610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);
    const ts = types.timestamp;
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoint',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'events', type: 'varchar', length: '400' },
          { name: 'enabled', type: 'boolean' },
          { name: 'disabled_reason', type: 'varchar', length: '200', isNullable: true },
          { name: 'secret', type: 'text', isNullable: true },
          { name: 'previous_secret', type: 'text', isNullable: true },
          { name: 'previous_secret_until', type: ts, isNullable: true },
          { name: 'secret_hint', type: 'varchar', length: '20', isNullable: true },
          { name: 'credentials', type: 'text', isNullable: true },
          { name: 'failing_since', type: ts, isNullable: true },
          { name: 'last_status', type: 'varchar', length: '20', isNullable: true },
          { name: 'last_response_code', type: 'integer', isNullable: true },
          { name: 'last_attempt_at', type: ts, isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
        indices: [
          // The hot path: a store's enabled endpoints (one indexed SELECT per order change).
          new TableIndex({
            name: 'IDX_webhook_endpoint_store_enabled',
            columnNames: ['store_id', 'enabled'],
          }),
          // One system endpoint of each integration per store.
          new TableIndex({
            name: 'UQ_webhook_endpoint_store_kind',
            columnNames: ['store_id', 'kind'],
            isUnique: true,
            where: "kind <> 'custom'",
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_message',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'endpoint_id', type: 'integer' },
          { name: 'msg_id', type: 'varchar', length: '40' },
          { name: 'event_type', type: 'varchar', length: '40' },
          { name: 'payload', type: 'text' },
          { name: 'is_test', type: 'boolean' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'attempt_count', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: ts, isNullable: true },
          { name: 'locked_until', type: ts, isNullable: true },
          { name: 'lock_token', type: 'varchar', length: '40', isNullable: true },
          { name: 'delivered_at', type: ts, isNullable: true },
        ],
        foreignKeys: [cascadeTo('store'), cascadeTo('webhook_endpoint', 'endpoint_id')],
        indices: [
          new TableIndex({
            name: 'UQ_webhook_message_endpoint_msg',
            columnNames: ['endpoint_id', 'msg_id'],
            isUnique: true,
          }),
          // The worker's due scan: only messages still waiting have next_attempt_at.
          new TableIndex({
            name: 'IDX_webhook_message_due',
            columnNames: ['next_attempt_at'],
            where: 'next_attempt_at IS NOT NULL',
          }),
          new TableIndex({ name: 'IDX_webhook_message_store_id', columnNames: ['store_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempt',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'message_id', type: 'integer' },
          { name: 'attempt_number', type: 'integer' },
          { name: 'attempted_at', type: ts },
          { name: 'response_code', type: 'integer', isNullable: true },
          { name: 'error', type: 'varchar', length: '300', isNullable: true },
          { name: 'duration_ms', type: 'integer' },
        ],
        foreignKeys: [cascadeTo('webhook_message', 'message_id')],
        indices: [
          // An attempt is recorded once: two workers can never both record attempt n of a message.
          new TableIndex({
            name: 'UQ_webhook_attempt_message_number',
            columnNames: ['message_id', 'attempt_number'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.query(`ALTER TABLE checkout_session ADD COLUMN abandoned_notified_at ${ts}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE checkout_session DROP COLUMN abandoned_notified_at');
    await queryRunner.dropTable('webhook_attempt');
    await queryRunner.dropTable('webhook_message');
    await queryRunner.dropTable('webhook_endpoint');
  }
}
