import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isValidCardNumber, isValidCpf } from '@pagora/contract';
import { buildBoleto } from '../src/payments/boleto.ts';
import { buildPixBrCode } from '../src/payments/brcode.ts';

/**
 * A local stand-in for Mercado Pago's REST API, speaking the protocol Pagora's provider speaks to
 * https://api.mercadopago.com (the paths, headers and bodies of the official Node SDK,
 * mercadopago/sdk-nodejs: src/clients/{payment,paymentRefund,cardToken,user}) and behaving like
 * Mercado Pago's test environment:
 *
 * - `POST /v1/card_tokens?public_key=…` tokenizes a card as MercadoPago.js does in the buyer's
 *   browser; tokens are single use. The cardholder name decides a card payment's outcome, as in
 *   the sandbox (https://www.mercadopago.com.br/developers/en/docs/checkout-bricks/integration-test/test-cards):
 *   APRO approved, OTHE other reason, CONT pending (in_process), CALL call for authorize, FUND
 *   insufficient amount, SECU security code, EXPI expiry date, FORM form error, INST installments,
 *   DUPL duplicate, LOCK card disabled, CTNA card type not allowed, ATTE max attempts, BLAC
 *   blacklist. Any other name is rejected with cc_rejected_other_reason (stricter than the sandbox).
 * - `POST /v1/payments` (card token, 'pix', 'bolbradesco'), `GET /v1/payments/{id}`,
 *   `GET /v1/payments/search?external_reference=…`, `PUT /v1/payments/{id}` {status:'cancelled'},
 *   `POST /v1/payments/{id}/refunds` {amount?}, `GET /users/me`; Bearer access token on all of
 *   them; `X-Idempotency-Key` required on every POST/PUT — the same key answers 200 with the first
 *   body and creates nothing.
 * - Every change after a payment's creation (paid, cancelled, expired, refunded, charged back) is
 *   notified to the payment's `notification_url` (else `notificationUrl`) as Mercado Pago's webhooks
 *   are: POST `?data.id=<id>&type=payment`, `x-request-id`, and `x-signature: ts=<s>,v1=<HMAC-SHA256
 *   of id:<data.id>;request-id:<x-request-id>;ts:<ts>;>` with `webhookSecret`.
 *
 * For the buyer's browser (no secret, no idempotency key): `GET /v2/mercadopago.js`, the part of
 * MercadoPago.js v2 the checkout uses (browser/mercadopago-sdk.js: Secure Fields as iframes served
 * from `/secure-fields/field` on this origin, which post the card to `/v1/card_tokens` themselves),
 * and `GET /v1/payment_methods/search?public_key=…&bins=…` (CORS open, as MercadoPago.js calls it
 * from the store's page) with the payment method and issuer of a BIN.
 *
 * Test-only control endpoints (no such thing exists at Mercado Pago): `POST /__control/pay/:id`
 * (the buyer pays a PIX or boleto, or a card under review is approved), `/__control/expire/:id`
 * and `/__control/chargeback/:id`; each answers once its notification was delivered.
 *
 * Faults, for the unknown-outcome paths (API routes only, not card tokens or control): `fail500`
 * answers 500 before doing anything; `dropAfter` does the work and then drops the connection
 * unanswered; `delayMs` does the work and answers that much later. Counts are consumed one per
 * request.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The raw body text (to check the exact JSON numbers sent). */
  rawBody: string;
  body: unknown;
}

export interface SentNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The receiver's status; null when it could not be reached. */
  status: number | null;
}

interface CardToken {
  id: string;
  firstSix: string;
  lastFour: string;
  brand: string;
  holder: string;
  expirationMonth: number;
  expirationYear: number;
  used: boolean;
}

interface StoredPayment {
  json: Record<string, unknown>;
  amountCents: number;
  refundedCents: number;
}

