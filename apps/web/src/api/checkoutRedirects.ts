import type { CheckoutRedirects, CheckoutRedirectsPayload } from '@pagora/contract';
import { api } from './client.ts';

/**
 * PUT /api/checkout-redirects — where buyers go after paying with each method. Each URL as typed
 * after the fixed 'https://' (empty or null = no redirect); the answer has the full URLs.
 */
export const saveCheckoutRedirects = (body: CheckoutRedirectsPayload) =>
  api.put('checkout-redirects', { json: body }).json<CheckoutRedirects>();
