import type { Product, Store } from '../entities/index.ts';

/**
 * Where buyers pay for a product. The one place that builds checkout links: for now always on
 * Pagora's own host (`<publicUrl>/c/<store id>/<slug>`); verified custom domains will change it here.
 */
export function checkoutUrl(
  store: Pick<Store, 'id'>,
  product: Pick<Product, 'slug'>,
  publicUrl: string,
): string {
  return `${publicUrl}/c/${store.id}/${encodeURIComponent(product.slug)}`;
}
