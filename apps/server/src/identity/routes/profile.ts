import type Router from '@koa/router';
import {
  type AvatarResponse,
  deleteAccountRequest,
  MAX_IMAGE_BYTES,
  type MessageResponse,
  type Profile,
  type UpdateProfileResponse,
  updateProfileRequest,
  WRONG_ACCOUNT_PASSWORD_MESSAGE,
} from '@pagora/contract';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { imageTooLargeMessage } from '../../catalog/uploads.ts';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { readSingleFile } from '../../http/multipart.ts';
import { validateBody } from '../../http/validate.ts';
import { confirmPassword } from '../accounts.ts';
import { deleteAccount, prepareAvatar, profileView, replaceAvatar, updateProfile } from '../profile.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Conta excluída com sucesso.';

export function registerProfileRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/profile', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    ctx.body = (await profileView(db.manager, user)) satisfies Profile;
  });

  router.put('/api/profile', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const input = validateBody(ctx, updateProfileRequest);
    ctx.body = (await db.transaction(async (manager) => {
      const updated = await updateProfile(manager, user.id, input);
      return profileView(manager, updated);
    })) satisfies UpdateProfileResponse;
  });

  /**
   * Deletes the account once its password is confirmed. The password comes as a JSON body, which the
   * app-wide parser leaves alone on DELETE: this route parses it itself, with the same rules.
   */
  const deleteBody = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: '10kb',
    multipart: false,
    urlencoded: false,
    text: false,
    parsedMethods: [HttpMethodEnum.DELETE],
  });
  router.delete('/api/profile', auth, deleteBody, async (ctx) => {
    const { user } = currentAuth(ctx);
    const input = validateBody(ctx, deleteAccountRequest);
    await confirmPassword(db, user, input.password, ctx.ip, WRONG_ACCOUNT_PASSWORD_MESSAGE);
    await db.transaction((manager) => deleteAccount(manager, user));
    ctx.body = { message: ACCOUNT_DELETED_MESSAGE } satisfies MessageResponse;
  });

  router.post('/api/profile/avatar', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const data = await readSingleFile(ctx, {
      field: 'avatar',
      maxBytes: MAX_IMAGE_BYTES,
      tooLargeMessage: imageTooLargeMessage(MAX_IMAGE_BYTES),
    });
    const image = await prepareAvatar(data);
    const avatarUrl = await db.transaction((manager) => replaceAvatar(manager, user, image));
    ctx.body = { avatar_url: avatarUrl } satisfies AvatarResponse;
  });
}
