/**
 * The dashboard's figures (GET /api/dashboard). Periods are local days, weeks (from Sunday) and
 * months in the store's time zone.
 *
 * The orders' figures read the hourly rollups (order_stats_hour, product_stats_hour; see
 * services/order-stats.ts), kept in the transactions that change orders: a month is a few thousand
 * rollup rows instead of ~100,000 orders and their items. Every zone a store may choose has
 * whole-hour offsets, so a period and each slot of its series (a local hour or day) are whole UTC
 * hours; only the 'last 30 days' window, which ends now, has partial hours at its ends, and those
 * are read from the orders themselves (an hour's worth at most, on the covering index). The series
 * folds the hour rows into its slots in memory. The funnel reads the funnel covering index of
 * checkout_session. SQLite runs the queries one after the other on its single connection;
 * PostgreSQL concurrently.
 */
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardView,
  DEFAULT_TIME_ZONE,
  FUNNEL_STAGES,
  type FunnelStage,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { DatabaseKind } from '../db/column-types.ts';
import type { Store } from '../db/entities/index.ts';
import {
  addDaysToDate,
  addLocalDays,
  assertTimeZone,
  dbTime,
  formatLocalDayMonth,
  localDate,
  localDayStart,
  localParts,
  startOfLocalDay,
  startOfLocalMonth,
  startOfLocalWeek,
  startOfNextLocalMonth,
} from '../shared/zoned-time.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const TOP_PRODUCTS = 5;

export interface Range {
  from: Date;
  to: Date;
}

export interface PeriodRanges {
  range: Range;
  previous: Range;
  /** Hourly series for a day, daily for a week or a month. */
  step: 'hour' | 'day';
}

