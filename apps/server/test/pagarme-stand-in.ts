import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isValidCardNumber, isValidCpf } from '@pagora/contract';
import { buildBoleto } from '../src/payments/boleto.ts';
import { buildPixBrCode } from '../src/payments/brcode.ts';

/** What the buyer's browser downloads from the stand-in (tests only). */
const TOKENIZECARD_JS = readFileSync(new URL('./browser/pagarme-tokenizecard.js', import.meta.url), 'utf8');

/**
 * A local stand-in for Pagar.me's core API v5, speaking the protocol Pagora's provider speaks to
 * https://api.pagar.me/core/v5 (the paths, headers and bodies of the official Node SDK,
 * pagarme/pagarme-nodejs-sdk: src/controllers/{orders,charges,tokens}Controller.ts) and behaving
 * like Pagar.me's test environment:
 *
 * - `POST /core/v5/tokens?appId=<public key>` tokenizes a card as tokenizecard.js does in the
 *   buyer's browser (no secret key); tokens are single use. The card number decides a card
 *   payment's outcome, as in the simulator
 *   (https://docs.pagar.me/docs/simulador-de-cart%C3%A3o-de-cr%C3%A9dito):
 *   4000000000000010 paid; 4000000000000028 not authorized (acquirer_return_code `declineCode`,
 *   '05' unless a test sets another); 4000000000000036 processing, then paid; 4000000000000044
 *   processing, then failed. A processing charge settles the first time it is read again
 *   (`GET /charges/{id}`, `/orders/{id}`, `/orders?code=`) or through `/__control/pay/:id`. Any
 *   other number is refused like 4000000000000028 (stricter than the simulator).
 * - Cards on file (the SDK's customersController.ts): `POST /core/v5/customers` (`code`, name,
 *   e-mail, optional CPF), `POST /core/v5/customers/{id}/cards` with `{ token }` (uses the token up
 *   and keeps the card as `card_…`, remembering its number so a later charge follows the test
 *   numbers above) and `DELETE /core/v5/customers/{id}/cards/{card_id}`. An order with
 *   `customer_id` and `credit_card.card_id` charges such a card (it must be that customer's).
 * - `POST /core/v5/orders` (credit_card with card_token or card_id, pix, boleto), `GET /core/v5/orders`
 *   (`?code=`), `GET /core/v5/orders/{id}`, `GET /core/v5/charges/{id}`, `DELETE
 *   /core/v5/charges/{id}` (`{ amount? }`: cancels an unpaid charge, refunds a paid one in whole or
 *   in part). HTTP Basic with the secret key as user and an empty password on all of them;
 *   `idempotency-key` on POST/DELETE — the same key answers with the first body and changes nothing.
 * - Every change after a charge's creation (paid, failed, cancelled, refunded, charged back) is
 *   POSTed to `notificationUrl` as Pagar.me's webhooks are (`{ id: 'hook_…', type: 'charge.paid',
 *   data: <charge>, … }`), signed with `X-Webhook-Asymmetric-Signature: alg=RS256; kid=…;
 *   signature=…` (RSA key whose JWKS is served at `/.well-known/jwks.json`, standing in for
 *   https://hubapi.pagar.me/.well-known/jwks.json) and, when `webhookBasicAuth` is set, with those
 *   credentials as `Authorization: Basic …`.
 *
 * For the buyer's browser: `GET /core/v5/tokenizecard.js`, Pagar.me's tokenizecard.js as the
 * checkout uses it (browser/pagarme-tokenizecard.js), and CORS on `/core/v5/tokens` (preflight
 * included), which that script calls from the store's page.
 *
 * Test-only control endpoints (no such thing exists at Pagar.me): `POST /__control/pay/:chargeId`
 * (the buyer pays a PIX or boleto — `?amount=` for a different amount: underpaid/overpaid — or a
 * processing card settles), `/__control/expire/:chargeId` and `/__control/chargeback/:chargeId`;
 * each answers once its notification was delivered.
 *
 * Faults, for the unknown-outcome paths (API routes only, not tokens, keys or control): `fail500`
 * answers 500 before doing anything; `dropAfter` does the work and then drops the connection
 * unanswered; `delayMs` does the work and answers that much later. Counts are consumed one per
 * request.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
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
  number: string;
  holder: string;
  expMonth: number;
  expYear: number;
  brand: string;
  createdAt: number;
  used: boolean;
}

type Settle = 'paid' | 'failed' | null;

interface StoredCustomer {
  json: Record<string, unknown>;
  /** Its saved cards by id, with the number behind each (deleted ones removed). */
  cards: Map<string, { json: Record<string, unknown>; token: CardToken }>;
}

