import type { MarginType } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * Where a store ships from and how its freight is quoted (one row per store, made on the first
 * save in /logistica). The Melhor Envio token is sealed with the secret box (AES-256-GCM,
 * `v1.<key id>.…`) like the payment gateways' secrets, and `keyId` repeats the key that sealed it.
 */
export class StoreShipping extends BaseRecord {
  storeId!: number;
  /** 8 digits; null until the merchant sets it. */
  originCep!: string | null;
  marginType!: MarginType;
  /** Cents for 'value', a whole percentage for 'percent'; added to each quoted price. */
  marginValue!: number;
  /** Products + bump at or above this: the cheapest quoted service is free. null: never. */
  freeShippingFromCents!: number | null;
  melhorenvioTokenSealed!: string | null;
  /** The token's last four characters, shown to tell tokens apart. */
  melhorenvioTokenHint!: string | null;
  melhorenvioConnectedAt!: Date | null;
  keyId!: string | null;
}

export const storeShippingSchema = (types: ColumnTypes) =>
  new EntitySchema<StoreShipping>({
    name: 'StoreShipping',
    tableName: 'store_shipping',
    target: StoreShipping,
    columns: {
      ...baseColumns(types),
      storeId: {
        type: 'integer',
        name: 'store_id',
        unique: true,
        foreignKey: { target: 'Store', onDelete: 'CASCADE' },
      },
      originCep: { type: 'varchar', length: 8, name: 'origin_cep', nullable: true },
      marginType: { type: 'varchar', length: 10, name: 'margin_type', default: 'value' },
      marginValue: { type: 'integer', name: 'margin_value', default: 0 },
      freeShippingFromCents: { type: 'integer', name: 'free_shipping_from_cents', nullable: true },
      melhorenvioTokenSealed: { type: 'text', name: 'melhorenvio_token_sealed', nullable: true },
      melhorenvioTokenHint: { type: 'varchar', length: 8, name: 'melhorenvio_token_hint', nullable: true },
      melhorenvioConnectedAt: { type: types.timestamp, name: 'melhorenvio_connected_at', nullable: true },
      keyId: { type: 'varchar', length: 32, name: 'key_id', nullable: true },
    },
  });
