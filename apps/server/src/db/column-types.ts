/** The two databases Pagora runs on. Everything type-specific in the schema goes through here. */
export type DatabaseKind = 'sqlite' | 'postgres';

export interface ColumnTypes {
  /** A point in time, stored in UTC. */
  timestamp: 'datetime' | 'timestamptz';
  /** Raw bytes (uploaded files). */
  binary: 'blob' | 'bytea';
}

export function columnTypes(kind: DatabaseKind): ColumnTypes {
  return kind === 'postgres'
    ? { timestamp: 'timestamptz', binary: 'bytea' }
    : { timestamp: 'datetime', binary: 'blob' };
}

/** Maps a TypeORM driver type (`options.type`) to the kind of database. */
export function databaseKindOf(driverType: string): DatabaseKind {
  if (driverType === 'postgres') return 'postgres';
  if (driverType === 'better-sqlite3' || driverType === 'sqlite') return 'sqlite';
  throw new Error(`Banco de dados não suportado: ${driverType}`);
}
