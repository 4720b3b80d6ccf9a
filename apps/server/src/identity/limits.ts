import { type EntityManager, MoreThan } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { ThrottleAttempt } from '../db/entities/index.ts';
import { forgetAttempt, reserveAttempt, type ThrottleRule } from './throttle.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/*
 * The limits of the account endpoints (README, 'Política de login'). Every one is reserved before the
 * password is checked or hashed, or the e-mail queued (see throttle.ts).
 */

/**
 * Login, counted over 15 minutes:
 * - 5 failures of one e-mail from one IP: that pair waits (the owner elsewhere is not affected);
 * - 20 failures from one IP, whatever the e-mails: that IP waits;
 * - 10 failures of one e-mail from anywhere: that e-mail waits — except on a browser where the account
 *   logged in before (its device cookie), so spreading guesses over many IPs gets nowhere and still
 *   does not lock the owner out.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  maxPerEmailAndIp: 5,
  maxPerIp: 20,
  maxPerEmail: 10,
} as const;

export const TOO_MANY_LOGINS_MESSAGE = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

function loginRules(knownDevice: boolean): ThrottleRule[] {
  const { windowMs } = LOGIN_LIMITS;
  const rules: ThrottleRule[] = [
    { by: ['email', 'ip'], max: LOGIN_LIMITS.maxPerEmailAndIp, windowMs },
    { by: ['ip'], max: LOGIN_LIMITS.maxPerIp, windowMs },
  ];
  if (!knownDevice) rules.push({ by: ['email'], max: LOGIN_LIMITS.maxPerEmail, windowMs });
  return rules;
}

/** Reserves a login attempt (429 when a limit is reached); the row stays as a failure unless confirmed. */
export function reserveLogin(
  db: Database,
  input: { email: string; ip: string; knownDevice: boolean },
): Promise<number> {
  return reserveAttempt(
    db,
    { scope: 'login', email: input.email, ip: input.ip },
    loginRules(input.knownDevice),
    TOO_MANY_LOGINS_MESSAGE,
  );
}

/**
 * A successful login: its attempt counts for nothing, and neither do the failures of that e-mail from
 * that IP (the owner's own typos). Failures from other IPs keep counting.
 */
export async function confirmLogin(
  manager: EntityManager,
  attemptId: number,
  input: { email: string; ip: string },
): Promise<void> {
  await forgetAttempt(manager, attemptId);
  await manager.getRepository(ThrottleAttempt).delete({
    scope: 'login',
    email: input.email,
    ip: input.ip,
    createdAt: MoreThan(new Date(Date.now() - LOGIN_LIMITS.windowMs)),
  });
}

/** Registrations: 30 per hour from one IP. */
export const REGISTER_LIMITS = { windowMs: HOUR, maxPerIp: 30 } as const;
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Muitos cadastros feitos desta rede. Tente novamente mais tarde.';

export async function reserveRegistration(db: Database, ip: string): Promise<void> {
  await reserveAttempt(
    db,
    { scope: 'register', ip },
    [{ by: ['ip'], max: REGISTER_LIMITS.maxPerIp, windowMs: REGISTER_LIMITS.windowMs }],
    TOO_MANY_REGISTRATIONS_MESSAGE,
  );
}

/**
 * Password-recovery requests: 10 per hour from one IP and 3 per hour for one e-mail. The e-mail is
 * counted whether or not it has an account, so the 429 tells nothing about who is registered.
 */
export const RECOVERY_LIMITS = { windowMs: HOUR, maxPerIp: 10, maxPerEmail: 3 } as const;
export const TOO_MANY_RECOVERIES_MESSAGE =
  'Muitos pedidos de redefinição de senha. Tente novamente mais tarde.';

export async function reserveRecovery(db: Database, input: { email: string; ip: string }): Promise<void> {
  const { windowMs } = RECOVERY_LIMITS;
  await reserveAttempt(
    db,
    { scope: 'forgot', email: input.email, ip: input.ip },
    [
      { by: ['ip'], max: RECOVERY_LIMITS.maxPerIp, windowMs },
      { by: ['email'], max: RECOVERY_LIMITS.maxPerEmail, windowMs },
    ],
    TOO_MANY_RECOVERIES_MESSAGE,
  );
}

/**
 * Confirming the current password (to change it or to delete the account): 5 failures per account in
 * 15 minutes, so a stolen session token is no way to guess the password either.
 */
export const REAUTH_LIMITS = { windowMs: 15 * MINUTE, maxPerAccount: 5 } as const;
export const TOO_MANY_REAUTHS_MESSAGE =
  'Muitas tentativas com a senha atual. Tente novamente em alguns minutos.';

export function reserveReauth(db: Database, input: { email: string; ip: string }): Promise<number> {
  return reserveAttempt(
    db,
    { scope: 'reauth', email: input.email, ip: input.ip },
    [{ by: ['email'], max: REAUTH_LIMITS.maxPerAccount, windowMs: REAUTH_LIMITS.windowMs }],
    TOO_MANY_REAUTHS_MESSAGE,
  );
}

/** The attempts recorded for an e-mail, of every scope (deleted with the account). */
export async function forgetEmailAttempts(manager: EntityManager, email: string): Promise<void> {
  await manager.getRepository(ThrottleAttempt).delete({ email });
}
