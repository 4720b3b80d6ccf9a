import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** 'custom': a merchant's webhook (/configuracoes); the others are tracking integrations (/apps). */
export type WebhookEndpointKind = 'custom' | 'neorastro' | 'utmify' | 'reportana';

/**
 * Where a store's events are delivered. Custom endpoints sign with their own secret (sealed with
 * the SecretBox; the previous one keeps signing for 24 h after a rotation). Integrations are
 * system endpoints: one per kind and store, receiving every order event in their service's format.
 */
export class WebhookEndpoint extends BaseRecord {
  storeId!: number;
  kind!: WebhookEndpointKind;
  name!: string;
  url!: string;
  /** Comma-separated WebhookEvent list. */
  events!: string;
  enabled!: boolean;
  disabledReason!: string | null;
  /** Sealed 'whsec_…'. */
  secret!: string | null;
  previousSecret!: string | null;
  previousSecretUntil!: Date | null;
  /** '••••abcd' of the secret (or of Reportana's client secret). */
  secretHint!: string | null;
  /** Sealed JSON of an integration's credentials (Reportana: client id and secret). */
  credentials!: string | null;
  /** First failure of the current run of failures (null once a delivery succeeds). */
  failingSince!: Date | null;
  lastStatus!: string | null;
  lastResponseCode!: number | null;
  lastAttemptAt!: Date | null;
}

export const webhookEndpointSchema = (types: ColumnTypes) =>
  new EntitySchema<WebhookEndpoint>({
    name: 'WebhookEndpoint',
    tableName: 'webhook_endpoint',
    target: WebhookEndpoint,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      kind: { type: 'varchar', length: 20 },
      name: { type: 'varchar', length: 80 },
      url: { type: 'varchar', length: 2000 },
      events: { type: 'varchar', length: 400 },
      enabled: { type: 'boolean' },
      disabledReason: { type: 'varchar', length: 200, name: 'disabled_reason', nullable: true },
      secret: { type: 'text', nullable: true },
      previousSecret: { type: 'text', name: 'previous_secret', nullable: true },
      previousSecretUntil: { type: types.timestamp, name: 'previous_secret_until', nullable: true },
      secretHint: { type: 'varchar', length: 20, name: 'secret_hint', nullable: true },
      credentials: { type: 'text', nullable: true },
      failingSince: { type: types.timestamp, name: 'failing_since', nullable: true },
      lastStatus: { type: 'varchar', length: 20, name: 'last_status', nullable: true },
      lastResponseCode: { type: 'integer', name: 'last_response_code', nullable: true },
      lastAttemptAt: { type: types.timestamp, name: 'last_attempt_at', nullable: true },
    },
    indices: [
      { name: 'IDX_webhook_endpoint_store_enabled', columns: ['storeId', 'enabled'] },
      {
        name: 'UQ_webhook_endpoint_store_kind',
        columns: ['storeId', 'kind'],
        unique: true,
        where: "kind <> 'custom'",
      },
    ],
  });
