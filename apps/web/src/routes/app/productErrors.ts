import { ApiError, errorMessage } from '../../api/client.ts';

/** What store-scoped screens say when no store is active. */
export const NO_ACTIVE_STORE = 'Nenhuma loja ativa selecionada.';

const LIST_FALLBACK = 'Falha ao buscar produtos.';
const LIST_FORBIDDEN = 'Acesso não autorizado para buscar os produtos desta loja.';

/** The description of the 'Erro ao buscar produtos' toast: 403 is "no access to this store". */
export function productListError(error: unknown): string {
  if (error instanceof ApiError) return error.status === 403 ? LIST_FORBIDDEN : LIST_FALLBACK;
  // A network failure says so; anything else gets the generic text.
  return errorMessage(error, LIST_FALLBACK);
}
