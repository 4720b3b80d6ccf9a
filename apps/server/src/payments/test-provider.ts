import { createHash } from 'node:crypto';
import { type CardBrand, cardBrand, digitsOnly, isValidCardNumber, MAX_INSTALLMENTS } from '@pagora/contract';
import { randomText } from '../shared/crypto.ts';
import { BOLETO_CLEARING_MS, buildBoleto } from './boleto.ts';
import { buildPixBrCode } from './brcode.ts';
import type {
  CancelRequest,
  CancelResult,
  CardInput,
  CardSummary,
  ChargeRequest,
  ChargeResult,
  ChargeState,
  DeclineClass,
  NotificationHint,
  PaymentProvider,
  ProviderCapabilities,
  RefundRequest,
  RefundResult,
} from './provider.ts';
import { MemoryTestChargeBook, type TestChargeBook, type TestChargeRecord } from './test-charge-book.ts';

/*
 * Pagora's built-in test mode: every store can run its checkout end to end before it connects a
 * real gateway. Nothing leaves the process and no money moves; outcomes are decided by the card
 * number (TEST_CARDS in the contract), PIX and boleto stay pending until the merchant marks them paid.
 */

/** How a test card ends; the code travels inside the card token (see `testCardToken`). */
type TestOutcome = 'approve' | 'declined' | 'funds' | 'expired' | 'unsupported';

/** What the buyer reads for each test refusal (the same texts the checkout shows for real refusals). */
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

const TOKEN_PATTERN =
  /^tok_test_(approve|declined|funds|expired|unsupported)_(visa|mastercard|amex|elo|hipercard|unknown)_(\d{4})_([0-9a-f]{16})$/;

/**
 * The reusable token of an approved test charge: `tok_test_<outcome>_<brand>_<last4>_<random>`.
 * Everything a later charge needs is in the token itself (not in a map of this process), because
 * several server instances share one database and the upsell may reach another instance.
 * It holds no more than what Pagora may store anyway: brand and last four digits.
 */
function testCardToken(outcome: TestOutcome, brand: CardBrand, last4: string): string {
  return `tok_test_${outcome}_${brand}_${last4}_${randomText(8, 'hex')}`;
}

function parseTestCardToken(token: string): { outcome: TestOutcome; brand: CardBrand; last4: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return { outcome: match[1] as TestOutcome, brand: match[2] as CardBrand, last4: match[3]! };
}

const newReference = () => `test_${randomText(12, 'hex')}`;
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

/**
 * Test mode's decline codes: the ISO 8583 response codes an issuer would send, so the decline
 * classes behave as with a real gateway (ABECS Normativo 21: 'reversível' may be retried,
 * 'irreversível' never; 05 and 51 are reversible, 14 and 54 are not).
 */
const TEST_DECLINE_CODES = {
  declined: '05',
  funds: '51',
  expired: '54',
  unsupported: '57',
  invalid_number: '14',
  invalid_cvv: 'N7',
  invalid_installments: '12',
  invalid_token: '14',
} as const;

const HARD_CODES: ReadonlySet<string> = new Set([
  '03',
  '04',
  '07',
  '12',
  '14',
  '15',
  '41',
  '43',
  '54',
  '57',
  '62',
]);
const SOFT_CODES: ReadonlySet<string> = new Set(['05', '51', '61', '65', '91', '96', 'N7']);

/** Hard: the issuer will refuse this card again; soft: another try may pass. */
export function classifyTestDecline(code: string): DeclineClass {
  if (HARD_CODES.has(code)) return 'hard';
  if (SOFT_CODES.has(code)) return 'soft';
  return 'unknown';
}

const refused = (
  reason: string,
  code: keyof typeof TEST_DECLINE_CODES,
  card: CardSummary | null,
): ChargeResult => {
  const raw = TEST_DECLINE_CODES[code];
  return {
    status: 'refused',
    reference: newReference(),
    reason,
    code: raw,
    class: classifyTestDecline(raw),
    card,
  };
};

