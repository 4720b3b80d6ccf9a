import type {
  SocialProof as SocialProofResponse,
  socialProofFields,
  TestimonialView,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { SocialProof, type Store, Upload } from '../db/entities/index.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import {
  deleteUpload,
  type ImageFormat,
  type PreparedImage,
  prepareImage,
  storeImage,
  uploadUrl,
} from './uploads.ts';

export const SOCIAL_PROOF_NOT_FOUND_MESSAGE = 'Prova social não encontrada.';
/** Photos may be PNG, JPEG or WEBP, like product photos. */
export const SOCIAL_PROOF_PHOTO_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];
/** How many testimonials a checkout shows at most. */
export const TESTIMONIALS_LIMIT = 6;

/** What a merchant sets on a testimonial. */
export interface SocialProofInput {
  name: string;
  text: string;
  isActive: boolean;
  /** On update: drop the current photo (a new photo, when sent, replaces it anyway). */
  removePhoto: boolean;
}

export function socialProofInputFromFields(fields: z.output<typeof socialProofFields>): SocialProofInput {
  return { name: fields.name, text: fields.text, isActive: fields.active, removePhoto: fields.remove_photo };
}

/** The service does not trust its callers: the contract's rules, checked again. */
function assertInput(input: SocialProofInput): void {
  const name = input.name.trim();
  if (name.length === 0) throw new ValidationError('Informe o nome da pessoa.');
  if (name.length > 80) throw new ValidationError('O nome deve ter no máximo 80 caracteres.');
  const text = input.text.trim();
  if (text.length === 0) throw new ValidationError('Escreva o depoimento.');
  if (text.length > 600) throw new ValidationError('O depoimento deve ter no máximo 600 caracteres.');
}

/** The testimonials a store's checkout shows: the newest active ones, with their photos. One query. */
export async function activeTestimonials(
  manager: EntityManager,
  storeId: number,
  limit = TESTIMONIALS_LIMIT,
): Promise<TestimonialView[]> {
  const rows = await manager
    .getRepository(SocialProof)
    .createQueryBuilder('proof')
    .leftJoin(Upload, 'photo', 'photo.id = proof.photoUploadId')
    .select('proof.name', 'name')
    .addSelect('proof.text', 'text')
    .addSelect('photo.key', 'photo_key')
    .where('proof.storeId = :storeId', { storeId })
    .andWhere('proof.isActive = :active', { active: true })
    .orderBy('proof.id', 'DESC')
    .limit(limit)
    .getRawMany<{ name: string; text: string; photo_key: string | null }>();
  return rows.map((row) => ({
    name: row.name,
    text: row.text,
    photo_url: row.photo_key ? uploadUrl({ key: row.photo_key }) : null,
  }));
}

/** A testimonial as the API answers it; `photoKey` is its photo's upload key, if any. */
export function socialProofView(proof: SocialProof, photoKey: string | null): SocialProofResponse {
  return {
    id: proof.id,
    store_id: proof.storeId,
    name: proof.name,
    text: proof.text,
    photo_url: photoKey ? uploadUrl({ key: photoKey }) : null,
    is_active: proof.isActive,
    created_at: proof.createdAt.toISOString(),
  };
}

/** All the store's testimonials, newest first (two queries: the rows, then their photos' keys). */
export async function listSocialProofs(
  manager: EntityManager,
  storeId: number,
): Promise<SocialProofResponse[]> {
  const proofs = await manager.getRepository(SocialProof).find({ where: { storeId }, order: { id: 'DESC' } });
  const keys = await photoKeys(manager, proofs);
  return proofs.map((proof) => socialProofView(proof, keyOf(keys, proof)));
}

async function photoKeys(manager: EntityManager, proofs: SocialProof[]): Promise<Map<number, string>> {
  const ids = proofs.flatMap((proof) => (proof.photoUploadId === null ? [] : [proof.photoUploadId]));
  if (ids.length === 0) return new Map();
  const uploads = await manager
    .getRepository(Upload)
    .createQueryBuilder('upload')
    .select(['upload.id', 'upload.key'])
    .where('upload.id IN (:...ids)', { ids })
    .getMany();
  return new Map(uploads.map((upload) => [upload.id, upload.key]));
}

const keyOf = (keys: Map<number, string>, proof: SocialProof) =>
  proof.photoUploadId === null ? null : (keys.get(proof.photoUploadId) ?? null);

async function withPhotoKey(manager: EntityManager, proof: SocialProof): Promise<SocialProofResponse> {
  return socialProofView(proof, keyOf(await photoKeys(manager, [proof]), proof));
}

/** Checks and re-encodes a testimonial photo (see `prepareImage`); do it before the transaction. */
export function prepareSocialProofPhoto(data: Buffer): Promise<PreparedImage> {
  return prepareImage(data, { allowed: SOCIAL_PROOF_PHOTO_FORMATS });
}

/** Creates a testimonial in `store` (whose ownership the caller checked), with its photo if sent. */
export async function createSocialProof(
  manager: EntityManager,
  store: Store,
  input: SocialProofInput,
  photo: PreparedImage | undefined,
): Promise<SocialProofResponse> {
  assertInput(input);
  const upload = photo ? await storeImage(manager, store.userId, photo) : undefined;
  const proofs = manager.getRepository(SocialProof);
  const proof = await proofs.save(
    proofs.create({
      storeId: store.id,
      name: input.name.trim(),
      text: input.text.trim(),
      isActive: input.isActive,
      photoUploadId: upload?.id ?? null,
    }),
  );
  return socialProofView(proof, upload?.key ?? null);
}

/** The testimonial when it belongs to one of the user's stores; 404 otherwise. */
export async function requireOwnedSocialProof(
  manager: EntityManager,
  userId: number,
  proofId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SocialProof> {
  const proof = await findInOwnedStore(manager, SocialProof, userId, proofId, options);
  if (!proof) throw new NotFoundError(SOCIAL_PROOF_NOT_FOUND_MESSAGE);
  return proof;
}

/**
 * Saves the merchant's changes. A new photo replaces the old one, `removePhoto` drops it, neither
 * keeps it; a photo no longer used is deleted (it was this testimonial's own upload).
 */
export async function updateSocialProof(
  manager: EntityManager,
  userId: number,
  proofId: number,
  input: SocialProofInput,
  photo: PreparedImage | undefined,
): Promise<SocialProofResponse> {
  const proof = await requireOwnedSocialProof(manager, userId, proofId, { forUpdate: true });
  assertInput(input);
  const upload = photo ? await storeImage(manager, userId, photo) : undefined;
  const replacesPhoto = upload !== undefined || input.removePhoto;
  const proofs = manager.getRepository(SocialProof);
  await proofs.update(proof.id, {
    name: input.name.trim(),
    text: input.text.trim(),
    isActive: input.isActive,
    ...(replacesPhoto ? { photoUploadId: upload?.id ?? null } : {}),
  });
  if (replacesPhoto && proof.photoUploadId !== null) await deleteUpload(manager, proof.photoUploadId);
  return withPhotoKey(manager, await proofs.findOneByOrFail({ id: proof.id }));
}

/** Deletes the testimonial and its photo. */
export async function deleteSocialProof(
  manager: EntityManager,
  userId: number,
  proofId: number,
): Promise<void> {
  const proof = await requireOwnedSocialProof(manager, userId, proofId, { forUpdate: true });
  await manager.getRepository(SocialProof).delete({ id: proof.id });
  if (proof.photoUploadId !== null) await deleteUpload(manager, proof.photoUploadId);
}
