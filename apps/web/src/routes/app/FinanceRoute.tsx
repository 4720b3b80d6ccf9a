import { PlaceholderScreen, placeholderPages } from '@pagora/ui';

/** /financeiro: its title and an honest empty state until a later release builds the page. */
export default function FinanceRoute() {
  return <PlaceholderScreen {...placeholderPages.finance} />;
}
