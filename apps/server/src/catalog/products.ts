import {
  type createProductFields,
  isCents,
  MAX_SIDE_CM,
  MAX_WEIGHT_GRAMS,
  PACKAGE_WEIGHT_MESSAGES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PLACEHOLDER_IMAGE_URL,
  type ProductListItem,
  type Product as ProductResponse,
  type ProductSource,
  type ProductStatus,
  type ProductType,
  packageWeightGrams,
  productStatus,
  productType,
  slugify,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { checkoutUrl } from '../checkout/links.ts';
import type { Database } from '../db/data-source.ts';
import { Domain, Product, Store, Upload } from '../db/entities/index.ts';
import { PreparedRead, type SqlBuilder } from '../db/prepared.ts';
import { findInOwnedStore, STORE_FORBIDDEN_MESSAGE, STORE_NOT_FOUND_MESSAGE } from '../identity/stores.ts';
import { ForbiddenError, isUniqueViolation, NotFoundError, ValidationError } from '../shared/errors.ts';
import {
  deleteUpload,
  type ImageFormat,
  type PreparedImage,
  prepareImage,
  storeImage,
  uploadUrl,
} from './uploads.ts';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Produto não encontrado.';
/** Product photos may be PNG, JPEG or WEBP (PRODUCT_IMAGE_TYPES in the contract). */
export const PRODUCT_IMAGE_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];
/** R$ 1.000.000,00: above this a price is a typing mistake (and would not fit every integer column). */
export const MAX_PRICE_CENTS = 100_000_000;
/** Pages beyond this are refused rather than turned into absurd offsets. */
const MAX_PAGE = 1_000_000;
/**
 * Each failed attempt means another creation committed that slug first, so this many attempts
 * cover that many creations of the same name racing in one store.
 */
const MAX_SLUG_ATTEMPTS = 10;

/** What a merchant sets on a product (the edges parse the form; amounts are already cents). */
export interface ProductInput {
  name: string;
  description: string;
  priceCents: number;
  productType: ProductType;
  status: ProductStatus;
  /** Weight and sizes for freight quotes; each null (or all, when absent) when not given. */
  package?: ProductPackageInput;
}

export interface ProductPackageInput {
  weightGrams: number | null;
  heightCm: number | null;
  widthCm: number | null;
  lengthCm: number | null;
}

const NO_PACKAGE: ProductPackageInput = { weightGrams: null, heightCm: null, widthCm: null, lengthCm: null };

/** The form fields as the contract parsed them (title, price already in cents…), in the service's terms. */
export function productInputFromFields(
  fields: Omit<z.output<typeof createProductFields>, 'store_id'>,
): ProductInput {
  return {
    name: fields.title,
    description: fields.description,
    priceCents: fields.price,
    productType: fields.productType,
    status: fields.status,
    package: packageFromFields(fields),
  };
}

/** The weight in grams (typed in g or kg) and the sizes; 400 for a weight past the ceiling. */
function packageFromFields(
  fields: Pick<
    z.output<typeof createProductFields>,
    'weight' | 'weight_unit' | 'height' | 'width' | 'length'
  >,
): ProductPackageInput {
  const weight = packageWeightGrams(fields.weight ?? null, fields.weight_unit ?? 'g');
  if (!weight.ok) throw new ValidationError(weight.message);
  return {
    weightGrams: weight.grams,
    heightCm: fields.height ?? null,
    widthCm: fields.width ?? null,
    lengthCm: fields.length ?? null,
  };
}

/** The columns of a product's weight and sizes. */
function packageColumns(input: ProductPackageInput | undefined) {
  const given = input ?? NO_PACKAGE;
  return {
    weightGrams: given.weightGrams,
    heightCm: given.heightCm,
    widthCm: given.widthCm,
    lengthCm: given.lengthCm,
  };
}

