import { type MigrationInterface, type QueryRunner, Table, TableIndex, TableUnique } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Login security:
 * - `throttle_attempt` replaces `login_failure`: one row per attempt that a limit counts (login,
 *   registration, password recovery, confirming the current password), by scope, e-mail and IP. The
 *   attempt is written before the password is checked, so parallel requests cannot all slip past a
 *   limit. Past failures are dropped: they only ever counted for 15 minutes.
 * - `known_device`: the browsers (a random cookie value, stored as its SHA-256) on which an account
 *   has logged in; they still get in while the account's e-mail is being guessed from elsewhere.
 * - Open password-reset links are spent: until now their e-mails were kept, link included, in the
 *   outbox table (and in the log), where anyone who reads the database could use them.
 */
export class LoginSecurity1764700000000 implements MigrationInterface {
  name = 'LoginSecurity1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'throttle_attempt',
        columns: [
          ...base,
          { name: 'scope', type: 'varchar', length: '20' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_throttle_attempt_scope_email_created_at',
            columnNames: ['scope', 'email', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_throttle_attempt_scope_ip_created_at',
            columnNames: ['scope', 'ip', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_throttle_attempt_created_at', columnNames: ['created_at'] }),
        ],
      }),
    );
    await queryRunner.dropTable('login_failure');

    await queryRunner.createTable(
      new Table({
        name: 'known_device',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'last_used_at', type: types.timestamp },
        ],
        foreignKeys: [cascadeTo('user')],
        uniques: [
          new TableUnique({
            name: 'UQ_known_device_user_id_token_hash',
            columnNames: ['user_id', 'token_hash'],
          }),
        ],
      }),
    );

    await queryRunner.query(
      `UPDATE password_reset SET used_at = ${queryRunner.connection.driver.mappedDataTypes.createDateDefault} WHERE used_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('known_device');
    await queryRunner.dropTable('throttle_attempt');
    const { base } = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'login_failure',
        columns: [
          ...base,
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'ip', type: 'varchar', length: '64' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_login_failure_email_created_at',
            columnNames: ['email', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_login_failure_ip_created_at', columnNames: ['ip', 'created_at'] }),
        ],
      }),
    );
  }
}
