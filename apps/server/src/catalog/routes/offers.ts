import type Router from '@koa/router';
import {
  type MessageResponse,
  type Offer,
  ORDER_BUMP_DELETED_MESSAGE,
  offerPayload,
  storeQuery,
  UPSELL_DELETED_MESSAGE,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import type { CheckoutOfferKind } from '../../db/entities/index.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import {
  createOffer,
  deleteOffer,
  listOffers,
  OFFER_NOT_FOUND_MESSAGES,
  offerInputFromPayload,
  updateOffer,
} from '../offers.ts';

/** The two kinds share one API under their own paths (/marketing › Order Bump and › Upsell). */
const OFFER_RESOURCES: { path: string; kind: CheckoutOfferKind; deletedMessage: string }[] = [
  { path: '/api/order-bumps', kind: 'bump', deletedMessage: ORDER_BUMP_DELETED_MESSAGE },
  { path: '/api/upsells', kind: 'upsell', deletedMessage: UPSELL_DELETED_MESSAGE },
];

export function registerCheckoutOfferRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  for (const { path, kind, deletedMessage } of OFFER_RESOURCES) {
    const notFound = OFFER_NOT_FOUND_MESSAGES[kind];

    router.get(path, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const query = validateQuery(ctx, storeQuery);
      await requireOwnedStore(db.manager, user.id, query.store_id);
      ctx.body = (await listOffers(db.manager, query.store_id, kind)) satisfies Offer[];
    });

    router.post(path, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const payload = validateBody(ctx, offerPayload);
      const offer = await db.transaction(async (manager) => {
        const store = await requireOwnedStore(manager, user.id, payload.store_id);
        return createOffer(manager, store, kind, offerInputFromPayload(payload));
      });
      ctx.status = 201;
      ctx.body = offer satisfies Offer;
    });

    /** The offer stays in its store: the payload's store_id is not used to move it. */
    router.put(`${path}/:id`, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const offerId = parseId(ctx.params.id, notFound);
      const payload = validateBody(ctx, offerPayload);
      ctx.body = (await db.transaction((manager) =>
        updateOffer(manager, user.id, kind, offerId, offerInputFromPayload(payload)),
      )) satisfies Offer;
    });

    router.delete(`${path}/:id`, auth, async (ctx) => {
      const { user } = currentAuth(ctx);
      const offerId = parseId(ctx.params.id, notFound);
      await db.transaction((manager) => deleteOffer(manager, user.id, kind, offerId));
      ctx.body = { message: deletedMessage } satisfies MessageResponse;
    });
  }
}
