import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /apps: its title and an honest empty state until a later release builds the page. */
export default function AppsRoute() {
  return <PlaceholderScreen {...placeholderPages.apps} />;
}
