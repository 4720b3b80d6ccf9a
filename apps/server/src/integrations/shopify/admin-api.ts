import { setTimeout as sleep } from 'node:timers/promises';
import { httpRequest, UnreachableError } from './http.ts';

/**
 * A client of one shop's GraphQL Admin API: `POST {base}/admin/api/{version}/graphql.json` with
 * the X-Shopify-Access-Token header. Throttling (HTTP 429 or a THROTTLED error) and 5xx answers
 * are retried a few times with backoff.
 */

/** The token was refused (401/403) or lacks a permission the call needs. */
export class ShopifyAuthError extends Error {}
/** The shop could not be reached, does not exist, or answered something that is not the API. */
export class ShopifyUnreachableError extends Error {}
/** The API answered with GraphQL errors or userErrors. */
export class ShopifyApiError extends Error {}

export interface ShopifyClientOptions {
  /** config.shopifyBaseUrl: `{shop}` is replaced by the shop name. */
  baseUrl: string;
  apiVersion: string;
  shop: string;
  token: string;
  timeoutMs?: number;
  /** How many times throttled or failed requests are retried. @default 3 */
  retries?: number;
}

interface GraphQlAnswer<T> {
  data?: T;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export class ShopifyClient {
  readonly #options: ShopifyClientOptions;

  constructor(options: ShopifyClientOptions) {
    this.#options = options;
  }

  get endpoint(): string {
    const base = this.#options.baseUrl.replace('{shop}', this.#options.shop);
    return `${base}/admin/api/${this.#options.apiVersion}/graphql.json`;
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const retries = this.#options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      let response: Awaited<ReturnType<typeof httpRequest>>;
      try {
        response = await httpRequest({
          url: this.endpoint,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-Shopify-Access-Token': this.#options.token,
          },
          body: JSON.stringify({ query, variables }),
          timeoutMs: this.#options.timeoutMs ?? 15_000,
        });
      } catch (error) {
        if (error instanceof UnreachableError) throw new ShopifyUnreachableError(error.message);
        throw error;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt < retries) {
        await sleep(retryDelay(response.headers['retry-after'], attempt));
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        throw new ShopifyAuthError(`Shopify respondeu ${response.status}.`);
      }
      if (response.status !== 200) throw new ShopifyUnreachableError(`Shopify respondeu ${response.status}.`);
      let answer: GraphQlAnswer<T>;
      try {
        answer = JSON.parse(response.body.toString('utf8')) as GraphQlAnswer<T>;
      } catch {
        throw new ShopifyUnreachableError('A resposta da Shopify não é JSON.');
      }
      const errors = answer.errors ?? [];
      if (errors.some((error) => error.extensions?.code === 'THROTTLED') && attempt < retries) {
        await sleep(retryDelay(undefined, attempt));
        continue;
      }
      if (errors.some((error) => error.extensions?.code === 'ACCESS_DENIED')) {
        throw new ShopifyAuthError(errors.map((error) => error.message).join('; '));
      }
      if (errors.length > 0 || !answer.data) {
        throw new ShopifyApiError(errors.map((error) => error.message).join('; ') || 'Resposta sem dados.');
      }
      return answer.data;
    }
  }
}

function retryDelay(retryAfter: string | string[] | undefined, attempt: number): number {
  const seconds = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 10) * 1000;
  return Math.min(250 * 2 ** attempt, 4000) + Math.floor(Math.random() * 100);
}

export const SHOP_QUERY = `query PagoraValidate {
  shop { name myshopifyDomain }
  currentAppInstallation { accessScopes { handle } }
}`;

export interface ShopAnswer {
  shop: { name: string; myshopifyDomain: string };
  currentAppInstallation: { accessScopes: { handle: string }[] } | null;
}

/**
 * Products, 50 a page. The photo is the product's featured media (Product.featuredImage is
 * deprecated in favour of Product.featuredMedia, a Media interface —
 * https://shopify.dev/docs/api/admin-graphql/2025-10/objects/Product): a MediaImage's own image,
 * or for other media (video, 3D model) the preview image every Media has.
 */
export const PRODUCTS_QUERY = `query PagoraProducts($cursor: String) {
  products(first: 50, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      title
      descriptionHtml
      status
      featuredMedia {
        __typename
        preview { image { url } }
        ... on MediaImage { image { url } }
      }
      variants(first: 1) { nodes { price inventoryItem { requiresShipping } } }
    }
  }
}`;

