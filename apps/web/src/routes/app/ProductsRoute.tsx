import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /produtos: its title and an honest empty state until a later release builds the page. */
export default function ProductsRoute() {
  return <PlaceholderScreen {...placeholderPages.products} />;
}
