import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { integerField, reaisTextField } from './number-fields.ts';
import { plainText } from './text.ts';

/** Products page size: the list pages by 50 and the server enforces it when a page is asked for. */
export const PRODUCT_PAGE_SIZE = 50;
/** Shown where a product has no photo; served by the server itself. */
export const PRODUCT_PLACEHOLDER_IMAGE_URL = '/produto-sem-foto.svg';
/** Image types accepted for product photos (sniffed from the bytes on the server). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const productStatus = z.enum(['active', 'inactive'], { error: 'Status inválido.' });
export type ProductStatus = z.infer<typeof productStatus>;

export const productType = z.enum(['physical', 'digital'], { error: 'Tipo de produto inválido.' });
export type ProductType = z.infer<typeof productType>;

/** The product types the form offers, with their Portuguese labels. */
export const PRODUCT_TYPE_OPTIONS: { id: ProductType; label: string }[] = [
  { id: 'physical', label: 'Produto físico' },
  { id: 'digital', label: 'Produto digital' },
];

/** Where synced products came from (the /apps tabs list only theirs). */
export const PRODUCT_SOURCES = ['shopify', 'woocommerce'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** GET /api/products?store_id=&page=&q=&include=price — the whole list, or one page of 50 when `page` is given. */
export const productListQuery = z.object({
  store_id: storeId,
  page: integerField({ invalid: 'Página inválida.' })
    .pipe(z.number().positive('Página inválida.'))
    .optional(),
  source: z.enum(PRODUCT_SOURCES, { error: 'Origem de produto inválida.' }).optional(),
  /** Part of the product's name (any case); empty means no filter. */
  q: z
    .string()
    .trim()
    .max(120, 'A busca deve ter no máximo 120 caracteres.')
    .optional()
    .transform((value) => value || undefined),
  /** `price` adds each product's price_cents (opt-in: the default items stay as they were). */
  include: z.literal('price', { error: 'Valor de include inválido: use price.' }).optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

/** Response header with the store's total number of products (for the count and the pager). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const productListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The photo, or PRODUCT_PLACEHOLDER_IMAGE_URL when there is none. */
  image_url: z.string(),
  status: productStatus,
  /** Where buyers pay for it (see Product.checkout_url). */
  checkout_url: z.string(),
  /** Only with `include=price`. */
  price_cents: z.number().int().optional(),
});
export type ProductListItem = z.infer<typeof productListItem>;
export const productListResponse = z.array(productListItem);

/** Weight and sizes for freight quotes; absent on products that have none of them. */
export interface ProductPackage {
  weight_grams: number | null;
  height_cm: number | null;
  width_cm: number | null;
  length_cm: number | null;
}

export const WEIGHT_UNITS = ['g', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** 100 kg: above this no parcel carrier takes it (and it is a typing mistake). */
export const MAX_WEIGHT_GRAMS = 100_000;
/** 200 cm per side: the largest parcel the carriers quoted through Melhor Envio accept. */
export const MAX_SIDE_CM = 200;

/** Optional text of a multipart field: empty means "not set" (null). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

/**
 * What the weight and size checks say. The admin puts each on its field by matching these (the
 * server answers `{error}` with one of them).
 */
export const PACKAGE_WEIGHT_MESSAGES = {
  invalid: 'Peso inválido: use um número positivo, por exemplo 300 ou 1,5.',
  notPositive: 'O peso deve ser maior que zero.',
  grams: 'Em gramas, informe um número inteiro (ex.: 300).',
  tooLight: 'O peso deve ser de pelo menos 1 g.',
  tooHeavy: `O peso deve ser de no máximo ${MAX_WEIGHT_GRAMS / 1000} kg.`,
  unit: 'Unidade de peso inválida: use g ou kg.',
} as const;

export const PACKAGE_SIDES = ['height', 'width', 'length'] as const;
export type PackageSide = (typeof PACKAGE_SIDES)[number];

const sideMessage = (label: string) =>
  `${label} deve ser um número inteiro de centímetros, de 1 a ${MAX_SIDE_CM}.`;

export const PACKAGE_SIDE_MESSAGES: Record<PackageSide, string> = {
  height: sideMessage('A altura'),
  width: sideMessage('A largura'),
  length: sideMessage('O comprimento'),
};

type Parsed = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * The weight as typed, in its unit: '300' (g) or '1,5' (kg, up to 3 decimals); null when empty.
 * The unit is applied (and the 100 kg ceiling checked) by `packageWeightGrams`.
 */
export function parsePackageWeight(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,6}([.,]\d{1,3})?$/.test(trimmed))
    return { ok: false, message: PACKAGE_WEIGHT_MESSAGES.invalid };
  const value = Number(trimmed.replace(',', '.'));
  if (value <= 0) return { ok: false, message: PACKAGE_WEIGHT_MESSAGES.notPositive };
  return { ok: true, value };
}

