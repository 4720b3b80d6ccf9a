import { ApiError, errorMessage } from '../../api/client.ts';

/** What the account menu shows when the profile cannot be read. */
export const PROFILE_LOAD_FALLBACK = 'Não foi possível carregar os dados do perfil';

/** The toast title for a failed profile call: 'Erro de Permissão' on 403, else 'Erro'. */
export function profileErrorTitle(error: unknown): string {
  return error instanceof ApiError && error.status === 403 ? 'Erro de Permissão' : 'Erro';
}

/** Title and description of the error toast for a failed profile call. */
export function profileErrorToast(error: unknown, fallback: string) {
  return { title: profileErrorTitle(error), description: errorMessage(error, fallback) };
}
