import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { DatabaseKind } from './column-types.ts';
import { type Database, databaseKind } from './data-source.ts';

/** The part of better-sqlite3's connection a prepared read uses. */
interface SqliteStatement {
  all(...parameters: unknown[]): unknown[];
}
interface SqliteConnection {
  prepare(source: string): SqliteStatement;
}

/** Builds a statement's text for one database: placeholders, table and column lists from the entities. */
export interface SqlBuilder {
  readonly kind: DatabaseKind;
  /** The n-th parameter (1-based): `?` on SQLite, `$n` on PostgreSQL. */
  param(position: number): string;
  /** The entity's quoted table name. */
  table(target: EntityTarget<ObjectLiteral>): string;
  /** Every column of the entity, read from `alias` as `"<alias>_<column>"` (see PreparedRead.hydrate). */
  columns(target: EntityTarget<ObjectLiteral>, alias: string): string;
}

/**
 * A hot keyed read (the session behind a bearer token, a store's product page) with its SQL fixed
 * once. TypeORM's query builder spends far longer building, escaping and mapping such a statement
 * than the database spends running it (most of a product list's CPU was query building), so these
 * few reads skip it: the text is built once from the entities' own metadata (so a new column is
 * read with no change here) and, on SQLite, prepared once on the driver's connection and run
 * directly. PostgreSQL goes through the manager, so a read inside a transaction stays in it.
 * Rows come back with the database's own values; `hydrate` turns them into entities the way
 * TypeORM would (dates, booleans, JSON).
 */
export class PreparedRead<Row = Record<string, unknown>> {
  readonly #dataSource: DataSource;
  readonly #kind: DatabaseKind;
  readonly #source: string;
  #statement: SqliteStatement | undefined;

  /** On `db` (a Database or its DataSource, for code that only has a manager). */
  constructor(db: Database | DataSource, build: (sql: SqlBuilder) => string) {
    this.#dataSource = 'dataSource' in db ? db.dataSource : db;
    this.#kind = databaseKind(this.#dataSource);
    this.#source = build(sqlBuilder(this.#dataSource, this.#kind));
  }

  async all(manager: EntityManager, parameters: readonly unknown[]): Promise<Row[]> {
    if (this.#kind === 'postgres') return manager.query(this.#source, [...parameters]);
    this.#statement ??= (
      this.#dataSource.driver as unknown as { databaseConnection: SqliteConnection }
    ).databaseConnection.prepare(this.#source);
    // better-sqlite3 binds a BigInt as an INTEGER, the columns' own type (see bindIntegerParameters).
    return this.#statement.all(
      ...parameters.map((value) =>
        typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value,
      ),
    ) as Row[];
  }

  async first(manager: EntityManager, parameters: readonly unknown[]): Promise<Row | undefined> {
    return (await this.all(manager, parameters))[0];
  }

  /** The entity read with `SqlBuilder.columns(target, alias)` from `row`. */
  hydrate<T extends ObjectLiteral>(target: EntityTarget<T>, row: Row, alias: string): T {
    const dataSource = this.#dataSource;
    const metadata = dataSource.getMetadata(target);
    const entity = metadata.create() as T;
    const values = row as Record<string, unknown>;
    for (const column of metadata.columns) {
      const value = values[`${alias}_${column.databaseName}`];
      (entity as Record<string, unknown>)[column.propertyName] = dataSource.driver.prepareHydratedValue(
        value,
        column,
      );
    }
    return entity;
  }
}

/**
 * One PreparedRead per data source, made on first use: for functions that are handed a manager
 * rather than the Database (the statement text depends only on the database kind).
 */
export function preparedReadOn<Row>(
  cache: WeakMap<DataSource, PreparedRead<Row>>,
  manager: EntityManager,
  build: (sql: SqlBuilder) => string,
): PreparedRead<Row> {
  let read = cache.get(manager.connection);
  if (!read) {
    read = new PreparedRead<Row>(manager.connection, build);
    cache.set(manager.connection, read);
  }
  return read;
}

function sqlBuilder(dataSource: DataSource, kind: DatabaseKind): SqlBuilder {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return {
    kind,
    param: (position) => (kind === 'postgres' ? `$${position}` : '?'),
    table: (target) => quote(dataSource.getMetadata(target).tableName),
    columns: (target, alias) =>
      dataSource
        .getMetadata(target)
        .columns.map(
          (column) =>
            `${quote(alias)}.${quote(column.databaseName)} AS ${quote(`${alias}_${column.databaseName}`)}`,
        )
        .join(', '),
  };
}
