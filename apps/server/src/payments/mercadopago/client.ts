/*
 * A small client of Mercado Pago's REST API (https://api.mercadopago.com), shaped after the
 * official Node SDK's RestClient (mercadopago/sdk-nodejs: src/utils/restClient/index.ts and
 * src/utils/errors/index.ts): `Authorization: Bearer <access token>`, JSON bodies, and an
 * `X-Idempotency-Key` on every request that changes something — mandatory on the Payments and
 * Refunds APIs since 2023
 * (https://www.mercadopago.com.br/developers/en/news/2023/01/04/Idempotency-key-usage-will-be-mandatory).
 *
 * Outcomes are split in two, because a payment call must never be mistaken for a refusal when
 * nobody knows whether it went through:
 * - MercadoPagoUnavailableError: no answer in time, a dropped connection, a 5xx, or a 409/423/429
 *   (the SDK's "idempotency conflict", "key locked, retry" and "rate limited"). Mercado Pago may
 *   or may not have acted; the caller asks again later with the same idempotency key.
 * - MercadoPagoApiError: any other 4xx. Mercado Pago validated the request and refused it, so it
 *   created or changed nothing; `status`, `error` and `causes` say why.
 * Nothing is retried here: the payment reconciler asks again with the same key, which is the one
 * retry that can never charge twice.
 */

import { type GatewayHttpOptions, gatewayFailureMessage, gatewayRequest } from '../gateway-http.ts';

/** Mercado Pago's answer was not received or not usable: whether it acted is unknown. */
export class MercadoPagoUnavailableError extends Error {
  /** The HTTP status when there was one (5xx, 409, 423, 429); null for timeouts and network errors. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MercadoPagoUnavailableError';
    this.status = status;
  }
}

/** One entry of an error body's `cause` list (`{ code: 3003, description: 'Invalid card_token_id' }`). */
export interface MercadoPagoErrorCause {
  code: string;
  description: string;
}

/** Mercado Pago refused the request (4xx): it did nothing with it. */
export class MercadoPagoApiError extends Error {
  readonly status: number;
  /** The body's `error` ('bad_request', 'unauthorized', 'not_found'…). */
  readonly error: string;
  readonly causes: MercadoPagoErrorCause[];
  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    const message = typeof record.message === 'string' ? record.message : `Mercado Pago respondeu ${status}.`;
    super(message);
    this.name = 'MercadoPagoApiError';
    this.status = status;
    this.error = typeof record.error === 'string' ? record.error : '';
    const rawCauses = Array.isArray(record.cause)
      ? record.cause
      : isRecord(record.cause)
        ? [record.cause]
        : [];
    this.causes = rawCauses.filter(isRecord).map((cause) => ({
      code: cause.code === undefined || cause.code === null ? '' : String(cause.code),
      description: typeof cause.description === 'string' ? cause.description : '',
    }));
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface MercadoPagoClientOptions {
  /** `https://api.mercadopago.com` in production; a local stand-in's address in tests. */
  baseUrl: string;
  accessToken: string;
  /** The whole exchange, answer included. @default 15000 */
  timeoutMs?: number;
}

export interface MercadoPagoRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Required by Mercado Pago on POST/PUT; the same key repeats the first outcome. */
  idempotencyKey?: string;
}

/** Statuses after which Mercado Pago may have acted or will act on a retry with the same key. */
const UNKNOWN_OUTCOME_STATUSES = new Set([409, 423, 429]);

export class MercadoPagoClient {
  readonly #http: GatewayHttpOptions;

  constructor(options: MercadoPagoClientOptions) {
    this.#http = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      authorization: `Bearer ${options.accessToken}`,
      idempotencyHeader: 'X-Idempotency-Key',
      timeoutMs: options.timeoutMs ?? 15_000,
      unknownOutcomeStatuses: UNKNOWN_OUTCOME_STATUSES,
      missingKeyMessage: 'Chamada ao Mercado Pago sem chave de idempotência.',
      unavailable: (failure) =>
        new MercadoPagoUnavailableError(
          gatewayFailureMessage(failure, 'Mercado Pago'),
          failure.status,
          'cause' in failure ? { cause: failure.cause } : undefined,
        ),
      refused: (status, body) => new MercadoPagoApiError(status, body),
    };
  }

  /** The parsed JSON answer of a 2xx; throws MercadoPagoApiError or MercadoPagoUnavailableError. */
  async request<T>(request: MercadoPagoRequest): Promise<T> {
    return gatewayRequest<T>(this.#http, request);
  }
}
