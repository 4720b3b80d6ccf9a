import { createHash, randomBytes } from 'node:crypto';
import { type CardBrand, cardBrand, digitsOnly, isValidCardNumber, MAX_INSTALLMENTS } from '@pagora/contract';
import { buildBoleto } from './boleto.ts';
import { buildPixBrCode } from './brcode.ts';
import type { CardInput, CardSummary, ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

/*
 * Pagora's built-in test mode: every store can run its checkout end to end before it connects a
 * real gateway. Nothing leaves the process and no money moves; outcomes are decided by the card
 * number (TEST_CARDS in the contract), PIX and boleto stay pending until the merchant marks them paid.
 */

/** How a test card ends; the code travels inside the card token (see `testCardToken`). */
type TestOutcome = 'approve' | 'declined' | 'funds' | 'expired' | 'unsupported';

/** What the buyer reads for each refusal (the texts of the checkout brief). */
export const TEST_REFUSAL_REASONS = {
  declined: 'Cartão recusado pelo emissor.',
  funds: 'Saldo insuficiente.',
  expired: 'Cartão vencido.',
  unsupported: 'Cartão não aceito no modo de teste.',
} as const satisfies Record<Exclude<TestOutcome, 'approve'>, string>;

/**
 * Refusals a real gateway gives too, checked before the test outcome so the checkout's error paths
 * can be tried in test mode. Exported so callers and tests compare against one text.
 */
export const INVALID_CARD_NUMBER_REASON = 'Número do cartão inválido.';
export const INVALID_CVV_REASON = 'CVV inválido.';
export const INVALID_INSTALLMENTS_REASON = 'Parcelamento inválido.';
/** A token this provider did not issue (or one edited by hand beyond recognition). */
export const INVALID_TOKEN_REASON = 'Cartão salvo inválido. Pague com outro cartão.';

/** TEST_CARDS by digits; any other Luhn-valid number is 'unsupported'. */
const TEST_CARD_OUTCOMES: ReadonlyMap<string, TestOutcome> = new Map([
  ['4242424242424242', 'approve'],
  ['5555555555554444', 'approve'],
  ['4000000000000002', 'declined'],
  ['4000000000009995', 'funds'],
  ['4000000000000069', 'expired'],
]);

/** The outcome test mode gives a card number (digits or formatted). */
function testCardOutcome(number: string): TestOutcome {
  return TEST_CARD_OUTCOMES.get(digitsOnly(number)) ?? 'unsupported';
}

const PIX_EXPIRY_MS = 30 * 60 * 1000;
const BOLETO_DUE_DAYS = 3;
const DAY_MS = 86_400_000;
/** Enough to absorb double clicks and retried posts of the recent charges of one process. */
const DEFAULT_IDEMPOTENCY_CACHE_SIZE = 1000;

const TOKEN_PATTERN =
  /^tok_test_(approve|declined|funds|expired|unsupported)_(visa|mastercard|amex|elo|hipercard|unknown)_(\d{4})_([0-9a-f]{16})$/;

/**
 * The reusable token of an approved test charge: `tok_test_<outcome>_<brand>_<last4>_<random>`.
 * Everything a later charge needs is in the token itself (not in a map of this process), because
 * several server instances share one database and the upsell may reach another instance.
 * It holds no more than what Pagora may store anyway: brand and last four digits.
 */
function testCardToken(outcome: TestOutcome, brand: CardBrand, last4: string): string {
  return `tok_test_${outcome}_${brand}_${last4}_${randomBytes(8).toString('hex')}`;
}

function parseTestCardToken(token: string): { outcome: TestOutcome; brand: CardBrand; last4: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return { outcome: match[1] as TestOutcome, brand: match[2] as CardBrand, last4: match[3]! };
}

const newReference = () => `test_${randomBytes(12).toString('hex')}`;
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The PIX txid (field 62-05) of a charge: 25 upper-case hex characters of the idempotency key's
 * hash. Derived, not random, so a retry on another instance shows the buyer the same code.
 */
function pixTxid(idempotencyKey: string): string {
  return sha256Hex(`pix:${idempotencyKey}`).slice(0, 25).toUpperCase();
}

/** The boleto's "nosso número": order number (10 digits) + 15 digits of the key's hash, stable per attempt. */
function boletoOurNumber(orderNumber: number, idempotencyKey: string): string {
  const hashDigits = (BigInt(`0x${sha256Hex(`boleto:${idempotencyKey}`).slice(0, 16)}`) % 10n ** 15n)
    .toString()
    .padStart(15, '0');
  return String(orderNumber).padStart(10, '0').slice(-10) + hashDigits;
}

const refused = (reason: string, card: CardSummary | null): ChargeResult => ({
  status: 'refused',
  reference: newReference(),
  reason,
  card,
});

function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function chargeCard(card: CardInput, now: Date): ChargeResult {
  const { installments } = card;
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    return refused(INVALID_INSTALLMENTS_REASON, null);
  }

  if ('token' in card) {
    const saved = parseTestCardToken(card.token);
    if (!saved) return refused(INVALID_TOKEN_REASON, null);
    const summary = { brand: saved.brand, last4: saved.last4, installments };
    return saved.outcome === 'approve'
      ? { status: 'approved', reference: newReference(), card: { ...summary, token: card.token } }
      : refused(TEST_REFUSAL_REASONS[saved.outcome], { ...summary, token: null });
  }

  const digits = digitsOnly(card.number);
  if (!isValidCardNumber(digits)) return refused(INVALID_CARD_NUMBER_REASON, null);
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  const summary = { brand, last4, installments, token: null };
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    isExpired(card.expMonth, card.expYear, now)
  ) {
    return refused(TEST_REFUSAL_REASONS.expired, summary);
  }
  if (!/^\d{3,4}$/.test(card.cvv)) return refused(INVALID_CVV_REASON, summary);

  const outcome = testCardOutcome(digits);
  return outcome === 'approve'
    ? {
        status: 'approved',
        reference: newReference(),
        card: { ...summary, token: testCardToken(outcome, brand, last4) },
      }
    : refused(TEST_REFUSAL_REASONS[outcome], summary);
}

