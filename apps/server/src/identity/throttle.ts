import { createHash } from 'node:crypto';
import { type EntityManager, type FindOptionsWhere, LessThan, MoreThan } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { ThrottleAttempt } from '../db/entities/index.ts';
import { TooManyRequestsError } from '../shared/errors.ts';

/*
 * Rate limits kept in the database, so that every server instance counts the same attempts.
 *
 * An attempt is reserved — counted against its limits and written — in one transaction BEFORE the
 * expensive or sensitive work (checking a password, hashing a new one, sending an e-mail). Reading the
 * count first and writing the attempt after the work would let parallel requests all read the same
 * count and all get through; here at most `max` ever get past the reservation. What happens to the
 * row afterwards is the caller's choice: a failed login keeps it (it is the failure), a successful one
 * deletes it.
 */

export type ThrottleScope = 'login' | 'register' | 'forgot' | 'reauth';

export interface Attempt {
  scope: ThrottleScope;
  email?: string | null;
  ip?: string | null;
}

/**
 * At most `max` attempts of the scope within `windowMs` with the same value of every field in `by`
 * (`['email', 'ip']`: the same e-mail from the same IP). A rule whose field the attempt lacks does not
 * apply.
 */
export interface ThrottleRule {
  by: readonly ('email' | 'ip')[];
  max: number;
  windowMs: number;
}

/** Attempts older than this count for no rule (the longest window is one hour) and are deleted. */
export const THROTTLE_RETENTION_MS = 2 * 60 * 60 * 1000;

/** Seconds until the rule lets one more attempt in, or 0 when it does now. */
async function blockedFor(
  manager: EntityManager,
  attempt: Attempt,
  rule: ThrottleRule,
  now: number,
): Promise<number> {
  const where: FindOptionsWhere<ThrottleAttempt> = {
    scope: attempt.scope,
    createdAt: MoreThan(new Date(now - rule.windowMs)),
  };
  for (const field of rule.by) {
    const value = attempt[field];
    if (!value) return 0;
    where[field] = value;
  }
  const recent = await manager.getRepository(ThrottleAttempt).find({
    select: { id: true, createdAt: true },
    where,
    order: { createdAt: 'DESC', id: 'DESC' },
    take: rule.max,
  });
  const oldestCounted = recent[rule.max - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, (oldestCounted.createdAt.getTime() + rule.windowMs - now) / 1000);
}

/** A 64-bit PostgreSQL advisory-lock key for a text key. */
function lockKey(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

/**
 * Serialises the reservations that count the same e-mail or the same IP. On PostgreSQL: transaction
 * advisory locks, taken in ascending key order so that two reservations never wait on each other.
 * SQLite needs nothing: `Database` runs its transactions one at a time.
 */
async function lockCounters(manager: EntityManager, attempt: Attempt): Promise<void> {
  if (manager.connection.options.type !== 'postgres') return;
  const keys = (['email', 'ip'] as const)
    .filter((field) => attempt[field])
    .map((field) => lockKey(`${attempt.scope}\u0000${field}\u0000${attempt[field]}`))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [key.toString()]);
}

/**
 * Counts the attempt against `rules` and, when every rule lets it in, writes it and returns its id;
 * otherwise throws 429 with `message` and a Retry-After of the longest wait.
 */
export async function reserveAttempt(
  db: Database,
  attempt: Attempt,
  rules: readonly ThrottleRule[],
  message: string,
): Promise<number> {
  const id = await db.transaction(async (manager) => {
    await lockCounters(manager, attempt);
    const now = Date.now();
    let wait = 0;
    for (const rule of rules) wait = Math.max(wait, await blockedFor(manager, attempt, rule, now));
    if (wait > 0) throw new TooManyRequestsError(message, wait);
    const inserted = await manager.getRepository(ThrottleAttempt).insert({
      scope: attempt.scope,
      email: attempt.email ?? null,
      ip: attempt.ip ?? null,
    });
    return Number(inserted.identifiers[0]!.id);
  });
  await pruneAttempts(db);
  return id;
}

/** Forgets a reserved attempt (it succeeded and should count for nothing). */
export async function forgetAttempt(manager: EntityManager, id: number): Promise<void> {
  await manager.getRepository(ThrottleAttempt).delete({ id });
}

/**
 * Deletes the attempts too old to count. Housekeeping in its own transaction, after the reservation
 * committed: it only touches rows no rule reads any more, and when it fails (two instances deleting
 * the same old rows at the same moment) the request goes on and the next reservation prunes again.
 */
async function pruneAttempts(db: Database): Promise<void> {
  try {
    await db.transaction((manager) =>
      manager
        .getRepository(ThrottleAttempt)
        .delete({ createdAt: LessThan(new Date(Date.now() - THROTTLE_RETENTION_MS)) }),
    );
  } catch {
    // See above: nothing depends on this.
  }
}
