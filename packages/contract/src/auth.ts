import { z } from 'zod';
import { isValidCpfOrCnpj, normalizeDocument } from './documents.ts';
import { email, password, personName, phone } from './fields.ts';

/** POST /api/login */
export const loginRequest = z.object({
  email,
  password: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(200),
  /** 'Lembrar meus dados': a long-lived session when true, a browser-session one otherwise. */
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const session = z.object({
  access_token: z.string(),
  expires_at: z.string(),
});
export type Session = z.infer<typeof session>;

export const loginResponse = z.object({ session, hasStore: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/register */
export const registerRequest = z.object({
  nome: personName,
  documento: z
    .string({ error: 'Informe o CPF ou CNPJ.' })
    .trim()
    .transform(normalizeDocument)
    .refine(isValidCpfOrCnpj, { error: 'Informe um CPF ou CNPJ válido.' }),
  email,
  telefone: phone,
  senha: password,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({ session, userId: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST /api/password/forgot */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/password/reset */
export const resetPasswordRequest = z.object({
  token: z
    .string({ error: 'Link de redefinição inválido.' })
    .min(1, 'Link de redefinição inválido.')
    .max(200),
  newPassword: password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** The password a signed-in person types again to confirm who they are (any length: it is checked, not set). */
export const currentPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(200, message);

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Informe a senha atual.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Senha atual incorreta.';

/**
 * PUT /api/password. The current password is required as well as the new one: a session token
 * alone (a shared computer, a stolen token) cannot take over the account.
 */
export const changePasswordRequest = z.object({
  currentPassword: currentPassword(CURRENT_PASSWORD_REQUIRED_MESSAGE),
  newPassword: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;
