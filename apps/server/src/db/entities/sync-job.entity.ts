import type { SyncJobStatus } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';
import type { IntegrationProvider } from './store-integration.entity.ts';

/**
 * One product sync from Shopify or WooCommerce. The server instance running it updates the counts
 * and `heartbeatAt` as pages complete; a running job whose heartbeat went stale (its instance died)
 * is shown as failed and may be started again. At most one runs per store and provider (partial
 * unique index UQ_sync_job_running).
 */
export class SyncJob extends BaseRecord {
  storeId!: number;
  provider!: IntegrationProvider;
  status!: SyncJobStatus;
  processed!: number;
  total!: number | null;
  created!: number;
  updated!: number;
  skipped!: number;
  couponsCreated!: number;
  couponsUpdated!: number;
  error!: string | null;
  startedAt!: Date;
  heartbeatAt!: Date;
  finishedAt!: Date | null;
}

export const syncJobSchema = (types: ColumnTypes) =>
  new EntitySchema<SyncJob>({
    name: 'SyncJob',
    tableName: 'sync_job',
    target: SyncJob,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      provider: { type: 'varchar', length: 20 },
      status: { type: 'varchar', length: 10 },
      processed: { type: 'integer', default: 0 },
      total: { type: 'integer', nullable: true },
      created: { type: 'integer', default: 0 },
      updated: { type: 'integer', default: 0 },
      skipped: { type: 'integer', default: 0 },
      couponsCreated: { type: 'integer', name: 'coupons_created', default: 0 },
      couponsUpdated: { type: 'integer', name: 'coupons_updated', default: 0 },
      error: { type: 'text', nullable: true },
      startedAt: { type: types.timestamp, name: 'started_at' },
      heartbeatAt: { type: types.timestamp, name: 'heartbeat_at' },
      finishedAt: { type: types.timestamp, name: 'finished_at', nullable: true },
    },
    indices: [
      { name: 'IDX_sync_job_store_id_provider_id', columns: ['storeId', 'provider', 'id'] },
      {
        name: 'UQ_sync_job_running',
        columns: ['storeId', 'provider'],
        unique: true,
        where: "status = 'running'",
      },
    ],
  });
