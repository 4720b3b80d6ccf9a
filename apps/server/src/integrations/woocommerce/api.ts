import { createHmac, randomBytes } from 'node:crypto';
import {
  type AddressPolicy,
  BlockedAddressError,
  httpRequest,
  ResponseTooLargeError,
  UnreachableError,
} from '../shopify/http.ts';

/**
 * A client of a WooCommerce store's REST API v3 (`{storeUrl}/wp-json/wc/v3/…`). The store URL is
 * merchant input: every connection is checked against the address policy (no internal addresses
 * unless configuration allows them).
 *
 * Authentication follows WooCommerce's REST API documentation ('Authentication over HTTPS' and
 * 'Authentication over HTTP', https://woocommerce.github.io/woocommerce-rest-api-docs/#authentication):
 * over https:// the consumer key and secret go as HTTP Basic credentials; over plain http://
 * WooCommerce ignores Basic credentials (WC_REST_Authentication::authenticate only reads them when
 * is_ssl()) and accepts only OAuth 1.0a "one-legged" signatures, so that the secret never travels
 * in clear text. Plain http only happens where configuration allows it (development against a
 * local WordPress); production requires https.
 */

/** The keys were refused (401/403). */
export class WooAuthError extends Error {}
/** The store could not be reached or did not answer as WooCommerce. */
export class WooUnreachableError extends Error {}
export { BlockedAddressError };

export interface WooProduct {
  id: number;
  name?: string;
  description?: string;
  short_description?: string;
  price?: string;
  regular_price?: string;
  status?: string;
  virtual?: boolean;
  downloadable?: boolean;
  images?: { src?: string }[];
}

/**
 * RFC 3986 percent-encoding as WooCommerce applies it (`wc_rest_urlencode_rfc3986`: PHP's
 * rawurlencode, which leaves only A-Z a-z 0-9 - . _ ~ as they are).
 */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The OAuth 1.0a signature WooCommerce checks (WC_REST_Authentication::check_oauth_signature):
 * `METHOD&rawurlencode(base URL)&` followed by the parameters (without oauth_signature) sorted by
 * name in byte order, each name and value percent-encoded once and joined with `%3D` and `%26`;
 * HMAC keyed with `<consumer secret>&` (no token secret: one-legged), base64. For the unreserved
 * characters Pagora sends this is exactly RFC 5849's signature base string.
 */
export function wooOAuthSignature(options: {
  method: string;
  /** The request URL without query string, as the store's home URL spells it. */
  baseUrl: string;
  params: Record<string, string>;
  consumerSecret: string;
  algorithm?: 'sha256' | 'sha1';
}): string {
  const pairs = Object.keys(options.params)
    .filter((key) => key !== 'oauth_signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${encodeRfc3986(key)}%3D${encodeRfc3986(options.params[key] ?? '')}`);
  const base = `${options.method.toUpperCase()}&${encodeRfc3986(options.baseUrl)}&${pairs.join('%26')}`;
  return createHmac(options.algorithm ?? 'sha256', `${options.consumerSecret}&`)
    .update(base)
    .digest('base64');
}

/**
 * `url` with the OAuth 1.0a query parameters WooCommerce reads (oauth_consumer_key,
 * oauth_timestamp, oauth_nonce, oauth_signature_method = HMAC-SHA256, oauth_signature). The nonce
 * is 32 random hex characters: WooCommerce refuses a nonce it saw in the last 15 minutes and a
 * timestamp more than 15 minutes away from its clock.
 */
export function signWooUrl(
  method: string,
  url: string,
  credentials: { consumerKey: string; consumerSecret: string },
  now: Date = new Date(),
): string {
  const parsed = new URL(url);
  const params: Record<string, string> = {};
  for (const [key, value] of parsed.searchParams) params[key] = value;
  Object.assign(params, {
    oauth_consumer_key: credentials.consumerKey,
    oauth_timestamp: String(Math.floor(now.getTime() / 1000)),
    oauth_nonce: randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA256',
  });
  const signature = wooOAuthSignature({
    method,
    baseUrl: `${parsed.origin}${parsed.pathname}`,
    params,
    consumerSecret: credentials.consumerSecret,
  });
  const query = Object.entries({ ...params, oauth_signature: signature })
    .map(([key, value]) => `${encodeRfc3986(key)}=${encodeRfc3986(value)}`)
    .join('&');
  return `${parsed.origin}${parsed.pathname}?${query}`;
}

export class WooClient {
  constructor(
    private readonly options: {
      storeUrl: string;
      consumerKey: string;
      consumerSecret: string;
      policy: AddressPolicy;
      timeoutMs?: number;
    },
  ) {}

  /** GET /wp-json/wc/v3/{path}: the parsed JSON and the response headers. */
  async get<T>(path: string): Promise<{ data: T; headers: Record<string, string | string[] | undefined> }> {
    const { storeUrl, consumerKey, consumerSecret } = this.options;
    const url = `${storeUrl}/wp-json/wc/v3/${path}`;
    const secure = new URL(url).protocol === 'https:';
    let response: Awaited<ReturnType<typeof httpRequest>>;
    try {
      response = await httpRequest({
        url: secure ? url : signWooUrl('GET', url, { consumerKey, consumerSecret }),
        headers: {
          Accept: 'application/json',
          ...(secure
            ? { Authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}` }
            : {}),
        },
        timeoutMs: this.options.timeoutMs ?? 15_000,
        policy: this.options.policy,
      });
    } catch (error) {
      if (error instanceof UnreachableError || error instanceof ResponseTooLargeError) {
        throw new WooUnreachableError(error.message);
      }
      throw error;
    }
    if (response.status === 401 || response.status === 403) {
      throw new WooAuthError(`WooCommerce respondeu ${response.status}.`);
    }
    if (response.status !== 200) throw new WooUnreachableError(`WooCommerce respondeu ${response.status}.`);
    try {
      return { data: JSON.parse(response.body.toString('utf8')) as T, headers: response.headers };
    } catch {
      throw new WooUnreachableError('A resposta não é JSON.');
    }
  }
}
