import {
  type CheckoutPageView,
  type CheckoutSettings,
  pricePayment,
  supportWhatsappUrl,
  totalsBeforeTerms,
} from '@pagora/contract/checkout-core';
import { useEffect } from 'react';

/** Message the builder posts into the preview iframe with the merchant's unsaved settings. */
export interface PreviewSettingsMessage {
  type: 'pagora:preview-settings';
  settings: CheckoutSettings;
}

function isPreviewMessage(data: unknown): data is PreviewSettingsMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'pagora:preview-settings' &&
    typeof (data as { settings?: unknown }).settings === 'object'
  );
}

/** In the builder's preview, re-renders the real checkout with the settings the builder sends (same origin only). */
export function usePreviewSettings(
  enabled: boolean,
  setView: (update: (view: CheckoutPageView) => CheckoutPageView) => void,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
      const { settings } = event.data;
      setView((view) => {
        const method = settings.options.preselected_payment;
        // The draft's payment terms, with the contract's arithmetic (the same as the server's).
        const pricing = pricePayment(
          totalsBeforeTerms(view.totals),
          { method, installments: Number.parseInt(view.values.installments, 10) || 1 },
          settings.options,
        );
        return {
          ...view,
          settings,
          payment_methods: [
            settings.options.preselected_payment,
            ...settings.options.payment_methods.filter(
              (method) => method !== settings.options.preselected_payment,
            ),
          ].filter((method) => method !== 'pix' || settings.options.pix_key !== ''),
          values: { ...view.values, payment_method: method, installments: String(pricing.installments) },
          totals: pricing.totals,
          installment_options: pricing.installment_options,
          pix_discount: pricing.pix_discount,
          // The link as the server will build it once the draft is saved.
          support_whatsapp_url: supportWhatsappUrl(
            settings.footer.support_whatsapp,
            view.store_name,
            view.product.name,
          ),
        };
      });
    };
    window.addEventListener('message', onMessage);
    // Tell the builder the preview is listening, so it sends the current draft right away.
    window.parent.postMessage({ type: 'pagora:preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, setView]);
}
