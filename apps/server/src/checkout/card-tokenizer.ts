import type { CardTokenizerProvider, CardTokenizerView } from '@pagora/contract';

/*
 * The card gateways that tokenize in the buyer's browser, and what a checkout page must let them
 * do. The card never reaches Pagora:
 * - Mercado Pago: MercadoPago.js v2 Secure Fields, iframes served by Mercado Pago that post the
 *   card to `/v1/card_tokens` themselves (the page gets the token, the BIN and the last digits;
 *   https://www.mercadopago.com.mx/developers/en/docs/checkout-api-payments/integration-configuration/card/integrate-via-core-methods,
 *   mercadopago/devsite-docs: guides/checkout-api/receiving-payment-by-card-core-methods.pt.md).
 * - Pagar.me: tokenizecard.js reads the card inputs of a form marked `data-pagarmecheckout-form`
 *   and posts them to `POST /core/v5/tokens?appId=<public key>` (https://docs.pagar.me/reference/pagarme-js).
 *   The inputs live on the page (no iframe), so only the token is posted to Pagora.
 */

/** The script of each provider, unless configured otherwise (tests serve a stand-in's). */
export const DEFAULT_CARD_TOKENIZER_SCRIPTS: Record<CardTokenizerProvider, string> = {
  mercadopago: 'https://sdk.mercadopago.com/js/v2',
  pagarme: 'https://checkout.pagar.me/v1/tokenizecard.js',
};

export interface CardTokenizerSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * The origins the providers' production scripts reach beyond their own, per Content-Security-Policy
 * directive. Neither provider publishes a list; these are the hosts integrators had to allow for
 * MercadoPago.js Secure Fields (the iframes come from secure-fields.mercadopago.com, the SDK fetches
 * from api.mercadopago.com and api-static.mercadopago.com and loads code from http2.mlstatic.com)
 * and for tokenizecard.js (the token is created at api.pagar.me). A script served from any other
 * origin (a stand-in, a proxy) is taken to do everything from its own origin.
 */
const KNOWN_SCRIPT_HOSTS: Record<string, CardTokenizerSources> = {
  'https://sdk.mercadopago.com': {
    script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
    frame: ['https://secure-fields.mercadopago.com', 'https://api-static.mercadopago.com'],
    connect: [
      'https://api.mercadopago.com',
      'https://api-static.mercadopago.com',
      'https://secure-fields.mercadopago.com',
      'https://http2.mlstatic.com',
      'https://api.mercadolibre.com',
      'https://events.mercadopago.com',
    ],
  },
  'https://checkout.pagar.me': {
    script: ['https://checkout.pagar.me'],
    frame: [],
    connect: ['https://api.pagar.me'],
  },
};

/**
 * What a checkout page with this tokenizer must allow: the script's origin, and what that
 * provider's script reaches from there. Only pages of stores that use the gateway get any of it.
 */
export function cardTokenizerSources(
  tokenizer: Pick<CardTokenizerView, 'provider' | 'script_url' | 'contingency'>,
): CardTokenizerSources {
  const own = providerSources(tokenizer);
  if (!tokenizer.contingency) return own;
  // A store with a card contingency tokenizes at both gateways from the same page.
  const other = providerSources(tokenizer.contingency);
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    script: union(own.script, other.script),
    frame: union(own.frame, other.frame),
    connect: union(own.connect, other.connect),
  };
}

function providerSources(
  tokenizer: Pick<CardTokenizerView, 'provider' | 'script_url'>,
): CardTokenizerSources {
  let origin: string;
  try {
    origin = new URL(tokenizer.script_url).origin;
  } catch {
    return { script: [], frame: [], connect: [] };
  }
  if (origin === 'null') return { script: [], frame: [], connect: [] };
  const known = KNOWN_SCRIPT_HOSTS[origin];
  if (known) return known;
  return {
    script: [origin],
    // Mercado Pago's Secure Fields are iframes; tokenizecard.js has none.
    frame: tokenizer.provider === 'mercadopago' ? [origin] : [],
    connect: [origin],
  };
}