/** The zone a store's figures are computed in (the default when the stored one is unknown). */
export function storeTimeZone(store: Pick<Store, 'timeZone'>): string {
  const zone = store.timeZone || DEFAULT_TIME_ZONE;
  try {
    assertTimeZone(zone);
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * [from, to) of the period that contains `now` (yesterday: the day before) and of the period
 * before it: the day before, the week before, and for a month the same length before its 1st.
 */
export function periodRanges(period: DashboardPeriod, now: Date, zone: string): PeriodRanges {
  switch (period) {
    case 'today': {
      const from = startOfLocalDay(now, zone);
      return {
        range: { from, to: addLocalDays(now, 1, zone) },
        previous: { from: addLocalDays(now, -1, zone), to: from },
        step: 'hour',
      };
    }
    case 'yesterday': {
      const from = addLocalDays(now, -1, zone);
      return {
        range: { from, to: startOfLocalDay(now, zone) },
        previous: { from: addLocalDays(now, -2, zone), to: from },
        step: 'hour',
      };
    }
    case 'week': {
      const from = startOfLocalWeek(now, zone);
      const date = localDate(from, zone);
      return {
        range: { from, to: localDayStart(addDaysToDate(date, 7), zone) },
        previous: { from: localDayStart(addDaysToDate(date, -7), zone), to: from },
        step: 'day',
      };
    }
    case 'month': {
      const from = startOfLocalMonth(now, zone);
      const to = startOfNextLocalMonth(now, zone);
      return {
        range: { from, to },
        previous: { from: new Date(from.getTime() - (to.getTime() - from.getTime())), to: from },
        step: 'day',
      };
    }
  }
}

// ─── SQL ────────────────────────────────────────────────────────────────────────────────────────

type Row = Record<string, unknown>;

/** Runs `?`-placeholder SQL on either database (PostgreSQL wants $1, $2…). */
function run(manager: EntityManager, kind: DatabaseKind, sql: string, params: unknown[]): Promise<Row[]> {
  let index = 0;
  const text = kind === 'postgres' ? sql.replace(/\?/g, () => `$${++index}`) : sql;
  return manager.query(text, params);
}

/** COUNT and SUM come back as strings (bigint/numeric) from PostgreSQL, and SUM of nothing is NULL. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A timestamp as the driver returns it: a Date (PostgreSQL) or TypeORM's UTC text (SQLite). */
function instantOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return Date.parse(`${String(value).replace(' ', 'T')}Z`);
}

/** On SQLite, the covering index named explicitly: with `status = ?` in the WHERE the planner
 * would otherwise prefer (store_id, status, created_at) and read every row for total_cents. */
const coveringOrders = (kind: DatabaseKind) =>
  kind === 'sqlite' ? 'orders INDEXED BY IDX_orders_store_id_created_at_cover' : 'orders';

const floorHour = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;
const ceilHour = (time: number) => Math.ceil(time / HOUR_MS) * HOUR_MS;

/**
 * A range as its whole UTC hours (read from the rollups) and the partial hours at its ends (read
 * from the orders). Only a range that ends or starts at an arbitrary instant (now) has any.
 */
export function splitHours({ from, to }: Range): { whole: Range | null; edges: Range[] } {
  const start = ceilHour(from.getTime());
  const end = floorHour(to.getTime());
  if (start >= end) return { whole: null, edges: from < to ? [{ from, to }] : [] };
  const edges: Range[] = [];
  if (from.getTime() < start) edges.push({ from, to: new Date(start) });
  if (end < to.getTime()) edges.push({ from: new Date(end), to });
  return { whole: { from: new Date(start), to: new Date(end) }, edges };
}

/** Orders and their total per (hour, method, status). */
interface OrderCell {
  /** The UTC hour (ms); the range's first hour when not read per hour. */
  hour: number;
  method: string;
  status: string;
  orders: number;
  revenue: number;
}

/**
 * The range's orders per method and status: per hour (for the series) or summed over the range.
 * Rollup rows whose counts went back to 0 add nothing.
 */
async function orderCells(
  manager: EntityManager,
  kind: DatabaseKind,
  storeId: number,
  range: Range,
  perHour: boolean,
): Promise<OrderCell[]> {
  const { whole, edges } = splitHours(range);
  const cells: OrderCell[] = [];
  if (whole) {
    const rows = await run(
      manager,
      kind,
      perHour
        ? `SELECT hour_start, payment_method, status, orders, revenue_cents FROM order_stats_hour
           WHERE store_id = ? AND hour_start >= ? AND hour_start < ?`
        : `SELECT payment_method, status, SUM(orders) AS orders, SUM(revenue_cents) AS revenue_cents
           FROM order_stats_hour WHERE store_id = ? AND hour_start >= ? AND hour_start < ?
           GROUP BY payment_method, status`,
      [storeId, dbTime(kind, whole.from), dbTime(kind, whole.to)],
    );
    for (const row of rows) {
      cells.push({
        hour: perHour ? instantOf(row.hour_start) : whole.from.getTime(),
        method: String(row.payment_method),
        status: String(row.status),
        orders: num(row.orders),
        revenue: num(row.revenue_cents),
      });
    }
  }
  for (const edge of edges) {
    const rows = await run(
      manager,
      kind,
      `SELECT payment_method, status, COUNT(*) AS orders, SUM(total_cents) AS revenue_cents
       FROM ${coveringOrders(kind)} WHERE store_id = ? AND created_at >= ? AND created_at < ?
       GROUP BY payment_method, status`,
      [storeId, dbTime(kind, edge.from), dbTime(kind, edge.to)],
    );
    for (const row of rows) {
      cells.push({
        hour: floorHour(edge.from.getTime()),
        method: String(row.payment_method),
        status: String(row.status),
        orders: num(row.orders),
        revenue: num(row.revenue_cents),
      });
    }
  }
  return cells;
}

interface OrderSummary {
  /** Orders created (any status). */
  made: number;
  approved: number;
  revenue: number;
  byMethod: Record<PaymentMethod, { created: number; approved: number }>;
}

function summarize(cells: readonly OrderCell[]): OrderSummary {
  const byMethod = Object.fromEntries(
    PAYMENT_METHODS.map((method) => [method, { created: 0, approved: 0 }]),
  ) as Record<PaymentMethod, { created: number; approved: number }>;
  const summary: OrderSummary = { made: 0, approved: 0, revenue: 0, byMethod };
  for (const cell of cells) {
    const approved = cell.status === 'approved';
    summary.made += cell.orders;
    if (approved) {
      summary.approved += cell.orders;
      summary.revenue += cell.revenue;
    }
    const method = byMethod[cell.method as PaymentMethod] as
      | { created: number; approved: number }
      | undefined;
    if (method) {
      method.created += cell.orders;
      if (approved) method.approved += cell.orders;
    }
  }
  return summary;
}

/** Approved revenue of orders created in the range. */
async function approvedRevenue(
  manager: EntityManager,
  kind: DatabaseKind,
  storeId: number,
  range: Range,
): Promise<number> {
  const { whole, edges } = splitHours(range);
  let revenue = 0;
  if (whole) {
    const [row] = await run(
      manager,
      kind,
      `SELECT SUM(revenue_cents) AS revenue FROM order_stats_hour
       WHERE store_id = ? AND hour_start >= ? AND hour_start < ? AND status = 'approved'`,
      [storeId, dbTime(kind, whole.from), dbTime(kind, whole.to)],
    );
    revenue += num(row?.revenue);
  }
  for (const edge of edges) {
    const [row] = await run(
      manager,
      kind,
      `SELECT SUM(total_cents) AS revenue FROM ${coveringOrders(kind)}
       WHERE store_id = ? AND created_at >= ? AND created_at < ? AND status = 'approved'`,
      [storeId, dbTime(kind, edge.from), dbTime(kind, edge.to)],
    );
    revenue += num(row?.revenue);
  }
  return revenue;
}

/** Approved revenue of [end - 30 days, end) and of the 30 days before. */
async function revenue30d(
  manager: EntityManager,
  kind: DatabaseKind,
  storeId: number,
  end: Date,
): Promise<{ value: number; previous: number }> {
  const middle = new Date(end.getTime() - 30 * DAY_MS);
  const start = new Date(end.getTime() - 60 * DAY_MS);
  const value = await approvedRevenue(manager, kind, storeId, { from: middle, to: end });
  const previous = await approvedRevenue(manager, kind, storeId, { from: start, to: middle });
  return { value, previous };
}

interface ProductFigures {
  productId: number | null;
  name: string;
  quantity: number;
  revenue: number;
}

const approvedItems = `FROM orders o JOIN order_item i ON i.order_id = o.id
  WHERE o.store_id = ? AND o.status = 'approved' AND o.created_at >= ? AND o.created_at < ?`;

/**
 * Units and revenue per product as sold (id and name) of the range's approved orders. A product
 * deleted since has no id (as its items have none now), like the items sold without one.
 */
async function productsSold(
  manager: EntityManager,
  kind: DatabaseKind,
  storeId: number,
  range: Range,
): Promise<ProductFigures[]> {
  const { whole, edges } = splitHours(range);
  const products = new Map<string, ProductFigures>();
  const add = (productId: number | null, name: string, quantity: number, revenue: number) => {
    const key = `${productId ?? 0}\u0000${name}`;
    const figures = products.get(key) ?? { productId, name, quantity: 0, revenue: 0 };
    figures.quantity += quantity;
    figures.revenue += revenue;
    products.set(key, figures);
  };
  if (whole) {
    // Summed per product first; then one look-up per product for whether it still exists.
    const rows = await run(
      manager,
      kind,
      `SELECT t.product_id AS product_id, t.name AS name, t.units AS units, t.revenue AS revenue,
         CASE WHEN p.id IS NULL THEN 0 ELSE 1 END AS present
       FROM (SELECT product_id, name, SUM(units) AS units, SUM(revenue_cents) AS revenue
             FROM product_stats_hour WHERE store_id = ? AND hour_start >= ? AND hour_start < ?
             GROUP BY product_id, name) t
       LEFT JOIN product p ON p.id = t.product_id`,
      [storeId, dbTime(kind, whole.from), dbTime(kind, whole.to)],
    );
    for (const row of rows) {
      const id = num(row.product_id);
      add(id !== 0 && num(row.present) === 1 ? id : null, String(row.name), num(row.units), num(row.revenue));
    }
  }
  for (const edge of edges) {
    const rows = await run(
      manager,
      kind,
      `SELECT i.product_id AS product_id, i.name AS name, SUM(i.quantity) AS units,
         SUM(i.quantity * i.unit_price_cents) AS revenue
       ${approvedItems}
       GROUP BY i.product_id, i.name`,
      [storeId, dbTime(kind, edge.from), dbTime(kind, edge.to)],
    );
    for (const row of rows) {
      add(
        row.product_id === null ? null : num(row.product_id),
        String(row.name),
        num(row.units),
        num(row.revenue),
      );
    }
  }
  return [...products.values()].filter((product) => product.quantity !== 0 || product.revenue !== 0);
}

/** Units of the range's approved orders. */
async function unitsSold(manager: EntityManager, kind: DatabaseKind, storeId: number, range: Range) {
  const { whole, edges } = splitHours(range);
  let units = 0;
  if (whole) {
    const [row] = await run(
      manager,
      kind,
      'SELECT SUM(units) AS units FROM product_stats_hour WHERE store_id = ? AND hour_start >= ? AND hour_start < ?',
      [storeId, dbTime(kind, whole.from), dbTime(kind, whole.to)],
    );
    units += num(row?.units);
  }
  for (const edge of edges) {
    const [row] = await run(manager, kind, `SELECT SUM(i.quantity) AS units ${approvedItems}`, [
      storeId,
      dbTime(kind, edge.from),
      dbTime(kind, edge.to),
    ]);
    units += num(row?.units);
  }
  return units;
}

/** Sessions that began in the range and reached each stage (a later stage implies the earlier). */
async function funnelCounts(
  manager: EntityManager,
  kind: DatabaseKind,
  storeId: number,
  { from, to }: Range,
): Promise<Record<FunnelStage, number>> {
  // COUNT(COALESCE(…)) counts the sessions with any of the columns set: a digital product's buyer
  // who started paying has no delivery_at but passed that stage.
  const [row] = await run(
    manager,
    kind,
    `SELECT COUNT(*) AS viewed,
       COUNT(COALESCE(personal_at, delivery_at, payment_started_at, completed_at)) AS personal,
       COUNT(COALESCE(delivery_at, payment_started_at, completed_at)) AS delivery,
       COUNT(COALESCE(payment_started_at, completed_at)) AS payment_started,
       COUNT(completed_at) AS completed
     FROM checkout_session
     WHERE store_id = ? AND viewed_at >= ? AND viewed_at < ?`,
    [storeId, dbTime(kind, from), dbTime(kind, to)],
  );
  return Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, num(row?.[stage])])) as Record<
    FunnelStage,
    number
  >;
}