function resolveCharge(request: ChargeRequest): ChargeResult {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new RangeError(`Valor de cobrança inválido: ${request.amountCents}.`);
  }
  switch (request.method) {
    case 'card':
      if (!request.card) throw new Error('Cobrança por cartão sem os dados do cartão.');
      return chargeCard(request.card, request.now);
    case 'pix': {
      if (!request.pix) {
        throw new Error('Cobrança por PIX sem chave PIX: a loja só oferece PIX quando tem uma chave.');
      }
      const payload = buildPixBrCode({
        ...request.pix,
        amountCents: request.amountCents,
        txid: pixTxid(request.idempotencyKey),
      });
      return {
        status: 'pending',
        reference: newReference(),
        pix: { payload, expiresAt: new Date(request.now.getTime() + PIX_EXPIRY_MS) },
        boleto: null,
      };
    }
    case 'boleto': {
      const boleto = buildBoleto({
        amountCents: request.amountCents,
        dueDate: new Date(request.now.getTime() + BOLETO_DUE_DAYS * DAY_MS),
        ourNumber: boletoOurNumber(request.orderNumber, request.idempotencyKey),
      });
      return { status: 'pending', reference: newReference(), pix: null, boleto };
    }
  }
}

/** Tuning for tests; production uses the defaults through `testPaymentProvider`. */
export interface TestPaymentProviderOptions {
  /** @default 1000 */
  idempotencyCacheSize?: number;
}

/**
 * The test-mode gateway. Same idempotency key → the very same result object (whatever else the
 * repeated request says: the key names the attempt), from a small LRU of this process: that absorbs a double click on one instance. It is NOT the real guarantee (another
 * instance or a restart forgets it); the caller's unique constraint on the key in the database is,
 * and the derived PIX txid / boleto number keep even a repeated charge showing the same codes.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly id = 'test';
  readonly label = 'Modo de teste';
  readonly testMode = true;
  readonly #results = new Map<string, ChargeResult>();
  readonly #cacheSize: number;

  constructor(options: TestPaymentProviderOptions = {}) {
    this.#cacheSize = Math.max(1, options.idempotencyCacheSize ?? DEFAULT_IDEMPOTENCY_CACHE_SIZE);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.idempotencyKey) throw new Error('Cobrança sem chave de idempotência.');
    const known = this.#results.get(request.idempotencyKey);
    if (known) {
      // Most recently used goes last, so eviction drops the oldest.
      this.#results.delete(request.idempotencyKey);
      this.#results.set(request.idempotencyKey, known);
      return known;
    }
    const result = resolveCharge(request);
    this.#results.set(request.idempotencyKey, result);
    if (this.#results.size > this.#cacheSize) {
      const oldest = this.#results.keys().next().value;
      if (oldest !== undefined) this.#results.delete(oldest);
    }
    return result;
  }
}

/** The one test provider of this process, shared by every store so its idempotency cache is too. */
export const testPaymentProvider: PaymentProvider = new TestPaymentProvider();
