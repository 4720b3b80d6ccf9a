import { type EntityManager, IsNull, Not } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { AuthSession, User } from '../db/entities/index.ts';
import { PreparedRead } from '../db/prepared.ts';
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

const sessionReads = new WeakMap<Database, { session: PreparedRead; user: PreparedRead }>();

/**
 * The live (not revoked, not expired) session for a bearer token, with its user. Every
 * authenticated request asks, so both reads are prepared statements (two keyed lookups: SQLite
 * spent several times longer on the same rows joined in one statement). It is always read from the
 * database, never cached, so a logout, a revocation or an expiry takes effect on the very next
 * request.
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
    };
    sessionReads.set(db, reads);
  }
  const sessionRow = await reads.session.first(db.manager, [hashToken(token), dbTime(db.kind, new Date())]);
  if (!sessionRow) return null;
  const session = reads.session.hydrate(AuthSession, sessionRow, 's');
  const userRow = await reads.user.first(db.manager, [session.userId]);
  return userRow ? { session, user: reads.user.hydrate(User, userRow, 'u') } : null;
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
