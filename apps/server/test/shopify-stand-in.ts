import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_1X1 } from './helpers.ts';

/**
 * A local stand-in for one shop's GraphQL Admin API, speaking the same protocol as Shopify:
 * `POST /{shop}/admin/api/{version}/graphql.json` with X-Shopify-Access-Token (so the server's
 * SHOPIFY_BASE_URL is `http://127.0.0.1:<port>/{shop}`). It answers the queries and mutations
 * Pagora sends, recognised loosely by their text: the shop and the token's scopes, products (50 a
 * page, cursor-paged), code discounts, the main theme, theme files and their upserts and deletes.
 * Product photos are served at /images/<n>.png.
 */

export interface StandInProduct {
  id: string;
  title: string;
  descriptionHtml: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  imageUrl: string | null;
  price: string;
  requiresShipping: boolean;
}

export interface StandInDiscount {
  id: string;
  codeDiscount: Record<string, unknown>;
}

export interface GraphQlCall {
  query: string;
  variables: Record<string, unknown>;
}

export interface ShopifyStandIn {
  /** For config.shopifyBaseUrl. */
  baseUrl: string;
  origin: string;
  shop: string;
  token: string;
  scopes: string[];
  products: StandInProduct[];
  discounts: StandInDiscount[];
  theme: { id: string; name: string };
  /** The main theme's files by name. */
  files: Map<string, string>;
  /** Every accepted GraphQL call, in order. */
  calls: GraphQlCall[];
  /** Files written by themeFilesUpsert and deleted by themeFilesDelete, in order. */
  writes: { filename: string; content: string }[];
  deletes: string[];
  /** Delay before answering product pages (to keep a sync running). */
  productDelayMs: number;
  close(): Promise<void>;
}

export const LAYOUT = `<!doctype html>
<html lang="pt-BR">
  <head><title>{{ shop.name }}</title></head>
  <body>
    {{ content_for_layout }}
  </body>
</html>
`;

function page<T>(items: T[], after: unknown, size = 50) {
  const start = typeof after === 'string' ? Number(Buffer.from(after, 'base64url').toString()) : 0;
  const nodes = items.slice(start, start + size);
  const end = start + nodes.length;
  return {
    pageInfo: {
      hasNextPage: end < items.length,
      endCursor: nodes.length ? Buffer.from(String(end)).toString('base64url') : null,
    },
    nodes,
  };
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': data.length });
  response.end(data);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** 120 products: every 10th a draft, every 3rd without a photo, prices '10.90', '11.90'… */
export function sampleProducts(origin: string, count = 120): StandInProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `gid://shopify/Product/${1000 + i}`,
    title: `Produto Shopify ${i + 1}`,
    descriptionHtml: `<p>Descrição do <strong>produto ${i + 1}</strong> &amp; mais.</p><script>alert(1)</script>`,
    status: i % 10 === 9 ? 'DRAFT' : 'ACTIVE',
    imageUrl: i % 3 === 2 ? null : `${origin}/images/${i + 1}.png`,
    price: `${10 + i}.90`,
    requiresShipping: i % 4 !== 3,
  }));
}

export function sampleDiscounts(): StandInDiscount[] {
  return [
    {
      id: 'gid://shopify/DiscountCodeNode/1',
      codeDiscount: {
        __typename: 'DiscountCodeBasic',
        title: 'Quinze por cento',
        status: 'ACTIVE',
        startsAt: '2026-01-01T03:00:00Z',
        endsAt: '2026-12-31T03:00:00Z',
        usageLimit: 100,
        appliesOncePerCustomer: true,
        codes: { nodes: [{ code: 'PROMO15' }] },
        customerGets: { value: { __typename: 'DiscountPercentage', percentage: 0.15 } },
      },
    },
    {
      id: 'gid://shopify/DiscountCodeNode/2',
      codeDiscount: {
        __typename: 'DiscountCodeBasic',
        title: 'Dez e cinquenta',
        status: 'ACTIVE',
        startsAt: '2026-01-01T03:00:00Z',
        endsAt: null,
        usageLimit: null,
        appliesOncePerCustomer: false,
        codes: { nodes: [{ code: 'MENOS10' }, { code: 'menos10-vip' }] },
        customerGets: {
          value: { __typename: 'DiscountAmount', amount: { amount: '10.5', currencyCode: 'BRL' } },
        },
      },
    },
    {
      id: 'gid://shopify/DiscountCodeNode/3',
      codeDiscount: { __typename: 'DiscountCodeBxgy', title: 'Leve 2 pague 1' },
    },
  ];
}

