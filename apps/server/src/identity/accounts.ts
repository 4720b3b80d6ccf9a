import type { EntityManager } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { Store, User } from '../db/entities/index.ts';
import { hashPassword, verifyPassword } from '../shared/crypto.ts';
import { ConflictError, isUniqueViolation, UnauthorizedError } from '../shared/errors.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { createSession, type IssuedSession } from './sessions.ts';

export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está cadastrado.';
export const INVALID_LOGIN_MESSAGE = 'E-mail ou senha inválidos.';

export interface NewAccount {
  fullName: string;
  email: string;
  phone: string;
  documento: string;
  password: string;
}

/** Creates the user and its first session. The password is hashed before the transaction opens. */
export async function register(
  db: Database,
  account: NewAccount,
): Promise<{ user: User; issued: IssuedSession }> {
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
      return { user, issued: await createSession(manager, user.id, false) };
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
 * Checks the credentials (throttled per e-mail and per IP) and opens a session.
 * Unknown e-mail and wrong password get the same answer and take similar time.
 */
export async function login(
  db: Database,
  input: { email: string; password: string; remember: boolean; ip: string },
): Promise<{ issued: IssuedSession; hasStore: boolean }> {
  await assertLoginAllowed(db.manager, input.email, input.ip);
  const user = await db.manager.getRepository(User).findOne({ where: { email: input.email } });
  let valid = false;
  if (user) valid = await verifyPassword(input.password, user.passwordHash);
  else await verifyPassword(input.password, await dummyPasswordHash());
  if (!user || !valid) {
    await db.transaction((manager) => recordLoginFailure(manager, input.email, input.ip));
    throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  }
  return db.transaction(async (manager) => {
    await clearLoginFailures(manager, input.email);
    const issued = await createSession(manager, user.id, input.remember);
    const hasStore = await manager.getRepository(Store).exists({ where: { userId: user.id } });
    return { issued, hasStore };
  });
}

/** Sets a new password hash (computed by the caller outside any transaction). */
export async function setPasswordHash(
  manager: EntityManager,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await manager.getRepository(User).update(userId, { passwordHash });
}
