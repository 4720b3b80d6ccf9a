import { z } from 'zod';
import { integerField } from './number-fields.ts';

const NO_ACTIVE_STORE = 'Nenhuma loja ativa selecionada.';

/** A store id as clients send it: an integer in JSON, decimal digits in multipart or query strings. */
export const storeId = integerField({ invalid: NO_ACTIVE_STORE }).pipe(z.number().positive(NO_ACTIVE_STORE));

/** `?store_id=` on list calls. */
export const storeQuery = z.object({ store_id: storeId });
export type StoreQuery = z.input<typeof storeQuery>;

/**
 * A URL-safe slug: lowercased, accents removed, spaces and other separators turned into hyphens.
 * "Camiseta Básica Azul" → "camiseta-basica-azul". Empty names give "produto".
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'produto';
}
