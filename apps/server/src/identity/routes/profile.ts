import type Router from '@koa/router';
import {
  type AvatarResponse,
  MAX_IMAGE_BYTES,
  type MessageResponse,
  type Profile,
  type UpdateProfileResponse,
  updateProfileRequest,
} from '@pagora/contract';
import { imageTooLargeMessage } from '../../catalog/uploads.ts';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { readSingleFile } from '../../http/multipart.ts';
import { validateBody } from '../../http/validate.ts';
import { deleteAccount, profileView, replaceAvatar, updateProfile } from '../profile.ts';

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

  router.delete('/api/profile', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
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
    const avatarUrl = await db.transaction((manager) => replaceAvatar(manager, user, data));
    ctx.body = { avatar_url: avatarUrl } satisfies AvatarResponse;
  });
}
