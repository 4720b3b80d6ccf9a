import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /logistica: its title and an honest empty state until a later release builds the page. */
export default function ShippingRoute() {
  return <PlaceholderScreen {...placeholderPages.shipping} />;
}
