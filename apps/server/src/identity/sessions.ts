import { type EntityManager, IsNull, Not } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { AuthSession, User } from '../db/entities/index.ts';
import { PreparedRead } from '../db/prepared.ts';
import { ReadCache } from '../db/read-cache.ts';
import { hashToken, newToken } from '../shared/crypto.ts';
import { dbTime } from '../shared/zoned-time.ts';

const HOUR = 60 * 60 * 1000;
/** 'Lembrar meus dados' keeps a session for 30 days; otherwise it lasts a working day. */
export const SESSION_TTL_MS = { remember: 30 * 24 * HOUR, standard: 12 * HOUR } as const;

export interface IssuedSession {
  session: AuthSession;
  /** The bearer token; returned once, never stored. */
  token: string;
}

export async function createSession(
  manager: EntityManager,
  userId: number,
  remember: boolean,
): Promise<IssuedSession> {
  const token = newToken();
  const ttl = remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.standard;
  const repo = manager.getRepository(AuthSession);
  const session = await repo.save(
    repo.create({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttl),
      remember,
      revokedAt: null,
    }),
  );
  return { session, token };
}

/** The `session` object of the login and registration answers. */
export function sessionView({ session, token }: IssuedSession) {
  return { access_token: token, expires_at: session.expiresAt.toISOString() };
}

interface SessionReads {
  session: PreparedRead;
  user: PreparedRead;
  /** Sessions by token hash while the database is unchanged (see ReadCache): 5,000 at most. */
  cache: ReadCache<string, { session: AuthSession; user: User } | null>;
}

const sessionReads = new WeakMap<Database, SessionReads>();

/** A copy for one request: a handler may change its entity without changing the kept one. */
function copyOf<T extends object>(entity: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(entity) as object) as T, entity);
}

/**
 * The live (not revoked, not expired) session for a bearer token, with its user. Every
 * authenticated request asks, so both reads are prepared statements (two keyed lookups: SQLite
 * spent several times longer on the same rows joined in one statement), and the answer is kept
 * in a ReadCache, which serves it only while the database has not changed since it was read: a
 * logout or a revocation is a write, so it takes effect on the very next request; the expiry is
 * checked again on every request.
 */
export async function findActiveSession(
  db: Database,
  token: string,
): Promise<{ session: AuthSession; user: User } | null> {
  let reads = sessionReads.get(db);
  if (!reads) {
    reads = {
      session: new PreparedRead(
        db,
        (sql) => `SELECT ${sql.columns(AuthSession, 's')} FROM ${sql.table(AuthSession)} s
          WHERE s."token_hash" = ${sql.param(1)} AND s."revoked_at" IS NULL AND s."expires_at" > ${sql.param(2)}`,
      ),
      user: new PreparedRead(
        db,
        (sql) => `SELECT ${sql.columns(User, 'u')} FROM ${sql.table(User)} u WHERE u."id" = ${sql.param(1)}`,
      ),
      // Unknown tokens are not kept: anyone can send those.
      cache: new ReadCache(db, { maxEntries: 5_000, keeps: (found) => found !== null }),
    };
    sessionReads.set(db, reads);
  }
  const now = new Date();
  const { session: sessionRead, user: userRead } = reads;
  const tokenHash = hashToken(token);
  const found = await reads.cache.through(tokenHash, async () => {
    const sessionRow = await sessionRead.first(db.manager, [tokenHash, dbTime(db.kind, now)]);
    if (!sessionRow) return null;
    const session = sessionRead.hydrate(AuthSession, sessionRow, 's');
    const userRow = await userRead.first(db.manager, [session.userId]);
    return userRow ? { session, user: userRead.hydrate(User, userRow, 'u') } : null;
  });
  if (!found || found.session.expiresAt.getTime() <= now.getTime()) return null;
  return { session: copyOf(found.session), user: copyOf(found.user) };
}

export async function revokeSession(manager: EntityManager, sessionId: number): Promise<void> {
  await manager
    .getRepository(AuthSession)
    .update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  manager: EntityManager,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await manager
    .getRepository(AuthSession)
    .update(
      keepSessionId === undefined
        ? { userId, revokedAt: IsNull() }
        : { userId, revokedAt: IsNull(), id: Not(keepSessionId) },
      { revokedAt: new Date() },
    );
}
