import { isIP } from 'node:net';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { asDatabaseUnavailable } from '../../db/outage.ts';
import type { CheckoutRenderer } from '../renderer.ts';
import { sendCheckoutHtml } from './respond.ts';

/**
 * A buyer's page (not the JSON the hydrated checkout asks for, nor its status polling): a
 * `/c/…` path, or any path on what may be a merchant's domain (the lookup that would tell needs
 * the database too).
 */
function isBuyerPage(ctx: Context, pagoraHosts: Set<string>): boolean {
  if (ctx.accepts('html', 'json') !== 'html' || ctx.path.endsWith('/status')) return false;
  if (ctx.path.startsWith('/c/')) return true;
  const host = ctx.hostname.toLowerCase().replace(/\.$/, '');
  const customDomain = host.includes('.') && !pagoraHosts.has(host) && !isIP(host) && !host.startsWith('[');
  return customDomain && !/^\/(api|internal|healthz)(\/|$)/.test(ctx.path);
}

/**
 * While the database is out of service a buyer gets the checkout's 'Estamos com instabilidade'
 * page (503, Retry-After) instead of a JSON error; everything else goes on to the error handler,
 * which answers the same outage as 503 `{ "error" }`. Placed before the custom-domain lookup,
 * which fails first when the database does.
 */
export function checkoutOutagePage(options: {
  checkout: CheckoutRenderer;
  logger: Logger;
  pagoraHosts: string[];
}): Middleware {
  const pagoraHosts = new Set(options.pagoraHosts.map((host) => host.toLowerCase()));
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const outage = asDatabaseUnavailable(error);
      if (!outage || !isBuyerPage(ctx, pagoraHosts)) throw error;
      options.logger.error(
        { err: outage.cause ?? outage, outage: outage.kind, method: ctx.method, path: ctx.path },
        'Banco de dados indisponível',
      );
      sendCheckoutHtml(ctx, options.checkout.renderOutage(), { status: 503 });
      ctx.set(outage.headers);
    }
  };
}
