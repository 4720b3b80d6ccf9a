import type Router from '@koa/router';
import type { AppDeps, AppState } from '../../context.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { isVerifiedDomain, normalizeAskedHost } from '../domains.ts';

/**
 * Caddy's on-demand TLS `ask` endpoint: 200 when a certificate may be issued for `domain` (a
 * verified custom domain), 404 otherwise. One lookup through the unique index on domain_name, no
 * DNS or other network call, no authentication (Caddy calls it; it reveals only "verified or not").
 * Keep /internal/ off the public proxy (see README, "Domínios próprios e TLS (Caddy)").
 */
export function registerInternalTlsRoutes(router: Router<AppState>, { db }: AppDeps): void {
  router.get('/internal/tls/ask', async (ctx) => {
    const raw = ctx.query.domain;
    if (typeof raw !== 'string' || raw.trim() === '') throw new BadRequestError('Informe o domínio.');
    const host = normalizeAskedHost(raw);
    ctx.set('Cache-Control', 'no-store');
    if (host && (await isVerifiedDomain(db.manager, host))) {
      ctx.status = 200;
      ctx.body = 'ok';
      return;
    }
    ctx.status = 404;
    ctx.body = 'not found';
  });
}
