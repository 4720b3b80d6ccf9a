import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../context.ts';
import type { Database } from '../db/data-source.ts';
import type { AuthSession, User } from '../db/entities/index.ts';
import { findActiveSession } from '../identity/sessions.ts';
import { UnauthorizedError } from '../shared/errors.ts';

export const NOT_AUTHENTICATED_MESSAGE = 'Faça login para continuar.';
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Faça login novamente.';

/** The bearer token of the request, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Lets the request through only with a live session; puts the user and session in `ctx.state.auth`. */
export function requireAuth(db: Database): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token) throw new UnauthorizedError(NOT_AUTHENTICATED_MESSAGE);
    const found = await findActiveSession(db, token);
    if (!found) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    ctx.state.auth = found;
    await next();
  };
}

/** The authenticated user and session (for handlers behind `requireAuth`). */
export function currentAuth(ctx: Pick<AppContext, 'state'>): { user: User; session: AuthSession } {
  const auth = ctx.state.auth;
  if (!auth) throw new UnauthorizedError(NOT_AUTHENTICATED_MESSAGE);
  return auth;
}
