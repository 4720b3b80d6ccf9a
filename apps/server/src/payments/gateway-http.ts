import http from 'node:http';
import https from 'node:https';

/*
 * The one HTTP exchange the card gateways' REST clients share (Mercado Pago, Pagar.me): a JSON
 * request with a single timeout for the whole exchange, redirects refused, and the answer sorted
 * into "done" (2xx), "refused" (a 4xx after which the gateway created or changed nothing) and
 * "unknown outcome" (no answer in time, a dropped connection, a 5xx, a status the gateway uses for
 * "maybe done / try again", an unreadable 2xx). Each client keeps its own error classes and
 * messages: this module only says which of those it is, through the two factories it is given.
 * Nothing is retried here: a payment call is retried only by the reconciler, with the same
 * idempotency key, which is the one retry that can never charge twice.
 */

/** Why the gateway's outcome is unknown; `status` is the HTTP status when there was one. */
export type GatewayFailure =
  | { reason: 'timeout'; status: null; timeoutMs: number; cause: unknown }
  | { reason: 'network'; status: null; cause: unknown }
  | { reason: 'not-json'; status: number }
  | { reason: 'status'; status: number }
  | { reason: 'unexpected'; status: number };

export interface GatewayHttpOptions {
  /** Without a trailing slash. */
  baseUrl: string;
  /** The `Authorization` header's value. */
  authorization: string;
  /** The header the gateway reads the idempotency key from. */
  idempotencyHeader: string;
  /** The whole exchange, answer included. */
  timeoutMs: number;
  /** Statuses after which the gateway may have acted, or will act on a retry with the same key. */
  unknownOutcomeStatuses: ReadonlySet<number>;
  /** The message of a call that changes something but carries no idempotency key (a bug). */
  missingKeyMessage: string;
  /** The error thrown when whether the gateway acted is unknown. */
  unavailable: (failure: GatewayFailure) => Error;
  /** The error thrown for any other 4xx: the gateway refused the request and did nothing. */
  refused: (status: number, body: unknown) => Error;
}

export interface GatewayRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Required on every call but GET; the same key repeats the first outcome. */
  idempotencyKey?: string;
}

/**
 * Kept-alive connections to the gateways: under load every charge would otherwise open its own
 * (a TLS handshake each with a real gateway), and node:http costs a fraction of fetch's CPU per
 * request. Sockets idle for a few seconds are closed.
 */
const AGENTS = {
  'http:': new http.Agent({ keepAlive: true, keepAliveMsecs: 5_000, maxFreeSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, keepAliveMsecs: 5_000, maxFreeSockets: 64 }),
};

class GatewayTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * One request and its whole answer, within `timeoutMs` for the entire exchange (a server that sends
 * its headers and then stalls on the body times out too). Redirects are not followed: a payment API
 * never redirects, and a 3xx is reported as an unexpected status.
 */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const agent = url.protocol === 'https:' ? AGENTS['https:'] : AGENTS['http:'];
    const outgoing = client.request(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
      agent,
    });
    const timer = setTimeout(
      () => outgoing.destroy(new GatewayTimeoutError(`sem resposta em ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    outgoing.on('error', fail);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('close', () => {
        if (!response.complete) fail(new Error('conexão encerrada no meio da resposta'));
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    outgoing.end(body);
  });
}

/** The parsed JSON answer of a 2xx; throws what `options.refused` or `options.unavailable` make. */
export async function gatewayRequest<T>(options: GatewayHttpOptions, request: GatewayRequest): Promise<T> {
  const url = new URL(`${options.baseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    Authorization: options.authorization,
    Accept: 'application/json',
    'User-Agent': 'Pagora',
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.method !== 'GET') {
    if (!request.idempotencyKey) throw new Error(options.missingKeyMessage);
    headers[options.idempotencyHeader] = request.idempotencyKey;
  }

  let status: number;
  let text: string;
  try {
    ({ status, text } = await exchange(
      url,
      request.method,
      headers,
      request.body === undefined ? undefined : JSON.stringify(request.body),
      options.timeoutMs,
    ));
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw options.unavailable(
      timedOut
        ? { reason: 'timeout', status: null, timeoutMs: options.timeoutMs, cause: error }
        : { reason: 'network', status: null, cause: error },
    );
  }

  const ok = status >= 200 && status < 300;
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (ok) throw options.unavailable({ reason: 'not-json', status });
    }
  }
  if (ok) return body as T;
  if (status >= 500 || options.unknownOutcomeStatuses.has(status)) {
    throw options.unavailable({ reason: 'status', status });
  }
  if (status >= 400) throw options.refused(status, body);
  // 1xx/3xx never reach here with redirects refused; anything else is not the API.
  throw options.unavailable({ reason: 'unexpected', status });
}

/** The Portuguese text of an unknown outcome, naming the gateway ('Mercado Pago', 'Pagar.me'). */
export function gatewayFailureMessage(failure: GatewayFailure, name: string): string {
  switch (failure.reason) {
    case 'timeout':
      return `${name} não respondeu em ${failure.timeoutMs} ms.`;
    case 'network':
      return `Não foi possível falar com o ${name}.`;
    case 'not-json':
      return `A resposta do ${name} não é JSON.`;
    case 'status':
      return `${name} respondeu ${failure.status}.`;
    case 'unexpected':
      return `Resposta inesperada do ${name}: ${failure.status}.`;
  }
}

/**
 * Connection errors after which nothing was sent: the gateway refused the connection, its name
 * did not resolve, or no route led to it. A request that never left cannot have charged, so a card
 * contingency may be tried; a timeout, a reset or a 5xx may have charged and never counts.
 */
const NOTHING_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/** Whether a provider call failed before anything reached the gateway (see NOTHING_SENT_CODES). */
export function neverReachedGateway(error: unknown): boolean {
  const seen = new Set<unknown>();
  const codes: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const { code, cause, errors, name } = value as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown;
      name?: unknown;
    };
    // A timeout can fire after the request went out, whatever else the error carries.
    if (name === 'TimeoutError' || name === 'AbortError') codes.push('TIMEOUT');
    if (typeof code === 'string') codes.push(code);
    visit(cause);
    // Happy-eyeballs connects fail with one error per address tried.
    if (Array.isArray(errors)) for (const each of errors) visit(each);
  };
  visit(error);
  return codes.length > 0 && codes.every((code) => NOTHING_SENT_CODES.has(code));
}
