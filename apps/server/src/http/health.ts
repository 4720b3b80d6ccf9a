import type { IncomingMessage, ServerResponse } from 'node:http';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { AppDeps, AppState } from '../context.ts';
import type { Database } from '../db/data-source.ts';
import { OUTAGE_RETRY_AFTER_SECONDS, OUTAGE_STATE } from '../db/outage.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Banco de dados indisponível.';

/**
 * 200 `{status:'ok'}` once the database has just committed a write; 503
 * `{status:'error', database:<estado>}` otherwise ('sem espaço', 'somente leitura', …). A SELECT
 * would keep answering 200 on a full disk while every order fails, so the probe is a write (see
 * Database.writeHealth); it recovers by itself as soon as a write commits again.
 */
export function registerHealthRoutes(router: Router<AppState>, { db, logger }: AppDeps): void {
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    let state: string | null;
    try {
      const outage = await db.writeHealth();
      state = outage ? OUTAGE_STATE[outage] : null;
    } catch (error) {
      logger.error({ err: error }, 'Falha inesperada na verificação do banco de dados');
      state = OUTAGE_STATE.unreachable;
    }
    if (state === null) {
      ctx.body = { status: 'ok' };
      return;
    }
    logger.error({ database: state }, 'Banco de dados não consegue gravar');
    ctx.status = 503;
    ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    ctx.body = { status: 'error', database: state, error: DATABASE_UNAVAILABLE_MESSAGE };
  });
}

const OK_BODY = JSON.stringify({ status: 'ok' });

/**
 * Answers a healthy GET/HEAD /healthz before Koa: load balancers and uptime probes ask it many
 * times a second, and the answer (the write probe, trusted for a second; see Database.writeHealth)
 * needs none of the request machinery, so it costs close to a bare `node:http` reply. The answer is
 * the route's own: the same body, `Cache-Control` and security headers. Everything else goes to
 * Koa unchanged: another path, a host customHostCheckout might treat as a merchant's, a proxied
 * host (X-Forwarded-Host), and an unhealthy database, whose 503 and log line the route gives.
 */
export function withHealthFastPath(
  app: Koa,
  options: { db: Database; headers: Record<string, string>; servesHealthOn: (host: string) => boolean },
): void {
  const headers = {
    ...options.headers,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(OK_BODY)),
  };
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    const answer = async (req: IncomingMessage, res: ServerResponse) => {
      let healthy = false;
      try {
        healthy = (await options.db.writeHealth()) === null;
      } catch {
        // The route probes again, logs the cause and answers 503.
      }
      if (!healthy) return handle(req, res);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : OK_BODY);
    };
    return (req, res) => {
      const fast =
        req.url === '/healthz' &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        req.headers['x-forwarded-host'] === undefined &&
        options.servesHealthOn(hostName(req.headers.host ?? ''));
      // Koa's type also admits HTTP/2 requests; Pagora listens with node:http only.
      return fast ? answer(req as IncomingMessage, res as ServerResponse) : handle(req, res);
    };
  };
}

/** The Host header without its port, as Koa's `ctx.hostname` reads it. */
function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':', 1)[0] ?? '';
}
