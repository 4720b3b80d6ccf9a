import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /marketing: its title and an honest empty state until a later release builds the page. */
export default function MarketingRoute() {
  return <PlaceholderScreen {...placeholderPages.marketing} />;
}
