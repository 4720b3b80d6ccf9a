import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export type IntegrationProvider = 'shopify' | 'woocommerce';

/**
 * A store's connection to Shopify or WooCommerce (one per provider). The credentials are sealed
 * with the secret box (AES-256-GCM, `v1.<key id>.…`); `keyId` repeats the key that sealed them so
 * rows still sealed with an older key can be found after a rotation.
 */
export class StoreIntegration extends BaseRecord {
  storeId!: number;
  provider!: IntegrationProvider;
  /** Shopify: the shop name ('minha-loja'); WooCommerce: the store's URL (no trailing slash). */
  shop!: string;
  /** Shopify's API key (not a secret: shown in full). */
  apiKey!: string | null;
  /** Shopify admin API token, or WooCommerce consumer key (sealed). */
  tokenSealed!: string;
  /** Shopify API secret, or WooCommerce consumer secret (sealed). */
  secretSealed!: string;
  keyId!: string;
  skipCart!: boolean;
  importCoupons!: boolean;
  isActive!: boolean;
  checkoutInstalled!: boolean;
  themeId!: string | null;
  themeName!: string | null;
}

export const storeIntegrationSchema = (types: ColumnTypes) =>
  new EntitySchema<StoreIntegration>({
    name: 'StoreIntegration',
    tableName: 'store_integration',
    target: StoreIntegration,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      provider: { type: 'varchar', length: 20 },
      shop: { type: 'varchar', length: 255 },
      apiKey: { type: 'varchar', length: 255, name: 'api_key', nullable: true },
      tokenSealed: { type: 'text', name: 'token_sealed' },
      secretSealed: { type: 'text', name: 'secret_sealed' },
      keyId: { type: 'varchar', length: 32, name: 'key_id' },
      skipCart: { type: 'boolean', name: 'skip_cart', default: false },
      importCoupons: { type: 'boolean', name: 'import_coupons', default: false },
      isActive: { type: 'boolean', name: 'is_active', default: false },
      checkoutInstalled: { type: 'boolean', name: 'checkout_installed', default: false },
      themeId: { type: 'varchar', length: 255, name: 'theme_id', nullable: true },
      themeName: { type: 'varchar', length: 255, name: 'theme_name', nullable: true },
    },
    uniques: [{ name: 'UQ_store_integration_store_id_provider', columns: ['storeId', 'provider'] }],
  });
