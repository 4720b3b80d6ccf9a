import type Router from '@koa/router';
import {
  MAX_IMAGE_BYTES,
  type MessageResponse,
  SOCIAL_PROOF_DELETED_MESSAGE,
  type SocialProof,
  socialProofFields,
  storeQuery,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { readMultipartForm } from '../../http/multipart.ts';
import { parseId } from '../../http/params.ts';
import { validate, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import {
  createSocialProof,
  deleteSocialProof,
  listSocialProofs,
  prepareSocialProofPhoto,
  SOCIAL_PROOF_NOT_FOUND_MESSAGE,
  socialProofInputFromFields,
  updateSocialProof,
} from '../social-proofs.ts';
import { imageTooLargeMessage } from '../uploads.ts';

/** The testimonial form: text fields plus an optional photo in the `photo` part. */
const socialProofForm = {
  fileField: 'photo',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: imageTooLargeMessage(),
};

/** Provas Sociais: the testimonials a store's checkout shows. */
export function registerSocialProofRoutes(router: Router<AppState>, { db }: AppDeps): void {
  const auth = requireAuth(db);

  router.get('/api/social-proofs', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = (await listSocialProofs(db.manager, query.store_id)) satisfies SocialProof[];
  });

  router.post('/api/social-proofs', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const form = await readMultipartForm(ctx, socialProofForm);
    const fields = validate(socialProofFields, form.fields);
    const photo = form.file ? await prepareSocialProofPhoto(form.file) : undefined;
    const proof = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, fields.store_id);
      return createSocialProof(manager, store, socialProofInputFromFields(fields), photo);
    });
    ctx.status = 201;
    ctx.body = proof satisfies SocialProof;
  });

  /** The testimonial stays in its store: the form's store_id is not used to move it. */
  router.put('/api/social-proofs/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const proofId = parseId(ctx.params.id, SOCIAL_PROOF_NOT_FOUND_MESSAGE);
    const form = await readMultipartForm(ctx, socialProofForm);
    const fields = validate(socialProofFields, form.fields);
    const photo = form.file ? await prepareSocialProofPhoto(form.file) : undefined;
    ctx.body = (await db.transaction((manager) =>
      updateSocialProof(manager, user.id, proofId, socialProofInputFromFields(fields), photo),
    )) satisfies SocialProof;
  });

  router.delete('/api/social-proofs/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const proofId = parseId(ctx.params.id, SOCIAL_PROOF_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => deleteSocialProof(manager, user.id, proofId));
    ctx.body = { message: SOCIAL_PROOF_DELETED_MESSAGE } satisfies MessageResponse;
  });
}
