import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_PLACEHOLDER_IMAGE_URL,
  type ProductListItem,
  slugify,
} from '@pagora/contract';

/** Drawings of the product shapes used by the sample photos (viewBox 0 0 96 96). */
const shapes = {
  shirt: '<path d="M34 18 20 26l-10 16 12 7 6-9v40h40V40l6 9 12-7-10-16-14-8c-2 7-8 11-14 11s-12-4-14-11z"/>',
  mug: '<path d="M22 28h40v38a10 10 0 0 1-10 10H32a10 10 0 0 1-10-10z"/><path d="M62 38h6a10 10 0 0 1 0 20h-6v-7h6a3 3 0 0 0 0-6h-6z"/>',
  bag: '<path d="M20 34h56l-4 46H24z"/><path d="M36 34v-6a12 12 0 0 1 24 0v6h-6v-6a6 6 0 0 0-12 0v6z"/>',
  bottle: '<path d="M40 12h16v12l6 10v46a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4V34l6-10z"/>',
  book: '<path d="M20 20h24a6 6 0 0 1 6 6v54a6 6 0 0 0-6-6H20zM76 20H56a6 6 0 0 0-6 6v54a6 6 0 0 1 6-6h20z"/>',
  cap: '<path d="M14 58c0-20 14-34 34-34s34 14 34 34z"/><path d="M48 58h38a4 4 0 0 1 0 8H48z"/>',
};

/** A sample product photo: a shape on a coloured background, inline so stories need no network. */
export function samplePhoto(shape: keyof typeof shapes, background: string, foreground: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><g fill="${foreground}">${shapes[shape]}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A sample product of store 12, with its checkout link on Pagora's own host and its price (`include=price`). */
function item(
  id: number,
  name: string,
  image_url: string,
  status: ProductListItem['status'],
  price_cents: number,
): ProductListItem {
  return {
    id,
    name,
    image_url,
    status,
    checkout_url: `https://pagora.com.br/c/12/${slugify(name)}`,
    price_cents,
  };
}

export const products: ProductListItem[] = [
  item(128, 'Camiseta Básica Algodão Orgânico', samplePhoto('shirt', '#1e3a8a', '#93c5fd'), 'active', 7990),
  item(127, 'Caneca Esmaltada 350 ml', samplePhoto('mug', '#7c2d12', '#fdba74'), 'active', 4590),
  item(126, 'Ecobag de Lona Crua', samplePhoto('bag', '#365314', '#d9f99d'), 'inactive', 3990),
  item(
    125,
    'Garrafa Térmica Inox 750 ml — Edição Limitada Verão 2026 com Tampa Bambu',
    samplePhoto('bottle', '#134e4a', '#5eead4'),
    'active',
    18990,
  ),
  item(124, 'E-book: Guia de Vendas Online', samplePhoto('book', '#4c1d95', '#c4b5fd'), 'active', 2700),
  item(123, 'Boné Aba Curva', PRODUCT_PLACEHOLDER_IMAGE_URL, 'inactive', 5990),
  item(122, 'Boné Trucker Bordado', samplePhoto('cap', '#831843', '#f9a8d4'), 'active', 6990),
];

/** The store's total in the stories with several pages: 128 products, 3 pages of 50. */
export const manyProductsTotal = 128;
export const manyProductsPageCount = Math.ceil(manyProductsTotal / PRODUCT_PAGE_SIZE);