function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function chargeCard(card: CardInput, now: Date): ChargeResult {
  const { installments } = card;
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    return refused(INVALID_INSTALLMENTS_REASON, 'invalid_installments', null);
  }

  // Test mode keeps no cards of its own: its cards on file are its reusable tokens.
  if ('savedCard' in card) return refused(INVALID_TOKEN_REASON, 'invalid_token', null);
  if ('token' in card) {
    const saved = parseTestCardToken(card.token);
    if (!saved) return refused(INVALID_TOKEN_REASON, 'invalid_token', null);
    const summary = { brand: saved.brand, last4: saved.last4, installments };
    return saved.outcome === 'approve'
      ? { status: 'approved', reference: newReference(), card: { ...summary, token: card.token } }
      : refused(TEST_REFUSAL_REASONS[saved.outcome], saved.outcome, { ...summary, token: null });
  }

  const digits = digitsOnly(card.number);
  if (!isValidCardNumber(digits)) return refused(INVALID_CARD_NUMBER_REASON, 'invalid_number', null);
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  const summary = { brand, last4, installments, token: null };
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    isExpired(card.expMonth, card.expYear, now)
  ) {
    return refused(TEST_REFUSAL_REASONS.expired, 'expired', summary);
  }
  if (!/^\d{3,4}$/.test(card.cvv)) return refused(INVALID_CVV_REASON, 'invalid_cvv', summary);

  const outcome = testCardOutcome(digits);
  return outcome === 'approve'
    ? {
        status: 'approved',
        reference: newReference(),
        card: { ...summary, token: testCardToken(outcome, brand, last4) },
      }
    : refused(TEST_REFUSAL_REASONS[outcome], outcome, summary);
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
        pix: { payload, expiresAt: request.expiresAt ?? new Date(request.now.getTime() + PIX_EXPIRY_MS) },
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

export const TEST_CAPABILITIES: ProviderCapabilities = {
  methods: ['card', 'pix', 'boleto'],
  maxInstallments: MAX_INSTALLMENTS,
  partialRefunds: true,
  cancelPending: true,
  notifications: false,
  browserCardTokens: false,
};

export const REFUND_NOT_ALLOWED_REASON = 'Só pagamentos aprovados podem ser reembolsados.';
export const REFUND_TOO_LARGE_REASON = 'O valor do reembolso é maior que o saldo a reembolsar.';
export const CHARGE_UNKNOWN_REASON = 'Pagamento não encontrado no gateway.';
export const CANCEL_NOT_PENDING_REASON = 'Só pagamentos pendentes podem ser cancelados.';

/** What a charge looks like now: an unpaid PIX past its expiry, or boleto past clearing, expired. */
function currentState(record: TestChargeRecord, now: Date): ChargeState {
  const { state } = record;
  if (state.status !== 'pending') return state;
  const pixExpired = state.pix && state.pix.expiresAt.getTime() <= now.getTime();
  const boletoExpired = state.boleto && state.boleto.dueDate.getTime() + BOLETO_CLEARING_MS <= now.getTime();
  return pixExpired || boletoExpired ? { status: 'expired', reference: state.reference } : state;
}

const refundedSoFar = (state: ChargeState) =>
  state.status === 'partially_refunded' || state.status === 'refunded' ? state.refundedCents : 0;

/**
 * The test-mode gateway. Its charges live in a charge book, like a real gateway's sandbox keeps
 * its own records: the same idempotency key gives the very same result whichever instance asks,
 * even after a restart, and `lookup` tells the reconciler what happened to an attempt whose result
 * Pagora never recorded. The app gives it a book in the database; unit tests use one in memory.
 */
/** The test gateway's id, stored on its orders (`orders.gateway`) and attempts. */
export const TEST_PROVIDER_ID = 'test';

export class TestPaymentProvider implements PaymentProvider {
  readonly id = TEST_PROVIDER_ID;
  readonly label = 'Modo de teste';
  readonly testMode = true;
  readonly capabilities = TEST_CAPABILITIES;
  readonly #book: TestChargeBook;
  readonly #clock: () => Date;

