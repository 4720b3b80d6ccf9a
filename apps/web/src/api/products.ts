import {
  type MessageResponse,
  type Product,
  type ProductFormFields,
  type ProductListItem,
  type ProductSource,
  TOTAL_COUNT_HEADER,
} from '@pagora/contract';
import { api } from './client.ts';

/** The product form's fields as typed (price "49,90") and an optional new photo. */
export interface ProductValues extends ProductFormFields {
  image?: File | null;
}

/**
 * One page (of PRODUCT_PAGE_SIZE) of the store's products (only a shop's synced ones with `source`,
 * only names containing `q`, with prices when `withPrice`), newest first, and the total.
 */
export async function listProducts(
  storeId: number,
  page: number,
  source?: ProductSource,
  options: { q?: string; withPrice?: boolean } = {},
): Promise<{ products: ProductListItem[]; total: number }> {
  const searchParams: Record<string, string | number> = { store_id: storeId, page };
  if (source) searchParams.source = source;
  if (options.q) searchParams.q = options.q;
  if (options.withPrice) searchParams.include = 'price';
  const response = await api.get('products', { searchParams });
  const products = await response.json<ProductListItem[]>();
  const total = Number.parseInt(response.headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { products, total: Number.isFinite(total) ? total : products.length };
}

/** Every product of the store, newest first (no `page`): for choosers such as the offers' products. */
export const listAllProducts = (storeId: number) =>
  api.get('products', { searchParams: { store_id: storeId } }).json<ProductListItem[]>();

export const getProduct = (id: number) => api.get(`products/${id}`).json<Product>();

/** The product's multipart body: title, description, price, productType, status, image, weight and sizes (and store_id on create). */
function productForm(values: ProductValues, storeId?: number): FormData {
  const body = new FormData();
  body.append('title', values.title);
  body.append('description', values.description);
  body.append('price', values.price);
  if (storeId !== undefined) body.append('store_id', String(storeId));
  if (values.productType) body.append('productType', values.productType);
  if (values.status) body.append('status', values.status);
  if (values.image) body.append('image', values.image);
  // Weight and sizes always go (empty clears them), so editing can remove them too.
  for (const field of ['weight', 'height', 'width', 'length'] as const)
    body.append(field, values[field] ?? '');
  if (values.weight_unit) body.append('weight_unit', values.weight_unit);
  return body;
}

/** POST /api/products for the given (active) store. */
export const createProduct = (storeId: number, values: ProductValues) =>
  api.post('products', { body: productForm(values, storeId) }).json<Product>();

/** PUT /api/products/:id; without a new image the current photo stays. */
export const updateProduct = (id: number, values: ProductValues) =>
  api.put(`products/${id}`, { body: productForm(values) }).json<Product>();

export const deleteProduct = (id: number) => api.delete(`products/${id}`).json<MessageResponse>();
