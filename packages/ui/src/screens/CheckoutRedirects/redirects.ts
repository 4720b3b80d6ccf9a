import type { CheckoutRedirects, PaymentMethod } from '@pagora/contract';

/**
 * What the redirects form gives its caller: each address as typed after the fixed 'https://'
 * (trimmed; '' = no redirect), as the contract's `checkoutRedirectsPayload` takes them.
 */
export type RedirectValues = Record<PaymentMethod, string>;

/** Server field errors, e.g. `{ pix: 'URL de PIX inválida.' }`. */
export type RedirectErrors = Partial<Record<PaymentMethod, string>>;

/** The form's order: credit card, PIX, boleto. */
export const REDIRECT_METHODS = ['card', 'pix', 'boleto'] as const satisfies readonly PaymentMethod[];

/** The field shows 'https://' itself: a pasted 'https://loja.com' keeps only 'loja.com'. */
export function withoutHttps(value: string): string {
  let rest = value.trimStart();
  while (/^https:\/\//i.test(rest)) rest = rest.slice('https://'.length);
  return rest;
}

/** The saved addresses as the fields show them (after the prefix). */
export function draftFromRedirects(redirects: CheckoutRedirects): RedirectValues {
  return {
    card: withoutHttps(redirects.card ?? ''),
    pix: withoutHttps(redirects.pix ?? ''),
    boleto: withoutHttps(redirects.boleto ?? ''),
  };
}
