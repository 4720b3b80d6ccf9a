import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/*
 * Inserts without TypeORM's read-back of the generated columns, which costs a SELECT per insert on
 * SQLite. For the checkout's hot paths (every page view, every order), whose callers already hold
 * the values they wrote.
 */

const isPostgres = (manager: EntityManager) => manager.connection.options.type === 'postgres';

/** Inserts one row and returns its id. */
export async function insertRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>,
): Promise<number> {
  const query = manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false);
  if (isPostgres(manager)) query.returning('id');
  const { raw } = (await query.execute()) as { raw: unknown };
  // PostgreSQL answers the RETURNING rows; better-sqlite3 the inserted rowid.
  return Number(isPostgres(manager) ? (raw as { id: number | string }[])[0]?.id : raw);
}

/** Inserts rows whose ids the caller does not need. */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>[],
): Promise<void> {
  if (values.length === 0) return;
  await manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false).execute();
}
