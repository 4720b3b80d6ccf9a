import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Finished webhook messages (delivered or given up) are kept for 30 days for the delivery log, then
 * pruned: this index makes the hourly prune a range delete instead of a table scan.
 */
export class WebhookRetention1764640000000 implements MigrationInterface {
  name = 'WebhookRetention1764640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'webhook_message',
      new TableIndex({
        name: 'IDX_webhook_message_finished',
        columnNames: ['created_at'],
        where: 'next_attempt_at IS NULL',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('webhook_message', 'IDX_webhook_message_finished');
  }
}
