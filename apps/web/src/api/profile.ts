import type {
  AvatarResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  MessageResponse,
  Profile,
  UpdateProfileRequest,
} from '@pagora/contract';
import { api } from './client.ts';

export const getProfile = () => api.get('profile').json<Profile>();

export const updateProfile = (body: UpdateProfileRequest) =>
  api.put('profile', { json: body }).json<Profile>();

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return api.post('profile/avatar', { body }).json<AvatarResponse>();
};

/** The current password goes with the new one: the server confirms it before changing anything. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.put('password', { json: body }).json<MessageResponse>();

/** The account's password confirms the deletion (JSON body on DELETE). */
export const deleteAccount = (body: DeleteAccountRequest) =>
  api.delete('profile', { json: body }).json<MessageResponse>();
