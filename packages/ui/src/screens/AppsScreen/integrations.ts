// Shapes and pure helpers shared by the /apps panels (Shopify, WooCommerce, NeoRastro, Utmify, Reportana).
// Read shapes mirror the API's snake_case fields; the values a panel saves are the contract's save
// payloads, and every check and text of the forms comes from the contract's schemas, so what a
// merchant reads under a field is the server's own message.

import {
  REPORTANA_CLIENT_ID_REQUIRED_MESSAGE,
  REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE,
  SHOP_NAME_MESSAGE,
  SHOPIFY_API_KEY_REQUIRED_MESSAGE,
  SHOPIFY_SECRET_REQUIRED_MESSAGE,
  SHOPIFY_TOKEN_REQUIRED_MESSAGE,
  type ShopifyIntegration as ShopifyIntegrationView,
  type ShopifySavePayload,
  STORE_URL_MESSAGE,
  type SyncJob,
  shopifySavePayload,
  type TrackingIntegration as TrackingIntegrationKind,
  WEBHOOK_URL_INVALID_MESSAGE,
  WOO_KEY_REQUIRED_MESSAGE,
  WOO_SECRET_REQUIRED_MESSAGE,
  type WooIntegration,
  type WooSavePayload,
  webhookUrlFormProblem,
  webhookUrlIntegrationPayload,
  wooSavePayload,
} from '@pagora/contract';
import { schemaCheck } from '../private/fieldMessages.ts';

export { normalizeShopName } from '@pagora/contract';

/**
 * What every integration panel takes: the stored integration being read, and its form's save
 * (`V`, the values it saves). When a save ends without `saveError` the form goes back to read-only;
 * with one it stays editable with what was typed.
 */
export interface IntegrationFormProps<V> {
  /** The integration is being read: the status shows 'Carregando…' and the form waits. */
  isLoading?: boolean;
  /** Why the integration could not be read (e.g. the 403 access text). */
  loadError?: string | null;
  onRetryLoad?: () => void;
  /** The save button, with the required fields filled (secrets empty when editing = keep them). */
  onSave: (values: V) => void;
  isSaving?: boolean;
  saveError?: string | null;
  /** Server messages per field. */
  validationErrors?: Partial<Record<keyof V, string>>;
}

/**
 * A product import running or finished (Shopify or WooCommerce 'Sincronizar produtos'): the
 * contract's sync job as the progress bar needs it. `total` is null while the platform has not said
 * (an indeterminate bar); `message` is the server's text once done, `error` why it failed.
 */
export type SyncState = Pick<SyncJob, 'status' | 'processed' | 'total' | 'created' | 'updated'> &
  Partial<Pick<SyncJob, 'message' | 'error'>>;

/**
 * The stored Shopify integration (`GET /api/integrations/shopify`); null or inactive = not connected.
 * The credentials are the API's hints ('••••abcd'), never the token or the secret.
 */
export type ShopifyIntegration = Pick<
  ShopifyIntegrationView,
  'shop_name' | 'api_key' | 'skip_cart' | 'import_coupons' | 'is_active'
> & {
  /** `admin_api_token_hint`. */
  admin_api_token: string;
  /** `api_secret_hint`. */
  api_secret: string;
};

/**
 * What 'Salvar e Validar Integração' sends: the contract's save payload without store_id, every
 * field given (adminApiToken and apiSecret empty when editing = keep the stored ones).
 */
export type ShopifyValues = Required<Omit<ShopifySavePayload, 'store_id'>>;

/** The stored WooCommerce integration; null = not connected. The keys are the API's hints. */
export type WooCommerceIntegration = Pick<WooIntegration, 'store_url' | 'skip_cart'> & {
  /** `consumer_key_hint`. */
  consumer_key: string;
  /** `consumer_secret_hint`. */
  consumer_secret: string;
};

/** What 'Salvar Integração' sends for WooCommerce (consumerSecret empty when editing = keep it). */
export type WooCommerceValues = Required<Omit<WooSavePayload, 'store_id'>>;

export type TrackingService = TrackingIntegrationKind;

/** A stored tracking integration; null = not configured. NeoRastro and Utmify have `webhook_url`, Reportana `client_id` and `client_secret`. */
export interface TrackingIntegration {
  webhook_url?: string;
  client_id?: string;
  /** The stored client secret's hint, e.g. '••••e41b'. */
  client_secret?: string;
}

/**
 * What 'Salvar Integração' sends: `{ webhookUrl }` for NeoRastro and Utmify, `{ clientId, clientSecret }`
 * for Reportana (clientSecret empty when editing = keep the stored one).
 */
export interface TrackingValues {
  webhookUrl?: string;
  clientId?: string;
  clientSecret?: string;
}

export const SHOPIFY_SUFFIX = '.myshopify.com';

/** What a required field says when left empty: the server's message for the same field. */
export const INTEGRATION_REQUIRED = {
  shopName: SHOP_NAME_MESSAGE,
  adminApiToken: SHOPIFY_TOKEN_REQUIRED_MESSAGE,
  apiKey: SHOPIFY_API_KEY_REQUIRED_MESSAGE,
  apiSecret: SHOPIFY_SECRET_REQUIRED_MESSAGE,
  storeUrl: STORE_URL_MESSAGE,
  consumerKey: WOO_KEY_REQUIRED_MESSAGE,
  consumerSecret: WOO_SECRET_REQUIRED_MESSAGE,
  webhookUrl: WEBHOOK_URL_INVALID_MESSAGE,
  clientId: REPORTANA_CLIENT_ID_REQUIRED_MESSAGE,
  clientSecret: REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE,
} as const;

/** The shop name's format, pasted addresses included (empty is left to the required check). */
export const checkShopName = schemaCheck(shopifySavePayload.shape.shopName);

/** The WooCommerce store's address: a full http(s) URL (empty is left to the required check). */
export const checkStoreUrl = schemaCheck(wooSavePayload.shape.storeUrl);

const webhookUrlCheck = schemaCheck(webhookUrlIntegrationPayload.shape.webhook_url);
/**
 * A NeoRastro or Utmify webhook address: the payload's check, then the address's form as the server
 * checks it before saving (where the host points is only known to the server).
 */
export function checkWebhookUrl(value: string): string | null {
  if (!value.trim()) return null;
  return webhookUrlCheck(value) ?? webhookUrlFormProblem(value);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Sincronizando… 50 de 120 produtos' (or '… 50 produtos' while the total is unknown). */
export function syncProgressText(sync: Pick<SyncState, 'processed' | 'total'>): string {
  if (sync.total == null) return `Sincronizando… ${plural(sync.processed, 'produto', 'produtos')}`;
  return `Sincronizando… ${sync.processed} de ${plural(sync.total, 'produto', 'produtos')}`;
}

/** '3 criados, 1 atualizado'. */
export function syncResultText(sync: Pick<SyncState, 'created' | 'updated'>): string {
  return `${plural(sync.created, 'criado', 'criados')}, ${plural(sync.updated, 'atualizado', 'atualizados')}`;
}

/** The help under a secret field while editing, e.g. keepSecretHelp('o token salvo', '••••abcd'). */
export function keepSecretHelp(stored: string, hint: string | undefined): string {
  return `Deixe em branco para manter ${stored}${hint ? ` (${hint})` : ''}.`;
}