export interface ShopifyProductNode {
  id: string;
  title: string;
  descriptionHtml: string | null;
  status: string;
  featuredMedia: {
    __typename: string;
    preview?: { image: { url: string } | null } | null;
    image?: { url: string } | null;
  } | null;
  variants: { nodes: { price: string | null; inventoryItem?: { requiresShipping?: boolean } | null }[] };
}

/** The product's photo: the featured MediaImage's image, else the featured media's preview. */
export function featuredImageUrl(node: Pick<ShopifyProductNode, 'featuredMedia'>): string | null {
  const media = node.featuredMedia;
  return media?.image?.url ?? media?.preview?.image?.url ?? null;
}

export interface ProductsAnswer {
  products: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: ShopifyProductNode[];
  };
}

/**
 * Every discount of the shop, 50 a page (QueryRoot.codeDiscountNodes is deprecated in favour of
 * QueryRoot.discountNodes — https://shopify.dev/docs/api/admin-graphql/2025-10/queries/discountNodes —
 * whose DiscountNode.discount is the Discount union of code and automatic discounts). Only
 * DiscountCodeBasic carries codes Pagora can import; the other members answer just __typename.
 */
export const DISCOUNTS_QUERY = `query PagoraDiscounts($cursor: String) {
  discountNodes(first: 50, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      discount {
        __typename
        ... on DiscountCodeBasic {
          title
          status
          startsAt
          endsAt
          usageLimit
          appliesOncePerCustomer
          codes(first: 50) { nodes { code } }
          customerGets {
            value {
              __typename
              ... on DiscountPercentage { percentage }
              ... on DiscountAmount { amount { amount currencyCode } }
            }
          }
        }
      }
    }
  }
}`;

export interface ShopifyDiscountNode {
  id: string;
  discount: {
    __typename: string;
    title?: string;
    status?: string;
    startsAt?: string | null;
    endsAt?: string | null;
    usageLimit?: number | null;
    appliesOncePerCustomer?: boolean;
    codes?: { nodes: { code: string }[] };
    customerGets?: {
      value: {
        __typename: string;
        percentage?: number;
        amount?: { amount: string; currencyCode: string };
      };
    };
  };
}

export interface DiscountsAnswer {
  discountNodes: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: ShopifyDiscountNode[];
  };
}

export const THEME_LAYOUT = 'layout/theme.liquid';
export const SNIPPET_FILE = 'snippets/pagora-checkout.liquid';

export const MAIN_THEME_QUERY = `query PagoraMainTheme {
  themes(first: 1, roles: [MAIN]) { nodes { id name role } }
}`;

export interface MainThemeAnswer {
  themes: { nodes: { id: string; name: string; role: string }[] };
}

export const THEME_FILES_QUERY = `query PagoraThemeFiles($id: ID!, $filenames: [String!]!) {
  theme(id: $id) {
    id
    name
    files(filenames: $filenames, first: 10) {
      nodes { filename body { ... on OnlineStoreThemeFileBodyText { content } } }
    }
  }
}`;

export interface ThemeFilesAnswer {
  theme: {
    id: string;
    name: string;
    files: { nodes: { filename: string; body: { content?: string } | null }[] };
  } | null;
}

export const THEME_FILES_UPSERT = `mutation PagoraThemeFilesUpsert($themeId: ID!, $files: [OnlineStoreThemeFilesUpsertFileInput!]!) {
  themeFilesUpsert(themeId: $themeId, files: $files) {
    upsertedThemeFiles { filename }
    userErrors { field message }
  }
}`;

export const THEME_FILES_DELETE = `mutation PagoraThemeFilesDelete($themeId: ID!, $files: [String!]!) {
  themeFilesDelete(themeId: $themeId, files: $files) {
    deletedThemeFiles { filename }
    userErrors { field message }
  }
}`;

export interface UserErrorsAnswer {
  [mutation: string]: { userErrors: { field: string[] | null; message: string }[] } | undefined;
}

/** Throws ShopifyApiError when a mutation answered userErrors. */
export function assertNoUserErrors(answer: UserErrorsAnswer, mutation: string): void {
  const errors = answer[mutation]?.userErrors ?? [];
  if (errors.length > 0) throw new ShopifyApiError(errors.map((error) => error.message).join('; '));
}
