import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /configuracao-checkout: its title and an honest empty state until a later release builds the page. */
export default function CheckoutSettingsRoute() {
  return <PlaceholderScreen {...placeholderPages.checkoutSettings} />;
}
