import type { Product, Store } from '../db/entities/index.ts';

/**
 * Where buyers pay for a product. The one place that builds checkout links: on the store's
 * verified custom domain when the caller passes it (`https://<domain>/<slug>`, see
 * services/domains.ts `checkoutDomainOf`), else on Pagora's own host (`<publicUrl>/c/<store id>/<slug>`).
 */
export function checkoutUrl(
  store: Pick<Store, 'id'> & { checkoutDomain?: string | null },
  product: Pick<Product, 'slug'>,
  publicUrl: string,
): string {
  const slug = encodeURIComponent(product.slug);
  if (store.checkoutDomain) return `https://${store.checkoutDomain}/${slug}`;
  return `${publicUrl}/c/${store.id}/${slug}`;
}
