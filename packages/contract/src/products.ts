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

/** GET /api/products?store_id=&page= — the whole list, or one page of 50 when `page` is given. */
/** Where synced products came from (the /apps tabs list only theirs). */
export const PRODUCT_SOURCES = ['shopify', 'woocommerce'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

export const productListQuery = z.object({
  store_id: storeId,
  page: integerField({ invalid: 'Página inválida.' })
    .pipe(z.number().positive('Página inválida.'))
    .optional(),
  source: z.enum(PRODUCT_SOURCES, { error: 'Origem de produto inválida.' }).optional(),
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
});
export type ProductListItem = z.infer<typeof productListItem>;
export const productListResponse = z.array(productListItem);

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
});
export type ProductFormFields = z.input<typeof productFormFields>;

/** POST /api/products: the fields above plus the active store. */
export const createProductFields = productFormFields.extend({ store_id: storeId });
export type CreateProductFields = z.input<typeof createProductFields>;
