import type Router from '@koa/router';
import { type LiveChange, storeQuery } from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { BadRequestError, HttpError } from '../../shared/errors.ts';
import type { LiveFeed } from '../feed.ts';

/** How long a client waits before reconnecting after the stream drops. */
export const LIVE_RETRY_MS = 3000;
export const LIVE_UNAVAILABLE_MESSAGE = 'Servidor reiniciando. Tente novamente em instantes.';

/** The id to resume after: the Last-Event-ID header (sent on reconnection) or ?last_event_id=. */
function resumeId(header: string | undefined, query: unknown): number | undefined {
  const value = header?.trim() || (typeof query === 'string' ? query.trim() : '');
  if (!value) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new BadRequestError('Last-Event-ID inválido.');
  return Number(value);
}

export const liveEvent = (change: LiveChange) =>
  `id: ${change.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * GET /api/live?store_id=: a server-sent event stream of the store's order and cart changes. The
 * admin reads it with fetch (it sends the bearer token), so it is authenticated like any /api call.
 */
export function registerLiveRoutes(router: Router<AppState>, { db, logger }: AppDeps, feed: LiveFeed): void {
  const auth = requireAuth(db);

  router.get('/api/live', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const parsed = storeQuery.safeParse(ctx.request.query);
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message);
    const store = await requireOwnedStore(db.manager, user.id, parsed.data.store_id);
    const since = resumeId(ctx.get('Last-Event-ID') || undefined, ctx.query.last_event_id);
    if (feed.closed) throw new HttpError(503, LIVE_UNAVAILABLE_MESSAGE);

    const { req, res } = ctx;
    let open = true;
    let unsubscribe: (() => void) | undefined;
    const cleanUp = () => {
      open = false;
      unsubscribe?.();
      unsubscribe = undefined;
    };
    req.on('close', cleanUp);
    res.on('close', cleanUp);
    res.on('error', cleanUp);

    // Koa steps aside: the response is written as events happen, never buffered.
    ctx.status = 200;
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    ctx.respond = false;
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    res.flushHeaders();
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);

    const write = (text: string) => {
      if (open && !res.writableEnded) res.write(text);
    };
    try {
      const stop = await feed.subscribe(
        store.id,
        {
          change: (change) => write(liveEvent(change)),
          ping: () => write(': ping\n\n'),
          end: () => {
            open = false;
            res.end();
          },
        },
        since,
      );
      if (open) {
        unsubscribe = stop;
        // A comment once the stream is live (after any missed changes): what happens from now on is sent.
        write(': connected\n\n');
      } else {
        stop();
      }
    } catch (error) {
      // The feed could not be read (or is closing): the client reconnects after `retry`.
      if (!feed.closed) logger.warn({ err: error }, 'Falha ao abrir o fluxo de alterações');
      cleanUp();
      res.end();
    }
  });
}