  constructor(options: { book?: TestChargeBook; clock?: () => Date } = {}) {
    this.#book = options.book ?? new MemoryTestChargeBook();
    this.#clock = options.clock ?? (() => new Date());
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.idempotencyKey) throw new Error('Cobrança sem chave de idempotência.');
    const known = await this.#book.find({ idempotencyKey: request.idempotencyKey });
    if (known) return known.state as ChargeResult;
    const result = resolveCharge(request);
    const stored = await this.#book.insert({
      idempotencyKey: request.idempotencyKey,
      reference: result.reference,
      kind: 'charge',
      parentReference: null,
      amountCents: request.amountCents,
      state: result,
    });
    // Another instance stored the same key first: its result is the charge.
    return stored.state as ChargeResult;
  }

  async lookup(query: { idempotencyKey: string } | { reference: string }): Promise<ChargeState | null> {
    const record = await this.#book.find(query);
    if (record?.kind !== 'charge') return null;
    return currentState(record, this.#clock());
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new RangeError(`Valor de reembolso inválido: ${request.amountCents}.`);
    }
    return this.#book.atomically(async (records): Promise<RefundResult> => {
      const repeated = await records.find({ idempotencyKey: request.idempotencyKey });
      if (repeated) {
        const state = repeated.state;
        return state.status === 'refunded'
          ? {
              status: 'refunded',
              reference: repeated.reference,
              refundedCents: state.refundedCents,
              remainingCents: state.amountCents - state.refundedCents,
            }
          : { status: 'failed', reason: REFUND_NOT_ALLOWED_REASON };
      }
      const charge = await records.find({ reference: request.reference });
      if (charge?.kind !== 'charge') return { status: 'failed', reason: CHARGE_UNKNOWN_REASON };
      const state = charge.state;
      if (state.status !== 'approved' && state.status !== 'partially_refunded') {
        return { status: 'failed', reason: REFUND_NOT_ALLOWED_REASON };
      }
      const refunded = refundedSoFar(state) + request.amountCents;
      if (refunded > charge.amountCents) return { status: 'failed', reason: REFUND_TOO_LARGE_REASON };
      const whole = refunded === charge.amountCents;
      await records.update(charge.reference, {
        status: whole ? 'refunded' : 'partially_refunded',
        reference: charge.reference,
        amountCents: charge.amountCents,
        refundedCents: refunded,
      });
      const reference = newReference();
      await records.insert({
        idempotencyKey: request.idempotencyKey,
        reference,
        kind: 'refund',
        parentReference: charge.reference,
        amountCents: request.amountCents,
        state: { status: 'refunded', reference, amountCents: charge.amountCents, refundedCents: refunded },
      });
      return {
        status: 'refunded',
        reference,
        refundedCents: refunded,
        remainingCents: charge.amountCents - refunded,
      };
    });
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    return this.#book.atomically(async (records): Promise<CancelResult> => {
      const charge = await records.find({ reference: request.reference });
      if (charge?.kind !== 'charge') return { status: 'failed', reason: CHARGE_UNKNOWN_REASON };
      const state = currentState(charge, request.now);
      if (state.status === 'cancelled' || state.status === 'expired') return { status: 'cancelled' };
      if (state.status !== 'pending') return { status: 'failed', reason: CANCEL_NOT_PENDING_REASON };
      await records.update(charge.reference, { status: 'cancelled', reference: charge.reference });
      return { status: 'cancelled' };
    });
  }

  /**
   * Test mode's stand-in for the bank's confirmation of a PIX or boleto: the charge becomes paid
   * at the gateway, as when a buyer pays; the order follows through the lifecycle.
   */
  async simulatePayment(reference: string, now: Date): Promise<ChargeState | null> {
    return this.#book.atomically(async (records) => {
      const charge = await records.find({ reference });
      if (charge?.kind !== 'charge') return null;
      const state = currentState(charge, now);
      if (state.status !== 'pending') return state;
      const paid: ChargeState = { status: 'approved', reference: charge.reference, card: null };
      await records.update(charge.reference, paid);
      return paid;
    });
  }

  /** Test mode sends no notifications, so none is authentic. */
  async verifyNotification(): Promise<NotificationHint | null> {
    return null;
  }

  classifyDecline(code: string): DeclineClass {
    return classifyTestDecline(code);
  }
}
