import type Router from '@koa/router';
import type { AppDeps, AppState } from '../context.ts';
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
