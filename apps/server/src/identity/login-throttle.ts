import { type EntityManager, LessThan, MoreThan } from 'typeorm';
import { LoginFailure } from '../db/entities/index.ts';
import { TooManyRequestsError } from '../shared/errors.ts';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerEmail: 5,
  maxPerIp: 20,
} as const;

export const TOO_MANY_LOGINS_MESSAGE = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/**
 * Seconds until fewer than `max` failures remain in the window, or 0 when not blocked.
 * Failures live in the database so that every server instance counts the same attempts.
 */
async function blockedFor(
  manager: EntityManager,
  where: { email: string } | { ip: string },
  max: number,
  now: number,
): Promise<number> {
  const recent = await manager.getRepository(LoginFailure).find({
    select: { id: true, createdAt: true },
    where: { ...where, createdAt: MoreThan(new Date(now - LOGIN_THROTTLE.windowMs)) },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: max,
  });
  const oldestCounted = recent[max - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, (oldestCounted.createdAt.getTime() + LOGIN_THROTTLE.windowMs - now) / 1000);
}

/** Throws 429 when this e-mail or this IP has failed too often recently. */
export async function assertLoginAllowed(manager: EntityManager, email: string, ip: string): Promise<void> {
  const now = Date.now();
  const wait = Math.max(
    await blockedFor(manager, { email }, LOGIN_THROTTLE.maxPerEmail, now),
    await blockedFor(manager, { ip }, LOGIN_THROTTLE.maxPerIp, now),
  );
  if (wait > 0) throw new TooManyRequestsError(TOO_MANY_LOGINS_MESSAGE, wait);
}

export async function recordLoginFailure(manager: EntityManager, email: string, ip: string): Promise<void> {
  const repo = manager.getRepository(LoginFailure);
  await repo.insert({ email, ip });
  // Failures older than the window no longer count: keep the table small.
  await repo.delete({ createdAt: LessThan(new Date(Date.now() - LOGIN_THROTTLE.windowMs)) });
}

/** A successful login forgets that e-mail's failures. */
export async function clearLoginFailures(manager: EntityManager, email: string): Promise<void> {
  await manager.getRepository(LoginFailure).delete({ email });
}
