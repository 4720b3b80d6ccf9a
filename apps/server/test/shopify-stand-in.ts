import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSchema, type Schema, validateDocument, validateVariables } from './graphql-schema.ts';
import { PNG_1X1 } from './helpers.ts';

/**
 * A local stand-in for one shop's GraphQL Admin API, speaking the same protocol as Shopify:
 * `POST /{shop}/admin/api/{version}/graphql.json` with X-Shopify-Access-Token (so the server's
 * SHOPIFY_BASE_URL is `http://127.0.0.1:<port>/{shop}`). It answers the queries and mutations
 * Pagora sends, recognised loosely by their text: the shop and the token's scopes, products (50 a
 * page, cursor-paged), discounts, the main theme, theme files and their upserts and deletes.
 * Product photos are served at /images/<n>.png.
 *
 * Every document (and its variables) is first validated against the schema of the API version in
 * the URL (test/fixtures/shopify-admin-<version>.graphql); an invalid one is answered like Shopify
 * answers it — HTTP 200 with `errors` and no `data` — and so is one that selects a deprecated field
 * (Shopify would still answer it; the stand-in is stricter so that every test that reaches it
 * proves the documents are current).
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The trimmed schema of one Admin API version, or null when there is no copy of it. */
export function shopifyAdminSchema(version: string): Schema | null {
  const file = path.join(fixtures, `shopify-admin-${version}.graphql`);
  return existsSync(file) ? parseSchema(readFileSync(file, 'utf8')) : null;
}

export interface StandInProduct {
  id: string;
  title: string;
  descriptionHtml: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  imageUrl: string | null;
  /** What the featured media is: a MediaImage, or a Video whose preview is the photo. */
  mediaKind: 'image' | 'video';
  price: string;
  requiresShipping: boolean;
}

export interface StandInDiscount {
  id: string;
  discount: Record<string, unknown>;
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
  /** Calls refused by schema validation, with the errors answered. */
  rejected: (GraphQlCall & { errors: string[] })[];
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

/**
 * 120 products: every 10th a draft, every 3rd without a photo, every 7th with a video as its
 * featured media (the photo is the video's preview), prices '10.90', '11.90'…
 */
export function sampleProducts(origin: string, count = 120): StandInProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `gid://shopify/Product/${1000 + i}`,
    title: `Produto Shopify ${i + 1}`,
    descriptionHtml: `<p>Descrição do <strong>produto ${i + 1}</strong> &amp; mais.</p><script>alert(1)</script>`,
    status: i % 10 === 9 ? 'DRAFT' : 'ACTIVE',
    imageUrl: i % 3 === 2 ? null : `${origin}/images/${i + 1}.png`,
    mediaKind: i % 7 === 6 ? 'video' : 'image',
    price: `${10 + i}.90`,
    requiresShipping: i % 4 !== 3,
  }));
}

export function sampleDiscounts(): StandInDiscount[] {
  return [
    {
      id: 'gid://shopify/DiscountCodeNode/1',
      discount: {
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
      discount: {
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
      discount: { __typename: 'DiscountCodeBxgy' },
    },
    // discountNodes lists automatic discounts too: they have no code to import.
    {
      id: 'gid://shopify/DiscountAutomaticNode/4',
      discount: { __typename: 'DiscountAutomaticBasic' },
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
    rejected: [] as (GraphQlCall & { errors: string[] })[],
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
    if (/\bdiscountNodes\s*\(/.test(query)) {
      return { discountNodes: page(state.discounts, variables.cursor, 2) };
    }
    if (/\bproducts\s*\(/.test(query)) {
      if (state.productDelayMs) await new Promise((resolve) => setTimeout(resolve, state.productDelayMs));
      const nodes = state.products.map((product) => ({
        id: product.id,
        title: product.title,
        descriptionHtml: product.descriptionHtml,
        status: product.status,
        featuredMedia: !product.imageUrl
          ? null
          : product.mediaKind === 'video'
            ? { __typename: 'Video', preview: { image: { url: product.imageUrl } } }
            : {
                __typename: 'MediaImage',
                preview: { image: { url: product.imageUrl } },
                image: { url: product.imageUrl },
              },
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

  const schemas = new Map<string, Schema | null>();
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
      const schema = schemas.get(match[2]!) ?? shopifyAdminSchema(match[2]!);
      schemas.set(match[2]!, schema);
      const errors = schema
        ? [...validateDocument(schema, call.query), ...validateVariables(schema, call.query, call.variables)]
        : [`Sem cópia do esquema da Admin API ${match[2]} em test/fixtures.`];
      if (errors.length > 0) {
        state.rejected.push({ ...call, errors });
        return send(response, 200, {
          errors: errors.map((message) => ({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
        });
      }
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
