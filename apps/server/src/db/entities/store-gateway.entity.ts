import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export type GatewayProviderId = 'mercadopago' | 'pagarme';
/** What charges a payment method: a connected gateway or the built-in test mode. */
export type GatewayRouteId = 'test' | GatewayProviderId;
export type StoreGatewayStatus = 'active' | 'inactive';

/**
 * A store's credentials at a payment gateway (one row per store and provider). The secret key and
 * the webhook secret are sealed with the secret box (AES-256-GCM, `v1.<key id>.…`) and `keyId`
 * repeats the key that sealed them, as for the Shopify integration. A deactivated gateway keeps its
 * row: its earlier charges still need the credentials for look-ups, refunds and notifications.
 */
export class StoreGateway extends BaseRecord {
  storeId!: number;
  provider!: GatewayProviderId;
  /** Not a secret (it goes to the buyer's browser): shown in full. */
  publicKey!: string;
  /** Mercado Pago's access token or Pagar.me's secret key, sealed. */
  secretSealed!: string;
  /** Mercado Pago's notification signature secret, sealed; null when none was given. */
  webhookSecretSealed!: string | null;
  keyId!: string;
  methodCard!: boolean;
  methodPix!: boolean;
  methodBoleto!: boolean;
  status!: StoreGatewayStatus;
}

export const storeGatewaySchema = (types: ColumnTypes) =>
  new EntitySchema<StoreGateway>({
    name: 'StoreGateway',
    tableName: 'store_gateway',
    target: StoreGateway,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      provider: { type: 'varchar', length: 20 },
      publicKey: { type: 'varchar', length: 500, name: 'public_key' },
      secretSealed: { type: 'text', name: 'secret_sealed' },
      webhookSecretSealed: { type: 'text', name: 'webhook_secret_sealed', nullable: true },
      keyId: { type: 'varchar', length: 32, name: 'key_id' },
      methodCard: { type: 'boolean', name: 'method_card', default: true },
      methodPix: { type: 'boolean', name: 'method_pix', default: true },
      methodBoleto: { type: 'boolean', name: 'method_boleto', default: false },
      status: { type: 'varchar', length: 10, default: 'inactive' },
    },
    uniques: [{ name: 'UQ_store_gateway_store_id_provider', columns: ['storeId', 'provider'] }],
  });

/**
 * Which gateway charges each payment method of a store, and the card contingency. A store without
 * a row sells everything in test mode. Every change to a store's gateways or routing locks this row
 * first, so a method can never end up routed to a gateway that was deactivated meanwhile.
 */
export class StoreGatewayRouting extends BaseRecord {
  storeId!: number;
  pix!: GatewayRouteId;
  card!: GatewayRouteId;
  boleto!: GatewayRouteId;
  /** Tried for a card after a soft decline of the primary; never 'test'. */
  cardContingency!: GatewayProviderId | null;
}

export const storeGatewayRoutingSchema = (types: ColumnTypes) =>
  new EntitySchema<StoreGatewayRouting>({
    name: 'StoreGatewayRouting',
    tableName: 'store_gateway_routing',
    target: StoreGatewayRouting,
    columns: {
      ...baseColumns(types),
      storeId: {
        type: 'integer',
        name: 'store_id',
        unique: true,
        foreignKey: { target: 'Store', onDelete: 'CASCADE' },
      },
      pix: { type: 'varchar', length: 20, default: 'test' },
      card: { type: 'varchar', length: 20, default: 'test' },
      boleto: { type: 'varchar', length: 20, default: 'test' },
      cardContingency: { type: 'varchar', length: 20, name: 'card_contingency', nullable: true },
    },
  });
