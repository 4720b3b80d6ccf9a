import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /gateways: its title and an honest empty state until a later release builds the page. */
export default function GatewaysRoute() {
  return <PlaceholderScreen {...placeholderPages.gateways} />;
}
