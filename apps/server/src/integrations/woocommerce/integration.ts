import {
  STORE_URL_MESSAGE,
  WOO_KEY_REQUIRED_MESSAGE,
  WOO_SECRET_REQUIRED_MESSAGE,
  type WooIntegration,
  type wooSavePayload,
} from '@pagora/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/data-source.ts';
import type { Store, StoreIntegration, SyncJob } from '../../db/entities/index.ts';
import { HttpError, ValidationError } from '../../shared/errors.ts';
import type { SecretBox } from '../../shared/secret-box.ts';
import {
  decimalToCents,
  htmlToText,
  lastSyncView,
  SYNC_FAILED_MESSAGE,
  type SyncedProduct,
  type SyncSource,
} from '../product-sync.ts';
import { AddressPolicy } from '../shopify/http.ts';
import { credentialHint, findIntegration, saveIntegrationRow, sealForSave } from '../shopify/integration.ts';
import { BlockedAddressError, WooAuthError, WooClient, type WooProduct, WooUnreachableError } from './api.ts';

export const WOO_SAVED_MESSAGE = 'Integração WooCommerce salva!';
export const WOO_REMOVED_MESSAGE = 'Integração WooCommerce removida.';
export const WOO_INVALID_KEYS_MESSAGE =
  'Não foi possível validar a integração: verifique a chave e o segredo do consumidor.';
export const WOO_UNREACHABLE_MESSAGE =
  'Não foi possível conectar à loja WooCommerce. Verifique o endereço da loja.';
export const WOO_BLOCKED_MESSAGE = 'O endereço da loja não pode apontar para uma rede interna.';
export const WOO_HTTPS_MESSAGE = 'O endereço da loja precisa começar com https://.';
export const WOO_NOT_CONNECTED_MESSAGE = 'Conecte sua loja WooCommerce antes de continuar.';

/** 'https://Loja.com.br/loja/?x#y' → 'https://loja.com.br/loja' (no credentials, query or fragment). */
export function normalizeStoreUrl(text: string, requireHttps: boolean): string {
  if (!URL.canParse(text)) throw new ValidationError(STORE_URL_MESSAGE);
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ValidationError(STORE_URL_MESSAGE);
  if (requireHttps && url.protocol !== 'https:') throw new ValidationError(WOO_HTTPS_MESSAGE);
  if (url.username || url.password) throw new ValidationError(STORE_URL_MESSAGE);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function wooView(
  secrets: SecretBox,
  integration: StoreIntegration | null,
  lastJob: SyncJob | null,
  now: Date,
  staleMs: number,
): WooIntegration {
  return {
    store_url: integration?.shop ?? '',
    consumer_key_hint: credentialHint(secrets, integration?.tokenSealed),
    consumer_secret_hint: credentialHint(secrets, integration?.secretSealed),
    skip_cart: integration?.skipCart ?? false,
    is_active: integration?.isActive ?? false,
    last_sync: lastSyncView(lastJob, now, staleMs),
  };
}

function wooClient(config: Config, storeUrl: string, consumerKey: string, consumerSecret: string): WooClient {
  return new WooClient({
    storeUrl,
    consumerKey,
    consumerSecret,
    policy: new AddressPolicy(config.webhookAllowNetworks),
  });
}

export function wooHttpError(error: unknown): HttpError | null {
  if (error instanceof WooAuthError) return new ValidationError(WOO_INVALID_KEYS_MESSAGE);
  if (error instanceof BlockedAddressError) return new ValidationError(WOO_BLOCKED_MESSAGE);
  if (error instanceof WooUnreachableError) return new HttpError(502, WOO_UNREACHABLE_MESSAGE);
  return null;
}

/** Validates the keys against the store's REST API, then stores them sealed; nothing on failure. */
export async function saveWooIntegration(
  db: Database,
  config: Config,
  secrets: SecretBox,
  store: Store,
  payload: z.output<typeof wooSavePayload>,
): Promise<StoreIntegration> {
  const storeUrl = normalizeStoreUrl(payload.storeUrl, config.webhookRequireHttps);
  const existing = await findIntegration(db.manager, store.id, 'woocommerce');
  const consumerKey = payload.consumerKey || (existing ? secrets.open(existing.tokenSealed) : '');
  const consumerSecret = payload.consumerSecret || (existing ? secrets.open(existing.secretSealed) : '');
  if (!consumerKey) throw new ValidationError(WOO_KEY_REQUIRED_MESSAGE);
  if (!consumerSecret) throw new ValidationError(WOO_SECRET_REQUIRED_MESSAGE);

  try {
    const { data } = await wooClient(config, storeUrl, consumerKey, consumerSecret).get<unknown>(
      'products?per_page=1',
    );
    if (!Array.isArray(data)) throw new WooUnreachableError('Resposta inesperada.');
  } catch (error) {
    throw wooHttpError(error) ?? error;
  }

  const values = {
    shop: storeUrl,
    apiKey: null,
    tokenSealed: sealForSave(secrets, payload.consumerKey, existing?.tokenSealed),
    secretSealed: sealForSave(secrets, payload.consumerSecret, existing?.secretSealed),
    keyId: secrets.keyId,
    skipCart: payload.skipCart,
    isActive: true,
  };
  return saveIntegrationRow(db, store.id, 'woocommerce', existing, values);
}

function productFromWoo(product: WooProduct): SyncedProduct {
  const price = product.price || product.regular_price || '';
  return {
    externalId: `woo:${product.id}`,
    name: product.name ?? '',
    description: htmlToText(product.description || product.short_description || ''),
    priceCents: decimalToCents(price),
    status: product.status === 'publish' ? 'active' : 'inactive',
    productType: product.virtual || product.downloadable ? 'digital' : 'physical',
    imageUrl: product.images?.[0]?.src ?? null,
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): number | null {
  const value = Number(headers[name]);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The store's products, 50 per page, as many pages as X-WP-TotalPages says. */
export function wooSyncSource(config: Config, secrets: SecretBox, integration: StoreIntegration): SyncSource {
  const client = wooClient(
    config,
    integration.shop,
    secrets.open(integration.tokenSealed),
    secrets.open(integration.secretSealed),
  );
  return {
    async *pages() {
      for (let page = 1; ; page++) {
        const { data, headers } = await client.get<WooProduct[]>(`products?per_page=50&page=${page}`);
        if (!Array.isArray(data)) throw new WooUnreachableError('Resposta inesperada.');
        yield { products: data.map(productFromWoo), total: header(headers, 'x-wp-total') };
        const totalPages = header(headers, 'x-wp-totalpages');
        if (data.length === 0 || totalPages === null || page >= totalPages || page >= 1000) return;
      }
    },
    describeError(error) {
      if (error instanceof WooAuthError)
        return 'A loja WooCommerce recusou as chaves. Atualize a integração.';
      if (error instanceof WooUnreachableError || error instanceof BlockedAddressError) {
        return 'Não foi possível conectar à loja WooCommerce.';
      }
      return SYNC_FAILED_MESSAGE;
    },
    imagePolicy: new AddressPolicy(config.webhookAllowNetworks),
  };
}