/** The service does not trust its callers: the same rules as the contract, checked again. */
function assertProductInput(input: ProductInput): void {
  const name = input.name.trim();
  if (name.length === 0) throw new ValidationError('Informe o título do produto.');
  if (name.length > 120) throw new ValidationError('O título deve ter no máximo 120 caracteres.');
  if (input.description.trim().length === 0) throw new ValidationError('Informe a descrição do produto.');
  if (input.description.length > 5000) {
    throw new ValidationError('A descrição deve ter no máximo 5000 caracteres.');
  }
  if (!isCents(input.priceCents)) {
    throw new ValidationError('Informe um preço válido, por exemplo 49,90.');
  }
  if (input.priceCents > MAX_PRICE_CENTS) throw new ValidationError('Preço grande demais.');
  if (!productType.safeParse(input.productType).success)
    throw new ValidationError('Tipo de produto inválido.');
  if (!productStatus.safeParse(input.status).success) throw new ValidationError('Status inválido.');
  const { weightGrams, heightCm, widthCm, lengthCm } = input.package ?? NO_PACKAGE;
  if (
    weightGrams !== null &&
    (!Number.isInteger(weightGrams) || weightGrams < 1 || weightGrams > MAX_WEIGHT_GRAMS)
  )
    throw new ValidationError(PACKAGE_WEIGHT_MESSAGES.tooHeavy);
  for (const side of [heightCm, widthCm, lengthCm]) {
    if (side !== null && (!Number.isInteger(side) || side < 1 || side > MAX_SIDE_CM))
      throw new ValidationError(
        `As medidas devem ser números inteiros de centímetros, de 1 a ${MAX_SIDE_CM}.`,
      );
  }
}

/** GET /api/products/:id's shape. `imageKey` is the photo's upload key, if any. */
export function productView(
  product: Product,
  imageKey: string | null,
  publicUrl: string,
  checkoutDomain: string | null = null,
): ProductResponse {
  return {
    id: product.id,
    store_id: product.storeId,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price_cents: product.priceCents,
    product_type: product.productType,
    status: product.status,
    image_url: imageKey === null ? null : uploadUrl({ key: imageKey }),
    external_id: product.externalId,
    checkout_url: checkoutUrl({ id: product.storeId, checkoutDomain }, product, publicUrl),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
    ...(product.weightGrams !== null ||
    product.heightCm !== null ||
    product.widthCm !== null ||
    product.lengthCm !== null
      ? {
          package: {
            weight_grams: product.weightGrams ?? null,
            height_cm: product.heightCm ?? null,
            width_cm: product.widthCm ?? null,
            length_cm: product.lengthCm ?? null,
          },
        }
      : {}),
  };
}

/** The upload key of the product's photo, or null. */
export async function productImageKey(manager: EntityManager, product: Product): Promise<string | null> {
  if (product.imageUploadId === null) return null;
  const upload = await manager
    .getRepository(Upload)
    .findOne({ where: { id: product.imageUploadId }, select: { id: true, key: true } });
  return upload?.key ?? null;
}

/** External ids of synced products start with their shop's prefix (see services/product-sync.ts). */
const SOURCE_ID_RANGES: Record<ProductSource, [from: string, to: string]> = {
  shopify: ['gid://shopify/', 'gid://shopify0'],
  woocommerce: ['woo:', 'woo;'],
};

interface ProductListRow {
  id: number;
  name: string;
  status: ProductStatus;
  slug: string;
  image_key: string | null;
  /** Read only with `price` (see ProductListOptions). */
  price_cents?: number | string;
}

/** What the list narrows to or adds, beyond the page and the source. */
export interface ProductListOptions {
  /** Only products whose name contains this text, ignoring case (SQLite: ASCII case only). */
  q?: string;
  /** Adds each product's price_cents. */
  price?: boolean;
}

