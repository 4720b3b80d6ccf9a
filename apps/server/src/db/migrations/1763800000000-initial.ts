import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Accounts, stores, sessions, password resets, login throttling, uploads and the mail outbox.
 * Written with the Table API so that the same migration runs on SQLite and PostgreSQL.
 */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types, base, cascadeTo } = portable(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'user',
        columns: [
          ...base,
          { name: 'full_name', type: 'varchar', length: '120' },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'documento', type: 'varchar', length: '14' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'avatar_upload_id', type: 'integer', isNullable: true },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'store',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '80' },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_store_user_id', columnNames: ['user_id'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'auth_session',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'expires_at', type: types.timestamp },
          { name: 'remember', type: 'boolean' },
          { name: 'revoked_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_auth_session_user_id', columnNames: ['user_id'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'password_reset',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'expires_at', type: types.timestamp },
          { name: 'used_at', type: types.timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_password_reset_user_id', columnNames: ['user_id'] })],
      }),
    );

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

    await queryRunner.createTable(
      new Table({
        name: 'upload',
        columns: [
          ...base,
          { name: 'key', type: 'varchar', length: '36', isUnique: true },
          { name: 'user_id', type: 'integer' },
          { name: 'content_type', type: 'varchar', length: '100' },
          { name: 'byte_size', type: 'integer' },
          { name: 'sha256', type: 'varchar', length: '64' },
          { name: 'data', type: types.binary },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_upload_user_id', columnNames: ['user_id'] })],
      }),
    );

    // user ↔ upload reference each other: the avatar key is added once both tables exist.
    await queryRunner.createForeignKey(
      'user',
      new TableForeignKey({
        columnNames: ['avatar_upload_id'],
        referencedTableName: 'upload',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'outbound_email',
        columns: [
          ...base,
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'to', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'text', type: 'text' },
          { name: 'html', type: 'text' },
          { name: 'sent_at', type: types.timestamp, isNullable: true },
          { name: 'error', type: 'text', isNullable: true },
        ],
        foreignKeys: [cascadeTo('user')],
        indices: [new TableIndex({ name: 'IDX_outbound_email_user_id', columnNames: ['user_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbound_email');
    const user = await queryRunner.getTable('user');
    const avatarFk = user?.foreignKeys.find((fk) => fk.columnNames.includes('avatar_upload_id'));
    if (avatarFk) await queryRunner.dropForeignKey('user', avatarFk);
    for (const table of ['upload', 'login_failure', 'password_reset', 'auth_session', 'store', 'user']) {
      await queryRunner.dropTable(table);
    }
  }
}
