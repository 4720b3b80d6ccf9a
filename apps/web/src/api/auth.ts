import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
} from '@pagora/contract';
import { api } from './client.ts';

export const login = (body: LoginRequest) => api.post('login', { json: body }).json<LoginResponse>();

export const register = (body: RegisterRequest) =>
  api.post('register', { json: body }).json<RegisterResponse>();

export const logout = async () => {
  await api.post('logout');
};

export const forgotPassword = (body: ForgotPasswordRequest) =>
  api.post('password/forgot', { json: body }).json<MessageResponse>();

export const resetPassword = (body: ResetPasswordRequest) =>
  api.post('password/reset', { json: body }).json<MessageResponse>();