export async function startShopifyStandIn(
  options: { shop?: string; token?: string; scopes?: string[]; port?: number } = {},
): Promise<ShopifyStandIn> {
  const state = {
    shop: options.shop ?? 'loja-teste',
    token: options.token ?? 'shpat_token_correto_1234',
    scopes: options.scopes ?? ['read_products', 'read_discounts', 'read_themes', 'write_themes'],
    products: [] as StandInProduct[],
    discounts: sampleDiscounts(),
    theme: { id: 'gid://shopify/OnlineStoreTheme/777', name: 'Dawn' },
    files: new Map<string, string>([['layout/theme.liquid', LAYOUT]]),
    calls: [] as GraphQlCall[],
    writes: [] as { filename: string; content: string }[],
    deletes: [] as string[],
    productDelayMs: 0,
  };

  const answer = async (call: GraphQlCall): Promise<unknown> => {
    const { query, variables } = call;
    if (query.includes('themeFilesUpsert')) {
      const files = variables.files as { filename: string; body: { type: string; value: string } }[];
      if (variables.themeId !== state.theme.id) {
        return {
          themeFilesUpsert: {
            upsertedThemeFiles: [],
            userErrors: [{ field: ['themeId'], message: 'Theme not found' }],
          },
        };
      }
      for (const file of files) {
        state.files.set(file.filename, file.body.value);
        state.writes.push({ filename: file.filename, content: file.body.value });
      }
      return {
        themeFilesUpsert: {
          upsertedThemeFiles: files.map((file) => ({ filename: file.filename })),
          userErrors: [],
        },
      };
    }
    if (query.includes('themeFilesDelete')) {
      const files = variables.files as string[];
      for (const name of files) {
        state.files.delete(name);
        state.deletes.push(name);
      }
      return {
        themeFilesDelete: { deletedThemeFiles: files.map((filename) => ({ filename })), userErrors: [] },
      };
    }
    if (query.includes('codeDiscountNodes')) {
      return { codeDiscountNodes: page(state.discounts, variables.cursor, 2) };
    }
    if (/\bproducts\s*\(/.test(query)) {
      if (state.productDelayMs) await new Promise((resolve) => setTimeout(resolve, state.productDelayMs));
      const nodes = state.products.map((product) => ({
        id: product.id,
        title: product.title,
        descriptionHtml: product.descriptionHtml,
        status: product.status,
        featuredImage: product.imageUrl ? { url: product.imageUrl } : null,
        variants: {
          nodes: [{ price: product.price, inventoryItem: { requiresShipping: product.requiresShipping } }],
        },
      }));
      return { products: page(nodes, variables.cursor) };
    }
    if (/\bthemes\s*\(/.test(query)) {
      return { themes: { nodes: [{ ...state.theme, role: 'MAIN' }] } };
    }
    if (/\btheme\s*\(/.test(query)) {
      if (variables.id !== state.theme.id) return { theme: null };
      const names = variables.filenames as string[];
      return {
        theme: {
          ...state.theme,
          files: {
            nodes: names
              .filter((name) => state.files.has(name))
              .map((filename) => ({ filename, body: { content: state.files.get(filename) } })),
          },
        },
      };
    }
    if (/\bshop\s*\{/.test(query)) {
      return {
        shop: { name: 'Loja Teste', myshopifyDomain: `${state.shop}.myshopify.com` },
        currentAppInstallation: { accessScopes: state.scopes.map((handle) => ({ handle })) },
      };
    }
    throw new Error(`Consulta desconhecida: ${query}`);
  };

  const server: Server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const image = /^\/images\/\d+\.png$/.exec(url.pathname);
      if (request.method === 'GET' && image) return send(response, 200, PNG_1X1, 'image/png');
      const match = /^\/([^/]+)\/admin\/api\/([^/]+)\/graphql\.json$/.exec(url.pathname);
      if (request.method !== 'POST' || !match) return send(response, 404, { errors: 'Not Found' });
      if (match[1] !== state.shop) return send(response, 404, { errors: 'Not Found' });
      if (request.headers['x-shopify-access-token'] !== state.token) {
        return send(response, 401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      }
      const body = JSON.parse(await readBody(request)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const call = { query: body.query, variables: body.variables ?? {} };
      state.calls.push(call);
      send(response, 200, { data: await answer(call) });
    } catch (error) {
      send(response, 500, { errors: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  state.products = sampleProducts(origin);

  return Object.assign(state, {
    baseUrl: `${origin}/{shop}`,
    origin,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  });
}
