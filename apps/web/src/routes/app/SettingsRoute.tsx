import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /configuracoes: its title and an honest empty state until a later release builds the page. */
export default function SettingsRoute() {
  return <PlaceholderScreen {...placeholderPages.settings} />;
}
