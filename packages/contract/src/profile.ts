import { z } from 'zod';
import { currentPassword } from './auth.ts';
import { PLAN_IDS } from './billing.ts';
import { personName, phone } from './fields.ts';

export const profileStore = z.object({ id: z.number().int(), name: z.string() });
export type ProfileStore = z.infer<typeof profileStore>;

/** GET /api/profile */
export const profileResponse = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  documento: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  stores: z.array(profileStore),
  /** The account's current plan (the same one /configuracoes › Planos marks 'Atual'). */
  plan: z.object({ id: z.enum(PLAN_IDS), name: z.string() }).optional(),
});
export type Profile = z.infer<typeof profileResponse>;

/** PUT /api/profile */
export const updateProfileRequest = z.object({
  fullName: personName,
  phone,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const ACCOUNT_PASSWORD_REQUIRED_MESSAGE = 'Informe sua senha para excluir a conta.';
export const WRONG_ACCOUNT_PASSWORD_MESSAGE = 'Senha incorreta.';

/** DELETE /api/profile (JSON body): the account's password confirms the deletion. */
export const deleteAccountRequest = z.object({
  password: currentPassword(ACCOUNT_PASSWORD_REQUIRED_MESSAGE),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

/** POST /api/profile/avatar → the new public URL. */
export const avatarResponse = z.object({ avatar_url: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponse>;

/** Largest upload accepted for an avatar or product image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** PUT /api/profile → the updated profile (same shape as GET). */
export const updateProfileResponse = profileResponse;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;
