import type { EntityManager } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { Store, User } from '../db/entities/index.ts';
import { hashPassword, verifyPassword } from '../shared/crypto.ts';
import { ConflictError, isUniqueViolation, UnauthorizedError, ValidationError } from '../shared/errors.ts';
import { isKnownDevice, rememberDevice } from './devices.ts';
import { confirmLogin, reserveLogin, reserveReauth, reserveRegistration } from './limits.ts';
import { createSession, type IssuedSession } from './sessions.ts';
import { forgetAttempt } from './throttle.ts';

export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está cadastrado.';
export const INVALID_LOGIN_MESSAGE = 'E-mail ou senha inválidos.';

export interface NewAccount {
  fullName: string;
  email: string;
  phone: string;
  documento: string;
  password: string;
}

/** Where a request comes from: its IP and the value of its device cookie, if any. */
export interface Client {
  ip: string;
  deviceToken: string | undefined;
}

/**
 * Creates the user and its first session (429 past the registrations allowed from the IP). The
 * password is hashed before the transaction opens. Returns the device cookie's value too.
 */
export async function register(
  db: Database,
  account: NewAccount,
  client: Client,
): Promise<{ user: User; issued: IssuedSession; deviceToken: string }> {
  await reserveRegistration(db, client.ip);
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      if (await users.exists({ where: { email: account.email } }))
        throw new ConflictError(EMAIL_TAKEN_MESSAGE);
      const user = await users.save(
        users.create({
          fullName: account.fullName,
          email: account.email,
          phone: account.phone,
          documento: account.documento,
          passwordHash,
          avatarUploadId: null,
        }),
      );
      const issued = await createSession(manager, user.id, false);
      return { user, issued, deviceToken: await rememberDevice(manager, user.id, client.deviceToken) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both cases take as long. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('pagora-senha-inexistente');
  return dummyHash;
}

/**
 * Checks the credentials and opens a session. The attempt is reserved against the login limits
 * before the password is checked (limits.ts); a wrong password leaves it counted as a failure.
 * Unknown e-mail and wrong password get the same answer and take similar time. Returns the device
 * cookie's value too.
 */
export async function login(
  db: Database,
  input: { email: string; password: string; remember: boolean },
  client: Client,
): Promise<{ issued: IssuedSession; hasStore: boolean; deviceToken: string }> {
  const user = await db.manager.getRepository(User).findOne({ where: { email: input.email } });
  const knownDevice = await isKnownDevice(db.manager, user?.id ?? null, client.deviceToken);
  const attemptId = await reserveLogin(db, { email: input.email, ip: client.ip, knownDevice });
  let valid = false;
  if (user) valid = await verifyPassword(input.password, user.passwordHash);
  else await verifyPassword(input.password, await dummyPasswordHash());
  if (!user || !valid) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  return db.transaction(async (manager) => {
    await confirmLogin(manager, attemptId, { email: input.email, ip: client.ip });
    const issued = await createSession(manager, user.id, input.remember);
    const deviceToken = await rememberDevice(manager, user.id, client.deviceToken);
    const hasStore = await manager.getRepository(Store).exists({ where: { userId: user.id } });
    return { issued, hasStore, deviceToken };
  });
}

/**
 * Confirms that the signed-in person knows the account's password before a sensitive change
 * (changing it, deleting the account): 422 with `wrongMessage` when it is wrong, 429 past the limit.
 */
export async function confirmPassword(
  db: Database,
  user: User,
  password: string,
  ip: string,
  wrongMessage: string,
): Promise<void> {
  const attemptId = await reserveReauth(db, { email: user.email, ip });
  if (!(await verifyPassword(password, user.passwordHash))) throw new ValidationError(wrongMessage);
  await db.transaction((manager) => forgetAttempt(manager, attemptId));
}

/** Sets a new password hash (computed by the caller outside any transaction). */
export async function setPasswordHash(
  manager: EntityManager,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await manager.getRepository(User).update(userId, { passwordHash });
}
