import { type EntityManager, In, LessThan, MoreThan } from 'typeorm';
import { KnownDevice } from '../db/entities/index.ts';
import { hashToken, newToken } from '../shared/crypto.ts';

/*
 * Known devices: a browser where an account logged in successfully carries a random value in an
 * HttpOnly cookie (only sent to /api/login); its SHA-256 is stored per account. While an account's
 * e-mail is being guessed from many IPs, logins from unknown devices wait, but the owner's browser
 * with the right password still gets in (see limits.ts).
 */

export const DEVICE_COOKIE = 'pagora_device';
/** A device not used for this long is forgotten (and its cookie expires). */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** The most recently used devices kept per account. */
const MAX_DEVICES_PER_USER = 20;

const wellFormed = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);

/** True when the cookie value names a device on which this account logged in (and not too long ago). */
export async function isKnownDevice(
  manager: EntityManager,
  userId: number | null,
  token: string | undefined,
): Promise<boolean> {
  if (!wellFormed(token)) return false;
  return manager.getRepository(KnownDevice).exists({
    where: {
      userId: userId ?? -1,
      tokenHash: hashToken(token),
      lastUsedAt: MoreThan(new Date(Date.now() - DEVICE_TTL_MS)),
    },
  });
}

/**
 * After a successful login or registration: records the browser as known to the account (keeping the
 * cookie's value when it has one, so one browser stays one device across accounts) and returns the
 * value for the cookie. Old devices of the account are forgotten.
 */
export async function rememberDevice(
  manager: EntityManager,
  userId: number,
  token: string | undefined,
): Promise<string> {
  const value = wellFormed(token) ? token : newToken();
  const repo = manager.getRepository(KnownDevice);
  const now = new Date();
  await repo
    .createQueryBuilder()
    .insert()
    .values({ userId, tokenHash: hashToken(value), lastUsedAt: now })
    .orIgnore()
    .execute();
  await repo.update({ userId, tokenHash: hashToken(value) }, { lastUsedAt: now });
  await repo.delete({ userId, lastUsedAt: LessThan(new Date(now.getTime() - DEVICE_TTL_MS)) });
  const surplus = await repo.find({
    select: { id: true },
    where: { userId },
    order: { lastUsedAt: 'DESC', id: 'DESC' },
    skip: MAX_DEVICES_PER_USER,
  });
  if (surplus.length > 0) await repo.delete({ id: In(surplus.map((device) => device.id)) });
  return value;
}