/** True when the store never had a checkout session nor an order. */
async function storeIsNew(manager: EntityManager, kind: DatabaseKind, storeId: number): Promise<boolean> {
  const [row] = await run(
    manager,
    kind,
    `SELECT
       CASE WHEN EXISTS (SELECT 1 FROM checkout_session WHERE store_id = ?) THEN 1 ELSE 0 END AS sessions,
       CASE WHEN EXISTS (SELECT 1 FROM orders WHERE store_id = ?) THEN 1 ELSE 0 END AS orders`,
    [storeId, storeId],
  );
  return num(row?.sessions) === 0 && num(row?.orders) === 0;
}

// ─── The view ───────────────────────────────────────────────────────────────────────────────────

interface SeriesSlot {
  start: Date;
  end: Date;
  label: string;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The series' slots: each hour of the day (23 or 25 on a day the clocks changed), or each local
 * day of the week or month, from midnight to midnight.
 */
export function seriesSlots({ range, step }: PeriodRanges, zone: string): SeriesSlot[] {
  const slots: SeriesSlot[] = [];
  if (step === 'hour') {
    for (let time = range.from.getTime(); time < range.to.getTime(); time += HOUR_MS) {
      const start = new Date(time);
      const end = new Date(Math.min(time + HOUR_MS, range.to.getTime()));
      slots.push({ start, end, label: `${pad2(localParts(start, zone).hour)}h` });
    }
    return slots;
  }
  for (let start = range.from; start < range.to; ) {
    const end = localDayStart(addDaysToDate(localDate(start, zone), 1), zone);
    slots.push({ start, end, label: formatLocalDayMonth(start, zone) });
    start = end;
  }
  return slots;
}

/**
 * Approved orders and revenue per slot, from the hour cells (slots are whole hours: a cell falls in
 * the slot its hour starts in).
 */
function foldSeries(slots: readonly SeriesSlot[], cells: readonly OrderCell[]) {
  const figures = slots.map(() => ({ orders: 0, revenue: 0 }));
  for (const cell of cells) {
    if (cell.status !== 'approved') continue;
    // The last slot starting at or before the hour.
    let low = 0;
    let high = slots.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((slots[middle] as SeriesSlot).start.getTime() <= cell.hour) low = middle;
      else high = middle - 1;
    }
    const slot = slots[low];
    const figure = figures[low];
    if (!slot || !figure || cell.hour < slot.start.getTime() || cell.hour >= slot.end.getTime()) continue;
    figure.orders += cell.orders;
    figure.revenue += cell.revenue;
  }
  return figures;
}

