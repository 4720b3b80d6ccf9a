// Shapes and pure helpers shared by the /apps panels (Shopify, WooCommerce, NeoRastro, Utmify, Reportana).
// Read shapes mirror the API's snake_case fields; the values a panel saves mirror the save payloads.

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

/** A product import running or finished (Shopify or WooCommerce 'Sincronizar produtos'). */
export interface SyncState {
  status: 'running' | 'done' | 'failed';
  /** Products handled so far. */
  processed: number;
  /** Products to handle, or null while the platform has not said (an indeterminate bar). */
  total: number | null;
  created: number;
  updated: number;
  /** The server's message when done, e.g. 'Sincronização concluída.' */
  message?: string | null;
  /** Why it failed. */
  error?: string | null;
}

/** The stored Shopify integration (`GET /api/integrations/shopify`); null or inactive = not connected. */
export interface ShopifyIntegration {
  /** The shop's name without '.myshopify.com'. */
  shop_name: string;
  api_key: string;
  /** The stored Admin API token's hint, e.g. '••••abcd' (never the token). */
  admin_api_token: string;
  /** The stored API secret's hint, e.g. '••••9f2c'. */
  api_secret: string;
  skip_cart: boolean;
  import_coupons: boolean;
  is_active: boolean;
}

/** What 'Salvar e Validar Integração' sends (the save payload, without store_id). */
export interface ShopifyValues {
  shopName: string;
  /** Empty when editing = keep the stored token. */
  adminApiToken: string;
  apiKey: string;
  /** Empty when editing = keep the stored secret. */
  apiSecret: string;
  skipCart: boolean;
  importCoupons: boolean;
}

/** The stored WooCommerce integration; null = not connected. */
export interface WooCommerceIntegration {
  /** e.g. 'https://lojadaana.com.br'. */
  store_url: string;
  consumer_key: string;
  /** The stored consumer secret's hint, e.g. '••••7d1e'. */
  consumer_secret: string;
  skip_cart: boolean;
}

/** What 'Salvar Integração' sends for WooCommerce. */
export interface WooCommerceValues {
  storeUrl: string;
  consumerKey: string;
  /** Empty when editing = keep the stored secret. */
  consumerSecret: string;
  skipCart: boolean;
}

export type TrackingService = 'neorastro' | 'utmify' | 'reportana';

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

/** The shop's name from what was typed or pasted: 'https://Loja-Ana.myshopify.com/admin' → 'loja-ana'. */
export function normalizeShopName(input: string): string {
  let name = input.trim().toLowerCase();
  name = name.replace(/^https?:\/\//, '');
  name = name.split('/')[0] ?? '';
  if (name.endsWith(SHOPIFY_SUFFIX)) name = name.slice(0, -SHOPIFY_SUFFIX.length);
  return name;
}

export const SHOP_NAME_INVALID =
  'Use só letras minúsculas, números e hífens (o nome antes de .myshopify.com).';

/** The shop name's format (empty is left to the required check). */
export function checkShopName(input: string): string | null {
  const name = normalizeShopName(input);
  if (!name) return null;
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(name) ? null : SHOP_NAME_INVALID;
}

/** A full http(s) address (empty is left to the required check). */
export function checkUrl(message: string) {
  return (input: string): string | null => {
    const value = input.trim();
    if (!value) return null;
    try {
      const url = new URL(value);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return null;
    } catch {
      // falls through to the message
    }
    return message;
  };
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
