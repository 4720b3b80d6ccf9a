import type { Offer, offerPayload, ProductType } from '@pagora/contract';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import {
  CheckoutOffer,
  type CheckoutOfferKind,
  CheckoutOfferTrigger,
  Product,
  type Store,
  Upload,
} from '../db/entities/index.ts';
import { type PreparedRead, preparedReadOn, type SqlBuilder } from '../db/prepared.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { MAX_PRICE_CENTS } from './products.ts';
import { uploadUrl } from './uploads.ts';

export const OFFER_NOT_FOUND_MESSAGES: Record<CheckoutOfferKind, string> = {
  bump: 'Order bump não encontrado.',
  upsell: 'Upsell não encontrado.',
};
export const OFFER_PRODUCT_NOT_IN_STORE_MESSAGE = 'Produto não encontrado nesta loja.';
/** As the contract: at most this many trigger products per offer. */
const MAX_TRIGGERS = 500;

/** An offer as the buyer's checkout (bump) or thank-you page (upsell) shows and charges it. */
export interface OfferForCheckout {
  id: number;
  productId: number;
  productName: string;
  productDescription: string;
  imageUrl: string | null;
  offerPriceCents: number;
  originalPriceCents: number;
  headline: string;
  description: string;
  productType: 'physical' | 'digital';
}

interface OfferRow {
  id: number | string;
  product_id: number | string;
  product_name: string;
  product_description: string;
  image_key: string | null;
  offer_price_cents: number | string;
  original_price_cents: number | string;
  headline: string;
  description: string;
  product_type: ProductType;
}

/**
 * The active offers of a store whose offered product is active (and in the same store, which the
 * writes already guarantee), with what the checkout shows of the product. One query; callers add
 * their conditions.
 */
function offersForCheckout(manager: EntityManager, storeId: number): SelectQueryBuilder<CheckoutOffer> {
  return manager
    .getRepository(CheckoutOffer)
    .createQueryBuilder('offer')
    .innerJoin(Product, 'product', 'product.id = offer.productId AND product.storeId = offer.storeId')
    .leftJoin(Upload, 'image', 'image.id = product.imageUploadId')
    .select('offer.id', 'id')
    .addSelect('offer.productId', 'product_id')
    .addSelect('product.name', 'product_name')
    .addSelect('product.description', 'product_description')
    .addSelect('image.key', 'image_key')
    .addSelect('offer.offerPriceCents', 'offer_price_cents')
    .addSelect('product.priceCents', 'original_price_cents')
    .addSelect('offer.headline', 'headline')
    .addSelect('offer.description', 'description')
    .addSelect('product.productType', 'product_type')
    .where('offer.storeId = :storeId', { storeId })
    .andWhere('offer.isActive = :active', { active: true })
    .andWhere('product.status = :productStatus', { productStatus: 'active' });
}

function offerForCheckout(row: OfferRow): OfferForCheckout {
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    productName: row.product_name,
    productDescription: row.product_description,
    imageUrl: row.image_key ? uploadUrl({ key: row.image_key }) : null,
    offerPriceCents: Number(row.offer_price_cents),
    originalPriceCents: Number(row.original_price_cents),
    headline: row.headline,
    description: row.description,
    productType: row.product_type,
  };
}

/**
 * The offer of `kind` to show on the checkout of `productId` (bump) or after buying it (upsell):
 * the newest active one whose triggers include the product, or that was saved without triggers
 * (= every product), whose offered product is active. A bump never offers the product being bought (it
 * would be the same product twice in one order); an upsell may offer it again.
 */
export async function findOfferFor(
  manager: EntityManager,
  storeId: number,
  productId: number,
  kind: CheckoutOfferKind,
  /** Products the buyer already has (an upsell never offers what the order holds, its bump included). */
  owned: readonly number[] = [],
): Promise<OfferForCheckout | null> {
  // The newest offer first; with products to skip, every candidate is read and the first kept.
  const read = preparedReadOn(owned.length > 0 ? offerCandidateReads : newestOfferReads, manager, (sql) =>
    offerForSql(sql, owned.length === 0),
  );
  const yes = manager.connection.options.type === 'postgres' ? true : 1;
  const rows = await read.all(manager, [
    storeId,
    yes,
    kind,
    yes,
    productId,
    // A bump never offers the product being bought; no product has id 0.
    kind === 'bump' ? productId : 0,
  ]);
  const row = rows.find((candidate) => !owned.includes(Number(candidate.product_id)));
  return row ? offerForCheckout(row) : null;
}

/** findOfferFor's statement: read on every checkout view and post, so its text is fixed once. */
const newestOfferReads = new WeakMap<DataSource, PreparedRead<OfferRow>>();
const offerCandidateReads = new WeakMap<DataSource, PreparedRead<OfferRow>>();

