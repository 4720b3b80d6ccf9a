import { z } from 'zod';
import { plainText } from './text.ts';

export const storeName = z
  .string({ error: 'Por favor, digite o nome da loja.' })
  .trim()
  .min(1, 'Por favor, digite o nome da loja.')
  .max(80, 'O nome da loja deve ter no máximo 80 caracteres.')
  .check(plainText);

/** POST /api/create-store. userId is accepted for compatibility; the store always belongs to the caller. */
export const createStoreRequest = z.object({
  storeName,
  userId: z.union([z.number(), z.string()]).optional(),
});
export type CreateStoreRequest = z.input<typeof createStoreRequest>;

export const store = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type Store = z.infer<typeof store>;

export const createStoreResponse = z.object({ store });
export type CreateStoreResponse = z.infer<typeof createStoreResponse>;

/** GET /api/stores */
export const storeListResponse = z.array(store);
export type StoreListResponse = z.infer<typeof storeListResponse>;

/** PUT /api/stores/:id */
export const renameStoreRequest = z.object({ name: storeName });
export type RenameStoreRequest = z.input<typeof renameStoreRequest>;

/** PUT /api/stores/:id → the renamed store, in the same envelope as the creation answer. */
export const renameStoreResponse = z.object({ store });
export type RenameStoreResponse = z.infer<typeof renameStoreResponse>;
