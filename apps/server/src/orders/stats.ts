/**
 * The hourly rollups the dashboard reads (order_stats_hour, product_stats_hour), kept in the same
 * transaction as every change to an order: its creation, a retry after a refusal (method, total and
 * items may change), the payment's result, a merchant marking it paid. Each change is one upsert
 * per table at most, adding the new state and taking away the old one:
 *   INSERT … ON CONFLICT (key) DO UPDATE SET orders = orders + excluded.orders, …
 * (SQLite ≥ 3.24 and PostgreSQL). Products count only while their order is approved.
 *
 * Hours are UTC hours (every zone a store may choose has whole-hour offsets, so its local days are
 * whole hours). A row whose counts went back to 0 stays; readers ignore it.
 */
import type { EntityManager } from 'typeorm';
import { type DatabaseKind, databaseKindOf } from '../db/column-types.ts';
import type { Order } from '../db/entities/index.ts';
import { dbTime } from '../shared/zoned-time.ts';

const HOUR_MS = 3_600_000;

export interface OrderStatsItem {
  productId: number | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/** What of an order the rollups depend on. */
export interface OrderStatsSnapshot {
  storeId: number;
  createdAt: Date;
  paymentMethod: string;
  status: string;
  totalCents: number;
  /** Needed when the order is approved before or after the change. */
  items?: OrderStatsItem[];
}

/** The kind of database a manager talks to. */
export const kindOf = (manager: EntityManager): DatabaseKind =>
  databaseKindOf(manager.connection.options.type);

/** The snapshot of an order (and its items, when given). */
export function orderStatsSnapshot(
  order: Pick<Order, 'storeId' | 'createdAt' | 'paymentMethod' | 'status' | 'totalCents'>,
  items?: readonly OrderStatsItem[],
): OrderStatsSnapshot {
  return {
    storeId: order.storeId,
    createdAt: order.createdAt,
    paymentMethod: order.paymentMethod,
    status: order.status,
    totalCents: order.totalCents,
    ...(items
      ? {
          items: items.map(({ productId, name, quantity, unitPriceCents }) => ({
            productId,
            name,
            quantity,
            unitPriceCents,
          })),
        }
      : {}),
  };
}

/** An order's items as the rollups need them (one read of the order_id index, no entity mapping). */
export async function orderStatsItems(manager: EntityManager, orderId: number): Promise<OrderStatsItem[]> {
  const rows: { product_id: number | null; name: string; quantity: number; unit_price_cents: number }[] =
    await run(
      manager,
      kindOf(manager),
      'SELECT product_id, name, quantity, unit_price_cents FROM order_item WHERE order_id = ? ORDER BY id',
      [orderId],
    );
  return rows.map((row) => ({
    productId: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    quantity: Number(row.quantity),
    unitPriceCents: Number(row.unit_price_cents),
  }));
}

/** The whole UTC hour an instant falls in. */
export const hourStart = (instant: Date): Date => new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);

/** `?` placeholders on SQLite, $1, $2… on PostgreSQL. */
function run(manager: EntityManager, kind: DatabaseKind, sql: string, params: unknown[] = []) {
  let index = 0;
  return manager.query(kind === 'postgres' ? sql.replace(/\?/g, () => `$${++index}`) : sql, params);
}

interface Delta {
  key: unknown[];
  first: number;
  second: number;
}

/** Adds `sign` × the figures to the delta of `key`, merging equal keys (one row per key per upsert). */
function add(deltas: Map<string, Delta>, key: unknown[], sign: number, first: number, second: number) {
  const id = JSON.stringify(key);
  const delta = deltas.get(id) ?? { key, first: 0, second: 0 };
  delta.first += sign * first;
  delta.second += sign * second;
  deltas.set(id, delta);
}

