import type Router from '@koa/router';
import { type ChecklistResponse, storeQuery } from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { storeChecklist } from '../checklist.ts';

/** /configuracoes › Checklist: the store's five setup items, computed from its data. */
export function registerChecklistRoutes(router: Router<AppState>, { db }: AppDeps): void {
  router.get('/api/checklist', requireAuth(db), async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = (await storeChecklist(db.manager, query.store_id)) satisfies ChecklistResponse;
  });
}
