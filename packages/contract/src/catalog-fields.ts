import { z } from 'zod';

/** A store id as the spec sends it: an integer in JSON, a string in multipart or query strings. */
export const storeId = z.coerce
  .number({ error: 'Nenhuma loja ativa selecionada.' })
  .int('Nenhuma loja ativa selecionada.')
  .positive('Nenhuma loja ativa selecionada.');

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
