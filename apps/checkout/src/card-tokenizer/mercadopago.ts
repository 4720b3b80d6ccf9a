import {
  type CardBrand,
  type CardTokenizerView,
  checkoutFieldError,
  digitsOnly,
  parseCardExpiry,
} from '@pagora/contract/checkout-core';
import type { SecureFieldElements, SecureFieldPart } from '@pagora/ui/checkout';
import { loadScript } from './load-script.ts';
import {
  type CardTokenizerAdapter,
  type TokenizedCard,
  TokenizeError,
  type TokenizerEvents,
  withTimeout,
} from './types.ts';

/*
 * Mercado Pago through MercadoPago.js v2 Core Methods with Secure Fields: card number, expiry and
 * CVV are iframes served by Mercado Pago; the page learns only the BIN (to look up the payment
 * method and issuer) and, from the token, the last four digits. The calls are the documented ones
 * (https://www.mercadopago.com.mx/developers/en/docs/checkout-api-payments/integration-configuration/card/integrate-via-core-methods,
 * mercadopago/devsite-docs: guides/checkout-api/receiving-payment-by-card-core-methods.pt.md):
 * `new MercadoPago(publicKey, { locale })`, `mp.fields.create(type, options).mount(containerId)`,
 * the card number field's 'binChange' event, `mp.getPaymentMethods({ bin })` and
 * `mp.fields.createCardToken({ cardholderName, identificationType, identificationNumber })`.
 */

interface SecureField {
  mount(containerId: string): SecureField;
  unmount(): void;
  on(event: 'binChange', handler: (data: { bin?: string | null }) => void): SecureField;
}

interface PaymentMethodResult {
  id: string;
  issuer?: { id?: string | number | null } | null;
}

/** `mp.createCardToken(cardData)` of Core Methods without Secure Fields (mercadopago/sdk-js: docs/core-methods.md). */
interface CardData {
  cardNumber: string;
  cardholderName: string;
  cardExpirationMonth: string;
  cardExpirationYear: string;
  securityCode: string;
  identificationType?: string;
  identificationNumber?: string;
}

interface MercadoPagoInstance {
  createCardToken(data: CardData): Promise<{ id: string; last_four_digits?: string | null }>;
  fields: {
    create(
      type: 'cardNumber' | 'expirationDate' | 'securityCode',
      options: { placeholder?: string; style?: Record<string, string> },
    ): SecureField;
    createCardToken(data: {
      cardholderName: string;
      identificationType?: string;
      identificationNumber?: string;
    }): Promise<{ id: string; last_four_digits?: string | null }>;
  };
  getPaymentMethods(query: { bin: string }): Promise<{ results?: PaymentMethodResult[] }>;
}

declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;
  }
}

/** MercadoPago.js payment method ids → the brands Pagora shows. */
export function brandOfPaymentMethod(id: string): CardBrand {
  switch (id.replace(/^deb/, '')) {
    case 'visa':
      return 'visa';
    case 'master':
      return 'mastercard';
    case 'amex':
      return 'amex';
    case 'elo':
      return 'elo';
    case 'hipercard':
      return 'hipercard';
    default:
      return 'unknown';
  }
}

/**
 * The field a card token error is about, from Mercado Pago's card token error codes
 * (mercadopago/devsite-docs: guides/checkout-api/cardtoken-generation-errors.pt.md): E301/205
 * number, E302/224 security code, 208/209/325/326 expiry, 221/316 cardholder name.
 */
function fieldOfError(error: unknown): SecureFieldPart | 'holder' | null {
  const codes: string[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const { code, cause } = value as { code?: unknown; cause?: unknown };
      if (code !== undefined) codes.push(String(code));
      if (cause !== undefined) collect(cause);
    }
  };
  collect(error);
  if (codes.some((code) => ['E301', '205'].includes(code))) return 'number';
  if (codes.some((code) => ['208', '209', '325', '326'].includes(code))) return 'expiry';
  if (codes.some((code) => ['E302', '224'].includes(code))) return 'cvv';
  if (codes.some((code) => ['221', '316'].includes(code))) return 'holder';
  return null;
}

/** The iframe's text looks like Pagora's inputs: the box's colour and font. */
function fieldStyle(box: HTMLElement): Record<string, string> {
  const computed = getComputedStyle(box);
  return { color: computed.color, fontFamily: computed.fontFamily, fontSize: '16px' };
}

const TOKEN_TIMEOUT_MS = 30_000;

/** The token as the page posts it, once MercadoPago.js made it and the BIN's payment method is known. */
function tokenizedCard(
  token: { id: string; last_four_digits?: string | null },
  found: PaymentMethodResult | null,
): TokenizedCard {
  const last4 = String(token.last_four_digits ?? '');
  if (!token.id || !found || !/^\d{4}$/.test(last4)) throw new TokenizeError(found ? null : 'number');
  const issuer = found.issuer?.id;
  return {
    token: token.id,
    brand: brandOfPaymentMethod(found.id),
    last4,
    paymentMethodId: found.id,
    issuerId: issuer === undefined || issuer === null ? null : String(issuer),
  };
}

