import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { type BlockList, isIP, type LookupFunction } from 'node:net';
import { allowList, isAddressAllowed } from '../ssrf.ts';

/**
 * Outgoing HTTP for the store integrations (the Shopify Admin API, WooCommerce's REST API and the
 * product photos they point at): node:http with an overall timeout, a response size limit, no
 * redirects followed, and — for addresses a merchant typed — a check of every address the request
 * actually connects to (so a name resolving to a private address is refused too).
 */

/** The request could not be made or did not finish in time (DNS, refused connection, timeout…). */
export class UnreachableError extends Error {}

/** The URL leads to a loopback, private, link-local or otherwise internal address. */
export class BlockedAddressError extends Error {}

/** The answer was larger than the caller accepts. */
export class ResponseTooLargeError extends Error {}

/**
 * Which addresses outgoing requests to merchant-typed URLs may reach: the same rules as webhooks
 * (services/ssrf.ts).
 */
export class AddressPolicy {
  readonly #allow: BlockList;

  /** `allowNetworks`: CIDRs reachable although internal (config.webhookAllowNetworks; tests' loopback). */
  constructor(allowNetworks: readonly string[] = []) {
    this.#allow = allowList([...allowNetworks]);
  }

  /** Whether a connection to `address` is allowed. */
  allows(address: string): boolean {
    return isAddressAllowed(address, this.#allow);
  }

  /** A `lookup` for node:http that fails when any resolved address is not allowed. */
  lookup(): LookupFunction {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const blocked = addresses.find((entry) => !this.allows(entry.address));
        if (blocked || addresses.length === 0) {
          return callback(new BlockedAddressError(`Endereço interno: ${hostname}`), '', 0);
        }
        if (options.all) return callback(null, addresses as unknown as string, 0);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      });
    };
  }

  /** Throws BlockedAddressError when `url` names an internal IP literal (names are checked on connect). */
  assertUrl(url: URL): void {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !this.allows(host)) {
      throw new BlockedAddressError(`Endereço interno: ${host}`);
    }
  }
}

export interface HttpRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Overall limit for the whole exchange. @default 15000 */
  timeoutMs?: number;
  /** Answers larger than this fail with ResponseTooLargeError. @default 5 MB */
  maxBytes?: number;
  /** When given, only addresses it allows are connected to. */
  policy?: AddressPolicy;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP exchange; 3xx answers are returned as they are (never followed). */
export function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new UnreachableError(`Protocolo não suportado: ${url.protocol}`));
  }
  try {
    request.policy?.assertUrl(url);
  } catch (error) {
    return Promise.reject(error);
  }
  const maxBytes = request.maxBytes ?? 5 * 1024 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      reject(
        error instanceof BlockedAddressError || error instanceof ResponseTooLargeError
          ? error
          : new UnreachableError(error.message),
      );
    };
    const outgoing = client.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: {
          ...(request.body === undefined
            ? {}
            : { 'Content-Length': String(Buffer.byteLength(request.body)) }),
          ...request.headers,
        },
        ...(request.policy ? { lookup: request.policy.lookup() } : {}),
        agent: false,
      },
      (response) => {
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) return fail(new ResponseTooLargeError('Resposta grande demais.'));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new ResponseTooLargeError('Resposta grande demais.'));
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    const timer = setTimeout(() => fail(new Error('Tempo esgotado.')), request.timeoutMs ?? 15_000);
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}
