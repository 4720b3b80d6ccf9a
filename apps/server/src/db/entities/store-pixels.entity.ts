import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * A store's ad pixels (one row per store; no row = none set). The Conversions API access token is
 * sealed with the secret box like the gateways' secret keys (`v1.<key id>.…`, `keyId` repeating
 * the key) and never leaves the server. The last delivery's outcome is kept here for the panel.
 */
export class StorePixels extends BaseRecord {
  storeId!: number;
  metaPixelId!: string | null;
  metaCapiTokenSealed!: string | null;
  keyId!: string | null;
  ga4Id!: string | null;
  googleAdsId!: string | null;
  googleAdsLabel!: string | null;
  tiktokPixelId!: string | null;
  capiLastSentAt!: Date | null;
  /** Why Meta refused the last event given up (in Portuguese); cleared by a new token. */
  capiLastError!: string | null;
  capiLastErrorAt!: Date | null;
  /**
   * Meta refused the token itself: events wait no retries and nothing more is sent with it until
   * the merchant saves another.
   */
  capiTokenRefused!: boolean;
}

export const storePixelsSchema = (types: ColumnTypes) =>
  new EntitySchema<StorePixels>({
    name: 'StorePixels',
    tableName: 'store_pixels',
    target: StorePixels,
    columns: {
      ...baseColumns(types),
      storeId: {
        type: 'integer',
        name: 'store_id',
        unique: true,
        foreignKey: { target: 'Store', onDelete: 'CASCADE' },
      },
      metaPixelId: { type: 'varchar', length: 20, name: 'meta_pixel_id', nullable: true },
      metaCapiTokenSealed: { type: 'text', name: 'meta_capi_token_sealed', nullable: true },
      keyId: { type: 'varchar', length: 32, name: 'key_id', nullable: true },
      ga4Id: { type: 'varchar', length: 24, name: 'ga4_id', nullable: true },
      googleAdsId: { type: 'varchar', length: 20, name: 'google_ads_id', nullable: true },
      googleAdsLabel: { type: 'varchar', length: 64, name: 'google_ads_label', nullable: true },
      tiktokPixelId: { type: 'varchar', length: 30, name: 'tiktok_pixel_id', nullable: true },
      capiLastSentAt: { type: types.timestamp, name: 'capi_last_sent_at', nullable: true },
      capiLastError: { type: 'text', name: 'capi_last_error', nullable: true },
      capiLastErrorAt: { type: types.timestamp, name: 'capi_last_error_at', nullable: true },
      capiTokenRefused: { type: 'boolean', name: 'capi_token_refused', default: false },
    },
  });

export type MetaCapiEventStatus = 'waiting' | 'pending' | 'sent' | 'failed';

/**
 * One order's Purchase for Meta's Conversions API. Written when the order is placed by a buyer of
 * a store with the API on ('waiting', with what only the buyer's request knows: address, browser,
 * Meta's cookies and the page), made due ('pending', with the body to send) in the transaction
 * that approves the order, and sent by the worker with a lease (locked_until + lock_token) and
 * retries; `next_attempt_at` is null once sent or given up. One row per order (unique): a
 * Purchase is never queued twice.
 */
export class MetaCapiEvent extends BaseRecord {
  storeId!: number;
  orderId!: number;
  eventId!: string;
  clientIp!: string | null;
  userAgent!: string | null;
  fbp!: string | null;
  fbc!: string | null;
  eventSourceUrl!: string | null;
  status!: MetaCapiEventStatus;
  /** The JSON body without the token, exactly as sent (set at approval). */
  payload!: string | null;
  attemptCount!: number;
  nextAttemptAt!: Date | null;
  lockedUntil!: Date | null;
  lockToken!: string | null;
  lastResponseCode!: number | null;
  lastError!: string | null;
  sentAt!: Date | null;
}

export const metaCapiEventSchema = (types: ColumnTypes) =>
  new EntitySchema<MetaCapiEvent>({
    name: 'MetaCapiEvent',
    tableName: 'meta_capi_event',
    target: MetaCapiEvent,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      orderId: {
        type: 'integer',
        name: 'order_id',
        unique: true,
        foreignKey: { target: 'Order', onDelete: 'CASCADE' },
      },
      eventId: { type: 'varchar', length: 80, name: 'event_id' },
      clientIp: { type: 'varchar', length: 64, name: 'client_ip', nullable: true },
      userAgent: { type: 'varchar', length: 512, name: 'user_agent', nullable: true },
      fbp: { type: 'varchar', length: 200, nullable: true },
      fbc: { type: 'varchar', length: 400, nullable: true },
      eventSourceUrl: { type: 'varchar', length: 1000, name: 'event_source_url', nullable: true },
      status: { type: 'varchar', length: 10 },
      payload: { type: 'text', nullable: true },
      attemptCount: { type: 'integer', name: 'attempt_count', default: 0 },
      nextAttemptAt: { type: types.timestamp, name: 'next_attempt_at', nullable: true },
      lockedUntil: { type: types.timestamp, name: 'locked_until', nullable: true },
      lockToken: { type: 'varchar', length: 40, name: 'lock_token', nullable: true },
      lastResponseCode: { type: 'integer', name: 'last_response_code', nullable: true },
      lastError: { type: 'text', name: 'last_error', nullable: true },
      sentAt: { type: types.timestamp, name: 'sent_at', nullable: true },
    },
    indices: [
      { name: 'IDX_meta_capi_event_due', columns: ['nextAttemptAt'], where: 'next_attempt_at IS NOT NULL' },
      { name: 'IDX_meta_capi_event_store_id', columns: ['storeId'] },
    ],
  });
