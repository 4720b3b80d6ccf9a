import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /dashboard: its title and an honest empty state until a later release builds the page. */
export default function DashboardRoute() {
  return <PlaceholderScreen {...placeholderPages.dashboard} />;
}
