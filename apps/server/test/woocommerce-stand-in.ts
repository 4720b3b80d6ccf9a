import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_1X1 } from './helpers.ts';

/**
 * A local stand-in for a WooCommerce store's REST API v3: `GET /wp-json/wc/v3/products` with HTTP
 * Basic authentication by consumer key and secret, paged by `per_page`/`page` with the X-WP-Total
 * and X-WP-TotalPages headers, as WooCommerce answers. Product photos at /images/<n>.png.
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
  /** Paths and queries of every authenticated request. */
  requests: string[];
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
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && /^\/images\/\d+\.png$/.test(url.pathname)) {
      return send(response, 200, PNG_1X1);
    }
    if (!url.pathname.startsWith('/wp-json/wc/v3/')) return send(response, 404, { code: 'rest_no_route' });
    const expected = `Basic ${Buffer.from(`${state.consumerKey}:${state.consumerSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return send(response, 401, {
        code: 'woocommerce_rest_cannot_view',
        message: 'Desculpe, você não pode listar os recursos.',
        data: { status: 401 },
      });
    }
    state.requests.push(`${url.pathname}${url.search}`);
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
  const origin = `http://127.0.0.1:${port}`;
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
