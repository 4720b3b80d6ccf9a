import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex, TableUnique } from 'typeorm';
import { sqlTime } from '../../shared/list-sql.ts';
import { databaseKindOf } from '../column-types.ts';
import { portable } from './portable.ts';

const CLAIM_DAYS = 7;

/**
 * Domain claims no longer block each other: a name was unique across stores, so whoever added it
 * first (verified or not) kept every other store out and learnt nothing of it. Now a name is
 * unique only among verified rows (a partial unique index) and once per store; each claim gets its
 * own code for the TXT record that proves which store the DNS owner meant, and an expiry for while
 * it is unverified. Existing claims get a code, and the unverified ones 7 days from now.
 */
export class DomainClaims1764720000000 implements MigrationInterface {
  name = 'DomainClaims1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types } = portable(queryRunner);
    const kind = databaseKindOf(queryRunner.connection.options.type);
    const param = (index: number) => (kind === 'postgres' ? `$${index}` : '?');
    await queryRunner.addColumns('domain', [
      new TableColumn({ name: 'verification_token', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'expires_at', type: types.timestamp, isNullable: true }),
    ]);
    const rows: { id: number; status: string }[] = await queryRunner.query('SELECT id, status FROM domain');
    const expiresAt = sqlTime(kind, new Date(Date.now() + CLAIM_DAYS * 24 * 3600_000));
    for (const row of rows) {
      await queryRunner.query(
        `UPDATE domain SET verification_token = ${param(1)}, expires_at = ${param(2)} WHERE id = ${param(3)}`,
        [randomBytes(16).toString('hex'), row.status === 'verified' ? null : expiresAt, row.id],
      );
    }
    await queryRunner.changeColumn(
      'domain',
      'verification_token',
      new TableColumn({ name: 'verification_token', type: 'varchar', length: '64' }),
    );
    await queryRunner.dropUniqueConstraint('domain', 'UQ_domain_domain_name');
    await queryRunner.createUniqueConstraint(
      'domain',
      new TableUnique({ name: 'UQ_domain_store_id_domain_name', columnNames: ['store_id', 'domain_name'] }),
    );
    await queryRunner.createIndices('domain', [
      new TableIndex({
        name: 'UQ_domain_verified_domain_name',
        columnNames: ['domain_name'],
        isUnique: true,
        where: "status = 'verified'",
      }),
      new TableIndex({
        name: 'IDX_domain_expires_at',
        columnNames: ['expires_at'],
        where: 'expires_at IS NOT NULL',
      }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to one row per name: the oldest claim of each name is kept, verified ones first.
    await queryRunner.query(
      `DELETE FROM domain WHERE id NOT IN (
         SELECT id FROM (
           SELECT id, ROW_NUMBER() OVER (
             PARTITION BY domain_name ORDER BY CASE WHEN status = 'verified' THEN 0 ELSE 1 END, id
           ) AS position FROM domain
         ) ranked WHERE position = 1
       )`,
    );
    await queryRunner.dropIndex('domain', 'IDX_domain_expires_at');
    await queryRunner.dropIndex('domain', 'UQ_domain_verified_domain_name');
    await queryRunner.dropUniqueConstraint('domain', 'UQ_domain_store_id_domain_name');
    await queryRunner.createUniqueConstraint(
      'domain',
      new TableUnique({ name: 'UQ_domain_domain_name', columnNames: ['domain_name'] }),
    );
    await queryRunner.dropColumns('domain', ['verification_token', 'expires_at']);
  }
}
