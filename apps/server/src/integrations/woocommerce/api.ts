import {
  type AddressPolicy,
  BlockedAddressError,
  httpRequest,
  ResponseTooLargeError,
  UnreachableError,
} from '../shopify/http.ts';

/**
 * A client of a WooCommerce store's REST API v3 (`{storeUrl}/wp-json/wc/v3/…`) with HTTP Basic
 * authentication by consumer key and secret. The store URL is merchant input: every connection is
 * checked against the address policy (no internal addresses unless configuration allows them).
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
    let response: Awaited<ReturnType<typeof httpRequest>>;
    try {
      response = await httpRequest({
        url: `${storeUrl}/wp-json/wc/v3/${path}`,
        headers: {
          Accept: 'application/json',
          Authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`,
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
