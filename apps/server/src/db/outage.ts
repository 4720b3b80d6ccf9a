import { ServiceUnavailableError } from '../shared/errors.ts';

/**
 * Why the database cannot serve right now:
 * - `full`: no space left (SQLITE_FULL, PostgreSQL 53100 disk_full);
 * - `readonly`: the file, the disk or the server refuses writes;
 * - `io`: the disk failed a read or a write;
 * - `busy`: another process holds the database's lock past the busy timeout;
 * - `unreachable`: no connection (refused, terminated, timed out, server shutting down);
 * - `commit`: COMMIT itself failed, so nothing of the transaction was stored.
 */
export type DatabaseOutageKind = 'full' | 'readonly' | 'io' | 'busy' | 'unreachable' | 'commit';

/** How /healthz names each state. */
export const OUTAGE_STATE: Record<DatabaseOutageKind, string> = {
  full: 'sem espaço',
  readonly: 'somente leitura',
  io: 'erro de disco',
  busy: 'ocupado',
  unreachable: 'indisponível',
  commit: 'falha ao gravar',
};

export const WRITE_FAILED_MESSAGE = 'Não foi possível gravar agora. Tente novamente em instantes.';
export const UNAVAILABLE_MESSAGE = 'Estamos com instabilidade no momento. Tente novamente em instantes.';

/** Seconds a client is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is out of service for a while: answered 503 with Retry-After. `cause` keeps the
 * driver's error for the log.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  readonly kind: DatabaseOutageKind;
  constructor(kind: DatabaseOutageKind, cause: unknown) {
    const writing = kind === 'full' || kind === 'readonly' || kind === 'io' || kind === 'commit';
    super(writing ? WRITE_FAILED_MESSAGE : UNAVAILABLE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS);
    this.kind = kind;
    this.cause = cause;
  }
}

/** PostgreSQL SQLSTATEs that mean the server or the connection is gone, not that the query is wrong. */
const POSTGRES_CODES: Record<string, DatabaseOutageKind> = {
  '53100': 'full', // disk_full
  '25006': 'readonly', // read_only_sql_transaction (a replica, or default_transaction_read_only)
  '58030': 'io', // io_error
  '57P01': 'unreachable', // admin_shutdown (also pg_terminate_backend)
  '57P02': 'unreachable', // crash_shutdown
  '57P03': 'unreachable', // cannot_connect_now (starting up, shutting down)
  '53300': 'unreachable', // too_many_connections
  '3D000': 'unreachable', // invalid_catalog_name: the database is gone (dropped or renamed)
  '08000': 'unreachable',
  '08001': 'unreachable',
  '08003': 'unreachable',
  '08004': 'unreachable',
  '08006': 'unreachable',
};

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report these without a code. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectTimeoutMS
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /is not currently accepting connections/, // ALTER DATABASE … ALLOW_CONNECTIONS false (55000)
  // Once closed (the server is stopping): better-sqlite3, and TypeORM's PostgreSQL driver.
  /^The database connection is not open$/,
  /^Driver not Connected$/,
];

function kindOfOne(error: object): DatabaseOutageKind | undefined {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // better-sqlite3's SqliteError: the extended code (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT, …).
    if (code === 'SQLITE_FULL') return 'full';
    if (code.startsWith('SQLITE_READONLY')) return 'readonly';
    if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'io';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
    const postgres = POSTGRES_CODES[code];
    if (postgres) return postgres;
    if (NETWORK_CODES.has(code)) return 'unreachable';
  }
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) {
    return 'unreachable';
  }
  return undefined;
}

/**
 * The one place that tells a database outage from any other failure. Looks through TypeORM's
 * QueryFailedError (`driverError`), `cause` chains and AggregateError (a refused connection to a
 * host with IPv4 and IPv6 addresses).
 */
export function databaseOutageKind(error: unknown): DatabaseOutageKind | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof DatabaseUnavailableError) return current.kind;
    const kind = kindOfOne(current);
    if (kind) return kind;
    const { driverError, cause, errors } = current as {
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    queue.push(driverError, cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return undefined;
}

/** `error` as a DatabaseUnavailableError when it is an outage; undefined otherwise. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  const kind = databaseOutageKind(error);
  return kind ? new DatabaseUnavailableError(kind, error) : undefined;
}
