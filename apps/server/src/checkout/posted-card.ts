import {
  CARD_BRAND_LABELS,
  type CardBrand,
  digitsOnly,
  parseCardExpiry,
  RAW_CARD_FIELDS,
} from '@pagora/contract';
import type { CardInput } from '../payments/provider.ts';
import type { CardTokenizer, ContingencyCardToken, PostedCard } from './context.ts';

/*
 * The card of a pay post, read from the form: test mode's typed fields, or — when the store's
 * card gateway tokenizes in the buyer's browser — the provider's token and what may be shown of
 * the card. With a tokenizer the number, expiry and CVV never reach Pagora: a post that carries
 * them comes from a page that should not exist (an old or tampered form) and is refused without
 * reading them, so they cannot end up in a draft, a log line or an error message.
 */

/** A pay post with a tokenizer that still carries card number, expiry or CVV. */
export const RAW_CARD_REFUSED_MESSAGE = 'Envie o cartão pelo formulário seguro do gateway.';
/** A pay post with a tokenizer whose token (or brand, last digits, payment method) is missing or malformed. */
export const CARD_TOKEN_INVALID_MESSAGE = 'Não foi possível validar o cartão. Tente novamente.';

/**
 * The posted card, or why it is refused: `rawCard` when the post carried number, expiry or CVV
 * (refused whatever the method), else the token is missing or malformed (only a card payment needs one).
 */
export type PostedCardResult =
  | { ok: true; card: PostedCard }
  | { ok: false; rawCard: boolean; message: string };

/** Mercado Pago's card tokens are 32 hex digits, Pagar.me's 'token_…'; room for both and no more. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** MercadoPago.js payment method ids: 'visa', 'master', 'debelo', 'hipercard'… */
const PAYMENT_METHOD_PATTERN = /^[a-z][a-z0-9_]{1,29}$/;
const ISSUER_PATTERN = /^\d{1,12}$/;

/** One field of a posted form: the last value when repeated, else undefined (as sessions.formField). */
function field(body: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const last = value.at(-1);
    return typeof last === 'string' ? last : undefined;
  }
  return undefined;
}

const isCardBrand = (value: string): value is CardBrand => Object.hasOwn(CARD_BRAND_LABELS, value);

/**
 * The posted card. Without a tokenizer: the typed fields, as typed (`cardErrors` checks them).
 * With one: the token fields only; card_number, card_expiry and card_cvv refuse the post when
 * present at all (their values are never looked at), and a token without a known brand, four last
 * digits or — for Mercado Pago — the payment method its script detected is refused too.
 */
export function readPostedCard(
  body: Readonly<Record<string, unknown>>,
  tokenizer: CardTokenizer | null | undefined,
): PostedCardResult {
  if (!tokenizer) {
    return {
      ok: true,
      card: {
        kind: 'typed',
        number: field(body, 'card_number') ?? '',
        expiry: field(body, 'card_expiry') ?? '',
        cvv: field(body, 'card_cvv') ?? '',
      },
    };
  }
  if (RAW_CARD_FIELDS.some((name) => Object.hasOwn(body, name))) {
    return { ok: false, rawCard: true, message: RAW_CARD_REFUSED_MESSAGE };
  }
  const token = (field(body, 'card_token') ?? '').trim();
  const brand = (field(body, 'card_brand') ?? '').trim().toLowerCase();
  const last4 = (field(body, 'card_last4') ?? '').trim();
  const paymentMethodId = (field(body, 'card_payment_method_id') ?? '').trim().toLowerCase();
  const issuerId = (field(body, 'card_issuer_id') ?? '').trim();
  const valid =
    TOKEN_PATTERN.test(token) &&
    isCardBrand(brand) &&
    /^\d{4}$/.test(last4) &&
    (paymentMethodId === ''
      ? tokenizer.provider !== 'mercadopago'
      : PAYMENT_METHOD_PATTERN.test(paymentMethodId)) &&
    (issuerId === '' || ISSUER_PATTERN.test(issuerId));
  if (!valid) return { ok: false, rawCard: false, message: CARD_TOKEN_INVALID_MESSAGE };
  return {
    ok: true,
    card: {
      kind: 'token',
      token,
      brand,
      last4,
      paymentMethodId: paymentMethodId || null,
      issuerId: issuerId || null,
      contingency: tokenizer.contingency ? readContingencyToken(body, tokenizer.contingency.provider) : null,
    },
  };
}

/**
 * The same card tokenized at the contingency gateway, when the page could (its script may have
 * failed to load): without it the primary alone is tried. A malformed one is ignored the same way.
 */
function readContingencyToken(
  body: Readonly<Record<string, unknown>>,
  provider: CardTokenizer['provider'],
): ContingencyCardToken | null {
  const token = (field(body, 'contingency_card_token') ?? '').trim();
  const paymentMethodId = (field(body, 'contingency_card_payment_method_id') ?? '').trim().toLowerCase();
  const issuerId = (field(body, 'contingency_card_issuer_id') ?? '').trim();
  const valid =
    TOKEN_PATTERN.test(token) &&
    (paymentMethodId === '' ? provider !== 'mercadopago' : PAYMENT_METHOD_PATTERN.test(paymentMethodId)) &&
    (issuerId === '' || ISSUER_PATTERN.test(issuerId));
  return valid ? { token, paymentMethodId: paymentMethodId || null, issuerId: issuerId || null } : null;
}

/** The contingency's card input: its own token, with the installments chosen for the primary. */
export function contingencyCardInputOf(card: PostedCard, installments: string): CardInput | null {
  if (card.kind !== 'token' || !card.contingency) return null;
  return {
    token: card.contingency.token,
    installments: Number(installments || '1'),
    ...(card.contingency.paymentMethodId
      ? { paymentMethodId: card.contingency.paymentMethodId, issuerId: card.contingency.issuerId }
      : {}),
  };
}

/**
 * The provider's card input for a posted card: the typed number goes to test mode and nowhere
 * else; a token goes with the payment method and issuer Mercado Pago needs beside it (Pagar.me
 * reads only the token and the installments).
 */
export function cardInputOf(card: PostedCard, holder: string, installments: string): CardInput {
  const count = Number(installments || '1');
  if (card.kind === 'token') {
    return {
      token: card.token,
      installments: count,
      ...(card.paymentMethodId ? { paymentMethodId: card.paymentMethodId, issuerId: card.issuerId } : {}),
    };
  }
  const expiry = parseCardExpiry(card.expiry);
  return {
    number: digitsOnly(card.number),
    holder: holder.trim(),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvv: card.cvv.trim(),
    installments: count,
  };
}
