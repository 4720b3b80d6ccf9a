import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { databaseKindOf } from '../column-types.ts';

/**
 * Webhook delivery, fair per endpoint:
 * - IDX_webhook_message_endpoint_due: one endpoint's waiting messages in due order (a small
 *   partial index, only rows still waiting), for pulling an endpoint's retries forward when it
 *   answers again, holding them back while it is down, and draining one endpoint;
 * - webhook_message.order_number: the order an event is about, shown in the delivery log;
 * - webhook_attempt.error_detail: the raw error (e.g. Node's TLS message) kept beside the
 *   Portuguese text of its class.
 * A disabled endpoint's waiting messages now wait for its reactivation with no due time (they are
 * kept, not failed): the ones already waiting are converted.
 */
export class WebhookFairness1764710000000 implements MigrationInterface {
  name = 'WebhookFairness1764710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const no = databaseKindOf(queryRunner.connection.options.type) === 'postgres' ? 'false' : '0';
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    await queryRunner.query('ALTER TABLE webhook_message ADD COLUMN order_number integer');
    await queryRunner.query('ALTER TABLE webhook_attempt ADD COLUMN error_detail varchar(300)');
    await queryRunner.createIndex(
      'webhook_message',
      new TableIndex({
        name: 'IDX_webhook_message_endpoint_due',
        columnNames: ['endpoint_id', 'next_attempt_at'],
        where: 'next_attempt_at IS NOT NULL',
      }),
    );
    await queryRunner.query(
      `UPDATE webhook_message SET next_attempt_at = NULL, locked_until = NULL, lock_token = NULL
        WHERE next_attempt_at IS NOT NULL
          AND endpoint_id IN (SELECT id FROM webhook_endpoint WHERE enabled = ${no})`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('webhook_message', 'IDX_webhook_message_endpoint_due');
    await queryRunner.query('ALTER TABLE webhook_attempt DROP COLUMN error_detail');
    await queryRunner.query('ALTER TABLE webhook_message DROP COLUMN order_number');
  }
}
