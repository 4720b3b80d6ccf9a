import {
  type AddCardPayload,
  type BillingCardTokenizer,
  CARD_TOKEN_MESSAGE,
  type CardBrand,
  cardBrand,
  parseCardExpiry,
  testCardToken,
} from '@pagora/contract';
import type { CardFormValues } from '@pagora/ui';

/*
 * The card form's fields become a token of the platform's payment provider here, in the browser:
 * the number, expiry and CVV go to the provider (or, in test mode, nowhere) and only the token,
 * brand, last four digits and expiry are posted to Pagora. The provider and its public key come
 * from GET /api/billing/summary (`card_tokenizer`).
 *
 * - test: `testCardToken` of the contract makes the token the built-in test gateway accepts.
 * - mercadopago: MercadoPago.js v2 Core Methods, `new MercadoPago(publicKey)`,
 *   `mp.createCardToken({ cardNumber, cardholderName, cardExpirationMonth, cardExpirationYear,
 *   securityCode })` and `mp.getPaymentMethods({ bin })` for the brand.
 * - pagarme: tokenizecard.js, loaded with `data-pagarmecheckout-app-id`, takes over the submit of a
 *   form marked `data-pagarmecheckout-form`, reads its `data-pagarmecheckout-element` inputs
 *   (holder_name, number, exp_date, cvv), and adds the token as `pagarmetoken-0` before calling
 *   `init`'s success callback (https://docs.pagar.me/reference/pagarme-js). A detached, hidden form
 *   carries the values for that one submit and is removed.
 */

/** The provider refused the card (or could not be reached): the message, and the field when it said. */
export class CardTokenizeError extends Error {
  override name = 'CardTokenizeError';
  constructor(
    message: string,
    readonly field: keyof CardFormValues | null = null,
  ) {
    super(message);
  }
}

const FIELD_MESSAGES: Record<keyof CardFormValues, string> = {
  holder: 'Confira o nome impresso no cartão.',
  number: 'Número do cartão inválido.',
  expiry: 'Validade inválida. Use MM/AAAA.',
  cvv: 'CVV inválido.',
};

export const CARD_FIELDS_INVALID = 'Confira os dados do cartão e tente novamente.';

const refused = (field: keyof CardFormValues | null) =>
  new CardTokenizeError(field ? FIELD_MESSAGES[field] : CARD_TOKEN_MESSAGE, field);

const TOKEN_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(refused(null)), TOKEN_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Scripts already requested on this page, by URL: each provider's script is loaded once. */
const scripts = new Map<string, Promise<void>>();

function loadScript(url: string, attributes: Record<string, string> = {}): Promise<void> {
  const pending = scripts.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scripts.delete(url);
      script.remove();
      reject(
        new CardTokenizeError('Não foi possível carregar o formulário seguro do gateway. Tente novamente.'),
      );
    });
    document.head.append(script);
  });
  scripts.set(url, promise);
  return promise;
}

// ─── Mercado Pago ───────────────────────────────────────────────────────────────────────────────

interface MercadoPagoInstance {
  createCardToken(data: {
    cardNumber: string;
    cardholderName: string;
    cardExpirationMonth: string;
    cardExpirationYear: string;
    securityCode: string;
  }): Promise<{ id: string; last_four_digits?: string | null }>;
  getPaymentMethods(query: { bin: string }): Promise<{ results?: { id: string }[] }>;
}

declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;
    PagarmeCheckout?: {
      init(success: (data: Record<string, unknown>) => boolean, fail: (error: unknown) => void): void;
    };
  }
}

/** MercadoPago.js payment method ids → the brands Pagora stores. */
function brandOfPaymentMethod(id: string): CardBrand {
  const known: Record<string, CardBrand> = {
    visa: 'visa',
    master: 'mastercard',
    amex: 'amex',
    elo: 'elo',
    hipercard: 'hipercard',
  };
  return known[id.replace(/^deb/, '')] ?? 'unknown';
}

/**
 * The field a Mercado Pago card token error is about (its documented codes: E301/205 number,
 * E302/224 security code, 208/209/325/326 expiry, 221/316 cardholder name).
 */
