import { z } from 'zod';
import { storeId } from './catalog-fields.ts';

/** The Shopify shop's name as typed: 'https://minha-loja.myshopify.com/' → 'minha-loja'. */
export function normalizeShopName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.myshopify\.com$/, '');
}

export const SHOP_NAME_MESSAGE = 'Informe o nome da loja Shopify (letras, números e hífen).';
export const SHOPIFY_TOKEN_REQUIRED_MESSAGE = 'Informe o token de acesso da API Admin.';
export const SHOPIFY_API_KEY_REQUIRED_MESSAGE = 'Informe a chave da API.';
export const SHOPIFY_SECRET_REQUIRED_MESSAGE = 'Informe a chave secreta da API.';

const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** A credential that may be left empty when an integration already exists (keeps the stored one). */
const keepableSecret = (message: string) => z.string({ error: message }).trim().max(500, message).default('');

/**
 * POST /api/integrations/shopify. All four text fields are required the first time; once connected,
 * an empty adminApiToken or apiSecret keeps the stored one (the API never sends them back).
 */
export const shopifySavePayload = z.object({
  store_id: storeId,
  shopName: z
    .string({ error: SHOP_NAME_MESSAGE })
    .transform(normalizeShopName)
    .pipe(
      z
        .string()
        .min(1, SHOP_NAME_MESSAGE)
        .max(60, SHOP_NAME_MESSAGE)
        .regex(/^[a-z0-9][a-z0-9-]*$/, SHOP_NAME_MESSAGE),
    ),
  adminApiToken: keepableSecret(SHOPIFY_TOKEN_REQUIRED_MESSAGE),
  apiKey: requiredText(SHOPIFY_API_KEY_REQUIRED_MESSAGE),
  apiSecret: keepableSecret(SHOPIFY_SECRET_REQUIRED_MESSAGE),
  skipCart: z.boolean().optional().default(false),
  importCoupons: z.boolean().optional().default(false),
});
export type ShopifySavePayload = z.input<typeof shopifySavePayload>;

export const syncJobStatus = z.enum(['running', 'done', 'failed']);
export type SyncJobStatus = z.infer<typeof syncJobStatus>;

/** A product sync as GET /api/{shopify,woocommerce}/sync-products answers it (the UI polls it). */
export const syncJob = z.object({
  id: z.number(),
  status: syncJobStatus,
  /** Products read from the shop so far. */
  processed: z.number(),
  /** Products in the shop, when the shop says (WooCommerce does, Shopify does not). */
  total: z.number().nullable(),
  created: z.number(),
  updated: z.number(),
  /** Products that could not be imported (price out of range…). */
  skipped: z.number(),
  coupons_created: z.number(),
  coupons_updated: z.number(),
  error: z.string().nullable(),
  /** 'X produtos criados, Y atualizados.' once done. */
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SyncJob = z.infer<typeof syncJob>;

/** The last sync, as the integrations' GET shows it. */
export const lastSync = z
  .object({
    status: syncJobStatus,
    created: z.number(),
    updated: z.number(),
    finished_at: z.string().nullable(),
  })
  .nullable();
export type LastSync = z.infer<typeof lastSync>;

/** GET /api/integrations/shopify (never the credentials themselves: hints like '••••abcd'). */
export const shopifyIntegration = z.object({
  shop_name: z.string(),
  api_key: z.string(),
  admin_api_token_hint: z.string(),
  api_secret_hint: z.string(),
  skip_cart: z.boolean(),
  import_coupons: z.boolean(),
  is_active: z.boolean(),
  checkout_installed: z.boolean(),
  /** The theme the checkout snippet went into. */
  theme_name: z.string().nullable(),
  last_sync: lastSync,
});
export type ShopifyIntegration = z.infer<typeof shopifyIntegration>;

export const shopifySaveResponse = z.object({ message: z.string(), integration: shopifyIntegration });
export type ShopifySaveResponse = z.infer<typeof shopifySaveResponse>;

/** POST /api/{shopify,woocommerce}/sync-products and POST /api/shopify/install-checkout. */
export const storeActionPayload = z.object({ store_id: storeId });
export type StoreActionPayload = z.input<typeof storeActionPayload>;

/** 202 from POST …/sync-products; a 409 carries the running job with its error. */
export const syncStartResponse = z.object({ message: z.string(), job: syncJob });
export type SyncStartResponse = z.infer<typeof syncStartResponse>;
export const syncConflictResponse = z.object({ error: z.string(), job: syncJob });
export type SyncConflictResponse = z.infer<typeof syncConflictResponse>;

/** GET …/sync-products: the latest job, or null before the first one. */
export const syncStatusResponse = syncJob.nullable();
export type SyncStatusResponse = z.infer<typeof syncStatusResponse>;

export const STORE_URL_MESSAGE = 'Informe o endereço da loja, por exemplo https://minhaloja.com.br.';
export const WOO_KEY_REQUIRED_MESSAGE = 'Informe a chave do consumidor (consumer key).';
export const WOO_SECRET_REQUIRED_MESSAGE = 'Informe o segredo do consumidor (consumer secret).';

/** POST /api/integrations/woocommerce; empty keys keep the stored ones once connected. */
export const wooSavePayload = z.object({
  store_id: storeId,
  storeUrl: z
    .string({ error: STORE_URL_MESSAGE })
    .trim()
    .min(1, STORE_URL_MESSAGE)
    .max(255, STORE_URL_MESSAGE)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), STORE_URL_MESSAGE),
  consumerKey: keepableSecret(WOO_KEY_REQUIRED_MESSAGE),
  consumerSecret: keepableSecret(WOO_SECRET_REQUIRED_MESSAGE),
  skipCart: z.boolean().optional().default(false),
});
export type WooSavePayload = z.input<typeof wooSavePayload>;

/** GET /api/integrations/woocommerce. */
export const wooIntegration = z.object({
  store_url: z.string(),
  consumer_key_hint: z.string(),
  consumer_secret_hint: z.string(),
  skip_cart: z.boolean(),
  is_active: z.boolean(),
  last_sync: lastSync,
});
export type WooIntegration = z.infer<typeof wooIntegration>;

export const wooSaveResponse = z.object({ message: z.string(), integration: wooIntegration });
export type WooSaveResponse = z.infer<typeof wooSaveResponse>;
