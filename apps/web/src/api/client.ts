import ky, { HTTPError } from 'ky';
import { endSessionAtom, sessionAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { ApiError } from './apiError.ts';

export { ApiError };

/** An error's description, first found: the server's error field, the status text, 'Erro HTTP {status}'. */
function describe(error: HTTPError): string {
  const data = error.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return error.response.statusText || `Erro HTTP ${error.response.status}`;
}

export const api = ky.create({
  prefix: '/api',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = appStore.get(sessionAtom)?.token;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      ({ error, request }) => {
        if (!(error instanceof HTTPError)) return error;
        // An expired or revoked session: forget it; the route guard sends the visitor to /login.
        if (error.response.status === 401 && request.headers.has('Authorization'))
          appStore.set(endSessionAtom);
        return new ApiError(describe(error), error.response.status);
      },
    ],
  },
});

/** Text for a toast's description: the error's own message, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof TypeError) return 'Não foi possível conectar ao servidor. Verifique sua conexão.';
  return fallback;
}
