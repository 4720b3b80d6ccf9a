import {
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntityTarget,
  type ObjectLiteral,
  type QueryDeepPartialEntity,
  QueryFailedError,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { databaseKind } from './data-source.ts';

/*
 * Simple keyed statements (insert a row, read rows by equal columns, update rows by equal columns)
 * for the hot paths: every checkout view and every order. TypeORM's query builder spends far longer
 * building, escaping and mapping such a statement than SQLite spends running it (an order ran ~40
 * of them, and building them was most of its CPU), so here each statement's text is built once per
 * shape (entity, columns written, columns compared) from the entities' own metadata — a new column
 * needs no change — and, on SQLite, prepared once on the driver's connection. Values are converted
 * and rows hydrated by TypeORM's own driver (dates, booleans, JSON), so entities read here equal the
 * ones TypeORM reads. On PostgreSQL the statements go through the manager, so they stay inside the
 * caller's transaction; on SQLite there is a single connection, which is inside it already.
 *
 * Inserts skip TypeORM's read-back of generated columns (a SELECT per insert on SQLite): callers
 * hold the values they wrote and get the new id.
 */

/** The part of better-sqlite3's connection used here. */
interface SqliteStatement {
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}
interface SqliteConnection {
  prepare(source: string): SqliteStatement;
}

interface Compiled {
  sql: string;
  /** The column each parameter is converted for, in order. */
  parameters: ColumnMetadata[];
  statement?: SqliteStatement;
}

/** Equality on columns: `{ storeId: 3, deletedAt: null }` → `store_id = ? AND deleted_at IS NULL`. */
export type Where<T> = { [K in keyof T]?: T[K] | null };

export interface SelectOptions<T> {
  orderBy?: readonly (readonly [keyof T & string, 'ASC' | 'DESC'])[];
  limit?: number;
}

const compiledByDataSource = new WeakMap<DataSource, Map<string, Compiled>>();

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function columnOf(metadata: EntityMetadata, property: string): ColumnMetadata {
  const column = metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${metadata.name} não tem a coluna ${property}`);
  return column;
}

function compiled(manager: EntityManager, key: string, build: () => Omit<Compiled, 'statement'>): Compiled {
  let byKey = compiledByDataSource.get(manager.connection);
  if (!byKey) {
    byKey = new Map();
    compiledByDataSource.set(manager.connection, byKey);
  }
  let entry = byKey.get(key);
  if (!entry) {
    entry = build();
    byKey.set(key, entry);
  }
  return entry;
}

const isPostgres = (manager: EntityManager) => databaseKind(manager.connection) === 'postgres';

function placeholder(manager: EntityManager, position: number): string {
  return isPostgres(manager) ? `$${position}` : '?';
}

/** The values bound for `compiledStatement`, converted as TypeORM would persist them. */
function bind(manager: EntityManager, columns: ColumnMetadata[], values: unknown[]): unknown[] {
  const driver = manager.connection.driver;
  const postgres = isPostgres(manager);
  return values.map((value, index) => {
    const persisted = driver.preparePersistentValue(value, columns[index]!);
    // better-sqlite3 binds a BigInt as an INTEGER, the columns' own type (a JS number would bind
    // as a REAL and compare by affinity instead).
    return !postgres && typeof persisted === 'number' && Number.isSafeInteger(persisted)
      ? BigInt(persisted)
      : persisted;
  });
}

/** Runs a compiled statement on SQLite's connection, prepared once; `run` is all() or run(). */
function onSqlite<R>(
  manager: EntityManager,
  entry: Compiled,
  values: unknown[],
  run: (statement: SqliteStatement, bound: unknown[]) => R,
): R {
  const bound = bind(manager, entry.parameters, values);
  try {
    entry.statement ??= (
      manager.connection.driver as unknown as { databaseConnection: SqliteConnection }
    ).databaseConnection.prepare(entry.sql);
    return run(entry.statement, bound);
  } catch (error) {
    // The error TypeORM's runner throws, so constraint and outage checks see the same thing.
    throw new QueryFailedError(entry.sql, bound, error as Error);
  }
}

async function rowsOf(manager: EntityManager, entry: Compiled, values: unknown[]): Promise<unknown[]> {
  if (isPostgres(manager)) return manager.query(entry.sql, bind(manager, entry.parameters, values));
  return onSqlite(manager, entry, values, (statement, bound) => statement.all(...bound));
}

/** A write on SQLite: how many rows it changed and the last id it inserted. */
function runOf(manager: EntityManager, entry: Compiled, values: unknown[]) {
  return onSqlite(manager, entry, values, (statement, bound) => statement.run(...bound));
}

/** `{ a: 1, b: null }` → the compiled WHERE for its shape, and the values to bind. */
function whereOf<T>(
  manager: EntityManager,
  metadata: EntityMetadata,
  where: Where<T>,
  firstPosition: number,
): { sql: string; key: string; columns: ColumnMetadata[]; values: unknown[] } {
  const parts: string[] = [];
  const keyParts: string[] = [];
  const columns: ColumnMetadata[] = [];
  const values: unknown[] = [];
  for (const [property, value] of Object.entries(where)) {
    if (value === undefined) continue;
    const column = columnOf(metadata, property);
    if (value === null) {
      parts.push(`${quote(column.databaseName)} IS NULL`);
      keyParts.push(`${property}=null`);
    } else {
      columns.push(column);
      values.push(value);
      parts.push(
        `${quote(column.databaseName)} = ${placeholder(manager, firstPosition + columns.length - 1)}`,
      );
      keyParts.push(property);
    }
  }
  if (parts.length === 0) throw new Error('uma condição é obrigatória');
  return { sql: parts.join(' AND '), key: keyParts.join(','), columns, values };
}

/** Rows of `target` whose columns equal `where`, hydrated as TypeORM would. */
export async function selectRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Where<T>,
  options: SelectOptions<T> = {},
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(target);
  const condition = whereOf(manager, metadata, where, 1);
  const order = (options.orderBy ?? []).map(([property, direction]) => `${property} ${direction}`).join(',');
  const entry = compiled(
    manager,
    `select|${metadata.name}|${condition.key}|${order}|${options.limit ?? ''}`,
    () => ({
      sql:
        `SELECT ${metadata.columns.map((column) => quote(column.databaseName)).join(', ')} ` +
        `FROM ${quote(metadata.tableName)} WHERE ${condition.sql}` +
        (options.orderBy?.length
          ? ` ORDER BY ${options.orderBy
              .map(
                ([property, direction]) => `${quote(columnOf(metadata, property).databaseName)} ${direction}`,
              )
              .join(', ')}`
          : '') +
        (options.limit ? ` LIMIT ${Math.trunc(options.limit)}` : ''),
      parameters: condition.columns,
    }),
  );
  const rows = (await rowsOf(manager, entry, condition.values)) as Record<string, unknown>[];
  const driver = manager.connection.driver;
  return rows.map((row) => {
    const entity = metadata.create() as T;
    for (const column of metadata.columns) {
      (entity as Record<string, unknown>)[column.propertyName] = driver.prepareHydratedValue(
        row[column.databaseName],
        column,
      );
    }
    return entity;
  });
}

/** The first row of `target` whose columns equal `where` (in `orderBy` order), or null. */
export async function selectRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Where<T>,
  options: Omit<SelectOptions<T>, 'limit'> = {},
): Promise<T | null> {
  return (await selectRows(manager, target, where, { ...options, limit: 1 }))[0] ?? null;
}

/**
 * Sets `values` on the rows of `target` whose columns equal `where` (and `updated_at` to now, as
 * TypeORM does); the number of rows changed, so a conditional update (`status: 'pending'`) tells
 * whether it won.
 */
export async function updateRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Where<T>,
  values: QueryDeepPartialEntity<T>,
): Promise<number> {
  const metadata = manager.connection.getMetadata(target);
  const setColumns: ColumnMetadata[] = [];
  const setValues: unknown[] = [];
  for (const [property, value] of Object.entries(values)) {
    if (value === undefined) continue;
    setColumns.push(columnOf(metadata, property));
    setValues.push(value);
  }
  const condition = whereOf(manager, metadata, where, setColumns.length + 1);
  const entry = compiled(
    manager,
    `update|${metadata.name}|${setColumns.map((column) => column.propertyName).join(',')}|${condition.key}`,
    () => {
      const assignments = setColumns.map(
        (column, index) => `${quote(column.databaseName)} = ${placeholder(manager, index + 1)}`,
      );
      const updateDate = metadata.updateDateColumn;
      if (updateDate && !setColumns.includes(updateDate)) {
        assignments.push(`${quote(updateDate.databaseName)} = CURRENT_TIMESTAMP`);
      }
      return {
        sql:
          `UPDATE ${quote(metadata.tableName)} SET ${assignments.join(', ')} WHERE ${condition.sql}` +
          // SQLite counts the rows changed itself (see insertStatement on RETURNING's cost there).
          (isPostgres(manager) ? ` RETURNING ${quote(metadata.primaryColumns[0]!.databaseName)}` : ''),
        parameters: [...setColumns, ...condition.columns],
      };
    },
  );
  const bound = [...setValues, ...condition.values];
  if (!isPostgres(manager)) return runOf(manager, entry, bound).changes;
  const rows = await rowsOf(manager, entry, bound);
  // TypeORM's PostgreSQL runner answers an UPDATE as [rows, rowCount].
  if (Array.isArray(rows[0]) && typeof rows[1] === 'number') return rows[1];
  return rows.length;
}

function insertStatement(
  manager: EntityManager,
  metadata: EntityMetadata,
  properties: string[],
  rows: number,
  /** Skip a row that would break a unique constraint (no error, no id). */
  unlessConflict = false,
) {
  return compiled(
    manager,
    `insert|${metadata.name}|${properties.join(',')}|${rows}|${unlessConflict}`,
    () => {
      const columns = properties.map((property) => columnOf(metadata, property));
      // Creation and update times are the database's clock, as TypeORM writes them.
      const clock = [metadata.createDateColumn, metadata.updateDateColumn].filter(
        (column): column is ColumnMetadata => column !== undefined && !columns.includes(column),
      );
      const names = [...columns, ...clock].map((column) => quote(column.databaseName));
      let position = 0;
      const tuples = Array.from(
        { length: rows },
        () =>
          `(${[
            ...columns.map(() => placeholder(manager, ++position)),
            ...clock.map(() => 'CURRENT_TIMESTAMP'),
          ].join(', ')})`,
      );
      const postgres = isPostgres(manager);
      return {
        sql:
          `INSERT${unlessConflict && !postgres ? ' OR IGNORE' : ''} INTO ${quote(metadata.tableName)} ` +
          `(${names.join(', ')}) VALUES ${tuples.join(', ')}` +
          `${unlessConflict && postgres ? ' ON CONFLICT DO NOTHING' : ''}` +
          // SQLite says the new id itself (lastInsertRowid); a RETURNING clause made its inserts
          // about three times slower (24 µs against 7 for a checkout session).
          (postgres ? ` RETURNING ${quote(metadata.primaryColumns[0]!.databaseName)} AS "id"` : ''),
        parameters: Array.from({ length: rows }, () => columns).flat(),
      };
    },
  );
}

/** The properties of `values` that are written (undefined ones are left to the column's default). */
const writtenProperties = (values: ObjectLiteral) =>
  Object.keys(values).filter((property) => values[property] !== undefined);

/** Inserts one row and returns its id. */
export async function insertRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>,
): Promise<number> {
  return (await insertOne(manager, target, values, false))!;
}

/**
 * Inserts one row unless it would break a unique constraint: its id, or null when a row with the
 * same unique values already exists (nothing is written then).
 */
export function insertRowUnlessConflict<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>,
): Promise<number | null> {
  return insertOne(manager, target, values, true);
}

async function insertOne<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>,
  unlessConflict: boolean,
): Promise<number | null> {
  const metadata = manager.connection.getMetadata(target);
  const properties = writtenProperties(values);
  const entry = insertStatement(manager, metadata, properties, 1, unlessConflict);
  const bound = properties.map((property) => (values as ObjectLiteral)[property]);
  if (!isPostgres(manager)) {
    const { changes, lastInsertRowid } = runOf(manager, entry, bound);
    return changes > 0 ? Number(lastInsertRowid) : null;
  }
  const [row] = (await rowsOf(manager, entry, bound)) as { id: number | string }[];
  return row ? Number(row.id) : null;
}

/** Rows per INSERT: far below SQLite's parameter limit for any table here. */
const INSERT_BATCH_ROWS = 50;

/** Inserts rows whose ids the caller does not need: one statement per batch of rows alike. */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>[],
): Promise<void> {
  if (values.length === 0) return;
  const metadata = manager.connection.getMetadata(target);
  const properties = writtenProperties(values[0] as ObjectLiteral);
  const alike = values.every((row) => {
    const own = writtenProperties(row as ObjectLiteral);
    return own.length === properties.length && own.every((property, index) => property === properties[index]);
  });
  if (!alike) {
    for (const row of values) await insertRow(manager, target, row);
    return;
  }
  for (let start = 0; start < values.length; start += INSERT_BATCH_ROWS) {
    const batch = values.slice(start, start + INSERT_BATCH_ROWS);
    const entry = insertStatement(manager, metadata, properties, batch.length);
    const bound = batch.flatMap((row) => properties.map((property) => (row as ObjectLiteral)[property]));
    if (isPostgres(manager)) await rowsOf(manager, entry, bound);
    else runOf(manager, entry, bound);
  }
}
