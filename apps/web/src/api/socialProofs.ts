import type { MessageResponse, SocialProof } from '@pagora/contract';
import { api } from './client.ts';

/** The social proof form's values: the testimonial and, optionally, a new photo or the removal of the current one. */
export interface SocialProofInput {
  name: string;
  text: string;
  active: boolean;
  /** A new photo (png, jpeg or webp); null keeps the current one. */
  photo: File | null;
  /** Editing: drop the current photo (ignored when a new one is sent). */
  removePhoto: boolean;
}

/** GET /api/social-proofs?store_id= — the store's testimonials, newest first. */
export const listSocialProofs = (storeId: number) =>
  api.get('social-proofs', { searchParams: { store_id: storeId } }).json<SocialProof[]>();

/** The contract's multipart body (`socialProofFields` plus the `photo` file). */
function socialProofForm(storeId: number, values: SocialProofInput): FormData {
  const body = new FormData();
  body.append('store_id', String(storeId));
  body.append('name', values.name);
  body.append('text', values.text);
  body.append('active', values.active ? 'true' : 'false');
  if (values.photo) body.append('photo', values.photo);
  else if (values.removePhoto) body.append('remove_photo', 'true');
  return body;
}

/** POST /api/social-proofs (multipart) → 201 with the new testimonial. */
export const createSocialProof = (storeId: number, values: SocialProofInput) =>
  api.post('social-proofs', { body: socialProofForm(storeId, values) }).json<SocialProof>();

/** PUT /api/social-proofs/:id (multipart); without a new photo the current one stays unless removed. */
export const updateSocialProof = (id: number, storeId: number, values: SocialProofInput) =>
  api.put(`social-proofs/${id}`, { body: socialProofForm(storeId, values) }).json<SocialProof>();

export const deleteSocialProof = (id: number) => api.delete(`social-proofs/${id}`).json<MessageResponse>();
