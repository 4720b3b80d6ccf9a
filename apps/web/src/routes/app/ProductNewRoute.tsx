import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /produtos/novo: its title and an honest empty state until a later release builds the page. */
export default function ProductNewRoute() {
  return <PlaceholderScreen {...placeholderPages.productNew} />;
}