/** `%text%` with LIKE's own characters escaped, so '50%' or 'a_b' match literally (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The name filter of the list and its count: ILIKE on PostgreSQL (LIKE there minds case). */
function nameContains(sql: SqlBuilder, position: number): string {
  return `AND p."name" ${sql.kind === 'postgres' ? 'ILIKE' : 'LIKE'} ${sql.param(position)} ESCAPE '\\'`;
}

/**
 * The product screens' reads (the list and one product), asked on every visit to /produtos: each is
 * a prepared statement (see PreparedRead) and the ownership check rides along with the read, so a
 * page costs three statements, not six built by the query builder.
 */
export class ProductReads {
  readonly #db: Database;
  readonly #store: PreparedRead<{ user_id: number; checkout_domain: string | null }>;
  readonly #product: PreparedRead;
  readonly #lists = new Map<string, PreparedRead<ProductListRow>>();
  readonly #counts = new Map<string, PreparedRead<{ total: number | string }>>();

  constructor(db: Database) {
    this.#db = db;
    this.#store = new PreparedRead(
      db,
      (sql) => `SELECT s."user_id", (${verifiedDomainOf(sql, 's')}) AS "checkout_domain"
        FROM ${sql.table(Store)} s WHERE s."id" = ${sql.param(1)}`,
    );
    this.#product = new PreparedRead(
      db,
      (sql) => `SELECT ${sql.columns(Product, 'p')}, (${imageKeyOf(sql, 'p')}) AS "image_key"
        FROM ${sql.table(Product)} p WHERE p."id" = ${sql.param(1)}`,
    );
  }

  /**
   * The store's products, newest first: all of them, or page `page` (PRODUCT_PAGE_SIZE rows) when
   * given, only those synced from `source` when given, only those whose name contains `options.q`
   * when given (the total counts the same ones), with their prices when `options.price`. 404 for a
   * store that does not exist, 403 for another merchant's. Both the page and the total are ranges
   * of the (store_id, id) index (or of (store_id, external_id) for a source).
   */
  async list(
    userId: number,
    storeId: number,
    publicUrl: string,
    page?: number,
    source?: ProductSource,
    options: ProductListOptions = {},
  ): Promise<{ items: ProductListItem[]; total: number }> {
    if (page !== undefined && (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)) {
      throw new ValidationError('Página inválida.');
    }
    const { manager } = this.#db;
    const store = await this.#store.first(manager, [storeId]);
    if (!store) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
    if (Number(store.user_id) !== userId) throw new ForbiddenError(STORE_FORBIDDEN_MESSAGE);
    const range = source ? SOURCE_ID_RANGES[source] : [];
    const q = options.q?.trim() ? [containsPattern(options.q.trim())] : [];
    const price = options.price === true;
    const [rows, counted] = await Promise.all([
      this.#listRead(page !== undefined, source !== undefined, q.length > 0, price).all(manager, [
        storeId,
        ...range,
        ...q,
        ...(page !== undefined ? [PRODUCT_PAGE_SIZE, (page - 1) * PRODUCT_PAGE_SIZE] : []),
      ]),
      this.#countRead(source !== undefined, q.length > 0).first(manager, [storeId, ...range, ...q]),
    ]);
    const checkoutDomain = store.checkout_domain;
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        image_url: row.image_key ? uploadUrl({ key: row.image_key }) : PRODUCT_PLACEHOLDER_IMAGE_URL,
        status: row.status,
        checkout_url: checkoutUrl({ id: storeId, checkoutDomain }, row, publicUrl),
        ...(price ? { price_cents: Number(row.price_cents) } : {}),
      })),
      total: Number(counted?.total ?? 0),
    };
  }

  /** One of the merchant's products as GET /api/products/:id answers it; 404 when not theirs. */
  async read(userId: number, productId: number, publicUrl: string): Promise<ProductResponse> {
    const { manager } = this.#db;
    const row = await this.#product.first(manager, [productId]);
    const product = row ? this.#product.hydrate(Product, row, 'p') : null;
    // Another merchant's product is answered as missing, never as forbidden: its id reveals nothing.
    const store = product ? await this.#store.first(manager, [product.storeId]) : undefined;
    if (!product || !store || Number(store.user_id) !== userId)
      throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
    return productView(product, (row?.image_key as string | null) ?? null, publicUrl, store.checkout_domain);
  }

  #listRead(
    paged: boolean,
    bySource: boolean,
    byName: boolean,
    price: boolean,
  ): PreparedRead<ProductListRow> {
    const key = `${paged}:${bySource}:${byName}:${price}`;
    let read = this.#lists.get(key);
    if (!read) {
      // Parameters in the order the text reads them (SQLite's '?' are positional): store, source range, name, page.
      const namePosition = bySource ? 4 : 2;
      const limitPosition = namePosition + (byName ? 1 : 0);
      read = new PreparedRead(
        this.#db,
        (sql) => `SELECT p."id", p."name", p."status", p."slug", (${imageKeyOf(sql, 'p')}) AS "image_key"
          ${price ? ', p."price_cents"' : ''}
          FROM ${sql.table(Product)} p WHERE p."store_id" = ${sql.param(1)}
          ${bySource ? `AND p."external_id" >= ${sql.param(2)} AND p."external_id" < ${sql.param(3)}` : ''}
          ${byName ? nameContains(sql, namePosition) : ''}
          ORDER BY p."id" DESC
          ${paged ? `LIMIT ${sql.param(limitPosition)} OFFSET ${sql.param(limitPosition + 1)}` : ''}`,
      );
      this.#lists.set(key, read);
    }
    return read;
  }

  #countRead(bySource: boolean, byName: boolean): PreparedRead<{ total: number | string }> {
    const key = `${bySource}:${byName}`;
    let read = this.#counts.get(key);
    if (!read) {
      read = new PreparedRead(
        this.#db,
        (sql) => `SELECT COUNT(*) AS "total" FROM ${sql.table(Product)} p WHERE p."store_id" = ${sql.param(1)}
          ${bySource ? `AND p."external_id" >= ${sql.param(2)} AND p."external_id" < ${sql.param(3)}` : ''}
          ${byName ? nameContains(sql, bySource ? 4 : 2) : ''}`,
      );
      this.#counts.set(key, read);
    }
    return read;
  }
}

