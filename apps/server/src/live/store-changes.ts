import type { EntityManager } from 'typeorm';
import type { DatabaseKind } from '../db/column-types.ts';
import { StoreChange, type StoreChangeKind } from '../db/entities/index.ts';
import { insertRows } from '../db/statements.ts';
import { sqlTime } from '../shared/list-sql.ts';
import { enqueueStoreChange } from '../webhooks/endpoints.ts';

/** How long the live feed keeps its rows: a dashboard that reconnects later reloads its figures. */
export const STORE_CHANGE_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface StoreChangeInput {
  storeId: number;
  kind: StoreChangeKind;
  orderId?: number | null;
  orderNumber?: number | null;
  status?: string | null;
}

/**
 * Writes one row of the live feed (store_change) in the caller's transaction, so a change is
 * announced exactly when it commits, and never when it rolls back. Order changes also write the
 * outgoing webhooks' messages (services/webhooks.ts) in the same transaction; callers record an
 * order change once the order and its items are written (the message carries their snapshot).
 */
export async function recordStoreChange(manager: EntityManager, change: StoreChangeInput): Promise<void> {
  await insertRows(manager, StoreChange, [
    {
      storeId: change.storeId,
      kind: change.kind,
      orderId: change.orderId ?? null,
      orderNumber: change.orderNumber ?? null,
      status: change.status ?? null,
    },
  ]);
  await enqueueStoreChange(manager, change);
}

/** Deletes feed rows older than the retention (one indexed range delete). Returns how many went. */
export async function pruneStoreChanges(
  manager: EntityManager,
  kind: DatabaseKind,
  now: Date,
): Promise<number> {
  const cutoff = sqlTime(kind, new Date(now.getTime() - STORE_CHANGE_RETENTION_MS));
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(StoreChange)
    .where('created_at < :cutoff', { cutoff })
    .execute();
  return result.affected ?? 0;
}
