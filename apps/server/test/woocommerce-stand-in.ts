import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_1X1 } from './helpers.ts';

/**
 * A local stand-in for a WooCommerce store's REST API v3: `GET /wp-json/wc/v3/products`, paged by
 * `per_page`/`page` with the X-WP-Total and X-WP-TotalPages headers, as WooCommerce answers.
 * Product photos at /images/<n>.png.
 *
 * It listens on plain http, so it authenticates the way WooCommerce does without TLS
 * (WC_REST_Authentication::perform_oauth_authentication): only OAuth 1.0a one-legged signatures
 * in the query string count — HMAC-SHA1 or HMAC-SHA256 over `METHOD&rawurlencode(home URL +
 * path)&` and the sorted, once-encoded parameters joined with %3D/%26, keyed with `<secret>&` —
 * with the timestamp within 15 minutes and each nonce used once. Basic credentials are ignored
 * over http, as WooCommerce ignores them when is_ssl() is false.
 */

export interface WooStandInProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  regular_price: string;
  status: 'publish' | 'draft' | 'private';
  virtual: boolean;
  downloadable: boolean;
  images: { src: string }[];
}

export interface WooStandIn {
  /** The store's URL (what the merchant types). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  products: WooStandInProduct[];
  /** Paths and queries (without the oauth_* parameters) of every authenticated request. */
  requests: string[];
  /** Authorization headers received, authenticated or not (a secret sent in clear shows here). */
  authorizationHeaders: string[];
  /** Why requests were refused, in order (WooCommerce's messages). */
  refusals: string[];
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'Content-Type': Buffer.isBuffer(body) ? 'image/png' : 'application/json',
    'Content-Length': data.length,
    ...headers,
  });
  response.end(data);
}

export async function startWooStandIn(count = 120): Promise<WooStandIn> {
  const state = {
    consumerKey: 'ck_chave_do_consumidor_abcd',
    consumerSecret: 'cs_segredo_do_consumidor_wxyz',
    products: [] as WooStandInProduct[],
    requests: [] as string[],
    authorizationHeaders: [] as string[],
    refusals: [] as string[],
  };
  const usedNonces = new Set<string>();
  let origin = '';

  /** WooCommerce's OAuth 1.0a check of a plain-http request; null when it passes. */
  const oauthRefusal = (request: IncomingMessage, url: URL): string | null => {
    const params = Object.fromEntries(url.searchParams);
    const required = [
      'oauth_consumer_key',
      'oauth_timestamp',
      'oauth_nonce',
      'oauth_signature',
      'oauth_signature_method',
    ];
    if (required.some((name) => !params[name])) return 'Desculpe, você não pode listar os recursos.';
    if (params.oauth_consumer_key !== state.consumerKey) return 'Consumer key is invalid.';
    const method = params.oauth_signature_method;
    if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256') {
      return 'Invalid signature - signature method is invalid.';
    }
    const given = params.oauth_signature!;
    delete params.oauth_signature;
    const encode = (text: string) =>
      encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const query = Object.keys(params)
      .sort()
      .map((key) => `${encode(key)}%3D${encode(params[key]!)}`)
      .join('%26');
    const base = `${(request.method ?? 'GET').toUpperCase()}&${encode(`${origin}${url.pathname}`)}&${query}`;
    const expected = createHmac(method === 'HMAC-SHA1' ? 'sha1' : 'sha256', `${state.consumerSecret}&`)
      .update(base)
      .digest();
    const received = Buffer.from(given, 'base64');
    if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
      return 'Invalid signature - provided signature does not match.';
    }
    const timestamp = Number(params.oauth_timestamp);
    if (!(Math.abs(timestamp - Date.now() / 1000) <= 15 * 60)) return 'Invalid timestamp.';
    if (usedNonces.has(params.oauth_nonce!)) return 'Invalid nonce - nonce has already been used.';
    usedNonces.add(params.oauth_nonce!);
    return null;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && /^\/images\/\d+\.png$/.test(url.pathname)) {
      return send(response, 200, PNG_1X1);
    }
    if (!url.pathname.startsWith('/wp-json/wc/v3/')) return send(response, 404, { code: 'rest_no_route' });
    if (request.headers.authorization) state.authorizationHeaders.push(request.headers.authorization);
    const refusal = oauthRefusal(request, url);
    if (refusal) {
      state.refusals.push(refusal);
      return send(response, 401, {
        code: refusal.startsWith('Desculpe')
          ? 'woocommerce_rest_cannot_view'
          : 'woocommerce_rest_authentication_error',
        message: refusal,
        data: { status: 401 },
      });
    }
    const plain = new URLSearchParams([...url.searchParams].filter(([key]) => !key.startsWith('oauth_')));
    state.requests.push(`${url.pathname}${plain.size ? `?${plain}` : ''}`);
    if (url.pathname === '/wp-json/wc/v3/products') {
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 10), 100);
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = state.products.slice((page - 1) * perPage, page * perPage);
      return send(response, 200, items, {
        'X-WP-Total': String(state.products.length),
        'X-WP-TotalPages': String(Math.ceil(state.products.length / perPage)),
      });
    }
    send(response, 404, { code: 'rest_no_route' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The store's home URL: what WooCommerce signs requests against.
  origin = `http://127.0.0.1:${port}`;
  state.products = Array.from({ length: count }, (_, i) => ({
    id: 500 + i,
    name: `Produto Woo ${i + 1}`,
    description: `<p>Descrição <em>Woo</em> ${i + 1}</p>`,
    price: i % 5 === 4 ? '' : `${20 + i}.5`,
    regular_price: `${30 + i}.00`,
    status: i % 8 === 7 ? 'draft' : 'publish',
    virtual: i % 6 === 5,
    downloadable: false,
    images: i % 2 === 0 ? [{ src: `${origin}/images/${i}.png` }] : [],
  }));
  return Object.assign(state, {
    url: origin,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  });
}
