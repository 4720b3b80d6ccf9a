import type Router from '@koa/router';
import { type MessageResponse, type ShippingOption, shippingPayload, storeQuery } from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import {
  createShippingOption,
  deleteShippingOption,
  listShippingOptions,
  SHIPPING_NOT_FOUND_MESSAGE,
  type ShippingInput,
  shippingOptionView,
  updateShippingOption,
} from '../shipping.ts';

export const SHIPPING_DELETED_MESSAGE = 'Frete excluído com sucesso!';

const shippingInput = (payload: { name: string; price: number; min_days: number; max_days: number }) =>
  ({
    name: payload.name,
    priceCents: payload.price,
    minDays: payload.min_days,
    maxDays: payload.max_days,
  }) satisfies ShippingInput;

export function registerShippingRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/shipping', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    const options = await listShippingOptions(db.manager, query.store_id);
    ctx.body = options.map(shippingOptionView) satisfies ShippingOption[];
  });

  router.post('/api/shipping', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, shippingPayload);
    const option = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, payload.store_id);
      return createShippingOption(manager, store, shippingInput(payload));
    });
    ctx.status = 201;
    ctx.body = shippingOptionView(option) satisfies ShippingOption;
  });

  /** The option stays in its store: the payload's store_id is not used to move it. */
  router.put('/api/shipping/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const optionId = parseId(ctx.params.id, SHIPPING_NOT_FOUND_MESSAGE);
    const payload = validateBody(ctx, shippingPayload);
    const option = await db.transaction((manager) =>
      updateShippingOption(manager, user.id, optionId, shippingInput(payload)),
    );
    ctx.body = shippingOptionView(option) satisfies ShippingOption;
  });

  router.delete('/api/shipping/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const optionId = parseId(ctx.params.id, SHIPPING_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => deleteShippingOption(manager, user.id, optionId));
    ctx.body = { message: SHIPPING_DELETED_MESSAGE } satisfies MessageResponse;
  });
}
