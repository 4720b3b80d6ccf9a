import type { Product } from '@pagora/contract';
import { samplePhoto } from '../ProductsScreen/ProductsScreen.fixtures.ts';

export const product: Product = {
  id: 128,
  store_id: 12,
  name: 'Camiseta Básica Algodão Orgânico',
  slug: 'camiseta-basica-algodao-organico',
  description:
    'Camiseta unissex de algodão orgânico, gola careca e costura reforçada.\nDisponível do P ao GG; lave do avesso em água fria.',
  price_cents: 4990,
  product_type: 'physical',
  status: 'active',
  image_url: samplePhoto('shirt', '#1e3a8a', '#93c5fd'),
  external_id: null,
  checkout_url: 'https://checkout.lojadaana.com.br/camiseta-basica-algodao-organico',
  created_at: '2026-03-14T15:30:00.000Z',
  updated_at: '2026-03-20T10:00:00.000Z',
};

/** A digital, inactive product without a photo, on Pagora's own checkout host. */
export const productWithoutPhoto: Product = {
  ...product,
  id: 124,
  name: 'E-book: Guia de Vendas Online',
  slug: 'e-book-guia-de-vendas-online',
  description: 'Guia em PDF com 120 páginas sobre como vender pela internet.',
  price_cents: 123456,
  product_type: 'digital',
  status: 'inactive',
  image_url: null,
  checkout_url: 'https://pagora.com.br/c/12/e-book-guia-de-vendas-online',
};

/** A physical product with its weight and sizes set, for exact freight quotes. */
export const productWithPackage: Product = {
  ...product,
  package: { weight_grams: 450, height_cm: 8, width_cm: 12, length_cm: 12 },
};
