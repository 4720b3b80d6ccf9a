/*
 * A small client of Pagar.me's core API v5 (https://api.pagar.me/core/v5), shaped after the
 * official Node SDK (pagarme/pagarme-nodejs-sdk: src/client.ts, src/authentication.ts and
 * src/controllers/*Controller.ts):
 * - HTTP Basic authentication with the account's secret key (`sk_…`) as the user name and an empty
 *   password (the SDK's `basicAuthCredentials`; "Autorização Basic Auth" in
 *   https://docs.pagar.me/reference/autentica%C3%A7%C3%A3o-2). Test and production share the base
 *   URL: the key's kind (`sk_test_…` or `sk_…`) decides whether the simulator answers;
 * - JSON bodies, and an `idempotency-key` header on every call that creates or changes something
 *   (the SDK sends it on POST /orders, DELETE /charges/{id}, POST /tokens…).
 *
 * Outcomes are split in two, because a payment call must never be mistaken for a refusal when
 * nobody knows whether it went through:
 * - PagarmeUnavailableError: no answer in time, a dropped connection, a 5xx, or a 408/409/423/429.
 *   Pagar.me may or may not have acted; the caller asks again later with the same idempotency key.
 *   (How Pagar.me answers two concurrent requests with one key is not documented, so a conflict is
 *   treated as "maybe done", never as "not done".)
 * - PagarmeApiError: any other 4xx (400 invalid request, 401 invalid key, 404 not found, 412
 *   business rule, 422 contract validation — the SDK's `withErrorHandlers`). Pagar.me validated the
 *   request and refused it, so it created or changed nothing; `message` and `errors` say why.
 * Nothing is retried here: the payment reconciler asks again with the same key, which is the one
 * retry that can never charge twice.
 */

import { type GatewayHttpOptions, gatewayFailureMessage, gatewayRequest } from '../gateway-http.ts';

/** Pagar.me's answer was not received or not usable: whether it acted is unknown. */
export class PagarmeUnavailableError extends Error {
  /** The HTTP status when there was one (5xx, 408, 409, 423, 429); null for timeouts and network errors. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PagarmeUnavailableError';
    this.status = status;
  }
}

/**
 * Pagar.me refused the request (4xx): it did nothing with it. Validation errors come as
 * `{ "message": "The request is invalid.", "errors": { "customer.document": ["…"] } }`.
 */
export class PagarmeApiError extends Error {
  readonly status: number;
  /** Field → messages, as Pagar.me lists them (empty when the body has none). */
  readonly errors: Record<string, string[]>;
  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    super(typeof record.message === 'string' ? record.message : `Pagar.me respondeu ${status}.`);
    this.name = 'PagarmeApiError';
    this.status = status;
    const errors: Record<string, string[]> = {};
    if (isRecord(record.errors)) {
      for (const [field, messages] of Object.entries(record.errors)) {
        const list = Array.isArray(messages) ? messages : [messages];
        errors[field] = list.filter((message): message is string => typeof message === 'string');
      }
    }
    this.errors = errors;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface PagarmeClientOptions {
  /** `https://api.pagar.me/core/v5` in production; a local stand-in's address in tests. */
  baseUrl: string;
  /** The account's secret key (`sk_…`, or `sk_test_…` for the test environment). */
  secretKey: string;
  /** The whole exchange, answer included. @default 15000 */
  timeoutMs?: number;
}

export interface PagarmeRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Required on every call that changes something; the same key repeats the first outcome. */
  idempotencyKey?: string;
}

/** Statuses after which Pagar.me may have acted, or will act on a retry with the same key. */
const UNKNOWN_OUTCOME_STATUSES = new Set([408, 409, 423, 429]);

export class PagarmeClient {
  readonly #http: GatewayHttpOptions;

  constructor(options: PagarmeClientOptions) {
    this.#http = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      authorization: `Basic ${Buffer.from(`${options.secretKey}:`, 'utf8').toString('base64')}`,
      idempotencyHeader: 'idempotency-key',
      timeoutMs: options.timeoutMs ?? 15_000,
      unknownOutcomeStatuses: UNKNOWN_OUTCOME_STATUSES,
      missingKeyMessage: 'Chamada ao Pagar.me sem chave de idempotência.',
      unavailable: (failure) =>
        new PagarmeUnavailableError(
          gatewayFailureMessage(failure, 'Pagar.me'),
          failure.status,
          'cause' in failure ? { cause: failure.cause } : undefined,
        ),
      refused: (status, body) => new PagarmeApiError(status, body),
    };
  }

  /** The parsed JSON answer of a 2xx; throws PagarmeApiError or PagarmeUnavailableError. */
  async request<T>(request: PagarmeRequest): Promise<T> {
    return gatewayRequest<T>(this.#http, request);
  }
}
