import {
  type CheckoutAction,
  type CheckoutPageView,
  type CheckoutPostResponse,
  type CheckoutStep,
  RAW_CARD_FIELDS,
} from '@pagora/contract/checkout-core';
import { useCallback, useRef, useState } from 'react';
import type { CardTokenizeFn } from './card-tokenizer/useCardTokenizer.ts';

const NETWORK_ERROR = 'Não foi possível falar com a loja. Verifique sua conexão e tente novamente.';

/** The step before or after `step` among the checkout's steps. */
function neighbourStep(view: CheckoutPageView, direction: 1 | -1): CheckoutStep {
  const index = view.steps.indexOf(view.step);
  return view.steps[Math.min(view.steps.length - 1, Math.max(0, index + direction))] ?? view.step;
}

/**
 * Sends the checkout's form actions with fetch and swaps in the server's new view, so the buyer
 * never loses what they typed and totals stay computed on the server. A redirect (order placed)
 * navigates. Without JavaScript the same form posts work as plain HTML. With `tokenizeCard` (the
 * store's card gateway tokenizes in the browser), paying by card first gets the provider's token
 * and posts it instead of the card.
 */
export function useCheckoutActions(
  view: CheckoutPageView,
  setView: (view: CheckoutPageView) => void,
  tokenizeCard: CardTokenizeFn | null = null,
) {
  const [pending, setPending] = useState<CheckoutAction | null>(null);
  const inFlight = useRef(false);

  const onAction = useCallback(
    async (action: CheckoutAction, data: FormData) => {
      if (view.mode === 'preview') {
        // The builder's preview walks through the steps without talking to the server.
        if (action === 'next' || action === 'back') {
          setView({ ...view, step: neighbourStep(view, action === 'next' ? 1 : -1), errors: {} });
        }
        return;
      }
      // 'update' (shipping or bump changed) may overlap typing; the pay button may not be pressed twice.
      if (inFlight.current && action !== 'update') return;
      inFlight.current = true;
      setPending(action);
      data.set('action', action);
      try {
        if (action === 'pay' && tokenizeCard && data.get('payment_method') === 'card') {
          const card = await tokenizeCard(data, view.values);
          if ('failed' in card) {
            setView({ ...view, message: card.message, errors: { ...view.errors, ...card.errors } });
            return;
          }
          // The gateway's fields have no name, so the form never carries the card; make sure.
          for (const name of RAW_CARD_FIELDS) data.delete(name);
          data.set('card_token', card.token);
          data.set('card_brand', card.brand);
          data.set('card_last4', card.last4);
          if (card.paymentMethodId) data.set('card_payment_method_id', card.paymentMethodId);
          if (card.issuerId) data.set('card_issuer_id', card.issuerId);
          if (card.contingency) {
            data.set('contingency_card_token', card.contingency.token);
            if (card.contingency.paymentMethodId)
              data.set('contingency_card_payment_method_id', card.contingency.paymentMethodId);
            if (card.contingency.issuerId) data.set('contingency_card_issuer_id', card.contingency.issuerId);
          }
        }
        const response = await fetch(view.action_url, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          body: new URLSearchParams(
            [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          ),
        });
        const answer = (await response.json()) as CheckoutPostResponse | { error: string };
        if ('redirect' in answer) {
          window.location.assign(answer.redirect);
          return; // keep the button pending while the next page loads
        }
        if ('view' in answer) {
          setView(answer.view);
          const url = new URL(window.location.href);
          url.searchParams.set('step', answer.view.step);
          window.history.replaceState(null, '', url);
          if (action !== 'update') window.scrollTo({ top: 0, behavior: 'smooth' });
        } else {
          setView({ ...view, message: { tone: 'danger', text: answer.error } });
        }
      } catch {
        setView({ ...view, message: { tone: 'danger', text: NETWORK_ERROR } });
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [view, setView, tokenizeCard],
  );

  return { onAction, pending };
}
