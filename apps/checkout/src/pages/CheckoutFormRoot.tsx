import type { CheckoutPageView } from '@pagora/contract/checkout-core';
import { CheckoutPage } from '@pagora/ui/checkout';
import { useState } from 'react';
import { useCheckoutActions } from '../useCheckoutActions.ts';
import { usePreviewSettings } from '../usePreviewSettings.ts';

/**
 * The checkout form. On the server it is static markup; in the browser its forms go through
 * fetch (the server still validates and computes everything) and, in the builder's preview, it
 * re-renders with the merchant's unsaved settings.
 */
export function CheckoutFormRoot({ initialView, now }: { initialView: CheckoutPageView; now: string }) {
  const [view, setView] = useState(initialView);
  const { onAction, pending } = useCheckoutActions(view, setView);
  usePreviewSettings(view.mode === 'preview', setView);
  return <CheckoutPage view={view} now={now} onAction={onAction} pending={pending} />;
}
