import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /produtos/editar/:id: its title and an honest empty state until a later release builds the page. */
export default function ProductEditRoute() {
  return <PlaceholderScreen {...placeholderPages.productEdit} />;
}
