import {
  SHOPIFY_SECRET_REQUIRED_MESSAGE,
  SHOPIFY_TOKEN_REQUIRED_MESSAGE,
  type ShopifyIntegration,
  type shopifySavePayload,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/data-source.ts';
import {
  type IntegrationProvider,
  type Store,
  StoreIntegration,
  type SyncJob,
} from '../../db/entities/index.ts';
import { ConflictError, HttpError, isUniqueViolation, ValidationError } from '../../shared/errors.ts';
import type { SecretBox } from '../../shared/secret-box.ts';
import {
  decimalToCents,
  htmlToText,
  lastSyncView,
  SYNC_FAILED_MESSAGE,
  type SyncedProduct,
  type SyncSource,
} from '../product-sync.ts';
import {
  featuredImageUrl,
  PRODUCTS_QUERY,
  type ProductsAnswer,
  SHOP_QUERY,
  type ShopAnswer,
  ShopifyAuthError,
  ShopifyClient,
  type ShopifyProductNode,
  ShopifyUnreachableError,
} from './admin-api.ts';
import { importShopifyCoupons } from './coupons.ts';
import { AddressPolicy } from './http.ts';

export const SHOPIFY_CONNECTED_MESSAGE = 'Sua loja Shopify foi conectada com sucesso.';
export const SHOPIFY_REMOVED_MESSAGE = 'Integração Shopify removida.';
export const SHOPIFY_FORBIDDEN_MESSAGE = 'Acesso não autorizado para buscar a integração desta loja.';
export const SHOPIFY_INVALID_TOKEN_MESSAGE =
  'Não foi possível validar a integração: verifique o token de acesso.';
export const SHOPIFY_UNREACHABLE_MESSAGE =
  'Não foi possível conectar à loja Shopify. Verifique o nome da loja.';
export const SHOPIFY_SCOPE_MESSAGE =
  'Não foi possível validar a integração: o token precisa da permissão read_products.';
export const SHOPIFY_NOT_CONNECTED_MESSAGE = 'Conecte sua loja Shopify antes de continuar.';

/** '••••abcd' for a credential, never more (just '••••' for short ones or unreadable ones). */
export function credentialHint(secrets: SecretBox, sealed: string | null | undefined): string {
  if (!sealed) return '';
  try {
    const plain = secrets.open(sealed);
    return plain.length >= 8 ? `••••${plain.slice(-4)}` : '••••';
  } catch {
    return '••••';
  }
}

/**
 * The sealed value to store: a new credential is sealed with the current key; a kept one stays
 * as it is, or is re-sealed when an older key sealed it (rotation).
 */
export function sealForSave(secrets: SecretBox, given: string, stored: string | undefined): string {
  if (given) return secrets.seal(given);
  if (!stored) throw new Error('Sem credencial.');
  return secrets.isStale(stored) ? secrets.seal(secrets.open(stored)) : stored;
}

/**
 * Inserts or updates the store's row for a provider in one transaction; a concurrent first save
 * from another tab (the unique store/provider pair) is answered 409.
 */
export async function saveIntegrationRow(
  db: Database,
  storeId: number,
  provider: IntegrationProvider,
  existing: StoreIntegration | null,
  values: Partial<StoreIntegration>,
): Promise<StoreIntegration> {
  try {
    return await db.transaction(async (manager) => {
      const repo = manager.getRepository(StoreIntegration);
      if (existing) {
        await repo.update(existing.id, values);
        return repo.findOneByOrFail({ id: existing.id });
      }
      return repo.save(
        repo.create({
          storeId,
          provider,
          importCoupons: false,
          checkoutInstalled: false,
          themeId: null,
          themeName: null,
          ...values,
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('A integração foi salva em outra aba. Recarregue a página.');
    throw error;
  }
}

export function findIntegration(
  manager: EntityManager,
  storeId: number,
  provider: IntegrationProvider,
): Promise<StoreIntegration | null> {
  return manager.getRepository(StoreIntegration).findOne({ where: { storeId, provider } });
}

export function shopifyView(
  secrets: SecretBox,
  integration: StoreIntegration | null,
  lastJob: SyncJob | null,
  now: Date,
  staleMs: number,
): ShopifyIntegration {
  return {
    shop_name: integration?.shop ?? '',
    api_key: integration?.apiKey ?? '',
    admin_api_token_hint: credentialHint(secrets, integration?.tokenSealed),
    api_secret_hint: credentialHint(secrets, integration?.secretSealed),
    skip_cart: integration?.skipCart ?? false,
    import_coupons: integration?.importCoupons ?? false,
    is_active: integration?.isActive ?? false,
    checkout_installed: integration?.checkoutInstalled ?? false,
    theme_name: integration?.checkoutInstalled ? integration.themeName : null,
    last_sync: lastSyncView(lastJob, now, staleMs),
  };
}

export function shopifyClient(config: Config, shop: string, token: string): ShopifyClient {
  return new ShopifyClient({
    baseUrl: config.shopifyBaseUrl,
    apiVersion: config.shopifyApiVersion,
    shop,
    token,
  });
}

/** The client of a saved integration (its token opened). */
export function clientFor(config: Config, secrets: SecretBox, integration: StoreIntegration): ShopifyClient {
  return shopifyClient(config, integration.shop, secrets.open(integration.tokenSealed));
}

/** The API's answer for a Shopify failure (the message a merchant reads). */
export function shopifyHttpError(
  error: unknown,
  authMessage = SHOPIFY_INVALID_TOKEN_MESSAGE,
): HttpError | null {
  if (error instanceof ShopifyAuthError) return new ValidationError(authMessage);
  if (error instanceof ShopifyUnreachableError) return new HttpError(502, SHOPIFY_UNREACHABLE_MESSAGE);
  return null;
}

/**
 * Validates the credentials against the shop, then stores them (sealed). Nothing is stored when
 * the shop refuses the token, lacks read_products or cannot be reached.
 */
export async function saveShopifyIntegration(
  db: Database,
  config: Config,
  secrets: SecretBox,
  store: Store,
  payload: z.output<typeof shopifySavePayload>,
): Promise<StoreIntegration> {
  const existing = await findIntegration(db.manager, store.id, 'shopify');
  const token = payload.adminApiToken || (existing ? secrets.open(existing.tokenSealed) : '');
  if (!token) throw new ValidationError(SHOPIFY_TOKEN_REQUIRED_MESSAGE);
  if (!payload.apiSecret && !existing) throw new ValidationError(SHOPIFY_SECRET_REQUIRED_MESSAGE);

  let answer: ShopAnswer;
  try {
    answer = await shopifyClient(config, payload.shopName, token).graphql<ShopAnswer>(SHOP_QUERY);
  } catch (error) {
    throw shopifyHttpError(error) ?? new ValidationError(SHOPIFY_INVALID_TOKEN_MESSAGE);
  }
  const scopes = answer.currentAppInstallation?.accessScopes.map((scope) => scope.handle) ?? [];
  if (!scopes.includes('read_products') && !scopes.includes('write_products')) {
    throw new ValidationError(SHOPIFY_SCOPE_MESSAGE);
  }

  const sameShop = existing?.shop === payload.shopName;
  const values = {
    shop: payload.shopName,
    apiKey: payload.apiKey,
    tokenSealed: sealForSave(secrets, payload.adminApiToken, existing?.tokenSealed),
    secretSealed: sealForSave(secrets, payload.apiSecret, existing?.secretSealed),
    keyId: secrets.keyId,
    skipCart: payload.skipCart,
    importCoupons: payload.importCoupons,
    isActive: true,
    // The snippet lives in the previous shop's theme: another shop starts uninstalled.
    ...(sameShop ? {} : { checkoutInstalled: false, themeId: null, themeName: null }),
  };
  return saveIntegrationRow(db, store.id, 'shopify', existing, values);
}

function productFromShopify(node: ShopifyProductNode): SyncedProduct {
  const variant = node.variants.nodes[0];
  return {
    externalId: node.id,
    name: node.title ?? '',
    description: htmlToText(node.descriptionHtml ?? ''),
    priceCents: decimalToCents(variant?.price ?? null),
    status: node.status === 'ACTIVE' ? 'active' : 'inactive',
    productType: variant?.inventoryItem?.requiresShipping === false ? 'digital' : 'physical',
    imageUrl: featuredImageUrl(node),
  };
}

/** A sync of the shop's products (50 per page) and, when asked, its discount codes. */
export function shopifySyncSource(
  config: Config,
  secrets: SecretBox,
  integration: StoreIntegration,
): SyncSource {
  const client = clientFor(config, secrets, integration);
  return {
    async *pages() {
      let cursor: string | null = null;
      for (;;) {
        const answer: ProductsAnswer = await client.graphql<ProductsAnswer>(PRODUCTS_QUERY, { cursor });
        yield { products: answer.products.nodes.map(productFromShopify) };
        const { hasNextPage, endCursor } = answer.products.pageInfo;
        if (!hasNextPage || !endCursor) return;
        cursor = endCursor;
      }
    },
    ...(integration.importCoupons
      ? { afterProducts: (db: Database, store: Store) => importShopifyCoupons(client, db, store) }
      : {}),
    describeError(error) {
      if (error instanceof ShopifyAuthError) {
        return 'A Shopify recusou o token de acesso. Atualize os dados da integração.';
      }
      if (error instanceof ShopifyUnreachableError) return 'Não foi possível conectar à loja Shopify.';
      return SYNC_FAILED_MESSAGE;
    },
    imagePolicy: new AddressPolicy(config.webhookAllowNetworks),
  };
}
