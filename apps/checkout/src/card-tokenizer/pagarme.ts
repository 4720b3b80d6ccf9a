import {
  type CardTokenizerView,
  cardBrand,
  checkoutFieldError,
  digitsOnly,
} from '@pagora/contract/checkout-core';
import type { SecureFieldElements, SecureFieldPart } from '@pagora/ui/checkout';
import { loadScript } from './load-script.ts';
import { type CardTokenizerAdapter, TokenizeError, withTimeout } from './types.ts';

/*
 * Pagar.me through tokenizecard.js (https://docs.pagar.me/reference/pagarme-js): the script is
 * loaded with `data-pagarmecheckout-app-id="<public key>"`; `PagarmeCheckout.init(success, fail)`
 * makes it take over the submit of the forms marked `data-pagarmecheckout-form`, read their inputs
 * marked `data-pagarmecheckout-element` (holder_name, number, exp_date, cvv, brand), post them to
 * Pagar.me (`POST /core/v5/tokens?appId=`) and add the token to the form as the hidden field
 * `pagarmetoken-0` before calling `success` (which stops the form's own submission by answering
 * false).
 *
 * The buyer types in inputs without a `name` inside the checkout's form (never posted). The checkout
 * form cannot be Pagar.me's form (it also posts steps, coupons, PIX and boleto), and forms cannot
 * nest, so paying fills a detached, hidden form with the typed values, lets tokenizecard.js submit
 * it, and removes it: only the token reaches Pagora.
 */

declare global {
  interface Window {
    PagarmeCheckout?: {
      init(success: (data: Record<string, unknown>) => boolean, fail: (error: unknown) => void): void;
    };
  }
}

const TOKEN_TIMEOUT_MS = 30_000;

/** The field Pagar.me's 422 answer names (`errors: { 'request.card.number': [...] }`). */
function fieldOfError(error: unknown): SecureFieldPart | 'holder' | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const keys = errors && typeof errors === 'object' ? Object.keys(errors).join(' ') : '';
  if (/number/.test(keys)) return 'number';
  if (/exp/.test(keys)) return 'expiry';
  if (/cvv/.test(keys)) return 'cvv';
  if (/holder/.test(keys)) return 'holder';
  return null;
}

function hiddenInput(form: HTMLFormElement, element: string, value: string): void {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.value = value;
  input.setAttribute('data-pagarmecheckout-element', element);
  form.append(input);
}

export async function createPagarmeTokenizer(config: CardTokenizerView): Promise<CardTokenizerAdapter> {
  await loadScript(config.script_url, { 'data-pagarmecheckout-app-id': config.public_key });
  const checkout = window.PagarmeCheckout;
  if (!checkout) throw new Error('tokenizecard.js não carregou');
  let inputs: SecureFieldElements | null = null;
  const typed = (part: SecureFieldPart) => (inputs?.[part] as HTMLInputElement | undefined)?.value ?? '';

  return {
    mount(elements) {
      inputs = elements;
      return () => {
        inputs = null;
      };
    },
    check() {
      // The same rules and messages as test mode's card form.
      const errors: Partial<Record<SecureFieldPart, string>> = {};
      const rules = { cpf: 'no' } as const;
      const number = checkoutFieldError('card_number', typed('number'), rules);
      const expiry = checkoutFieldError('card_expiry', typed('expiry'), rules);
      const cvv = checkoutFieldError('card_cvv', typed('cvv'), rules);
      if (number) errors.number = number;
      if (expiry) errors.expiry = expiry;
      if (cvv) errors.cvv = cvv;
      return errors;
    },
    async tokenize({ holder }) {
      const number = digitsOnly(typed('number'));
      const form = document.createElement('form');
      form.hidden = true;
      form.noValidate = true;
      form.setAttribute('data-pagarmecheckout-form', '');
      hiddenInput(form, 'holder_name', holder);
      hiddenInput(form, 'number', number);
      hiddenInput(form, 'exp_date', typed('expiry').trim());
      hiddenInput(form, 'cvv', typed('cvv').trim());
      const brand = document.createElement('span');
      brand.setAttribute('data-pagarmecheckout-element', 'brand');
      form.append(brand);
      document.body.append(form);
      try {
        const token = await withTimeout(
          new Promise<string>((resolve, reject) => {
            checkout.init(
              (data) => {
                const field = form.querySelector<HTMLInputElement>('input[name="pagarmetoken-0"]');
                const value = data['pagarmetoken-0'] ?? field?.value;
                if (typeof value === 'string' && value) resolve(value);
                else reject(new TokenizeError(null));
                return false;
              },
              (error) => reject(new TokenizeError(fieldOfError(error))),
            );
            form.requestSubmit();
          }),
          TOKEN_TIMEOUT_MS,
        );
        return { token, brand: cardBrand(number), last4: number.slice(-4) };
      } finally {
        form.remove();
      }
    },
  };
}
