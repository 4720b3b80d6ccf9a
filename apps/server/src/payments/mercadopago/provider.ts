import {
  assertChargeable,
  assertRefundAmount,
  completeAddress,
  onlyDigits as digits,
  GATEWAY_CANCEL_NOT_PENDING,
  GATEWAY_INVALID_CREDENTIALS,
  GATEWAY_REFUND_NOT_ALLOWED,
  GATEWAY_REFUND_TOO_LARGE,
  type GatewayBuyerAddress,
  REMOTE_GATEWAY_CAPABILITIES,
  refusedBeforeCall,
  nameUuid as sharedNameUuid,
  validInstallments,
} from '../gateway-common.ts';
import type {
  CancelRequest,
  CancelResult,
  CardInput,
  ChargeRequest,
  ChargeResult,
  ChargeState,
  DeclineClass,
  IncomingNotification,
  NotificationHint,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from '../provider.ts';
import { centsToReais, reaisToCents } from './amounts.ts';
import { MercadoPagoApiError, MercadoPagoClient, MercadoPagoUnavailableError } from './client.ts';
import { verifyMercadoPagoNotification } from './notifications.ts';
import {
  apiDecline,
  chargeResultOf,
  chargeStateOf,
  classifyMercadoPagoDecline,
  LOCAL_DECLINES,
  type MercadoPagoPayment,
} from './status.ts';

/*
 * Mercado Pago as a Pagora payment provider, through the Payments API (`/v1/payments`,
 * https://www.mercadopago.com.br/developers/en/reference/online-payments/checkout-api-payments/create-payment/post).
 *
 * Why the Payments API and not the newer Orders API (`/v1/orders`): every operation Pagora needs
 * is a single documented call on one resource — create (card, PIX, boleto), read by id, search by
 * `external_reference`, refund total or partial (`/v1/payments/{id}/refunds`), cancel a pending
 * one (`PUT /v1/payments/{id}`) — and its webhooks carry the payment id that the read takes. The
 * official SDK implements each of these (mercadopago/sdk-nodejs: src/clients/payment/*,
 * src/clients/paymentRefund/*). Orders add a second id (order vs transaction) and a separate
 * process/capture step without giving Pagora anything it uses.
 *
 * Card data never reaches Pagora: the buyer's browser makes a single-use card token with
 * MercadoPago.js (`POST /v1/card_tokens`, Secure Fields or the Card Payment Brick), which also
 * tells the brand (`payment_method_id`) and issuer. A failure whose outcome is unknown (timeout,
 * 5xx, dropped connection) throws; a request Mercado Pago refused with a 4xx created nothing and
 * comes back as a refusal with reference '' (see `charge`).
 */

export const MERCADO_PAGO_PROVIDER_ID = 'mercadopago';
export const MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';

export const MERCADO_PAGO_CAPABILITIES = REMOTE_GATEWAY_CAPABILITIES;

/** For the gateway configuration screen. */
export const MERCADO_PAGO_INVALID_CREDENTIALS = GATEWAY_INVALID_CREDENTIALS;
export const MERCADO_PAGO_UNAVAILABLE = 'Mercado Pago indisponível. Tente novamente em alguns minutos.';
export const MERCADO_PAGO_NOT_BRAZIL = 'Esta conta do Mercado Pago não é do Brasil.';

export const MERCADO_PAGO_CHARGE_UNKNOWN = 'Pagamento não encontrado no Mercado Pago.';
export const MERCADO_PAGO_REFUND_NOT_ALLOWED = GATEWAY_REFUND_NOT_ALLOWED;
export const MERCADO_PAGO_REFUND_TOO_LARGE = GATEWAY_REFUND_TOO_LARGE;
export const MERCADO_PAGO_REFUND_REFUSED = 'O Mercado Pago recusou o reembolso. Tente novamente mais tarde.';
export const MERCADO_PAGO_CANCEL_NOT_PENDING = GATEWAY_CANCEL_NOT_PENDING;
export const MERCADO_PAGO_CANCEL_REFUSED =
  'O Mercado Pago não cancelou o pagamento. Tente novamente mais tarde.';

/** The buyer's address: Mercado Pago requires it for boletos (Banco Central rules, since 2024). */
export type MercadoPagoBuyerAddress = GatewayBuyerAddress;

/**
 * A card token as MercadoPago.js gives it: besides the token, the `payment_method_id` it detected
 * from the card number ('visa', 'master', 'elo'…) — the Payments API needs it with the token —
 * and, optionally, the issuer.
 */
export interface MercadoPagoCardToken {
  token: string;
  installments: number;
  paymentMethodId: string;
  issuerId?: string | null;
}

/**
 * What this provider reads beyond ChargeRequest: the buyer's address (boleto) and the card
 * token's payment method. Both are optional in the type so any ChargeRequest can be passed; a
 * boleto without an address or a card token without its payment method is refused before
 * calling Mercado Pago, with a message saying what is missing.
 */
export type MercadoPagoChargeRequest = Omit<ChargeRequest, 'buyer' | 'card'> & {
  buyer: ChargeRequest['buyer'] & { address?: MercadoPagoBuyerAddress | null };
  card?: CardInput | MercadoPagoCardToken;
};

export interface MercadoPagoProviderOptions {
  /** @default MERCADO_PAGO_API_URL */
  baseUrl?: string;
  /** The seller's access token (production `APP_USR-…`, or test credentials). */
  accessToken: string;
  /** The application's webhook secret ('Suas integrações › Webhooks › Assinatura secreta'). */
  webhookSecret: string;
  clock?: () => Date;
  /** Per request, answer included. @default 15000 */
  timeoutMs?: number;
  /**
   * Sent as each payment's `notification_url` (it takes precedence over the application's URL).
   * `source_news=webhooks` asks for webhooks only, not the older unsigned IPN
   * (https://www.mercadopago.com.br/developers/pt/docs/your-integrations/notifications/webhooks).
   */
  notificationUrl?: string | null;
  /** Shows the checkout's test notice. @default accessToken starts with 'TEST-' */
  testMode?: boolean;
  /** How old a notification's signature may be. @default 5 minutes */
  notificationToleranceMs?: number;
}

export type MercadoPagoCredentialsCheck =
  | { ok: true; userId: string; nickname: string | null; email: string | null }
  | { ok: false; error: string };

/**
 * The PIX validity Mercado Pago documents for `date_of_expiration`: from 30 minutes to 30 days
 * after creation, 24 hours when absent
 * (https://www.mercadopago.com.br/developers/pt/docs/checkout-api-payments/integration-configuration/integrate-pix).
 * Integrators report the test environment does not enforce the bounds, so they are applied here.
 */
const PIX_MIN_MS = 30 * 60_000;
const PIX_MAX_MS = 30 * 86_400_000;
const PIX_DEFAULT_MS = 30 * 60_000;
/** Boletos fall due three days after they are issued, as in test mode. */
const BOLETO_DUE_MS = 3 * 86_400_000;

const NAME_NAMESPACE = Buffer.from('8c1e4d2a7f3b4c9e9d0a6b5f2e1c7a30', 'hex');

/**
 * A UUID (version 5 layout, SHA-1 of a fixed namespace and the name) derived from Pagora's
 * idempotency key. Mercado Pago's `external_reference` takes at most 64 letters, digits, '-' and
 * '_' (https://mercadopago.com.mx/developers/en/support/36983) and its docs ask for a UUID as
 * `X-Idempotency-Key`; Pagora's keys ('<order token>:<attempt>') contain ':' and can be longer.
 * Derived, not random, so a retry or a lookup on another instance sends the very same value.
 */
function nameUuid(name: string): string {
  return sharedNameUuid(NAME_NAMESPACE, name);
}

/** The `external_reference` (and `X-Idempotency-Key`) of the charge made with this key. */
export const mercadoPagoChargeReference = (idempotencyKey: string) => nameUuid(`charge:${idempotencyKey}`);

/**
 * Mercado Pago's date format (`yyyy-MM-dd'T'HH:mm:ss.SSS±hh:mm`) in Brasília time, which has had
 * no daylight saving since 2019: '2026-03-10T12:30:00.000-03:00'.
 */
export function brasiliaTimestamp(date: Date): string {
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
}

/** 'Maria da Silva Souza' → first 'Maria', last 'da Silva Souza' (a single name is both). */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  return { first, last: words.slice(1).join(' ') || first };
}