/*
 * Related rows are read as scalar subqueries rather than joins: for these one-row lookups SQLite
 * spent several times longer setting up a join than reading the rows.
 */

/** The upload key of the photo of the product `alias`, as a scalar subquery. */
function imageKeyOf(sql: SqlBuilder, alias: string): string {
  return `SELECT i."key" FROM ${sql.table(Upload)} i WHERE i."id" = ${alias}."image_upload_id"`;
}

/** The store's first verified domain (see checkoutDomainOf), as a scalar subquery on `alias`. */
function verifiedDomainOf(sql: SqlBuilder, alias: string): string {
  return `SELECT d."domain_name" FROM ${sql.table(Domain)} d
    WHERE d."store_id" = ${alias}."id" AND d."status" = 'verified' ORDER BY d."id" LIMIT 1`;
}

/** The first slug free in the store: `base`, else `base-2`, `base-3`… */
async function freeSlug(manager: EntityManager, storeId: number, base: string): Promise<string> {
  // Slugs hold only [a-z0-9-], so the prefix has no LIKE wildcard in it.
  const rows = await manager
    .getRepository(Product)
    .createQueryBuilder('product')
    .select('product.slug', 'slug')
    .where('product.storeId = :storeId', { storeId })
    .andWhere('(product.slug = :base OR product.slug LIKE :prefix)', { base, prefix: `${base}-%` })
    .getRawMany<{ slug: string }>();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/**
 * Inserts the product under the first free slug. Two creations racing for the same slug (on
 * PostgreSQL) are settled by the UNIQUE(store_id, slug) constraint: the loser's insert is undone
 * to a savepoint and it tries the next free slug (the winner's is committed by then). The
 * Shopify/WooCommerce sync creates its products through here too.
 */
export async function insertWithFreeSlug(
  manager: EntityManager,
  values: Omit<
    Product,
    'id' | 'slug' | 'createdAt' | 'updatedAt' | 'externalImageUrl' | keyof ProductPackageInput
  > &
    Partial<Pick<Product, 'externalImageUrl' | keyof ProductPackageInput>>,
): Promise<Product> {
  const base = slugify(values.name);
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(manager, values.storeId, base);
    try {
      return await manager.transaction((savepoint) => {
        const products = savepoint.getRepository(Product);
        return products.save(products.create({ ...values, slug }));
      });
    } catch (error) {
      const slugTaken =
        isUniqueViolation(error) &&
        (await manager.getRepository(Product).exists({ where: { storeId: values.storeId, slug } }));
      if (!slugTaken || attempt >= MAX_SLUG_ATTEMPTS) throw error;
    }
  }
}