function offerForSql(sql: SqlBuilder, newestOnly: boolean): string {
  return `SELECT o."id" AS "id", o."product_id" AS "product_id", p."name" AS "product_name",
      p."description" AS "product_description", i."key" AS "image_key",
      o."offer_price_cents" AS "offer_price_cents", p."price_cents" AS "original_price_cents",
      o."headline" AS "headline", o."description" AS "description", p."product_type" AS "product_type"
    FROM ${sql.table(CheckoutOffer)} o
    JOIN ${sql.table(Product)} p ON p."id" = o."product_id" AND p."store_id" = o."store_id"
    LEFT JOIN ${sql.table(Upload)} i ON i."id" = p."image_upload_id"
    WHERE o."store_id" = ${sql.param(1)} AND o."is_active" = ${sql.param(2)} AND p."status" = 'active'
      AND o."kind" = ${sql.param(3)}
      AND (o."all_products" = ${sql.param(4)} OR EXISTS (
        SELECT 1 FROM ${sql.table(CheckoutOfferTrigger)} t
        WHERE t."offer_id" = o."id" AND t."product_id" = ${sql.param(5)}))
      AND o."product_id" <> ${sql.param(6)}
    ORDER BY o."id" DESC${newestOnly ? ' LIMIT 1' : ''}`;
}

/**
 * The offer as the checkout would show it now, for re-validating an order: null when it was
 * deleted, deactivated, belongs to another store or its product is no longer active.
 */
export async function getOfferById(
  manager: EntityManager,
  storeId: number,
  offerId: number,
): Promise<OfferForCheckout | null> {
  const row = await offersForCheckout(manager, storeId)
    .andWhere('offer.id = :offerId', { offerId })
    .getRawOne<OfferRow>();
  return row ? offerForCheckout(row) : null;
}

// ─── Merchant's side ────────────────────────────────────────────────────────────────────────────

/** What a merchant sets on an offer (the edges parse the form; the price is already cents). */
export interface OfferInput {
  productId: number;
  offerPriceCents: number;
  headline: string;
  description: string;
  /** Products whose checkout shows the offer; empty = every product. */
  triggerProductIds: number[];
  isActive: boolean;
}

export function offerInputFromPayload(payload: z.output<typeof offerPayload>): OfferInput {
  return {
    productId: payload.product_id,
    offerPriceCents: payload.offerPrice,
    headline: payload.headline,
    description: payload.description,
    triggerProductIds: payload.triggerProductIds,
    isActive: payload.isActive,
  };
}

/** The service does not trust its callers: the contract's rules, checked again. */
function assertOfferInput(input: OfferInput): void {
  if (!Number.isSafeInteger(input.productId) || input.productId < 1) {
    throw new ValidationError('Escolha o produto da oferta.');
  }
  if (!Number.isSafeInteger(input.offerPriceCents) || input.offerPriceCents <= 0) {
    throw new ValidationError('Informe um preço de oferta válido, por exemplo 29,90.');
  }
  if (input.offerPriceCents > MAX_PRICE_CENTS) throw new ValidationError('Preço grande demais.');
  const headline = input.headline.trim();
  if (headline.length === 0) throw new ValidationError('Informe o título da oferta.');
  if (headline.length > 120) throw new ValidationError('O título deve ter no máximo 120 caracteres.');
  if (input.description.trim().length > 600) {
    throw new ValidationError('A descrição deve ter no máximo 600 caracteres.');
  }
  if (input.triggerProductIds.length > MAX_TRIGGERS) {
    throw new ValidationError(`Escolha no máximo ${MAX_TRIGGERS} produtos.`);
  }
  if (input.triggerProductIds.some((id) => !Number.isSafeInteger(id) || id < 1)) {
    throw new ValidationError(OFFER_PRODUCT_NOT_IN_STORE_MESSAGE);
  }
}

/** The offered product and every trigger must be products of the offer's store. */
async function assertProductsInStore(manager: EntityManager, storeId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await manager.getRepository(Product).count({ where: { storeId, id: In(unique) } });
  if (found !== unique.length) throw new ValidationError(OFFER_PRODUCT_NOT_IN_STORE_MESSAGE);
}

async function replaceTriggers(manager: EntityManager, offerId: number, productIds: number[]): Promise<void> {
  const triggers = manager.getRepository(CheckoutOfferTrigger);
  await triggers.delete({ offerId });
  const unique = [...new Set(productIds)];
  if (unique.length > 0) await triggers.insert(unique.map((productId) => ({ offerId, productId })));
}

function columnsOf(input: OfferInput) {
  return {
    productId: input.productId,
    offerPriceCents: input.offerPriceCents,
    headline: input.headline.trim(),
    description: input.description.trim(),
    isActive: input.isActive,
    allProducts: input.triggerProductIds.length === 0,
  };
}

