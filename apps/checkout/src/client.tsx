/**
 * The browser entry: hydrates the page the server rendered, with the view it embedded. Each kind
 * of page is its own chunk (the server preloads the right one), so the checkout's first view does
 * not carry the order page, and the store's language is loaded before hydrating.
 */
import { loadCheckoutText } from '@pagora/ui/checkout';
import { hydrateRoot } from 'react-dom/client';
import type { HydrationPayload } from './payload.ts';

async function hydrate(): Promise<void> {
  const root = document.getElementById('checkout-root');
  const data = document.getElementById('checkout-view');
  if (!root || !data?.textContent) return;
  const { view, now } = JSON.parse(data.textContent) as HydrationPayload;
  if (view.kind === 'order') {
    const [{ OrderRoot }] = await Promise.all([
      import('./pages/OrderRoot.tsx'),
      loadCheckoutText(view.settings.options.language),
    ]);
    hydrateRoot(root, <OrderRoot initialView={view} now={now} />);
  } else {
    const [{ CheckoutFormRoot }] = await Promise.all([
      import('./pages/CheckoutFormRoot.tsx'),
      loadCheckoutText(view.settings.options.language),
    ]);
    hydrateRoot(root, <CheckoutFormRoot initialView={view} now={now} />);
  }
}

void hydrate();
