import type { CheckoutAction, CheckoutPageView, CheckoutView } from '@pagora/contract/checkout-core';
import { CheckoutPage, OrderResultPage } from '@pagora/ui/checkout';
import { useEffect, useState } from 'react';
import { useCheckoutActions } from './useCheckoutActions.ts';
import { useOrderFollowUp } from './useOrderFollowUp.ts';
import { usePreviewSettings } from './usePreviewSettings.ts';

export const unavailableTitle = 'Produto indisponível';

/** What the server embeds beside the markup: the view and the time it rendered with. */
export interface HydrationPayload {
  view: CheckoutView;
  now: string;
}

interface CheckoutRootProps {
  initialView: CheckoutView;
  now: string;
}

/**
 * The page the server renders and the browser hydrates. On the server it is static markup; in the
 * browser it takes over the forms (fetch instead of full posts), follows pending payments and, in
 * the builder's preview, applies the merchant's unsaved settings.
 */
export function CheckoutRoot({ initialView, now }: CheckoutRootProps) {
  if (initialView.kind === 'order') return <OrderRoot initialView={initialView} now={now} />;
  return <CheckoutFormRoot initialView={initialView} now={now} />;
}

function CheckoutFormRoot({ initialView, now }: { initialView: CheckoutPageView; now: string }) {
  const [view, setView] = useState(initialView);
  const { onAction, pending } = useCheckoutActions(view, setView);
  usePreviewSettings(view.mode === 'preview', setView);
  return <CheckoutPage view={view} now={now} onAction={onAction} pending={pending} />;
}

function OrderRoot({
  initialView,
  now,
}: {
  initialView: Extract<CheckoutView, { kind: 'order' }>;
  now: string;
}) {
  useOrderFollowUp(initialView);
  const [currentNow, setCurrentNow] = useState(now);
  // Hydrate with the server's time, then keep the page's clock running.
  useEffect(() => setCurrentNow(new Date().toISOString()), []);
  return <OrderResultPage view={initialView} now={currentNow} />;
}

export type { CheckoutAction };