/** The URL with `source_news=webhooks`, so Mercado Pago sends signed webhooks and not IPN too. */
function webhooksOnly(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('source_news')) parsed.searchParams.set('source_news', 'webhooks');
  return parsed.toString();
}

const isPaymentId = (reference: string) => /^\d{1,20}$/.test(reference);

export class MercadoPagoProvider implements PaymentProvider {
  readonly id = MERCADO_PAGO_PROVIDER_ID;
  readonly label = 'Mercado Pago';
  readonly testMode: boolean;
  readonly capabilities = MERCADO_PAGO_CAPABILITIES;
  readonly #client: MercadoPagoClient;
  readonly #webhookSecret: string;
  readonly #clock: () => Date;
  readonly #notificationUrl: string | null;
  readonly #toleranceMs: number;

  constructor(options: MercadoPagoProviderOptions) {
    this.#client = new MercadoPagoClient({
      baseUrl: options.baseUrl ?? MERCADO_PAGO_API_URL,
      accessToken: options.accessToken,
      timeoutMs: options.timeoutMs,
    });
    this.#webhookSecret = options.webhookSecret;
    this.#clock = options.clock ?? (() => new Date());
    this.#notificationUrl = options.notificationUrl ? webhooksOnly(options.notificationUrl) : null;
    this.#toleranceMs = options.notificationToleranceMs ?? 5 * 60_000;
    this.testMode = options.testMode ?? options.accessToken.startsWith('TEST-');
  }

  /**
   * `POST /v1/payments`. Same idempotency key → same payment: the `X-Idempotency-Key` and the
   * `external_reference` are both derived from it, so a repeat returns the first payment and
   * `lookup({ idempotencyKey })` finds it by search.
   *
   * Outcomes: see `chargeResultOf` (a card 'in_process' is 'pending' with neither PIX nor boleto:
   * not final). A 4xx from Mercado Pago (invalid or already used card token, invalid CPF, bad
   * credentials…) means no payment was created — Mercado Pago's error answers carry none —
   * so it is a refusal with reference '' and a Portuguese reason the buyer can act on, rather
   * than a throw that would leave the order 'processing' until the reconciler finds nothing.
   * Timeouts, 5xx and dropped connections throw MercadoPagoUnavailableError: unknown outcome.
   */
  async charge(request: ChargeRequest | MercadoPagoChargeRequest): Promise<ChargeResult> {
    assertChargeable(request);
    const built = this.#paymentBody(request as MercadoPagoChargeRequest);
    if ('refusal' in built) return built.refusal;
    try {
      const payment = await this.#client.request<MercadoPagoPayment>({
        method: 'POST',
        path: '/v1/payments',
        body: built.body,
        idempotencyKey: mercadoPagoChargeReference(request.idempotencyKey),
      });
      return chargeResultOf(payment);
    } catch (error) {
      if (!(error instanceof MercadoPagoApiError)) throw error;
      const decline = apiDecline(error.status, error.causes[0]?.code || undefined);
      return refusedBeforeCall({ ...decline, class: classifyMercadoPagoDecline(decline.code) });
    }
  }

  #paymentBody(
    request: MercadoPagoChargeRequest,
  ): { body: Record<string, unknown> } | { refusal: ChargeResult } {
    const { first, last } = splitName(request.buyer.name);
    const cpf = request.buyer.cpf ? digits(request.buyer.cpf) : null;
    const payer: Record<string, unknown> = {
      email: request.buyer.email,
      first_name: first,
      last_name: last,
      ...(cpf ? { identification: { type: 'CPF', number: cpf } } : {}),
    };
    const body: Record<string, unknown> = {
      transaction_amount: centsToReais(request.amountCents),
      description: request.description,
      external_reference: mercadoPagoChargeReference(request.idempotencyKey),
      metadata: { pagora_order_number: request.orderNumber },
      payer,
      ...(this.#notificationUrl ? { notification_url: this.#notificationUrl } : {}),
    };

    switch (request.method) {
      case 'card': {
        const card = request.card;
        if (!card) throw new Error('Cobrança por cartão sem os dados do cartão.');
        if (!('token' in card)) return { refusal: refusedBeforeCall(LOCAL_DECLINES.raw_card) };
        if (!validInstallments(card.installments)) {
          return { refusal: refusedBeforeCall(LOCAL_DECLINES.invalid_installments) };
        }
        const paymentMethodId = 'paymentMethodId' in card ? card.paymentMethodId : '';
        if (!paymentMethodId) return { refusal: refusedBeforeCall(LOCAL_DECLINES.missing_payment_method) };
        body.token = card.token;
        body.installments = card.installments;
        body.payment_method_id = paymentMethodId;
        if ('issuerId' in card && card.issuerId) body.issuer_id = card.issuerId;
        return { body };
      }
      case 'pix': {
        const now = request.now.getTime();
        const wanted = request.expiresAt ? request.expiresAt.getTime() : now + PIX_DEFAULT_MS;
        const expiresAt = Math.min(Math.max(wanted, now + PIX_MIN_MS), now + PIX_MAX_MS);
        body.payment_method_id = 'pix';
        body.date_of_expiration = brasiliaTimestamp(new Date(expiresAt));
        return { body };
      }
      case 'boleto': {
        // https://www.mercadopago.com.br/developers/en/docs/checkout-api-v2/payment-integration/boleto:
        // payer name, CPF and address are mandatory for boletos.
        if (!cpf) return { refusal: refusedBeforeCall(LOCAL_DECLINES.boleto_cpf) };
        const address = request.buyer.address;
        if (!address || !completeAddress(address)) {
          return { refusal: refusedBeforeCall(LOCAL_DECLINES.boleto_address) };
        }
        payer.address = {
          zip_code: digits(address.zipCode),
          street_name: address.street.trim(),
          street_number: address.number.trim(),
          neighborhood: address.neighborhood.trim(),
          city: address.city.trim(),
          federal_unit: address.state.trim().toUpperCase(),
        };
        body.payment_method_id = 'bolbradesco';
        body.date_of_expiration = brasiliaTimestamp(
          request.expiresAt ?? new Date(request.now.getTime() + BOLETO_DUE_MS),
        );
        return { body };
      }
    }
  }

  /**
   * By idempotency key: `GET /v1/payments/search?external_reference=…` (the newest match, should
   * there ever be two). By reference: `GET /v1/payments/{id}`. Null when Mercado Pago has no such
   * payment (a refusal made before any payment existed has reference '').
   */
  async lookup(query: { idempotencyKey: string } | { reference: string }): Promise<ChargeState | null> {
    if ('idempotencyKey' in query) {
      const found = await this.#client.request<{ results?: MercadoPagoPayment[] }>({
        method: 'GET',
        path: '/v1/payments/search',
        query: {
          external_reference: mercadoPagoChargeReference(query.idempotencyKey),
          sort: 'date_created',
          criteria: 'desc',
        },
      });
      const payment = found.results?.[0];
      return payment ? chargeStateOf(payment) : null;
    }
    const payment = await this.#payment(query.reference);
    return payment ? chargeStateOf(payment) : null;
  }

  async #payment(reference: string): Promise<MercadoPagoPayment | null> {
    if (!isPaymentId(reference)) return null;
    try {
      return await this.#client.request<MercadoPagoPayment>({
        method: 'GET',
        path: `/v1/payments/${reference}`,
      });
    } catch (error) {
      if (error instanceof MercadoPagoApiError && error.status === 404) return null;
      throw error;
    }
  }

  /**
   * `POST /v1/payments/{id}/refunds` with `amount` in reais (a partial refund; the whole remaining
   * amount refunds it all) and an idempotency key derived from the refund's, then a read of the
   * payment for the totals. A refusal is explained from the payment itself (not approved, amount
   * above what is left) rather than from Mercado Pago's English message.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    assertRefundAmount(request.amountCents);
    if (!isPaymentId(request.reference)) return { status: 'failed', reason: MERCADO_PAGO_CHARGE_UNKNOWN };
    let refund: { id: number | string; amount?: number };
    try {
      refund = await this.#client.request({
        method: 'POST',
        path: `/v1/payments/${request.reference}/refunds`,
        body: { amount: centsToReais(request.amountCents) },
        idempotencyKey: nameUuid(`refund:${request.idempotencyKey}`),
      });
    } catch (error) {
      if (!(error instanceof MercadoPagoApiError)) throw error;
      const payment = await this.#payment(request.reference);
      if (!payment) return { status: 'failed', reason: MERCADO_PAGO_CHARGE_UNKNOWN };
      if (payment.status !== 'approved') return { status: 'failed', reason: MERCADO_PAGO_REFUND_NOT_ALLOWED };
      const left =
        reaisToCents(payment.transaction_amount) - reaisToCents(payment.transaction_amount_refunded ?? 0);
      if (request.amountCents > left) return { status: 'failed', reason: MERCADO_PAGO_REFUND_TOO_LARGE };
      return { status: 'failed', reason: MERCADO_PAGO_REFUND_REFUSED };
    }
    const payment = await this.#payment(request.reference);
    if (!payment)
      throw new MercadoPagoUnavailableError(`Pagamento ${request.reference} sumiu depois do reembolso.`);
    const amountCents = reaisToCents(payment.transaction_amount);
    const refundedCents =
      payment.status === 'refunded' && !payment.transaction_amount_refunded
        ? amountCents
        : reaisToCents(payment.transaction_amount_refunded ?? 0);
    return {
      status: 'refunded',
      reference: String(refund.id),
      refundedCents,
      remainingCents: Math.max(0, amountCents - refundedCents),
    };
  }

  /**
   * `PUT /v1/payments/{id}` with `{ status: 'cancelled' }` (mercadopago/sdk-nodejs:
   * src/clients/payment/cancel): only pending or in-process payments can be cancelled. Cancelling
   * one already cancelled or expired succeeds, so a retried cancel is harmless.
   */
  async cancel(request: CancelRequest): Promise<CancelResult> {
    if (!isPaymentId(request.reference)) return { status: 'failed', reason: MERCADO_PAGO_CHARGE_UNKNOWN };
    try {
      const payment = await this.#client.request<MercadoPagoPayment>({
        method: 'PUT',
        path: `/v1/payments/${request.reference}`,
        body: { status: 'cancelled' },
        idempotencyKey: nameUuid(`cancel:${request.idempotencyKey}`),
      });
      return payment.status === 'cancelled'
        ? { status: 'cancelled' }
        : { status: 'failed', reason: MERCADO_PAGO_CANCEL_NOT_PENDING };
    } catch (error) {
      if (!(error instanceof MercadoPagoApiError)) throw error;
      const payment = await this.#payment(request.reference);
      if (!payment) return { status: 'failed', reason: MERCADO_PAGO_CHARGE_UNKNOWN };
      if (payment.status === 'cancelled') return { status: 'cancelled' };
      const stillPending = payment.status === 'pending' || payment.status === 'in_process';
      return {
        status: 'failed',
        reason: stillPending ? MERCADO_PAGO_CANCEL_REFUSED : MERCADO_PAGO_CANCEL_NOT_PENDING,
      };
    }
  }

  /** A signed, recent payment notification → the payment to look up (never trusted as the outcome). */
  async verifyNotification(notification: IncomingNotification): Promise<NotificationHint | null> {
    return verifyMercadoPagoNotification(notification, {
      secret: this.#webhookSecret,
      toleranceMs: this.#toleranceMs,
      now: this.#clock(),
    });
  }

  classifyDecline(code: string): DeclineClass {
    return classifyMercadoPagoDecline(code);
  }

  /**
   * For the gateway configuration screen: `GET /users/me` (mercadopago/sdk-nodejs:
   * src/clients/user/get), the cheapest authenticated call, answers with the account the access
   * token belongs to. 400/401/403 → invalid credentials; no answer or a 5xx → Mercado Pago unavailable;
   * an account outside Brazil (`site_id` other than MLB) cannot take PIX or boleto.
   */
  async validateCredentials(): Promise<MercadoPagoCredentialsCheck> {
    try {
      const user = await this.#client.request<{
        id?: number | string;
        nickname?: string;
        email?: string;
        site_id?: string;
      }>({ method: 'GET', path: '/users/me' });
      if (user.id === undefined || user.id === null) return { ok: false, error: MERCADO_PAGO_UNAVAILABLE };
      if (user.site_id && user.site_id !== 'MLB') return { ok: false, error: MERCADO_PAGO_NOT_BRAZIL };
      return {
        ok: true,
        userId: String(user.id),
        nickname: user.nickname ?? null,
        email: user.email ?? null,
      };
    } catch (error) {
      // A malformed token is answered 400, a wrong or revoked one 401/403.
      if (error instanceof MercadoPagoApiError && [400, 401, 403].includes(error.status)) {
        return { ok: false, error: MERCADO_PAGO_INVALID_CREDENTIALS };
      }
      if (error instanceof MercadoPagoApiError || error instanceof MercadoPagoUnavailableError) {
        return { ok: false, error: MERCADO_PAGO_UNAVAILABLE };
      }
      throw error;
    }
  }
}
