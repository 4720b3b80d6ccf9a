import { type EntityManager, IsNull, MoreThan, Not } from 'typeorm';
import { AuthSession, User } from '../db/entities/index.ts';
import { hashToken, newToken } from '../shared/crypto.ts';

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

/** The live (not revoked, not expired) session for a bearer token, with its user. */
export async function findActiveSession(
  manager: EntityManager,
  token: string,
): Promise<{ session: AuthSession; user: User } | null> {
  const session = await manager.getRepository(AuthSession).findOne({
    where: { tokenHash: hashToken(token), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
  });
  if (!session) return null;
  const user = await manager.getRepository(User).findOne({ where: { id: session.userId } });
  return user ? { session, user } : null;
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
