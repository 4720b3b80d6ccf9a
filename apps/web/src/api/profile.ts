import type { AvatarResponse, MessageResponse, Profile, UpdateProfileRequest } from '@pagora/contract';
import { api } from './client.ts';

export const getProfile = () => api.get('profile').json<Profile>();

export const updateProfile = (body: UpdateProfileRequest) =>
  api.put('profile', { json: body }).json<Profile>();

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return api.post('profile/avatar', { body }).json<AvatarResponse>();
};

export const changePassword = (newPassword: string) =>
  api.put('password', { json: { newPassword } }).json<MessageResponse>();

export const deleteAccount = () => api.delete('profile').json<MessageResponse>();
