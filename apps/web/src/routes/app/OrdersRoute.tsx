import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /pedidos: its title and an honest empty state until a later release builds the page. */
export default function OrdersRoute() {
  return <PlaceholderScreen {...placeholderPages.orders} />;
}