/** Checks and re-encodes a product photo (see `prepareImage`); do it before the transaction. */
export function prepareProductImage(data: Buffer): Promise<PreparedImage> {
  return prepareImage(data, { allowed: PRODUCT_IMAGE_FORMATS });
}

/**
 * Creates a product in `store` (whose ownership the caller checked), with its photo when one is
 * given. The slug comes from the name, made unique within the store; it never changes afterwards.
 */
export async function createProduct(
  manager: EntityManager,
  store: Store,
  input: ProductInput,
  image: PreparedImage | undefined,
): Promise<{ product: Product; imageKey: string | null }> {
  assertProductInput(input);
  const upload = image ? await storeImage(manager, store.userId, image) : undefined;
  const product = await insertWithFreeSlug(manager, {
    storeId: store.id,
    name: input.name.trim(),
    description: input.description,
    priceCents: input.priceCents,
    productType: input.productType,
    status: input.status,
    imageUploadId: upload?.id ?? null,
    externalId: null,
    ...packageColumns(input.package),
  });
  return { product, imageKey: upload?.key ?? null };
}

/** The product when it belongs to one of the user's stores; 404 otherwise (never revealing it exists). */
export async function requireOwnedProduct(
  manager: EntityManager,
  userId: number,
  productId: number,
  options: { forUpdate?: boolean } = {},
): Promise<Product> {
  const product = await findInOwnedStore(manager, Product, userId, productId, options);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

/**
 * Saves the merchant's changes. A new photo replaces the old one (whose upload is deleted);
 * without one the photo stays. The slug stays as it is, whatever the new name.
 */
export async function updateProduct(
  manager: EntityManager,
  userId: number,
  productId: number,
  input: ProductInput,
  image: PreparedImage | undefined,
): Promise<{ product: Product; imageKey: string | null }> {
  const product = await requireOwnedProduct(manager, userId, productId, { forUpdate: true });
  assertProductInput(input);
  const previousUploadId = product.imageUploadId;
  const upload = image ? await storeImage(manager, userId, image) : undefined;
  const products = manager.getRepository(Product);
  await products.update(product.id, {
    name: input.name.trim(),
    description: input.description,
    priceCents: input.priceCents,
    productType: input.productType,
    status: input.status,
    ...packageColumns(input.package),
    ...(upload ? { imageUploadId: upload.id } : {}),
  });
  if (upload && previousUploadId !== null) await deleteUpload(manager, previousUploadId);
  const updated = await products.findOneByOrFail({ id: product.id });
  return { product: updated, imageKey: upload ? upload.key : await productImageKey(manager, updated) };
}

/** Deletes the product and its photo. */
export async function deleteProduct(
  manager: EntityManager,
  userId: number,
  productId: number,
): Promise<void> {
  const product = await requireOwnedProduct(manager, userId, productId, { forUpdate: true });
  await manager.getRepository(Product).delete({ id: product.id });
  if (product.imageUploadId !== null) await deleteUpload(manager, product.imageUploadId);
}