function fieldOfMercadoPagoError(error: unknown): keyof CardFormValues | null {
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

async function mercadoPagoToken(
  config: BillingCardTokenizer,
  values: CardFormValues,
  month: number,
  year: number,
) {
  if (!config.script_url || !config.public_key) throw refused(null);
  await loadScript(config.script_url);
  const MercadoPago = window.MercadoPago;
  if (!MercadoPago) throw refused(null);
  const mp = new MercadoPago(config.public_key, { locale: 'pt-BR' });
  let token: { id: string; last_four_digits?: string | null };
  try {
    token = await withTimeout(
      mp.createCardToken({
        cardNumber: values.number,
        cardholderName: values.holder,
        cardExpirationMonth: String(month).padStart(2, '0'),
        cardExpirationYear: String(year),
        securityCode: values.cvv,
      }),
    );
  } catch (error) {
    throw error instanceof CardTokenizeError ? error : refused(fieldOfMercadoPagoError(error));
  }
  const method = await mp
    .getPaymentMethods({ bin: values.number.slice(0, 8) })
    .then((answer) => answer.results?.[0] ?? null)
    .catch(() => null);
  return {
    token: token.id,
    brand: method ? brandOfPaymentMethod(method.id) : cardBrand(values.number),
    last4: String(token.last_four_digits ?? values.number.slice(-4)),
    ...(method ? { payment_method_id: method.id } : {}),
  };
}

// ─── Pagar.me ───────────────────────────────────────────────────────────────────────────────────

/** The field Pagar.me's 422 answer names (`errors: { 'request.card.number': [...] }`). */
function fieldOfPagarmeError(error: unknown): keyof CardFormValues | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const keys = errors && typeof errors === 'object' ? Object.keys(errors).join(' ') : '';
  if (/number/.test(keys)) return 'number';
  if (/exp/.test(keys)) return 'expiry';
  if (/cvv/.test(keys)) return 'cvv';
  if (/holder/.test(keys)) return 'holder';
  return null;
}

async function pagarmeToken(
  config: BillingCardTokenizer,
  values: CardFormValues,
  month: number,
  year: number,
) {
  if (!config.script_url || !config.public_key) throw refused(null);
  await loadScript(config.script_url, { 'data-pagarmecheckout-app-id': config.public_key });
  const checkout = window.PagarmeCheckout;
  if (!checkout) throw refused(null);
  const form = document.createElement('form');
  form.hidden = true;
  form.noValidate = true;
  form.setAttribute('data-pagarmecheckout-form', '');
  const field = (element: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.value = value;
    input.setAttribute('data-pagarmecheckout-element', element);
    form.append(input);
  };
  field('holder_name', values.holder);
  field('number', values.number);
  field('exp_date', `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`);
  field('cvv', values.cvv);
  const brand = document.createElement('span');
  brand.setAttribute('data-pagarmecheckout-element', 'brand');
  form.append(brand);
  document.body.append(form);
  try {
    const token = await withTimeout(
      new Promise<string>((resolve, reject) => {
        checkout.init(
          (data) => {
            const input = form.querySelector<HTMLInputElement>('input[name="pagarmetoken-0"]');
            const value = data['pagarmetoken-0'] ?? input?.value;
            if (typeof value === 'string' && value) resolve(value);
            else reject(refused(null));
            return false;
          },
          (error) => reject(refused(fieldOfPagarmeError(error))),
        );
        form.requestSubmit();
      }),
    );
    return { token, brand: cardBrand(values.number), last4: values.number.slice(-4) };
  } finally {
    form.remove();
  }
}

// ─── Entry point ────────────────────────────────────────────────────────────────────────────────

/** The card as the payload of POST /api/billing/cards, tokenized by the platform's provider. */
export async function tokenizeCard(
  config: BillingCardTokenizer,
  values: CardFormValues,
): Promise<AddCardPayload> {
  const expiry = parseCardExpiry(values.expiry);
  if (!expiry) throw refused('expiry');
  const number = values.number.replace(/\D/g, '');
  const card = { ...values, number };
  const made =
    config.provider === 'test'
      ? testCardToken(number)
      : config.provider === 'mercadopago'
        ? await mercadoPagoToken(config, card, expiry.month, expiry.year)
        : await pagarmeToken(config, card, expiry.month, expiry.year);
  return { ...made, exp_month: expiry.month, exp_year: expiry.year };
}
