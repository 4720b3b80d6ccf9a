import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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

const internalNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internalNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internalNetworks.addSubnet(network, prefix, 'ipv6');
}

/** Which addresses outgoing requests to merchant-typed URLs may reach. */
export class AddressPolicy {
  readonly #allowed = new BlockList();
  readonly #hasAllowed: boolean;

  /** `allowNetworks`: CIDRs reachable although internal (config.webhookAllowNetworks; tests' loopback). */
  constructor(allowNetworks: readonly string[] = []) {
    for (const cidr of allowNetworks) {
      const [network = '', bits] = cidr.split('/');
      const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
      const prefix = bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits);
      this.#allowed.addSubnet(network, prefix, family);
    }
    this.#hasAllowed = allowNetworks.length > 0;
  }

  /** Whether a connection to `address` is allowed. */
  allows(address: string): boolean {
    let ip = address;
    let family = isIP(ip);
    // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped?.[1]) {
      ip = mapped[1];
      family = 4;
    }
    if (family === 0) return false;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (this.#hasAllowed && this.#allowed.check(ip, type)) return true;
    return !internalNetworks.check(ip, type);
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
