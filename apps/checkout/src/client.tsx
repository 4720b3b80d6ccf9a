/** The browser entry: hydrates the page the server rendered, with the view it embedded. */
import { hydrateRoot } from 'react-dom/client';
import { CheckoutRoot, type HydrationPayload } from './CheckoutRoot.tsx';

const root = document.getElementById('checkout-root');
const data = document.getElementById('checkout-view');
if (root && data?.textContent) {
  const payload = JSON.parse(data.textContent) as HydrationPayload;
  hydrateRoot(root, <CheckoutRoot initialView={payload.view} now={payload.now} />);
}
