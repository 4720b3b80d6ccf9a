import { planTerms } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { currentPlan } from '../billing/ledger.ts';
import { deleteUpload, type PreparedImage, prepareImage, storeImage, uploadUrl } from '../catalog/uploads.ts';
import { Upload, User } from '../db/entities/index.ts';
import { forgetEmailAttempts } from './limits.ts';
import { listStores } from './stores.ts';

/** GET /api/profile's shape (`profileResponse` in the contract). */
export async function profileView(manager: EntityManager, user: User) {
  const [stores, avatar, plan] = await Promise.all([
    listStores(manager, user.id),
    user.avatarUploadId === null
      ? null
      : manager
          .getRepository(Upload)
          .findOne({ where: { id: user.avatarUploadId }, select: { id: true, key: true } }),
    currentPlan(manager, user.id),
  ]);
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    documento: user.documento,
    avatar_url: avatar ? uploadUrl(avatar) : null,
    created_at: user.createdAt.toISOString(),
    stores: stores.map((store) => ({ id: store.id, name: store.name })),
    plan: { id: plan, name: planTerms(plan).name },
  };
}

/** Updates the name and phone; returns the user as now stored. */
export async function updateProfile(
  manager: EntityManager,
  userId: number,
  changes: { fullName: string; phone: string },
): Promise<User> {
  const users = manager.getRepository(User);
  await users.update(userId, { fullName: changes.fullName, phone: changes.phone });
  return users.findOneByOrFail({ id: userId });
}

/** Checks and re-encodes an avatar, PNG or JPEG (see `prepareImage`); do it before the transaction. */
export function prepareAvatar(data: Buffer): Promise<PreparedImage> {
  return prepareImage(data, { allowed: ['png', 'jpeg'] });
}

/** Stores the new avatar, points the user at it and deletes the previous one. Returns its URL. */
export async function replaceAvatar(
  manager: EntityManager,
  user: User,
  image: PreparedImage,
): Promise<string> {
  const upload = await storeImage(manager, user.id, image);
  const users = manager.getRepository(User);
  const current = await users.findOne({ where: { id: user.id }, select: { id: true, avatarUploadId: true } });
  await users.update(user.id, { avatarUploadId: upload.id });
  if (current?.avatarUploadId != null) await deleteUpload(manager, current.avatarUploadId);
  return uploadUrl(upload);
}

/**
 * Deletes the account. The database cascades to its sessions, known devices, reset links, stores
 * (and all their data), uploads and mails; the attempts recorded for its e-mail go too.
 */
export async function deleteAccount(manager: EntityManager, user: User): Promise<void> {
  await manager.getRepository(User).delete({ id: user.id });
  await forgetEmailAttempts(manager, user.email);
}