/** A side as typed: whole centimetres, 1 to MAX_SIDE_CM; null when empty. */
export function parsePackageSide(side: PackageSide, text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  return /^\d{1,4}$/.test(trimmed) && value >= 1 && value <= MAX_SIDE_CM
    ? { ok: true, value }
    : { ok: false, message: PACKAGE_SIDE_MESSAGES[side] };
}

/** A multipart field through one of the parsers above. */
function packageField(parse: (text: string) => Parsed) {
  return optionalText.transform((text, ctx) => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
}

/** The typed weight in grams, or an error message. */
export function packageWeightGrams(
  weight: number | null,
  unit: WeightUnit,
): { ok: true; grams: number | null } | { ok: false; message: string } {
  if (weight === null) return { ok: true, grams: null };
  if (unit === 'g' && !Number.isInteger(weight)) return { ok: false, message: PACKAGE_WEIGHT_MESSAGES.grams };
  const grams = unit === 'kg' ? Math.round(weight * 1000) : weight;
  if (grams < 1) return { ok: false, message: PACKAGE_WEIGHT_MESSAGES.tooLight };
  if (grams > MAX_WEIGHT_GRAMS) return { ok: false, message: PACKAGE_WEIGHT_MESSAGES.tooHeavy };
  return { ok: true, grams };
}

/** GET /api/products/:id */
export const productResponse = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  product_type: productType,
  status: productStatus,
  /** The photo, or null when there is none. */
  image_url: z.string().nullable(),
  /** Id of the product in Shopify when it came from a sync. */
  external_id: z.string().nullable(),
  /** Where buyers pay for it: the store's verified domain when it has one, else Pagora's own host. */
  checkout_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Present when the product has a weight or any size (for freight quotes). */
  package: z
    .object({
      weight_grams: z.number().int().nullable(),
      height_cm: z.number().int().nullable(),
      width_cm: z.number().int().nullable(),
      length_cm: z.number().int().nullable(),
    })
    .optional(),
});
export type Product = z.infer<typeof productResponse>;

/**
 * The text fields of POST /api/products and PUT /api/products/:id (multipart; the photo is the
 * `image` file part). Price is what the merchant typed, read by `parseReais`: "49,90", "49.90",
 * "1.234,56" or "49"; the ambiguous "1.234" is refused.
 */
export const productFormFields = z.object({
  title: z
    .string({ error: 'Informe o título do produto.' })
    .trim()
    .min(1, 'Informe o título do produto.')
    .max(120, 'O título deve ter no máximo 120 caracteres.')
    .check(plainText),
  description: z
    .string({ error: 'Informe a descrição do produto.' })
    .trim()
    .min(1, 'Informe a descrição do produto.')
    .max(5000, 'A descrição deve ter no máximo 5000 caracteres.'),
  price: reaisTextField({
    missing: 'Informe o preço do produto.',
    invalid: 'Informe um preço válido, por exemplo 49,90.',
  }),
  productType: productType.default('physical'),
  status: productStatus.default('active'),
  weight: packageField(parsePackageWeight),
  weight_unit: z.enum(WEIGHT_UNITS, { error: PACKAGE_WEIGHT_MESSAGES.unit }).default('g'),
  height: packageField((text) => parsePackageSide('height', text)),
  width: packageField((text) => parsePackageSide('width', text)),
  length: packageField((text) => parsePackageSide('length', text)),
});
export type ProductFormFields = z.input<typeof productFormFields>;

/** POST /api/products: the fields above plus the active store. */
export const createProductFields = productFormFields.extend({ store_id: storeId });
export type CreateProductFields = z.input<typeof createProductFields>;