export interface MercadoPagoStandIn {
  /** For the provider's `baseUrl`. */
  baseUrl: string;
  /** The stand-in's MercadoPago.js (MERCADOPAGO_SCRIPT_URL). */
  scriptUrl: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Where notifications of payments without their own `notification_url` go. */
  notificationUrl: string | null;
  payments: Map<string, StoredPayment>;
  tokens: Map<string, CardToken>;
  /** Every request to the API (card tokens and control endpoints included), in order. */
  requests: StandInRequest[];
  notifications: SentNotification[];
  faults: { fail500: number; dropAfter: number; delayMs: number };
  clock: () => Date;
  /** A card token as the buyer's browser would make it (through the HTTP endpoint). */
  createCardToken(holder: string, number?: string): Promise<string>;
  /** The payments whose `external_reference` is this. */
  paymentsWithReference(externalReference: string): Record<string, unknown>[];
  close(): Promise<void>;
}

/** Cardholder name → [status, status_detail], per the sandbox's table. */
const CARD_OUTCOMES: Readonly<Record<string, [string, string]>> = {
  APRO: ['approved', 'accredited'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  CONT: ['in_process', 'pending_contingency'],
  CALL: ['rejected', 'cc_rejected_call_for_authorize'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  EXPI: ['rejected', 'cc_rejected_bad_filled_date'],
  FORM: ['rejected', 'cc_rejected_bad_filled_other'],
  INST: ['rejected', 'cc_rejected_invalid_installments'],
  DUPL: ['rejected', 'cc_rejected_duplicated_payment'],
  LOCK: ['rejected', 'cc_rejected_card_disabled'],
  CTNA: ['rejected', 'cc_rejected_card_type_not_allowed'],
  ATTE: ['rejected', 'cc_rejected_max_attempts'],
  BLAC: ['rejected', 'cc_rejected_blacklist'],
};

const CARD_METHODS = new Set([
  'visa',
  'master',
  'amex',
  'elo',
  'hipercard',
  'debvisa',
  'debmaster',
  'debelo',
]);

/** The payment_method_id MercadoPago.js would detect from the card's first digits. */
function brandOfNumber(number: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'elo';
  if (/^(606282|3841)/.test(number)) return 'hipercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^4/.test(number)) return 'visa';
  return 'master';
}

/** What the buyer's browser downloads from the stand-in (tests only). */
const BROWSER_FILES: Readonly<Record<string, { type: string; body: string }>> = {
  '/v2/mercadopago.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('./browser/mercadopago-sdk.js', import.meta.url), 'utf8'),
  },
  '/secure-fields/field': {
    type: 'text/html; charset=utf-8',
    body: readFileSync(new URL('./browser/mercadopago-secure-field.html', import.meta.url), 'utf8'),
  },
};

const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

/** A payment method as `/v1/payment_methods/search` describes it (the fields MercadoPago.js reads). */
function paymentMethodOf(id: string): Record<string, unknown> {
  return {
    id,
    name: PAYMENT_METHOD_NAMES[id] ?? id,
    payment_type_id: 'credit_card',
    status: 'active',
    thumbnail: '',
    issuer: { id: 24, name: PAYMENT_METHOD_NAMES[id] ?? id, default: true },
    additional_info_needed: [
      'cardholder_name',
      'cardholder_identification_type',
      'cardholder_identification_number',
    ],
    settings: [
      {
        card_number: { length: id === 'amex' ? 15 : 16, validation: 'standard' },
        security_code: {
          length: id === 'amex' ? 4 : 3,
          card_location: id === 'amex' ? 'front' : 'back',
          mode: 'mandatory',
        },
        bin: { pattern: '', exclusion_pattern: null, installments_pattern: '' },
      },
    ],
    min_allowed_amount: 0.5,
    max_allowed_amount: 60000,
    processing_modes: ['aggregator'],
  };
}

/** Reais as JSON numbers, written from the decimal text of the cents. */
const reais = (cents: number) => Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

/** A JSON number in reais with at most two decimals → cents; null when it is not one. */
function centsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** Mercado Pago's timestamp format in Brasília time. */
const mpDate = (date: Date) => new Date(date.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');

/** Signs a notification as Mercado Pago does (for tests that forge, tamper or replay one). */
export function signMercadoPagoNotification(
  secret: string,
  parts: { dataId?: string; requestId?: string; ts: number | string },
): string {
  let manifest = '';
  if (parts.dataId) manifest += `id:${parts.dataId.toLowerCase()};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  manifest += `ts:${parts.ts};`;
  return `ts=${parts.ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const badRequest = (message: string, code: number | string = message) =>
  new ApiFailure(400, {
    message,
    error: 'bad_request',
    status: 400,
    cause: [{ code, description: message }],
  });

export async function startMercadoPagoStandIn(
  options: {
    accessToken?: string;
    publicKey?: string;
    webhookSecret?: string;
    notificationUrl?: string | null;
  } = {},
): Promise<MercadoPagoStandIn> {
  const state = {
    baseUrl: '',
    accessToken:
      options.accessToken ?? 'TEST-1234567890123456-112233-abcdefabcdefabcdefabcdefabcdef12-123456789',
    publicKey: options.publicKey ?? 'TEST-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    webhookSecret: options.webhookSecret ?? 'segredo-do-webhook-de-teste',
    notificationUrl: options.notificationUrl ?? null,
    payments: new Map<string, StoredPayment>(),
    tokens: new Map<string, CardToken>(),
    requests: [] as StandInRequest[],
    notifications: [] as SentNotification[],
    faults: { fail500: 0, dropAfter: 0, delayMs: 0 },
    clock: () => new Date(),
  };
  /** Idempotency key (per route) → the status and body first answered. */
  const replies = new Map<string, { status: number; body: string }>();
  let nextPaymentId = 1_320_000_001;
  let nextRefundId = 2_100_000_001;

  const notify = async (payment: Record<string, unknown>, action: string) => {
    const target = (payment.notification_url as string | null) ?? state.notificationUrl;
    if (!target) return;
    const dataId = String(payment.id);
    const url = new URL(target);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    const requestId = randomUUID();
    const ts = Math.floor(state.clock().getTime() / 1000);
    const body = JSON.stringify({
      action,
      api_version: 'v1',
      data: { id: dataId },
      date_created: mpDate(state.clock()),
      id: Number(randomBytes(4).readUInt32BE()),
      live_mode: false,
      type: 'payment',
      user_id: 123456789,
    });
    const headers = {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signMercadoPagoNotification(state.webhookSecret, { dataId, requestId, ts }),
    };
    const sent: SentNotification = { url: url.toString(), headers, body, status: null };
    state.notifications.push(sent);
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
      sent.status = response.status;
      await response.arrayBuffer();
    } catch {
      // Mercado Pago retries later; the test sees status null.
    }
  };

  const findPayment = (id: string) => {
    const stored = state.payments.get(id);
    if (!stored) {
      throw new ApiFailure(404, {
        message: 'Payment not found',
        error: 'not_found',
        status: 404,
        cause: [{ code: 2000, description: 'Payment not found' }],
      });
    }
    return stored;
  };

  const update = (stored: StoredPayment, changes: Record<string, unknown>) => {
    Object.assign(stored.json, changes, { date_last_updated: mpDate(state.clock()) });
  };

  function createPayment(body: unknown): Record<string, unknown> {
    if (!isRecord(body)) throw badRequest('Invalid JSON body');
    const amountCents = centsOf(body.transaction_amount);
    if (amountCents === null) throw badRequest('Invalid transaction_amount', 4037);
    const payer = isRecord(body.payer) ? body.payer : {};
    if (typeof payer.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(payer.email)) {
      throw badRequest('payer.email must be a valid email', 4050);
    }
    const identification = isRecord(payer.identification) ? payer.identification : null;
    if (
      identification &&
      (identification.type !== 'CPF' || !isValidCpf(String(identification.number ?? '')))
    ) {
      throw badRequest('Invalid user identification number', 2067);
    }
    const reference = body.external_reference;
    if (
      reference !== undefined &&
      (typeof reference !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(reference))
    ) {
      throw badRequest('external_reference must have up to 64 letters, digits, - or _');
    }
    const now = state.clock();
    const id = nextPaymentId++;
    const json: Record<string, unknown> = {
      id,
      date_created: mpDate(now),
      date_approved: null,
      date_last_updated: mpDate(now),
      date_of_expiration: null,
      operation_type: 'regular_payment',
      payment_method_id: body.payment_method_id,
      payment_type_id: null,
      status: null,
      status_detail: null,
      currency_id: 'BRL',
      description: body.description ?? null,
      live_mode: false,
      collector_id: 123456789,
      payer: { id: '987654321', email: payer.email, identification: identification ?? {} },
      metadata: isRecord(body.metadata) ? body.metadata : {},
      external_reference: reference ?? null,
      transaction_amount: reais(amountCents),
      transaction_amount_refunded: 0,
      installments: 1,
      transaction_details: {
        net_received_amount: 0,
        total_paid_amount: reais(amountCents),
        installment_amount: reais(amountCents),
        external_resource_url: null,
        digitable_line: null,
        barcode: null,
      },
      card: {},
      refunds: [],
      notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
      point_of_interaction: {},
      captured: true,
      binary_mode: false,
    };

    const method = body.payment_method_id;
    if (method === 'pix') {
      const expiresAt = body.date_of_expiration
        ? new Date(String(body.date_of_expiration))
        : new Date(now.getTime() + 86_400_000);
      const validity = expiresAt.getTime() - now.getTime();
      if (Number.isNaN(validity) || validity < 29 * 60_000 || validity > 30 * 86_400_000) {
        throw badRequest('Invalid date_of_expiration');
      }
      const qrCode = buildPixBrCode({
        key: 'pix@mercadopago-stand-in.example.com',
        merchantName: 'Loja Teste',
        city: 'Sao Paulo',
        amountCents,
        txid: `MP${id}`,
      });
      Object.assign(json, {
        payment_type_id: 'bank_transfer',
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        date_of_expiration: mpDate(expiresAt),
        point_of_interaction: {
          type: 'OPENPLATFORM',
          transaction_data: {
            qr_code: qrCode,
            qr_code_base64: Buffer.from(qrCode).toString('base64'),
            ticket_url: `${state.baseUrl}/checkout/pix/${id}`,
            transaction_id: null,
          },
        },
      });
    } else if (method === 'bolbradesco') {
      const address = isRecord(payer.address) ? payer.address : {};
      const missing = [
        'zip_code',
        'street_name',
        'street_number',
        'neighborhood',
        'city',
        'federal_unit',
      ].filter((field) => typeof address[field] !== 'string' || !(address[field] as string).trim());
      if (!payer.first_name || !payer.last_name)
        throw badRequest('payer.first_name and payer.last_name are required');
      if (!identification) throw badRequest('payer.identification is required');
      if (missing.length > 0) throw badRequest(`payer.address.${missing[0]} is required`);
      const dueDate = body.date_of_expiration
        ? new Date(String(body.date_of_expiration))
        : new Date(now.getTime() + 3 * 86_400_000);
      if (Number.isNaN(dueDate.getTime()) || dueDate.getTime() <= now.getTime()) {
        throw badRequest('Invalid date_of_expiration');
      }
      const boleto = buildBoleto({ amountCents, dueDate, bankCode: '237', ourNumber: String(id) });
      Object.assign(json, {
        payment_type_id: 'ticket',
        status: 'pending',
        status_detail: 'pending_waiting_payment',
        date_of_expiration: mpDate(dueDate),
        barcode: { content: boleto.barcode },
        transaction_details: {
          ...(json.transaction_details as object),
          external_resource_url: `${state.baseUrl}/boletos/${id}.pdf`,
          digitable_line: boleto.digitableLine,
          barcode: { content: boleto.barcode },
        },
      });
    } else if (typeof method === 'string' && CARD_METHODS.has(method)) {
      const token = typeof body.token === 'string' ? state.tokens.get(body.token) : undefined;
      if (!token || token.used) throw badRequest('Invalid card_token_id', 3003);
      const installments = body.installments;
      if (
        typeof installments !== 'number' ||
        !Number.isInteger(installments) ||
        installments < 1 ||
        installments > 12
      ) {
        throw badRequest('Invalid installments');
      }
      if (method.replace(/^deb/, '') !== token.brand)
        throw badRequest('payment_method_id does not match the card');
      token.used = true;
      const [status, detail] = CARD_OUTCOMES[token.holder.split(/\s+/)[0]!.toUpperCase()] ?? [
        'rejected',
        'cc_rejected_other_reason',
      ];
      Object.assign(json, {
        payment_type_id: method.startsWith('deb') ? 'debit_card' : 'credit_card',
        status,
        status_detail: detail,
        installments,
        issuer_id: body.issuer_id ?? '24',
        date_approved: status === 'approved' ? mpDate(now) : null,
        card: {
          first_six_digits: token.firstSix,
          last_four_digits: token.lastFour,
          expiration_month: token.expirationMonth,
          expiration_year: token.expirationYear,
          cardholder: { name: token.holder },
        },
      });
    } else {
      throw badRequest('Invalid payment_method_id');
    }
    state.payments.set(String(id), { json, amountCents, refundedCents: 0 });
    return json;
  }

  async function refundPayment(id: string, body: unknown): Promise<Record<string, unknown>> {
    const stored = findPayment(id);
    if (stored.json.status !== 'approved') throw badRequest('Payment not refundable in its current status');
    const left = stored.amountCents - stored.refundedCents;
    const requested = isRecord(body) && body.amount !== undefined ? centsOf(body.amount) : left;
    if (requested === null || requested > left) throw badRequest('Invalid refund amount');
    stored.refundedCents += requested;
    const refund = {
      id: nextRefundId++,
      payment_id: Number(id),
      amount: reais(requested),
      metadata: {},
      source: { id: '123456789', name: 'Loja Teste', type: 'collector' },
      date_created: mpDate(state.clock()),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
    };
    const whole = stored.refundedCents === stored.amountCents;
    update(stored, {
      status: whole ? 'refunded' : 'approved',
      status_detail: whole ? 'refunded' : 'partially_refunded',
      transaction_amount_refunded: reais(stored.refundedCents),
      refunds: [...(stored.json.refunds as unknown[]), refund],
    });
    await notify(stored.json, 'payment.updated');
    return refund;
  }

  async function cancelPayment(id: string, body: unknown): Promise<Record<string, unknown>> {
    const stored = findPayment(id);
    if (!isRecord(body) || body.status !== 'cancelled') throw badRequest('Only status cancelled can be set');
    if (!['pending', 'in_process', 'authorized'].includes(String(stored.json.status))) {
      throw badRequest(`Invalid status change from ${stored.json.status} to cancelled`);
    }
    update(stored, { status: 'cancelled', status_detail: 'by_collector' });
    await notify(stored.json, 'payment.updated');
    return stored.json;
  }

  function createToken(body: unknown): Record<string, unknown> {
    if (!isRecord(body)) throw badRequest('Invalid JSON body');
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    if (!isValidCardNumber(number)) throw badRequest('invalid card_number', 'E301');
    if (!/^\d{3,4}$/.test(String(body.security_code ?? '')))
      throw badRequest('invalid security_code', 'E302');
    const month = Number(body.expiration_month);
    const year = Number(body.expiration_year);
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw badRequest('invalid expiration_month', 325);
    if (!Number.isInteger(year) || year < 2000) throw badRequest('invalid expiration_year', 326);
    const cardholder = isRecord(body.cardholder) ? body.cardholder : {};
    const holder = typeof cardholder.name === 'string' ? cardholder.name.trim() : '';
    if (!holder) throw badRequest('invalid cardholder.name', 221);
    const token: CardToken = {
      id: randomBytes(16).toString('hex'),
      firstSix: number.slice(0, 6),
      lastFour: number.slice(-4),
      brand: brandOfNumber(number),
      holder,
      expirationMonth: month,
      expirationYear: year,
      used: false,
    };
    state.tokens.set(token.id, token);
    const now = state.clock();
    return {
      id: token.id,
      first_six_digits: token.firstSix,
      last_four_digits: token.lastFour,
      expiration_month: month,
      expiration_year: year,
      cardholder: { name: holder, identification: cardholder.identification ?? {} },
      status: 'active',
      date_created: mpDate(now),
      date_last_updated: mpDate(now),
      date_due: mpDate(new Date(now.getTime() + 7 * 86_400_000)),
      luhn_validation: true,
      live_mode: false,
      card_number_length: number.length,
      security_code_length: String(body.security_code).length,
      // Not part of Mercado Pago's answer: MercadoPago.js gets it from the BIN; handy for tests.
      payment_method_id: token.brand,
    };
  }

  async function control(action: string, id: string): Promise<Record<string, unknown>> {
    const stored = findPayment(id);
    const status = String(stored.json.status);
    if (action === 'pay') {
      if (status !== 'pending' && status !== 'in_process') throw badRequest(`Cannot pay a ${status} payment`);
      update(stored, {
        status: 'approved',
        status_detail: 'accredited',
        date_approved: mpDate(state.clock()),
      });
    } else if (action === 'expire') {
      if (status !== 'pending') throw badRequest(`Cannot expire a ${status} payment`);
      update(stored, { status: 'cancelled', status_detail: 'expired' });
    } else if (action === 'chargeback') {
      if (status !== 'approved') throw badRequest(`Cannot charge back a ${status} payment`);
      update(stored, { status: 'charged_back', status_detail: 'settled' });
    } else {
      throw new ApiFailure(404, { message: 'unknown control action', error: 'not_found', status: 404 });
    }
    await notify(stored.json, 'payment.updated');
    return { payment: stored.json, notification: state.notifications.at(-1) ?? null };
  }

  const authorized = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${state.accessToken}`;
  const unauthorized = () =>
    new ApiFailure(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });

  /** The answer to one API request: [status, body]. */
  async function route(
    request: IncomingMessage,
    url: URL,
    body: unknown,
  ): Promise<[number, unknown] | { replay: { status: number; body: string } }> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/card_tokens') {
      if (url.searchParams.get('public_key') !== state.publicKey && !authorized(request))
        throw unauthorized();
      return [201, createToken(body)];
    }
    if (method === 'GET' && path === '/v1/payment_methods/search') {
      if (url.searchParams.get('public_key') !== state.publicKey && !authorized(request))
        throw unauthorized();
      const bin = (url.searchParams.get('bins') ?? '').replace(/\D/g, '');
      const results = bin.length >= 6 ? [paymentMethodOf(brandOfNumber(bin))] : [];
      return [200, { paging: { total: results.length, limit: 30, offset: 0 }, results }];
    }
    if (!authorized(request)) throw unauthorized();
    if (method === 'GET' && path === '/users/me') {
      return [
        200,
        {
          id: 123456789,
          nickname: 'TESTUSER123456789',
          email: 'test_user_123456789@testuser.com',
          site_id: 'MLB',
          country_id: 'BR',
          first_name: 'Test',
          last_name: 'Test',
        },
      ];
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const results = [...state.payments.values()]
        .map((stored) => stored.json)
        .filter((json) => reference === null || json.external_reference === reference)
        .sort((a, b) => Number(b.id) - Number(a.id));
      return [
        200,
        { paging: { total: results.length, limit: 30, offset: 0 }, results: results.slice(0, 30) },
      ];
    }
    const one = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (method === 'GET' && one) return [200, findPayment(one[1]!).json];

    const key = request.headers['x-idempotency-key'];
    const writes =
      (method === 'POST' && path === '/v1/payments') ||
      (method === 'PUT' && one) ||
      (method === 'POST' && /^\/v1\/payments\/\d+\/refunds$/.test(path));
    if (!writes)
      throw new ApiFailure(404, { message: 'resource not found', error: 'not_found', status: 404 });
    if (typeof key !== 'string' || !key) throw badRequest('X-Idempotency-Key header is required');
    const replay = replies.get(`${method} ${path} ${key}`);
    if (replay) return { replay: { status: 200, body: replay.body } };

    let answer: [number, unknown];
    if (method === 'POST' && path === '/v1/payments') answer = [201, createPayment(body)];
    else if (method === 'PUT' && one) answer = [200, await cancelPayment(one[1]!, body)];
    else answer = [201, await refundPayment(path.split('/')[3]!, body)];
    replies.set(`${method} ${path} ${key}`, { status: answer[0], body: JSON.stringify(answer[1]) });
    return answer;
  }

  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const send = (response: ServerResponse, status: number, text: string) => {
    if (response.destroyed) return;
    response.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    });
    response.end(text);
  };

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const file = request.method === 'GET' ? BROWSER_FILES[url.pathname] : undefined;
    if (file) {
      response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': Buffer.byteLength(file.body) });
      response.end(file.body);
      return;
    }
    // MercadoPago.js asks from the store's page: cross-origin requests (card tokens too, when the
    // page keeps the card in its own inputs and calls mp.createCardToken).
    if (url.pathname === '/v1/payment_methods/search' || url.pathname === '/v1/card_tokens') {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'POST, GET',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
    }
    let body: unknown = null;
    try {
      body = rawBody ? JSON.parse(rawBody) : null;
    } catch {
      return send(
        response,
        400,
        JSON.stringify({ message: 'Invalid JSON', error: 'bad_request', status: 400 }),
      );
    }
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      rawBody,
      body,
    });

    const controlMatch = /^\/__control\/(\w+)\/(\d+)$/.exec(url.pathname);
    const isApi =
      !controlMatch && url.pathname !== '/v1/card_tokens' && url.pathname !== '/v1/payment_methods/search';
    if (isApi && state.faults.fail500 > 0) {
      state.faults.fail500 -= 1;
      return send(
        response,
        500,
        JSON.stringify({ message: 'internal_error', error: 'internal_error', status: 500 }),
      );
    }

    let status: number;
    let text: string;
    try {
      if (controlMatch && request.method === 'POST') {
        status = 200;
        text = JSON.stringify(await control(controlMatch[1]!, controlMatch[2]!));
      } else {
        const answer = await route(request, url, body);
        if ('replay' in answer) [status, text] = [answer.replay.status, answer.replay.body];
        else [status, text] = [answer[0], JSON.stringify(answer[1])];
      }
    } catch (error) {
      if (!(error instanceof ApiFailure)) {
        return send(
          response,
          500,
          JSON.stringify({ message: String(error), error: 'internal_error', status: 500 }),
        );
      }
      [status, text] = [error.status, JSON.stringify(error.body)];
    }

    if (isApi && state.faults.dropAfter > 0) {
      state.faults.dropAfter -= 1;
      request.socket.destroy();
      return;
    }
    if (isApi && state.faults.delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, status, text);
      }, state.faults.delayMs);
      timers.add(timer);
      return;
    }
    send(response, status, text);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  const scriptUrl = `${state.baseUrl}/v2/mercadopago.js`;

  return Object.assign(state, {
    scriptUrl,
    async createCardToken(holder: string, number = '5031433215406351') {
      const response = await fetch(
        `${state.baseUrl}/v1/card_tokens?public_key=${encodeURIComponent(state.publicKey)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            card_number: number,
            security_code: number.startsWith('37') ? '1234' : '123',
            expiration_month: 11,
            expiration_year: 2030,
            cardholder: { name: holder, identification: { type: 'CPF', number: '12345678909' } },
          }),
        },
      );
      const token = (await response.json()) as { id?: string };
      if (response.status !== 201 || !token.id) throw new Error(`Token recusado: ${JSON.stringify(token)}`);
      return token.id;
    },
    paymentsWithReference(externalReference: string) {
      return [...state.payments.values()]
        .map((stored) => stored.json)
        .filter((json) => json.external_reference === externalReference);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