const averageTicket = (revenue: number, approved: number) =>
  approved === 0 ? 0 : Math.round(revenue / approved);

export interface DashboardOptions {
  /** The clock, for tests. */
  now?: Date;
}

/** Runs the queries one at a time on SQLite (one connection), all at once on PostgreSQL. */
async function runAll<T extends readonly (() => Promise<unknown>)[]>(
  kind: DatabaseKind,
  queries: T,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (kind === 'postgres') {
    return (await Promise.all(queries.map((query) => query()))) as {
      [K in keyof T]: Awaited<ReturnType<T[K]>>;
    };
  }
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

export async function dashboardView(
  manager: EntityManager,
  kind: DatabaseKind,
  store: Store,
  period: DashboardPeriod,
  { now = new Date() }: DashboardOptions = {},
): Promise<DashboardView> {
  if (!DASHBOARD_PERIODS.includes(period)) throw new RangeError(`Período desconhecido: ${period}`);
  const zone = storeTimeZone(store);
  const ranges = periodRanges(period, now, zone);
  const { range, previous } = ranges;
  const slots = seriesSlots(ranges, zone);
  // 'Last 30 days' end now while the period is still running.
  const revenueEnd = new Date(Math.min(range.to.getTime(), now.getTime()));
  const id = store.id;

  const [cells, previousCells, revenue30, products, previousUnits, funnel, isNew] = await runAll(kind, [
    () => orderCells(manager, kind, id, range, true),
    () => orderCells(manager, kind, id, previous, false),
    () => revenue30d(manager, kind, id, revenueEnd),
    () => productsSold(manager, kind, id, range),
    () => unitsSold(manager, kind, id, previous),
    () => funnelCounts(manager, kind, id, range),
    () => storeIsNew(manager, kind, id),
  ] as const);

  const current = summarize(cells);
  const before = summarize(previousCells);
  const figures = foldSeries(slots, cells);
  const top = [...products]
    .sort(
      (a, b) =>
        b.revenue - a.revenue ||
        b.quantity - a.quantity ||
        a.name.localeCompare(b.name, 'pt-BR') ||
        (a.productId ?? 0) - (b.productId ?? 0),
    )
    .slice(0, TOP_PRODUCTS)
    .map((product) => ({
      product_id: product.productId,
      name: product.name,
      quantity: product.quantity,
      revenue_cents: product.revenue,
    }));

  return {
    period,
    time_zone: zone,
    range: { from: range.from.toISOString(), to: range.to.toISOString() },
    previous_range: { from: previous.from.toISOString(), to: previous.to.toISOString() },
    summary: {
      sales_made: { value: current.made, previous: before.made },
      sales_approved: { value: current.approved, previous: before.approved },
      revenue_cents: { value: current.revenue, previous: before.revenue },
      revenue_30d_cents: revenue30,
    },
    payment_conversion: PAYMENT_METHODS.map((method) => ({ method, ...current.byMethod[method] })),
    funnel: FUNNEL_STAGES.map((stage) => ({ stage, count: funnel[stage] })),
    average_ticket_cents: {
      value: averageTicket(current.revenue, current.approved),
      previous: averageTicket(before.revenue, before.approved),
    },
    products_sold: {
      units: { value: products.reduce((sum, product) => sum + product.quantity, 0), previous: previousUnits },
      top,
    },
    series: slots.map((slot, index) => ({
      start: slot.start.toISOString(),
      label: slot.label,
      revenue_cents: figures[index]?.revenue ?? 0,
      orders: figures[index]?.orders ?? 0,
    })),
    store_is_new: isNew,
  };
}