async function upsert(
  manager: EntityManager,
  kind: DatabaseKind,
  table: 'order_stats_hour' | 'product_stats_hour',
  deltas: Map<string, Delta>,
) {
  // In one order of the keys everywhere: two transactions updating the same rows on PostgreSQL
  // (a retry and a refusal, say) lock them in the same order, so they wait rather than deadlock.
  const rows = [...deltas.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta)
    .filter((delta) => delta.first !== 0 || delta.second !== 0);
  if (rows.length === 0) return;
  const [keyColumns, first] =
    table === 'order_stats_hour'
      ? ['store_id, hour_start, payment_method, status', 'orders']
      : ['store_id, hour_start, product_id, name', 'units'];
  const tuple = '(?, ?, ?, ?, ?, ?)';
  await run(
    manager,
    kind,
    `INSERT INTO ${table} (${keyColumns}, ${first}, revenue_cents)
     VALUES ${rows.map(() => tuple).join(', ')}
     ON CONFLICT (${keyColumns}) DO UPDATE SET
       ${first} = ${table}.${first} + excluded.${first},
       revenue_cents = ${table}.revenue_cents + excluded.revenue_cents`,
    rows.flatMap((row) => [...row.key, row.first, row.second]),
  );
}

/**
 * Moves an order's figures in the rollups from what it was (`before`, null for a new order) to
 * what it is (`after`, null if it went away). Call it in the transaction that makes the change.
 */
export async function applyOrderStats(
  manager: EntityManager,
  kind: DatabaseKind,
  before: OrderStatsSnapshot | null,
  after: OrderStatsSnapshot | null,
): Promise<void> {
  const orders = new Map<string, Delta>();
  const products = new Map<string, Delta>();
  for (const [snapshot, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!snapshot) continue;
    const hour = dbTime(kind, hourStart(snapshot.createdAt));
    add(
      orders,
      [snapshot.storeId, hour, snapshot.paymentMethod, snapshot.status],
      sign,
      1,
      snapshot.totalCents,
    );
    if (snapshot.status !== 'approved') continue;
    if (!snapshot.items) throw new Error('applyOrderStats: os itens de um pedido aprovado são necessários.');
    for (const item of snapshot.items) {
      add(
        products,
        [snapshot.storeId, hour, item.productId ?? 0, item.name],
        sign,
        item.quantity,
        item.quantity * item.unitPriceCents,
      );
    }
  }
  await upsert(manager, kind, 'order_stats_hour', orders);
  await upsert(manager, kind, 'product_stats_hour', products);
}

/** The SQL of an hour truncation of a timestamp column, in the format the database stores. */
export function hourOf(kind: DatabaseKind, column: string): string {
  return kind === 'postgres'
    ? `date_trunc('hour', ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`
    : `strftime('%Y-%m-%d %H:00:00.000', ${column})`;
}

/**
 * Computes the rollups again from the orders and their items, for one store or every store: for
 * data written straight to the tables (the large seed, tests' fixtures) and to check them.
 */
export async function rebuildOrderStats(
  manager: EntityManager,
  kind: DatabaseKind,
  storeId?: number,
): Promise<void> {
  const only = storeId === undefined ? '' : 'WHERE store_id = ?';
  const params = storeId === undefined ? [] : [storeId];
  await run(manager, kind, `DELETE FROM order_stats_hour ${only}`, params);
  await run(manager, kind, `DELETE FROM product_stats_hour ${only}`, params);
  await run(
    manager,
    kind,
    `INSERT INTO order_stats_hour (store_id, hour_start, payment_method, status, orders, revenue_cents)
     SELECT store_id, ${hourOf(kind, 'created_at')}, payment_method, status, COUNT(*), SUM(total_cents)
     FROM orders ${only}
     GROUP BY store_id, ${hourOf(kind, 'created_at')}, payment_method, status`,
    params,
  );
  await run(
    manager,
    kind,
    `INSERT INTO product_stats_hour (store_id, hour_start, product_id, name, units, revenue_cents)
     SELECT o.store_id, ${hourOf(kind, 'o.created_at')}, COALESCE(i.product_id, 0), i.name,
       SUM(i.quantity), SUM(i.quantity * i.unit_price_cents)
     FROM orders o JOIN order_item i ON i.order_id = o.id
     WHERE o.status = 'approved' ${storeId === undefined ? '' : 'AND o.store_id = ?'}
     GROUP BY o.store_id, ${hourOf(kind, 'o.created_at')}, COALESCE(i.product_id, 0), i.name`,
    params,
  );
}
