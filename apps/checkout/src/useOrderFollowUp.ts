import type { OrderResultView, OrderStatusResponse } from '@pagora/contract/checkout-core';
import { useEffect } from 'react';

const POLL_MS = 3000;
const REDIRECT_DELAY_MS = 5000;

/**
 * A pending PIX/boleto page asks the store every few seconds and reloads when the payment
 * changes (the server renders the paid page, the upsell or the redirect); an approved page
 * redirects to the store's URL after the countdown.
 */
export function useOrderFollowUp(view: OrderResultView): void {
  useEffect(() => {
    if (view.order.status !== 'pending') return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(view.status_url, { headers: { Accept: 'application/json' } });
        if (!response.ok || stopped) return;
        const { status } = (await response.json()) as OrderStatusResponse;
        if (status !== view.order.status) window.location.reload();
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [view.order.status, view.status_url]);

  useEffect(() => {
    if (!view.redirect_url || view.upsell) return;
    const url = view.redirect_url;
    const timer = window.setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [view.redirect_url, view.upsell]);
}
