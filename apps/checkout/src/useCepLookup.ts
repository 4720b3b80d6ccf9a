import type { CepLookupStatus, CheckoutAction, CheckoutPageView } from '@pagora/contract/checkout-core';
import { useCallback, useRef, useState } from 'react';

/** What GET <cep_lookup_url>/<cep> answers (CepLookupResponse in the contract). */
interface CepAddress {
  street: string;
  district: string;
  city: string;
  state: string;
}

/** Longer than the server's own limit on the service, so its 503 arrives first. */
const LOOKUP_TIMEOUT_MS = 6000;

/**
 * The CEP lookup as the buyer types: asks Pagora's lookup for the address, then sends the form
 * with the address parts found as an 'update', so the server saves them and answers the view with
 * the carriers' quotes for that CEP. Whatever happens (unknown CEP, slow or failing service, no
 * network) the fields stay editable and the update still goes, so the buyer can always continue.
 */
export function useCepLookup(
  view: CheckoutPageView,
  onAction: (action: CheckoutAction, data: FormData) => void,
) {
  const [cepStatus, setCepStatus] = useState<CepLookupStatus | null>(null);
  const latest = useRef('');

  const onCepComplete = useCallback(
    async (cep: string, form: HTMLFormElement) => {
      const url = view.cep_lookup_url;
      if (!url) return;
      latest.current = cep;
      setCepStatus('loading');
      let address: CepAddress | null = null;
      let status: CepLookupStatus = 'unavailable';
      try {
        const response = await fetch(`${url}/${cep}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
        if (response.ok) {
          address = (await response.json()) as CepAddress;
          status = 'found';
        } else if (response.status === 404 || response.status === 400) {
          status = 'not_found';
        }
      } catch {
        status = 'unavailable';
      }
      // The buyer typed another CEP meanwhile: that lookup's answer is the one to show.
      if (latest.current !== cep) return;
      setCepStatus(status);
      const data = new FormData(form);
      if (address) {
        for (const field of ['street', 'district', 'city', 'state'] as const) {
          if (address[field]) data.set(field, address[field]);
        }
      }
      onAction('update', data);
    },
    [view.cep_lookup_url, onAction],
  );

  return { cepStatus, onCepComplete };
}
