import type Router from '@koa/router';
import {
  type CreateStoreResponse,
  createStoreRequest,
  type MessageResponse,
  type RenameStoreResponse,
  renameStoreRequest,
  type StoreListResponse,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody } from '../../http/validate.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import {
  createStore,
  deleteStore,
  listStores,
  renameStore,
  STORE_NOT_FOUND_MESSAGE,
  storeView,
} from '../stores.ts';

export const STORE_DELETED_MESSAGE = 'Loja excluída com sucesso.';

export function registerStoreRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  router.post('/api/create-store', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const input = validateBody(ctx, createStoreRequest);
    // userId is accepted for compatibility with the original client; the store is always the caller's.
    if (input.userId !== undefined && String(input.userId) !== String(user.id)) {
      throw new ForbiddenError('Você só pode criar lojas na sua própria conta.');
    }
    const store = await db.transaction((manager) => createStore(manager, user.id, input.storeName));
    ctx.status = 201;
    ctx.body = { store: storeView(store) } satisfies CreateStoreResponse;
  });

  router.get('/api/stores', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const stores = await listStores(db.manager, user.id);
    ctx.body = stores.map(storeView) satisfies StoreListResponse;
  });

  router.put('/api/stores/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const storeId = parseId(ctx.params.id, STORE_NOT_FOUND_MESSAGE);
    const input = validateBody(ctx, renameStoreRequest);
    const store = await db.transaction((manager) => renameStore(manager, user.id, storeId, input.name));
    ctx.body = { store: storeView(store) } satisfies RenameStoreResponse;
  });

  router.delete('/api/stores/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const storeId = parseId(ctx.params.id, STORE_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => deleteStore(manager, user.id, storeId));
    ctx.body = { message: STORE_DELETED_MESSAGE } satisfies MessageResponse;
  });
}
