import type Router from '@koa/router';
import type { AppDeps, AppState } from '../context.ts';

/** 200 once the database answers; 503 otherwise. */
export function registerHealthRoutes(router: Router<AppState>, { db, logger }: AppDeps): void {
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await db.dataSource.query('SELECT 1');
      ctx.body = { status: 'ok' };
    } catch (error) {
      logger.error({ err: error }, 'Banco de dados indisponível');
      ctx.status = 503;
      ctx.body = { error: 'Banco de dados indisponível.' };
    }
  });
}
