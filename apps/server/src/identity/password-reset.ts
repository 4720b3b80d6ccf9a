import { type EntityManager, IsNull, MoreThan } from 'typeorm';
import { type OutboundEmail, PasswordReset, User } from '../db/entities/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetEmail } from '../mail/templates.ts';
import { hashToken, newToken } from '../shared/crypto.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  'Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.';
export const INVALID_RESET_MESSAGE = 'Link de redefinição inválido ou expirado.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Senha redefinida com sucesso.';

/**
 * For a known e-mail, creates a single-use reset link and queues the e-mail that carries it. Only
 * the token's hash is stored, and the outbox keeps the e-mail with the token blanked out: the link
 * exists only in the e-mail delivered. Returns the queued mails (none for an unknown e-mail) to
 * dispatch once committed. How often it may be asked is limited by the route (limits.ts).
 */
export async function requestPasswordReset(
  manager: EntityManager,
  mailer: Mailer,
  input: { email: string; publicUrl: string },
): Promise<OutboundEmail[]> {
  const user = await manager.getRepository(User).findOne({ where: { email: input.email } });
  if (!user) return [];
  const token = newToken();
  await manager.getRepository(PasswordReset).insert({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
    usedAt: null,
  });
  const link = `${input.publicUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
  const mail = await mailer.enqueue(manager, {
    userId: user.id,
    to: user.email,
    ...passwordResetEmail({ name: user.fullName, link }),
    secrets: [token],
  });
  return [mail];
}

/** The unused, unexpired reset for a token, or null. */
export function findUsableReset(manager: EntityManager, token: string): Promise<PasswordReset | null> {
  return manager.getRepository(PasswordReset).findOne({
    where: { tokenHash: hashToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
  });
}

/**
 * Marks the reset used — and, with it, every other open link of that user — if it is still
 * unused. False when someone used it in the meantime.
 */
export async function consumeReset(manager: EntityManager, reset: PasswordReset): Promise<boolean> {
  const repo = manager.getRepository(PasswordReset);
  const now = new Date();
  const result = await repo.update({ id: reset.id, usedAt: IsNull() }, { usedAt: now });
  if (!result.affected) return false;
  await repo.update({ userId: reset.userId, usedAt: IsNull() }, { usedAt: now });
  return true;
}