/** The store's offers of `kind` as the API answers them, newest first (or only `onlyId`). Three queries. */
export async function listOffers(
  manager: EntityManager,
  storeId: number,
  kind: CheckoutOfferKind,
  onlyId?: number,
): Promise<Offer[]> {
  const offers = await manager.getRepository(CheckoutOffer).find({
    where: { storeId, kind, ...(onlyId === undefined ? {} : { id: onlyId }) },
    order: { id: 'DESC' },
  });
  if (offers.length === 0) return [];
  const [products, triggers] = await Promise.all([
    manager
      .getRepository(Product)
      .createQueryBuilder('product')
      .leftJoin(Upload, 'image', 'image.id = product.imageUploadId')
      .select('product.id', 'id')
      .addSelect('product.name', 'name')
      .addSelect('product.priceCents', 'price_cents')
      .addSelect('image.key', 'image_key')
      .where('product.id IN (:...ids)', { ids: [...new Set(offers.map((offer) => offer.productId))] })
      .getRawMany<{
        id: number | string;
        name: string;
        price_cents: number | string;
        image_key: string | null;
      }>(),
    manager.getRepository(CheckoutOfferTrigger).find({
      where: { offerId: In(offers.map((offer) => offer.id)) },
      order: { productId: 'ASC' },
    }),
  ]);
  const productOf = new Map(products.map((product) => [Number(product.id), product]));
  const triggersOf = new Map<number, number[]>();
  for (const trigger of triggers) {
    triggersOf.set(trigger.offerId, [...(triggersOf.get(trigger.offerId) ?? []), trigger.productId]);
  }
  // The product is never missing: deleting it deletes its offers (ON DELETE CASCADE).
  return offers.flatMap((offer) => {
    const product = productOf.get(offer.productId);
    if (!product) return [];
    return [
      {
        id: offer.id,
        store_id: offer.storeId,
        product_id: offer.productId,
        product_name: product.name,
        product_image_url: product.image_key ? uploadUrl({ key: product.image_key }) : null,
        offer_price_cents: offer.offerPriceCents,
        original_price_cents: Number(product.price_cents),
        headline: offer.headline,
        description: offer.description,
        trigger_product_ids: triggersOf.get(offer.id) ?? [],
        is_active: offer.isActive,
        created_at: offer.createdAt.toISOString(),
      },
    ];
  });
}

async function offerView(manager: EntityManager, offer: CheckoutOffer): Promise<Offer> {
  const [view] = await listOffers(manager, offer.storeId, offer.kind, offer.id);
  if (!view) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGES[offer.kind]);
  return view;
}

/** Creates an offer of `kind` in `store` (whose ownership the caller checked). */
export async function createOffer(
  manager: EntityManager,
  store: Store,
  kind: CheckoutOfferKind,
  input: OfferInput,
): Promise<Offer> {
  assertOfferInput(input);
  await assertProductsInStore(manager, store.id, [input.productId, ...input.triggerProductIds]);
  const offers = manager.getRepository(CheckoutOffer);
  const offer = await offers.save(offers.create({ storeId: store.id, kind, ...columnsOf(input) }));
  await replaceTriggers(manager, offer.id, input.triggerProductIds);
  return offerView(manager, offer);
}

/**
 * The offer of `kind` when it belongs to one of the user's stores; 404 otherwise (an upsell's id
 * under /api/order-bumps is not found either). `forUpdate` locks it on PostgreSQL.
 */
export async function requireOwnedOffer(
  manager: EntityManager,
  userId: number,
  kind: CheckoutOfferKind,
  offerId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CheckoutOffer> {
  const offer = await findInOwnedStore(manager, CheckoutOffer, userId, offerId, options);
  if (!offer || offer.kind !== kind) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGES[kind]);
  return offer;
}

/** Saves the merchant's changes and replaces the triggers; the offer stays in its store. */
export async function updateOffer(
  manager: EntityManager,
  userId: number,
  kind: CheckoutOfferKind,
  offerId: number,
  input: OfferInput,
): Promise<Offer> {
  const offer = await requireOwnedOffer(manager, userId, kind, offerId, { forUpdate: true });
  assertOfferInput(input);
  await assertProductsInStore(manager, offer.storeId, [input.productId, ...input.triggerProductIds]);
  await manager.getRepository(CheckoutOffer).update(offer.id, columnsOf(input));
  await replaceTriggers(manager, offer.id, input.triggerProductIds);
  return offerView(manager, offer);
}

/** Deletes the offer; its triggers go with it (ON DELETE CASCADE). */
export async function deleteOffer(
  manager: EntityManager,
  userId: number,
  kind: CheckoutOfferKind,
  offerId: number,
): Promise<void> {
  const offer = await requireOwnedOffer(manager, userId, kind, offerId);
  await manager.getRepository(CheckoutOffer).delete({ id: offer.id });
}