/** Which field a refusal of MercadoPago.js is about, as a TokenizeError. */
const tokenizeError = (error: unknown) =>
  error instanceof TokenizeError ? error : new TokenizeError(fieldOfError(error));

export async function createMercadoPagoTokenizer(
  config: Pick<CardTokenizerView, 'public_key' | 'script_url'>,
  options: { pageInputs?: boolean } = {},
): Promise<CardTokenizerAdapter> {
  await loadScript(config.script_url);
  const MercadoPago = window.MercadoPago;
  if (!MercadoPago) throw new Error('MercadoPago.js não carregou');
  const mp = new MercadoPago(config.public_key, { locale: 'pt-BR' });
  let bin: string | null = null;
  let method: Promise<PaymentMethodResult | null> | null = null;
  const lookUp = (value: string) =>
    mp
      .getPaymentMethods({ bin: value })
      .then((answer) => answer.results?.[0] ?? null)
      .catch(() => null);
  if (options.pageInputs) return pageInputsTokenizer(mp, lookUp);

  return {
    mount(elements: SecureFieldElements, events: TokenizerEvents) {
      const style = fieldStyle(elements.number);
      const number = mp.fields
        .create('cardNumber', { placeholder: '0000 0000 0000 0000', style })
        .mount(elements.number.id);
      const expiry = mp.fields
        .create('expirationDate', { placeholder: 'MM/AA', style })
        .mount(elements.expiry.id);
      const cvv = mp.fields.create('securityCode', { placeholder: '123', style }).mount(elements.cvv.id);
      // Each iframe is named after the page's label ('Número do cartão'…) when the SDK left it unnamed.
      for (const element of [elements.number, elements.expiry, elements.cvv]) {
        const frame = element.querySelector('iframe');
        if (frame && !frame.title && element.dataset.label) frame.title = element.dataset.label;
      }
      number.on('binChange', (data) => {
        const next = data.bin || null;
        if (next === bin) return;
        bin = next;
        method = next ? lookUp(next) : null;
        if (!method) return events.onBrand('unknown');
        void method.then((found) => {
          if (bin === next) events.onBrand(found ? brandOfPaymentMethod(found.id) : 'unknown');
        });
      });
      return () => {
        for (const field of [number, expiry, cvv]) field.unmount();
        bin = null;
        method = null;
      };
    },
    async tokenize({ holder, cpf }) {
      let token: { id: string; last_four_digits?: string | null };
      try {
        token = await withTimeout(
          mp.fields.createCardToken({
            cardholderName: holder,
            ...(cpf ? { identificationType: 'CPF', identificationNumber: cpf } : {}),
          }),
          TOKEN_TIMEOUT_MS,
        );
      } catch (error) {
        throw tokenizeError(error);
      }
      return tokenizedCard(token, await (method ?? (bin ? lookUp(bin) : Promise.resolve(null))));
    },
  };
}

/**
 * The same calls over the page's own inputs (a store with a card contingency: Pagar.me's script
 * must read the card too, and it cannot read Mercado Pago's iframes). The number stays in the
 * buyer's browser: it goes to Mercado Pago's `/v1/card_tokens` through `mp.createCardToken`
 * and never into the form Pagora receives.
 */
function pageInputsTokenizer(
  mp: MercadoPagoInstance,
  lookUp: (bin: string) => Promise<PaymentMethodResult | null>,
): CardTokenizerAdapter {
  let inputs: SecureFieldElements | null = null;
  const typed = (part: SecureFieldPart) => (inputs?.[part] as HTMLInputElement | undefined)?.value ?? '';
  const binOf = () => {
    const digits = digitsOnly(typed('number'));
    // getPaymentMethods takes the card's first 8 digits (6 for the shorter BINs of old cards).
    return digits.length >= 8 ? digits.slice(0, 8) : null;
  };
  return {
    mount(elements, events) {
      inputs = elements;
      let bin: string | null = null;
      const onInput = () => {
        const next = binOf();
        if (next === bin) return;
        bin = next;
        if (!next) return events.onBrand('unknown');
        void lookUp(next).then((found) => {
          if (bin === next) events.onBrand(found ? brandOfPaymentMethod(found.id) : 'unknown');
        });
      };
      elements.number.addEventListener('input', onInput);
      return () => {
        elements.number.removeEventListener('input', onInput);
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
    async tokenize({ holder, cpf }) {
      const expiry = parseCardExpiry(typed('expiry'));
      const bin = binOf();
      if (!expiry) throw new TokenizeError('expiry');
      if (!bin) throw new TokenizeError('number');
      let token: { id: string; last_four_digits?: string | null };
      try {
        token = await withTimeout(
          mp.createCardToken({
            cardNumber: digitsOnly(typed('number')),
            cardholderName: holder,
            cardExpirationMonth: String(expiry.month).padStart(2, '0'),
            cardExpirationYear: String(expiry.year),
            securityCode: typed('cvv').trim(),
            ...(cpf ? { identificationType: 'CPF', identificationNumber: cpf } : {}),
          }),
          TOKEN_TIMEOUT_MS,
        );
      } catch (error) {
        throw tokenizeError(error);
      }
      return tokenizedCard(token, await lookUp(bin));
    },
  };
}