interface StoredCharge {
  json: Record<string, unknown>;
  orderId: string;
  kind: 'credit_card' | 'pix' | 'boleto';
  amountCents: number;
  paidCents: number;
  canceledCents: number;
  /** A processing card's end, applied the next time the charge is read. */
  settle: Settle;
}

interface StoredOrder {
  json: Record<string, unknown>;
  chargeIds: string[];
}

export interface PagarmeStandIn {
  /** For the provider's `baseUrl` (…/core/v5). */
  baseUrl: string;
  /** The stand-in's tokenizecard.js (PAGARME_SCRIPT_URL). */
  scriptUrl: string;
  /** For the provider's `webhookJwksUrl`. */
  jwksUrl: string;
  secretKey: string;
  publicKey: string;
  /** Where notifications go; null sends none. */
  notificationUrl: string | null;
  /** Sent with every notification when set, as the dashboard's webhook user and password. */
  webhookBasicAuth: { username: string; password: string } | null;
  /** The issuer's return code of a refused card. */
  declineCode: string;
  orders: Map<string, StoredOrder>;
  charges: Map<string, StoredCharge>;
  tokens: Map<string, CardToken>;
  customers: Map<string, StoredCustomer>;
  /** Every request (tokens, keys and control endpoints included), in order. */
  requests: StandInRequest[];
  notifications: SentNotification[];
  faults: { fail500: number; dropAfter: number; delayMs: number };
  clock: () => Date;
  /** The key notifications are signed with, and its id. */
  signingKey: { kid: string; privateKey: KeyObject };
  /** A new signing key (new kid) replaces the published one, as a key rotation does. */
  rotateKey(): void;
  /** A card token as the buyer's browser makes it, through the HTTP endpoint. */
  createCardToken(number?: string, holder?: string): Promise<string>;
  /** The orders whose `code` is this. */
  ordersWithCode(code: string): Record<string, unknown>[];
  /** The charge as the API shows it. */
  charge(id: string): Record<string, unknown>;
  close(): Promise<void>;
}

/** Signs a webhook body as Pagar.me does (for tests that forge, tamper or replay one). */
export function signPagarmeWebhook(privateKey: KeyObject, kid: string, body: string): string {
  const signature = sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64url');
  return `alg=RS256; kid=${kid}; signature=${signature}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const randomId = (prefix: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(16);
  return `${prefix}_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
};

/** Pagar.me's dates: ISO 8601 in UTC, no milliseconds. */
const isoDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (field: string, message: string) =>
  new ApiFailure(422, { message: 'The request is invalid.', errors: { [field]: [message] } });
const businessRule = (message: string) => new ApiFailure(412, { message });
const notFound = (what: string) => new ApiFailure(404, { message: `${what} not found` });

/** The brand tokenizecard.js would report for the card's first digits. */
function brandOfNumber(number: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'Elo';
  if (/^(606282|3841)/.test(number)) return 'Hipercard';
  if (/^3[47]/.test(number)) return 'Amex';
  if (/^4/.test(number)) return 'Visa';
  return 'Mastercard';
}

function newSigningKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
  return { kid, privateKey, publicKey };
}

