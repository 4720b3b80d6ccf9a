import { BlockList, isIP } from 'node:net';
import type Router from '@koa/router';
import type { AppDeps, AppState } from '../../context.ts';
import { BadRequestError, ForbiddenError } from '../../shared/errors.ts';
import { isVerifiedDomain, normalizeAskedHost } from '../domains.ts';

/** TLS_ASK_ALLOW_NETWORKS' CIDRs ('127.0.0.0/8', '10.1.2.3', '::1/128'); a bad entry stops the server. */
function askers(networks: string[]): BlockList {
  const list = new BlockList();
  for (const entry of networks) {
    const [net = '', prefixText] = entry.split('/');
    const family = isIP(net);
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`TLS_ASK_ALLOW_NETWORKS: rede inválida ${entry}`);
    }
    list.addSubnet(net, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** The connection's own address, IPv4 also when it arrives mapped into IPv6 (a dual-stack listener). */
function isAllowed(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export const TLS_ASK_FORBIDDEN_MESSAGE = 'Acesso permitido apenas ao servidor de TLS.';

/**
 * Caddy's on-demand TLS `ask` endpoint: 200 when a certificate may be issued for `domain` (a
 * verified custom domain), 404 otherwise. One lookup through the unique index on domain_name, no
 * DNS or other network call, no authentication: only connections from TLS_ASK_ALLOW_NETWORKS
 * (loopback by default) are answered, judged by the socket's address, never by X-Forwarded-For
 * even when TRUST_PROXY is on. A request that came through a proxy (it carries X-Forwarded-For
 * or Forwarded) is refused as well: Caddy's own ask never does, while a public request relayed
 * by a proxy on this machine would come from loopback. Keep /internal/ off the public proxy too
 * (see README, "Domínios próprios e TLS (Caddy)").
 */
export function registerInternalTlsRoutes(router: Router<AppState>, { db, config }: AppDeps): void {
  const allowed = askers(config.tlsAskAllowNetworks);
  router.get('/internal/tls/ask', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const proxied = ctx.get('X-Forwarded-For') !== '' || ctx.get('Forwarded') !== '';
    if (proxied || !isAllowed(allowed, ctx.req.socket.remoteAddress)) {
      throw new ForbiddenError(TLS_ASK_FORBIDDEN_MESSAGE);
    }
    const raw = ctx.query.domain;
    if (typeof raw !== 'string' || raw.trim() === '') throw new BadRequestError('Informe o domínio.');
    const host = normalizeAskedHost(raw);
    if (host && (await isVerifiedDomain(db.manager, host))) {
      ctx.status = 200;
      ctx.body = 'ok';
      return;
    }
    ctx.status = 404;
    ctx.body = 'not found';
  });
}
