import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Product, SocialProof, Store, Upload } from '../db/entities/index.ts';
import { ForbiddenError, NotFoundError } from '../shared/errors.ts';

export const STORE_NOT_FOUND_MESSAGE = 'Loja não encontrada.';
export const STORE_FORBIDDEN_MESSAGE = 'Acesso não autorizado a esta loja.';

/** The read shape of a store (`store` in the contract). */
export function storeView(store: Store) {
  return { id: store.id, name: store.name, created_at: store.createdAt.toISOString() };
}

/**
 * Tenancy guard for every store-scoped call: the store when it belongs to `userId`,
 * 403 when it belongs to someone else, 404 when it does not exist.
 */
export async function requireOwnedStore(
  manager: EntityManager,
  userId: number,
  storeId: number,
): Promise<Store> {
  const store = await manager.getRepository(Store).findOne({ where: { id: storeId } });
  if (!store) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
  if (store.userId !== userId) throw new ForbiddenError(STORE_FORBIDDEN_MESSAGE);
  return store;
}

/**
 * Tenancy guard for calls on one store-scoped row (a product, coupon, shipping option…): the row
 * when its store belongs to `userId`, else null — whether it does not exist or is someone
 * else's, so that the caller answers 404 and never reveals it exists. `forUpdate` locks the row
 * on PostgreSQL until the transaction ends (SQLite transactions already run one at a time).
 */
export function findInOwnedStore<T extends ObjectLiteral & { storeId: number }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  userId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<T | null> {
  const query = manager
    .getRepository(target)
    .createQueryBuilder('item')
    .innerJoin(Store, 'store', 'store.id = item.storeId')
    .where('item.id = :id', { id })
    .andWhere('store.userId = :userId', { userId });
  if (options.forUpdate && manager.connection.options.type === 'postgres') {
    query.setLock('pessimistic_write', undefined, ['item']);
  }
  return query.getOne();
}

/** The user's stores, oldest first. */
export function listStores(manager: EntityManager, userId: number): Promise<Store[]> {
  return manager.getRepository(Store).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

export function createStore(manager: EntityManager, userId: number, name: string): Promise<Store> {
  const repo = manager.getRepository(Store);
  return repo.save(repo.create({ userId, name }));
}

export async function renameStore(
  manager: EntityManager,
  userId: number,
  storeId: number,
  name: string,
): Promise<Store> {
  const store = await requireOwnedStore(manager, userId, storeId);
  store.name = name;
  return manager.getRepository(Store).save(store);
}

/**
 * Deletes the store; the database cascades to everything that belongs to it (products, coupons,
 * shipping options…). Product photos are uploads owned by the merchant, not by the store, so
 * they are deleted here first.
 */
export async function deleteStore(manager: EntityManager, userId: number, storeId: number): Promise<void> {
  const store = await requireOwnedStore(manager, userId, storeId);
  const photos = manager
    .getRepository(Product)
    .createQueryBuilder('product')
    .select('product.imageUploadId')
    .where('product.storeId = :storeId');
  const testimonialPhotos = manager
    .getRepository(SocialProof)
    .createQueryBuilder('proof')
    .select('proof.photoUploadId')
    .where('proof.storeId = :storeId');
  // Product and testimonial photos go with the store (the rows cascade; their uploads would not).
  await manager
    .getRepository(Upload)
    .createQueryBuilder()
    .delete()
    .where(`id IN (${photos.getQuery()}) OR id IN (${testimonialPhotos.getQuery()})`, { storeId: store.id })
    .execute();
  await manager.getRepository(Store).delete({ id: store.id, userId });
}
