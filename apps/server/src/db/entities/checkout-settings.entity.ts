import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * A store's checkout builder settings and post-payment redirects (one row per store, created on
 * the first save). The settings are one JSON document because the builder always saves the whole
 * object and the checkout always reads the whole object; they are parsed with the contract's
 * schema on read, so a document from an older version can never break a buyer's checkout.
 */
export class CheckoutSettingsRecord extends BaseRecord {
  storeId!: number;
  /** JSON of `CheckoutSettings`, validated before it is written. */
  settingsJson!: string;
  redirectCard!: string | null;
  redirectPix!: string | null;
  redirectBoleto!: string | null;
}

export const checkoutSettingsSchema = (types: ColumnTypes) =>
  new EntitySchema<CheckoutSettingsRecord>({
    name: 'CheckoutSettingsRecord',
    tableName: 'checkout_settings',
    target: CheckoutSettingsRecord,
    columns: {
      ...baseColumns(types),
      storeId: {
        type: 'integer',
        name: 'store_id',
        unique: true,
        foreignKey: { target: 'Store', onDelete: 'CASCADE' },
      },
      settingsJson: { type: 'text', name: 'settings' },
      redirectCard: { type: 'varchar', length: 2000, name: 'redirect_card', nullable: true },
      redirectPix: { type: 'varchar', length: 2000, name: 'redirect_pix', nullable: true },
      redirectBoleto: { type: 'varchar', length: 2000, name: 'redirect_boleto', nullable: true },
    },
  });
