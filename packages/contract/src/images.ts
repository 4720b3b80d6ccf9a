/**
 * Why the server refused an uploaded image (product photo, avatar, social proof, checkout images),
 * shared so that the admin can tell these refusals apart and show them on the image's field.
 * A file too large answers 413 and a file that is not an accepted image 415; these answer 422.
 */

/** Widest and tallest image accepted, in pixels; anything larger is refused before it is decoded. */
export const MAX_IMAGE_EDGE = 6000;

export const IMAGE_DIMENSIONS_MESSAGE = `Imagem grande demais: no máximo ${MAX_IMAGE_EDGE} × ${MAX_IMAGE_EDGE} pixels.`;
export const UNREADABLE_IMAGE_MESSAGE = 'Não foi possível ler a imagem. Envie outro arquivo.';
export const EMPTY_FILE_MESSAGE = 'O arquivo enviado está vazio.';

/** The 422 messages that are about the image itself (its bytes), not about another field. */
export const IMAGE_REFUSAL_MESSAGES: readonly string[] = [
  IMAGE_DIMENSIONS_MESSAGE,
  UNREADABLE_IMAGE_MESSAGE,
  EMPTY_FILE_MESSAGE,
];
