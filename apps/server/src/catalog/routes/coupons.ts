import type Router from '@koa/router';
import { type Coupon, couponPayload, type MessageResponse, storeQuery } from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { ConflictError, isUniqueViolation } from '../../shared/errors.ts';
import {
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  couponInputFromPayload,
  couponView,
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from '../coupons.ts';

export const COUPON_DELETED_MESSAGE = 'Cupom excluído com sucesso!';

/** A code taken by a concurrent request between the check and the write is still a 409. */
async function codeConflictsAs409<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(COUPON_CODE_TAKEN_MESSAGE);
    throw error;
  }
}

export function registerCouponRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/coupons', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    const coupons = await listCoupons(db.manager, query.store_id);
    ctx.body = coupons.map(couponView) satisfies Coupon[];
  });

  router.post('/api/coupons', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, couponPayload);
    const coupon = await codeConflictsAs409(
      db.transaction(async (manager) => {
        const store = await requireOwnedStore(manager, user.id, payload.store_id);
        return createCoupon(manager, store, couponInputFromPayload(payload));
      }),
    );
    ctx.status = 201;
    ctx.body = couponView(coupon) satisfies Coupon;
  });

  /** The coupon stays in its store: the payload's store_id is not used to move it. */
  router.put('/api/coupons/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const couponId = parseId(ctx.params.id, COUPON_NOT_FOUND_MESSAGE);
    const payload = validateBody(ctx, couponPayload);
    const coupon = await codeConflictsAs409(
      db.transaction((manager) => updateCoupon(manager, user.id, couponId, couponInputFromPayload(payload))),
    );
    ctx.body = couponView(coupon) satisfies Coupon;
  });

  router.delete('/api/coupons/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const couponId = parseId(ctx.params.id, COUPON_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => deleteCoupon(manager, user.id, couponId));
    ctx.body = { message: COUPON_DELETED_MESSAGE } satisfies MessageResponse;
  });
}
