import type Router from '@koa/router';
import { type DashboardView, dashboardQuery } from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { dashboardView } from '../dashboard.ts';

export function registerDashboardRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  /** The store's figures for Hoje, Ontem, Semana or Mês, in the store's time zone. */
  router.get('/api/dashboard', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const parsed = dashboardQuery.safeParse(ctx.request.query);
    // A query string that names no period is a malformed request (400), not a form to correct.
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message);
    const { store_id: storeId, period } = parsed.data;
    const store = await requireOwnedStore(db.manager, user.id, storeId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await dashboardView(db.manager, db.kind, store, period)) satisfies DashboardView;
  });
}
