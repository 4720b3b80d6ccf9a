import type Router from '@koa/router';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  type MessageResponse,
  resetPasswordRequest,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody } from '../../http/validate.ts';
import { hashPassword } from '../../shared/crypto.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { confirmPassword, setPasswordHash } from '../accounts.ts';
import { reserveRecovery } from '../limits.ts';
import {
  consumeReset,
  FORGOT_PASSWORD_MESSAGE,
  findUsableReset,
  INVALID_RESET_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  requestPasswordReset,
} from '../password-reset.ts';
import { revokeUserSessions } from '../sessions.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Senha atualizada com sucesso!';

export function registerPasswordRoutes(router: Router<AppState>, { db, mailer, config }: AppDeps): void {
  /**
   * Changes the password once the current one is confirmed; every other session of the user ends,
   * the current one stays.
   */
  router.put('/api/password', requireAuth(db), async (ctx) => {
    const { user, session } = currentAuth(ctx);
    const input = validateBody(ctx, changePasswordRequest);
    await confirmPassword(db, user, input.currentPassword, ctx.ip, WRONG_CURRENT_PASSWORD_MESSAGE);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (manager) => {
      await setPasswordHash(manager, user.id, passwordHash);
      await revokeUserSessions(manager, user.id, session.id);
    });
    ctx.body = { message: PASSWORD_CHANGED_MESSAGE } satisfies MessageResponse;
  });

  /** Always the same answer, whether or not the e-mail has an account (the limits count both alike). */
  router.post('/api/password/forgot', async (ctx) => {
    const input = validateBody(ctx, forgotPasswordRequest);
    await reserveRecovery(db, { email: input.email, ip: ctx.ip });
    const mails = await db.transaction((manager) =>
      requestPasswordReset(manager, mailer, { email: input.email, publicUrl: config.publicUrl }),
    );
    mailer.dispatch(db, mails);
    ctx.body = { message: FORGOT_PASSWORD_MESSAGE } satisfies MessageResponse;
  });

  /** Sets a new password from a reset link; the link is spent and every session of the user ends. */
  router.post('/api/password/reset', async (ctx) => {
    const input = validateBody(ctx, resetPasswordRequest);
    const reset = await findUsableReset(db.manager, input.token);
    if (!reset) throw new BadRequestError(INVALID_RESET_MESSAGE);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (manager) => {
      if (!(await consumeReset(manager, reset))) throw new BadRequestError(INVALID_RESET_MESSAGE);
      await setPasswordHash(manager, reset.userId, passwordHash);
      await revokeUserSessions(manager, reset.userId);
    });
    ctx.body = { message: PASSWORD_RESET_DONE_MESSAGE } satisfies MessageResponse;
  });
}
