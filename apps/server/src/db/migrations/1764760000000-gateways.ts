import { type MigrationInterface, type QueryRunner, Table, TableUnique } from 'typeorm';
import { portable } from './portable.ts';

/**
 * Payment gateways per store: the credentials at Mercado Pago or Pagar.me (one row per store and
 * provider, secrets sealed with the secret box and the key id beside them, the methods offered, active
 * or not) and which gateway charges each method, with the card contingency. A store without a
 * routing row sells in test mode.
 */
export class Gateways1764760000000 implements MigrationInterface {
  name = 'Gateways1764760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { base, cascadeTo } = portable(queryRunner);
    const postgres = queryRunner.connection.options.type === 'postgres';
    const yes = postgres ? 'true' : '1';
    const no = postgres ? 'false' : '0';

    await queryRunner.createTable(
      new Table({
        name: 'store_gateway',
        columns: [
          ...base,
          { name: 'store_id', type: 'integer' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'public_key', type: 'varchar', length: '500' },
          // Access token (Mercado Pago) or secret key (Pagar.me). Sealed (v1.<key id>.…).
          { name: 'secret_sealed', type: 'text' },
          { name: 'webhook_secret_sealed', type: 'text', isNullable: true },
          { name: 'key_id', type: 'varchar', length: '32' },
          { name: 'method_card', type: 'boolean', default: yes },
          { name: 'method_pix', type: 'boolean', default: yes },
          { name: 'method_boleto', type: 'boolean', default: no },
          { name: 'status', type: 'varchar', length: '10', default: "'inactive'" },
        ],
        foreignKeys: [cascadeTo('store')],
        uniques: [
          new TableUnique({
            name: 'UQ_store_gateway_store_id_provider',
            columnNames: ['store_id', 'provider'],
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'store_gateway_routing',
        columns: [
          ...base,
          // The unique constraint is also the index every charge reads the routing through.
          { name: 'store_id', type: 'integer', isUnique: true },
          { name: 'pix', type: 'varchar', length: '20', default: "'test'" },
          { name: 'card', type: 'varchar', length: '20', default: "'test'" },
          { name: 'boleto', type: 'varchar', length: '20', default: "'test'" },
          { name: 'card_contingency', type: 'varchar', length: '20', isNullable: true },
        ],
        foreignKeys: [cascadeTo('store')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('store_gateway_routing');
    await queryRunner.dropTable('store_gateway');
  }
}
