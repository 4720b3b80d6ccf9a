import type { CheckoutPageView } from '@pagora/contract/checkout-core';
import { CheckoutPage } from '@pagora/ui/checkout';
import { useState } from 'react';
import { useCardTokenizer } from '../card-tokenizer/useCardTokenizer.ts';
import { useCepLookup } from '../useCepLookup.ts';
import { useCheckoutActions } from '../useCheckoutActions.ts';
import { usePreviewSettings } from '../usePreviewSettings.ts';

/**
 * The checkout form. On the server it is static markup; in the browser its forms go through
 * fetch (the server still validates and computes everything), a store whose card gateway
 * tokenizes in the browser gets the gateway's fields and, in the builder's preview, it re-renders
 * with the merchant's unsaved settings.
 */
export function CheckoutFormRoot({ initialView, now }: { initialView: CheckoutPageView; now: string }) {
  const [view, setView] = useState(initialView);
  const { secureCard, tokenize } = useCardTokenizer(view);
  const { onAction, pending } = useCheckoutActions(view, setView, tokenize);
  const { cepStatus, onCepComplete } = useCepLookup(view, onAction);
  usePreviewSettings(view.mode === 'preview', setView);
  return (
    <CheckoutPage
      view={view}
      now={now}
      onAction={onAction}
      pending={pending}
      secureCard={secureCard}
      onCepComplete={onCepComplete}
      cepStatus={cepStatus}
    />
  );
}
