import type { CheckoutView } from '@pagora/contract/checkout-core';

/** What the server embeds beside the markup: the view and the time it rendered with. */
export interface HydrationPayload {
  view: CheckoutView;
  now: string;
}

export const unavailableTitle = 'Produto indisponível';
export const outageTitle = 'Estamos com instabilidade';