export async function startPagarmeStandIn(
  options: {
    secretKey?: string;
    publicKey?: string;
    notificationUrl?: string | null;
    webhookBasicAuth?: { username: string; password: string } | null;
  } = {},
): Promise<PagarmeStandIn> {
  let key = newSigningKey();
  const state = {
    baseUrl: '',
    jwksUrl: '',
    secretKey: options.secretKey ?? 'sk_test_0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    publicKey: options.publicKey ?? 'pk_test_Ab3dE5gH7jK9mN1p',
    notificationUrl: options.notificationUrl ?? null,
    webhookBasicAuth: options.webhookBasicAuth ?? null,
    declineCode: '05',
    orders: new Map<string, StoredOrder>(),
    charges: new Map<string, StoredCharge>(),
    tokens: new Map<string, CardToken>(),
    customers: new Map<string, StoredCustomer>(),
    requests: [] as StandInRequest[],
    notifications: [] as SentNotification[],
    faults: { fail500: 0, dropAfter: 0, delayMs: 0 },
    clock: () => new Date(),
    signingKey: { kid: key.kid, privateKey: key.privateKey },
  };
  /** Idempotency key (per route) → the body first answered. */
  const replies = new Map<string, { status: number; body: string }>();
  let nextNossoNumero = 46_246_157;

  const chargeView = (stored: StoredCharge): Record<string, unknown> => {
    const order = state.orders.get(stored.orderId)!;
    return {
      ...stored.json,
      paid_amount: stored.paidCents || null,
      canceled_amount: stored.canceledCents || null,
      order: {
        id: order.json.id,
        code: order.json.code,
        amount: order.json.amount,
        status: order.json.status,
      },
    };
  };
  const orderView = (order: StoredOrder): Record<string, unknown> => ({
    ...order.json,
    charges: order.chargeIds.map((id) => {
      const { order: _order, ...charge } = chargeView(state.charges.get(id)!);
      return charge;
    }),
  });

  const notify = async (stored: StoredCharge, type: string) => {
    if (!state.notificationUrl) return;
    const body = JSON.stringify({
      id: randomId('hook'),
      account: { id: 'acc_jZkdN857et650oNv', name: 'Loja Teste' },
      type,
      created_at: isoDate(state.clock()),
      data: chargeView(stored),
    });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-webhook-asymmetric-signature': signPagarmeWebhook(
        state.signingKey.privateKey,
        state.signingKey.kid,
        body,
      ),
    };
    if (state.webhookBasicAuth) {
      const { username, password } = state.webhookBasicAuth;
      headers.authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    }
    const sent: SentNotification = { url: state.notificationUrl, headers, body, status: null };
    state.notifications.push(sent);
    try {
      const response = await fetch(state.notificationUrl, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5000),
      });
      sent.status = response.status;
      await response.arrayBuffer();
    } catch {
      // Pagar.me retries later; the test sees status null.
    }
  };

  const findCharge = (id: string) => {
    const stored = state.charges.get(id);
    if (!stored) throw notFound('Charge');
    return stored;
  };

  const setStatus = (stored: StoredCharge, chargeStatus: string, transaction: Record<string, unknown>) => {
    const now = isoDate(state.clock());
    stored.json.status = chargeStatus;
    stored.json.updated_at = now;
    stored.json.last_transaction = {
      ...(stored.json.last_transaction as Record<string, unknown>),
      ...transaction,
      updated_at: now,
    };
    const order = state.orders.get(stored.orderId)!;
    order.json.status =
      chargeStatus === 'paid' || chargeStatus === 'overpaid'
        ? 'paid'
        : chargeStatus === 'failed'
          ? 'failed'
          : chargeStatus === 'canceled'
            ? 'canceled'
            : 'pending';
    order.json.updated_at = now;
  };

  /** A processing card reaches its end the first time it is read again. */
  const settle = async (stored: StoredCharge) => {
    if (stored.settle === null) return;
    const end = stored.settle;
    stored.settle = null;
    if (end === 'paid') {
      stored.paidCents = stored.amountCents;
      stored.json.paid_at = isoDate(state.clock());
      setStatus(stored, 'paid', {
        status: 'captured',
        success: true,
        acquirer_return_code: '00',
        acquirer_message: 'Transação capturada com sucesso',
      });
      await notify(stored, 'charge.paid');
    } else {
      setStatus(stored, 'failed', {
        status: 'not_authorized',
        success: false,
        acquirer_return_code: state.declineCode,
        acquirer_message: 'Transação não autorizada',
      });
      await notify(stored, 'charge.payment_failed');
    }
  };

  function createToken(url: URL, body: unknown): Record<string, unknown> {
    if (url.searchParams.get('appId') !== state.publicKey) {
      throw new ApiFailure(401, { message: 'Authorization has been denied for this request.' });
    }
    if (!isRecord(body) || body.type !== 'card' || !isRecord(body.card))
      throw invalid('type', 'The type field is required.');
    const card = body.card;
    const number = String(card.number ?? '').replace(/\D/g, '');
    if (!isValidCardNumber(number))
      throw invalid('card.number', 'The number field is not a valid card number.');
    const holder = typeof card.holder_name === 'string' ? card.holder_name.trim() : '';
    if (!holder) throw invalid('card.holder_name', 'The holder_name field is required.');
    const month = Number(card.exp_month);
    let year = Number(card.exp_year);
    if (year < 100) year += 2000;
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw invalid('card.exp_month', 'Invalid exp_month.');
    const now = state.clock();
    if (!Number.isInteger(year) || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      throw invalid('card.exp_year', 'The card is expired.');
    }
    if (!/^\d{3,4}$/.test(String(card.cvv ?? ''))) throw invalid('card.cvv', 'The cvv field is invalid.');
    const token: CardToken = {
      id: randomId('token'),
      number,
      holder,
      expMonth: month,
      expYear: year,
      brand: brandOfNumber(number),
      createdAt: now.getTime(),
      used: false,
    };
    state.tokens.set(token.id, token);
    return {
      id: token.id,
      type: 'card',
      created_at: isoDate(now),
      expires_at: isoDate(new Date(now.getTime() + 60_000)),
      card: {
        first_six_digits: number.slice(0, 6),
        last_four_digits: number.slice(-4),
        holder_name: holder,
        exp_month: month,
        exp_year: year,
        brand: token.brand,
      },
    };
  }

  /** A usable token (unused, made less than a minute ago), or the 422 Pagar.me answers. */
  function freshToken(id: unknown, field: string): CardToken {
    const token = typeof id === 'string' ? state.tokens.get(id) : undefined;
    if (!token || token.used || state.clock().getTime() - token.createdAt > 60_000) {
      throw invalid(field, 'The card_token is invalid or expired.');
    }
    return token;
  }

  function createCustomer(body: unknown): Record<string, unknown> {
    if (!isRecord(body)) throw invalid('customer', 'The request body is required.');
    if (typeof body.name !== 'string' || !body.name.trim())
      throw invalid('name', 'The name field is required.');
    if (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) {
      throw invalid('email', 'The email field is not a valid e-mail address.');
    }
    if (body.type !== 'individual' && body.type !== 'company') throw invalid('type', 'Invalid type.');
    if (body.document !== undefined && (typeof body.document !== 'string' || !isValidCpf(body.document))) {
      throw invalid('document', 'The document field is not a valid number.');
    }
    if (body.code !== undefined && (typeof body.code !== 'string' || body.code.length > 52)) {
      throw invalid('code', 'The code field must have at most 52 characters.');
    }
    const now = isoDate(state.clock());
    const json: Record<string, unknown> = {
      id: randomId('cus'),
      name: body.name,
      email: body.email,
      code: body.code ?? null,
      document: body.document ?? null,
      document_type: body.document ? 'CPF' : null,
      type: body.type,
      delinquent: false,
      created_at: now,
      updated_at: now,
      phones: {},
      metadata: {},
    };
    state.customers.set(String(json.id), { json, cards: new Map() });
    return json;
  }

  function findCustomer(id: string): StoredCustomer {
    const customer = state.customers.get(id);
    if (!customer) throw notFound('Customer');
    return customer;
  }

  function createCustomerCard(customerId: string, body: unknown): Record<string, unknown> {
    const customer = findCustomer(customerId);
    if (!isRecord(body) || body.token === undefined) throw invalid('token', 'The token field is required.');
    const token = freshToken(body.token, 'token');
    token.used = true;
    const now = isoDate(state.clock());
    const json: Record<string, unknown> = {
      id: randomId('card'),
      first_six_digits: token.number.slice(0, 6),
      last_four_digits: token.number.slice(-4),
      brand: token.brand,
      holder_name: token.holder,
      exp_month: token.expMonth,
      exp_year: token.expYear,
      status: 'active',
      type: 'credit',
      created_at: now,
      updated_at: now,
      customer: customer.json,
    };
    customer.cards.set(String(json.id), { json, token });
    return json;
  }

  function deleteCustomerCard(customerId: string, cardId: string): Record<string, unknown> {
    const customer = findCustomer(customerId);
    const card = customer.cards.get(cardId);
    if (!card) throw notFound('Card');
    customer.cards.delete(cardId);
    return { ...card.json, status: 'deleted', deleted_at: isoDate(state.clock()) };
  }

  function createOrder(body: unknown): Record<string, unknown> {
    if (!isRecord(body)) throw invalid('order', 'The request body is required.');
    const items = Array.isArray(body.items) ? body.items.filter(isRecord) : [];
    if (items.length === 0) throw invalid('items', 'The items field is required.');
    let itemsTotal = 0;
    for (const item of items) {
      if (!Number.isSafeInteger(item.amount) || (item.amount as number) <= 0)
        throw invalid('items[0].amount', 'Invalid amount.');
      if (typeof item.description !== 'string' || !item.description)
        throw invalid('items[0].description', 'The description field is required.');
      const quantity = Number(item.quantity ?? 1);
      itemsTotal += (item.amount as number) * quantity;
    }
    const code = body.code;
    if (code !== undefined && (typeof code !== 'string' || code.length > 52))
      throw invalid('code', 'The code field must have at most 52 characters.');
    // An order names a new customer, or an existing one by `customer_id` (a saved card's).
    const existing = typeof body.customer_id === 'string' ? findCustomer(body.customer_id) : null;
    const customer = existing ? existing.json : isRecord(body.customer) ? body.customer : null;
    if (!customer || typeof customer.name !== 'string' || !customer.name)
      throw invalid('customer.name', 'The name field is required.');
    if (typeof customer.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customer.email)) {
      throw invalid('customer.email', 'The email field is not a valid e-mail address.');
    }
    if (customer.type !== 'individual' && customer.type !== 'company')
      throw invalid('customer.type', 'Invalid type.');
    const document = customer.document ?? undefined;
    if (document !== undefined && (typeof document !== 'string' || !isValidCpf(document))) {
      throw invalid('customer.document', 'The document field is not a valid number.');
    }
    const payments = Array.isArray(body.payments) ? body.payments.filter(isRecord) : [];
    if (payments.length !== 1) throw invalid('payments', 'One payment is required.');
    const payment = payments[0]!;
    const amountCents = payment.amount === undefined ? itemsTotal : payment.amount;
    if (!Number.isSafeInteger(amountCents) || (amountCents as number) <= 0)
      throw invalid('payments[0].amount', 'Invalid amount.');
    const amount = amountCents as number;

    const now = state.clock();
    const orderId = randomId('or');
    const chargeId = randomId('ch');
    const tranId = randomId('tran');
    const customerJson = existing
      ? existing.json
      : {
          id: randomId('cus'),
          name: customer.name,
          email: customer.email,
          document: document ?? null,
          type: customer.type,
          delinquent: false,
          phones: isRecord(customer.phones) ? customer.phones : {},
          ...(isRecord(customer.address) ? { address: customer.address } : {}),
        };
    const chargeJson: Record<string, unknown> = {
      id: chargeId,
      code: code ?? orderId,
      gateway_id: randomBytes(8).toString('hex'),
      amount,
      status: 'pending',
      currency: 'BRL',
      payment_method: payment.payment_method,
      paid_at: null,
      created_at: isoDate(now),
      updated_at: isoDate(now),
      customer: customerJson,
    };
    let kind: StoredCharge['kind'];
    let settleLater: Settle = null;
    let paidCents = 0;

    if (payment.payment_method === 'credit_card') {
      kind = 'credit_card';
      const creditCard = isRecord(payment.credit_card) ? payment.credit_card : {};
      // A saved card (card_id, the order's customer's) or a fresh single-use token.
      let savedCardId: string | null = null;
      let token: CardToken;
      if (creditCard.card_id !== undefined) {
        const saved = existing?.cards.get(String(creditCard.card_id));
        if (!saved)
          throw invalid('payments[0].credit_card.card_id', 'The card_id was not found for this customer.');
        savedCardId = String(creditCard.card_id);
        token = saved.token;
      } else {
        token = freshToken(creditCard.card_token, 'payments[0].credit_card.card_token');
      }
      const installments = creditCard.installments ?? 1;
      if (!Number.isInteger(installments) || (installments as number) < 1 || (installments as number) > 12) {
        throw invalid('payments[0].credit_card.installments', 'Invalid installments.');
      }
      const descriptor = creditCard.statement_descriptor;
      if (descriptor !== undefined && (typeof descriptor !== 'string' || descriptor.length > 13)) {
        throw invalid('payments[0].credit_card.statement_descriptor', 'At most 13 characters.');
      }
      if (creditCard.operation_type !== undefined && creditCard.operation_type !== 'auth_and_capture') {
        throw invalid('payments[0].credit_card.operation_type', 'Only auth_and_capture is simulated.');
      }
      if (!savedCardId) token.used = true;
      const base = {
        id: tranId,
        transaction_type: 'credit_card',
        gateway_id: randomBytes(8).toString('hex'),
        amount,
        installments,
        statement_descriptor: descriptor ?? 'LOJA TESTE',
        acquirer_name: 'simulator',
        acquirer_tid: String(Date.now()),
        acquirer_nsu: String(Date.now() % 1_000_000),
        operation_type: 'auth_and_capture',
        card: {
          id: savedCardId ?? randomId('card'),
          first_six_digits: token.number.slice(0, 6),
          last_four_digits: token.number.slice(-4),
          brand: token.brand,
          holder_name: token.holder,
          exp_month: token.expMonth,
          exp_year: token.expYear,
          status: 'active',
          type: 'credit',
        },
        created_at: isoDate(now),
        updated_at: isoDate(now),
        gateway_response: { code: '200', errors: [] },
        antifraud_response: {},
      };
      if (token.number === '4000000000000010') {
        paidCents = amount;
        Object.assign(chargeJson, { status: 'paid', paid_at: isoDate(now) });
        chargeJson.last_transaction = {
          ...base,
          status: 'captured',
          success: true,
          acquirer_return_code: '00',
          acquirer_message: 'Transação capturada com sucesso',
          acquirer_auth_code: '123456',
        };
      } else if (token.number === '4000000000000036' || token.number === '4000000000000044') {
        settleLater = token.number.endsWith('36') ? 'paid' : 'failed';
        chargeJson.status = 'processing';
        chargeJson.last_transaction = {
          ...base,
          status: 'with_error',
          success: false,
          acquirer_return_code: null,
          acquirer_message: null,
        };
      } else {
        chargeJson.status = 'failed';
        chargeJson.last_transaction = {
          ...base,
          status: 'not_authorized',
          success: false,
          acquirer_return_code: state.declineCode,
          acquirer_message: 'Transação não autorizada',
        };
      }
    } else if (payment.payment_method === 'pix') {
      kind = 'pix';
      const pix = isRecord(payment.pix) ? payment.pix : {};
      const expiresIn = pix.expires_in;
      let expiresAt: Date;
      if (expiresIn !== undefined) {
        if (!Number.isInteger(expiresIn) || (expiresIn as number) <= 0)
          throw invalid('payments[0].pix.expires_in', 'Invalid expires_in.');
        expiresAt = new Date(now.getTime() + (expiresIn as number) * 1000);
      } else if (typeof pix.expires_at === 'string') {
        expiresAt = new Date(pix.expires_at);
      } else {
        expiresAt = new Date(now.getTime() + 86_400_000);
      }
      const qrCode = buildPixBrCode({
        key: 'pix@pagarme-stand-in.example.com',
        merchantName: 'Loja Teste',
        city: 'Sao Paulo',
        amountCents: amount,
        txid: tranId.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
      });
      chargeJson.last_transaction = {
        id: tranId,
        transaction_type: 'pix',
        gateway_id: randomBytes(8).toString('hex'),
        amount,
        status: 'waiting_payment',
        success: true,
        qr_code: qrCode,
        qr_code_url: `${state.baseUrl}/pix/qr/${tranId}`,
        expires_at: isoDate(expiresAt),
        created_at: isoDate(now),
        updated_at: isoDate(now),
        gateway_response: { code: '200', errors: [] },
        antifraud_response: {},
      };
    } else if (payment.payment_method === 'boleto') {
      kind = 'boleto';
      if (!document) throw invalid('customer.document', 'The document field is required for boleto.');
      const address = isRecord(customer.address) ? customer.address : null;
      if (!address?.line_1 || !address.zip_code || !address.city || !address.state) {
        throw invalid('customer.address', 'The address is required for boleto.');
      }
      const boletoRequest = isRecord(payment.boleto) ? payment.boleto : {};
      const dueAt =
        typeof boletoRequest.due_at === 'string'
          ? new Date(boletoRequest.due_at)
          : new Date(now.getTime() + 3 * 86_400_000);
      if (Number.isNaN(dueAt.getTime())) throw invalid('payments[0].boleto.due_at', 'Invalid due_at.');
      const instructions = boletoRequest.instructions;
      if (instructions !== undefined && (typeof instructions !== 'string' || instructions.length > 256)) {
        throw invalid('payments[0].boleto.instructions', 'At most 256 characters.');
      }
      const nossoNumero = String(nextNossoNumero++);
      const boleto = buildBoleto({
        amountCents: amount,
        dueDate: dueAt,
        bankCode: '197',
        ourNumber: nossoNumero,
      });
      chargeJson.due_at = isoDate(dueAt);
      chargeJson.last_transaction = {
        id: tranId,
        transaction_type: 'boleto',
        gateway_id: randomBytes(8).toString('hex'),
        amount,
        status: 'generated',
        success: true,
        url: `${state.baseUrl}/Boleto/ViewBoleto.aspx?${tranId}`,
        pdf: `${state.baseUrl}/transactions/${tranId}/pdf`,
        line: boleto.digitableLine,
        barcode: `${state.baseUrl}/transactions/${tranId}/barcode`,
        qr_code: `${state.baseUrl}/transactions/${tranId}/qrcode`,
        nosso_numero: nossoNumero,
        bank: '197',
        type: 'DM',
        instructions: instructions ?? null,
        due_at: isoDate(dueAt),
        created_at: isoDate(now),
        updated_at: isoDate(now),
        gateway_response: { code: '201' },
        antifraud_response: {},
      };
    } else {
      throw invalid('payments[0].payment_method', 'Invalid payment_method.');
    }

    const orderJson: Record<string, unknown> = {
      id: orderId,
      code: code ?? orderId,
      amount,
      currency: 'BRL',
      closed: body.closed !== false,
      items: items.map((item) => ({ id: randomId('oi'), ...item, status: 'active' })),
      customer: customerJson,
      status: chargeJson.status === 'paid' ? 'paid' : chargeJson.status === 'failed' ? 'failed' : 'pending',
      created_at: isoDate(now),
      updated_at: isoDate(now),
      metadata: isRecord(body.metadata) ? body.metadata : {},
    };
    const order: StoredOrder = { json: orderJson, chargeIds: [chargeId] };
    state.orders.set(orderId, order);
    state.charges.set(chargeId, {
      json: chargeJson,
      orderId,
      kind,
      amountCents: amount,
      paidCents,
      canceledCents: 0,
      settle: settleLater,
    });
    return orderView(order);
  }

  async function deleteCharge(id: string, body: unknown): Promise<Record<string, unknown>> {
    const stored = findCharge(id);
    await settle(stored);
    const status = String(stored.json.status);
    const requested =
      isRecord(body) && body.amount !== undefined && body.amount !== null ? body.amount : undefined;
    if (requested !== undefined && (!Number.isSafeInteger(requested) || (requested as number) <= 0)) {
      throw invalid('amount', 'Invalid amount.');
    }
    const now = isoDate(state.clock());
    if (status === 'pending' || status === 'processing') {
      if (requested !== undefined && requested !== stored.amountCents) {
        throw businessRule('Partial cancellation is only allowed for paid charges.');
      }
      stored.settle = null;
      stored.canceledCents = stored.amountCents;
      stored.json.canceled_at = now;
      setStatus(stored, 'canceled', { status: stored.kind === 'credit_card' ? 'voided' : 'canceled' });
      await notify(stored, 'charge.refunded');
      return chargeView(stored);
    }
    if (status !== 'paid' && status !== 'overpaid')
      throw businessRule(`Charge can not be canceled with status ${status}.`);
    if (stored.kind === 'boleto' && !(isRecord(body) && isRecord(body.bank_account))) {
      throw invalid('bank_account', 'The bank_account is required to refund a boleto.');
    }
    const left = stored.paidCents - stored.canceledCents;
    const amount = (requested as number | undefined) ?? left;
    if (amount > left) throw businessRule('The amount to be canceled is greater than the available amount.');
    stored.canceledCents += amount;
    const whole = stored.canceledCents >= stored.paidCents;
    const previous = stored.json.last_transaction as Record<string, unknown>;
    stored.json.last_transaction = {
      ...previous,
      id: randomId('tran'),
      amount,
      status: whole ? 'refunded' : 'partial_refunded',
      success: true,
      created_at: now,
      updated_at: now,
    };
    if (whole) {
      stored.json.canceled_at = now;
      setStatus(stored, 'canceled', {});
    } else {
      stored.json.updated_at = now;
    }
    await notify(stored, whole ? 'charge.refunded' : 'charge.partial_canceled');
    return chargeView(stored);
  }

  async function control(action: string, id: string, url: URL): Promise<Record<string, unknown>> {
    const stored = findCharge(id);
    const status = String(stored.json.status);
    const now = isoDate(state.clock());
    const before = state.notifications.length;
    if (action === 'pay') {
      if (stored.settle !== null) {
        stored.settle = 'paid';
        await settle(stored);
      } else {
        if (status !== 'pending') throw businessRule(`Cannot pay a ${status} charge.`);
        const paid = url.searchParams.has('amount')
          ? Number(url.searchParams.get('amount'))
          : stored.amountCents;
        stored.paidCents = paid;
        stored.json.paid_at = now;
        const chargeStatus =
          paid < stored.amountCents ? 'underpaid' : paid > stored.amountCents ? 'overpaid' : 'paid';
        setStatus(stored, chargeStatus, {
          status: chargeStatus === 'paid' ? 'paid' : chargeStatus,
          paid_at: now,
          paid_amount: stored.kind === 'boleto' ? String(paid) : paid,
        });
        await notify(stored, `charge.${chargeStatus}`);
      }
    } else if (action === 'expire') {
      if (status !== 'pending' || stored.kind === 'credit_card')
        throw businessRule(`Cannot expire a ${status} charge.`);
      setStatus(stored, 'failed', { status: 'expired', success: false });
      await notify(stored, 'charge.payment_failed');
    } else if (action === 'chargeback') {
      if (status !== 'paid') throw businessRule(`Cannot charge back a ${status} charge.`);
      setStatus(stored, 'chargedback', { status: 'chargedback' });
      await notify(stored, 'charge.chargedback');
    } else {
      throw notFound('Control action');
    }
    return {
      charge: chargeView(stored),
      notification: state.notifications.length > before ? state.notifications.at(-1) : null,
    };
  }

  const authorized = (request: IncomingMessage) =>
    request.headers.authorization === `Basic ${Buffer.from(`${state.secretKey}:`).toString('base64')}`;

  const API = '/core/v5';

  /** The answer to one API request: [status, body], or the replay of an earlier one. */
  async function route(
    request: IncomingMessage,
    url: URL,
    body: unknown,
  ): Promise<[number, unknown] | { replay: { status: number; body: string } }> {
    const method = request.method ?? 'GET';
    const path = url.pathname.slice(API.length);
    if (method === 'POST' && path === '/tokens') return [200, createToken(url, body)];
    if (!authorized(request))
      throw new ApiFailure(401, { message: 'Authorization has been denied for this request.' });

    if (method === 'GET' && path === '/orders') {
      const code = url.searchParams.get('code');
      const size = Math.min(Number(url.searchParams.get('size') ?? 10) || 10, 30);
      const matches = [...state.orders.values()]
        .filter((order) => code === null || order.json.code === code)
        .sort((a, b) => String(b.json.created_at).localeCompare(String(a.json.created_at)));
      for (const order of matches)
        for (const chargeId of order.chargeIds) await settle(state.charges.get(chargeId)!);
      return [200, { data: matches.slice(0, size).map(orderView), paging: { total: matches.length } }];
    }
    const orderMatch = /^\/orders\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && orderMatch) {
      const order = state.orders.get(orderMatch[1]!);
      if (!order) throw notFound('Order');
      for (const chargeId of order.chargeIds) await settle(state.charges.get(chargeId)!);
      return [200, orderView(order)];
    }
    const chargeMatch = /^\/charges\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && chargeMatch) {
      const stored = findCharge(chargeMatch[1]!);
      await settle(stored);
      return [200, chargeView(stored)];
    }

    const cardsMatch = /^\/customers\/([A-Za-z0-9_]+)\/cards$/.exec(path);
    const cardMatch = /^\/customers\/([A-Za-z0-9_]+)\/cards\/([A-Za-z0-9_]+)$/.exec(path);
    const writes =
      (method === 'POST' && (path === '/orders' || path === '/customers' || cardsMatch)) ||
      (method === 'DELETE' && (chargeMatch || cardMatch));
    if (!writes) throw new ApiFailure(404, { message: 'Resource not found' });
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && key ? `${method} ${path} ${key}` : null;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay) return { replay };

    const answer: [number, unknown] =
      method === 'POST' && path === '/orders'
        ? [200, createOrder(body)]
        : method === 'POST' && path === '/customers'
          ? [200, createCustomer(body)]
          : cardsMatch
            ? [200, createCustomerCard(cardsMatch[1]!, body)]
            : cardMatch
              ? [200, deleteCustomerCard(cardMatch[1]!, cardMatch[2]!)]
              : [200, await deleteCharge(chargeMatch![1]!, body)];
    if (replayKey) replies.set(replayKey, { status: answer[0], body: JSON.stringify(answer[1]) });
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
    if (request.method === 'GET' && url.pathname === `${API}/tokenizecard.js`) {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': Buffer.byteLength(TOKENIZECARD_JS),
      });
      response.end(TOKENIZECARD_JS);
      return;
    }
    if (url.pathname === `${API}/tokens`) {
      // tokenizecard.js posts JSON from the store's page: a cross-origin request with a preflight.
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'POST',
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
      return send(response, 400, JSON.stringify({ message: 'The request is invalid.' }));
    }
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      rawBody,
      body,
    });

    if (request.method === 'GET' && url.pathname === '/.well-known/jwks.json') {
      const jwk = key.publicKey.export({ format: 'jwk' });
      return send(
        response,
        200,
        JSON.stringify({ keys: [{ ...jwk, kid: key.kid, use: 'sig', alg: 'RS256' }] }),
      );
    }

    const controlMatch = /^\/__control\/(\w+)\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    const isApi = !controlMatch && url.pathname.startsWith(API) && url.pathname !== `${API}/tokens`;
    if (isApi && state.faults.fail500 > 0) {
      state.faults.fail500 -= 1;
      return send(response, 500, JSON.stringify({ message: 'An error has occurred.' }));
    }

    let status: number;
    let text: string;
    try {
      if (controlMatch && request.method === 'POST') {
        status = 200;
        text = JSON.stringify(await control(controlMatch[1]!, controlMatch[2]!, url));
      } else if (url.pathname.startsWith(`${API}/`)) {
        const answer = await route(request, url, body);
        if ('replay' in answer) [status, text] = [answer.replay.status, answer.replay.body];
        else [status, text] = [answer[0], JSON.stringify(answer[1])];
      } else {
        throw new ApiFailure(404, { message: 'Resource not found' });
      }
    } catch (error) {
      if (!(error instanceof ApiFailure))
        return send(response, 500, JSON.stringify({ message: String(error) }));
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
  state.baseUrl = `http://127.0.0.1:${port}${API}`;
  const scriptUrl = `${state.baseUrl}/tokenizecard.js`;
  state.jwksUrl = `http://127.0.0.1:${port}/.well-known/jwks.json`;

  return Object.assign(state, {
    scriptUrl,
    rotateKey() {
      key = newSigningKey();
      state.signingKey = { kid: key.kid, privateKey: key.privateKey };
    },
    async createCardToken(number = '4000000000000010', holder = 'MARIA DA SILVA') {
      const response = await fetch(`${state.baseUrl}/tokens?appId=${encodeURIComponent(state.publicKey)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          type: 'card',
          card: { number, holder_name: holder, exp_month: 12, exp_year: 2030, cvv: '123' },
        }),
      });
      const token = (await response.json()) as { id?: string };
      if (response.status !== 200 || !token.id) throw new Error(`Token recusado: ${JSON.stringify(token)}`);
      return token.id;
    },
    ordersWithCode(code: string) {
      return [...state.orders.values()].filter((order) => order.json.code === code).map(orderView);
    },
    charge(id: string) {
      return chargeView(findCharge(id));
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
