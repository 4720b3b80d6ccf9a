import { MAX_IMAGE_BYTES, PRODUCT_IMAGE_TYPES, type SocialProof } from '@pagora/contract';

/**
 * What the social proof form gives its caller: the contract's `socialProofFields` (without
 * `store_id`, with booleans) plus the `photo` part of the multipart body.
 */
export interface SocialProofValues {
  name: string;
  text: string;
  active: boolean;
  /** A new photo (png, jpeg or webp); null keeps the current one. */
  photo: File | null;
  /** Editing: drop the current photo. Never true together with a new photo. */
  removePhoto: boolean;
}

/** Server field errors for the form, keyed like its fields. */
export type SocialProofErrors = Partial<Record<'name' | 'text' | 'photo', string>>;

/** The photo types the server accepts (sniffed from the bytes there). */
export const SOCIAL_PROOF_PHOTO_TYPES: string[] = [...PRODUCT_IMAGE_TYPES];
export const TESTIMONIAL_MAX_LENGTH = 600;

const MAX_PHOTO_MB = MAX_IMAGE_BYTES / 1024 / 1024;
export const PHOTO_HINT = `PNG, JPEG ou WebP, até ${MAX_PHOTO_MB} MB.`;

/** The reason a chosen file cannot be the person's photo, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!SOCIAL_PROOF_PHOTO_TYPES.includes(file.type)) return 'Escolha uma imagem PNG, JPEG ou WebP.';
  if (file.size > MAX_IMAGE_BYTES) return `A foto deve ter no máximo ${MAX_PHOTO_MB} MB.`;
  if (file.size === 0) return 'O arquivo escolhido está vazio.';
  return null;
}

/** 'Ana Souza' for the list's labels; a testimonial without a name never reaches the list. */
export const proofLabel = (proof: Pick<SocialProof, 'name'>) => proof.name.trim() || 'Prova social';
