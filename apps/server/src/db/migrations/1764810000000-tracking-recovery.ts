import type { MigrationInterface, QueryRunner } from 'typeorm';
import { portable } from './portable.ts';

/**
 * An order's tracking code (carrier, code, when it was last set), the moment each per-method
 * recovery e-mail was claimed (one column per case: the claim is a conditional UPDATE of it), the
 * buyer's phone on the checkout session (the abandoned cart's WhatsApp link) and the store's
 * per-method recovery settings (one JSON document, read with the contract's defaults).
 */
export class TrackingRecovery1764810000000 implements MigrationInterface {
  name = 'TrackingRecovery1764810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { types } = portable(queryRunner);
    // Plain ADD COLUMN (the same SQL on both databases; TypeORM's addColumn rebuilds SQLite tables).
    const add = (table: string, column: string) =>
      queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${column}`);
    await add('orders', 'tracking_carrier varchar(20)');
    await add('orders', 'tracking_code varchar(40)');
    await add('orders', `tracking_updated_at ${types.timestamp}`);
    await add('orders', `recovery_pix_at ${types.timestamp}`);
    await add('orders', `recovery_boleto_due_at ${types.timestamp}`);
    await add('orders', `recovery_boleto_overdue_at ${types.timestamp}`);
    await add('orders', `recovery_card_at ${types.timestamp}`);
    await add('checkout_session', 'buyer_phone varchar(20)');
    await add('store', 'recovery_methods text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const drop = (table: string, column: string) =>
      queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    await drop('store', 'recovery_methods');
    await drop('checkout_session', 'buyer_phone');
    for (const column of [
      'recovery_card_at',
      'recovery_boleto_overdue_at',
      'recovery_boleto_due_at',
      'recovery_pix_at',
      'tracking_updated_at',
      'tracking_code',
      'tracking_carrier',
    ]) {
      await drop('orders', column);
    }
  }
}
