import {
  ORDER_NOT_FOUND,
  ORDER_PAYMENT_LABELS,
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderRow,
  type OrdersFilter,
  type OrdersPage,
  orderStatusLabel,
  type PaymentMethod,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { orderPath } from '../checkout/view.ts';
import type { Database } from '../db/data-source.ts';
import { Order, OrderEvent, OrderItem, type Store } from '../db/entities/index.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { TEST_PROVIDER_ID } from '../payments/test-provider.ts';
import {
  CSV_BOM,
  csvAmount,
  csvLine,
  EXPORT_BATCH_SIZE,
  EXPORT_MAX_ROWS,
  type ExportLimits,
  exportTruncatedNote,
} from '../shared/csv.ts';
import { NotFoundError } from '../shared/errors.ts';
import {
  fromSqlTime,
  type ListSpec,
  localPeriod,
  pageIds,
  pageInfo,
  rowsInOrder,
  SqlParams,
  searchClause,
  storeZone,
} from '../shared/list-sql.ts';
import { formatLocalDateTime } from '../shared/zoned-time.ts';
import { orderMoneyActions } from './refunds.ts';

/*
 * The merchant's orders (/pedidos, tab Vendas): a filtered page newest first, the CSV of the whole
 * filtered list, and one order's detail.
 *
 * A page costs one COUNT and the page's ids read from an index — (store_id, created_at, status,
 * payment_method, total_cents) covers the period, status and method filters; (store_id, status,
 * created_at) and (store_id, payment_method, created_at) serve one of them alone — and then only
 * those 20 rows are read from the table (see `pageIds` for deep pages).
 */

/** The FROM of the list: with both status and method, the covering index answers without the table. */
function orderFrom(kind: Database['kind'], filter: OrdersFilter): string {
  return kind === 'sqlite' && filter.status && filter.payment_method
    ? 'orders o INDEXED BY IDX_orders_store_id_created_at_cover'
    : 'orders o';
}

/** The filters as WHERE terms on `orders o` (filter = the validated ordersQuery). */
function orderWhere(params: SqlParams, store: Store, filter: OrdersFilter): string {
  const terms = [`o.store_id = ${params.add(store.id)}`];
  if (filter.status) terms.push(`o.status = ${params.add(filter.status)}`);
  if (filter.payment_method) terms.push(`o.payment_method = ${params.add(filter.payment_method)}`);
  const period = localPeriod(filter, storeZone(store));
  if (period.from) terms.push(`o.created_at >= ${params.time(period.from)}`);
  if (period.to) terms.push(`o.created_at < ${params.time(period.to)}`);
  if (filter.q) {
    const index = { table: 'order_search', idColumn: 'o.id' };
    terms.push(searchClause(params, filter.q, 'o.number', ['o.buyer_name', 'o.buyer_email'], index));
  }
  return terms.join(' AND ');
}

interface OrderRowRecord {
  id: number | string;
  number: number | string;
  created_at: unknown;
  buyer_name: string;
  buyer_email: string;
  payment_method: PaymentMethod;
  card_brand: string | null;
  total_cents: number | string;
  status: string;
  kind: 'main' | 'upsell';
}

function orderRow(record: OrderRowRecord): OrderRow {
  return {
    id: Number(record.id),
    number: Number(record.number),
    created_at: fromSqlTime(record.created_at).toISOString(),
    customer_name: record.buyer_name,
    customer_email: record.buyer_email,
    payment_method: record.payment_method,
    card_brand: record.card_brand,
    total_cents: Number(record.total_cents),
    status: record.status,
    kind: record.kind,
  };
}

/** The list's query parts for `pageIds` (and the COUNT). */
export function orderListSpec(kind: Database['kind'], store: Store, filter: OrdersFilter): ListSpec {
  return {
    kind,
    from: orderFrom(kind, filter),
    where: (params) => orderWhere(params, store, filter),
    time: 'o.created_at',
    id: 'o.id',
  };
}

/** The number of orders matching the filters (one COUNT over an index). */
export async function countOrders(db: Database, store: Store, filter: OrdersFilter): Promise<number> {
  const spec = orderListSpec(db.kind, store, filter);
  const params = new SqlParams(db.kind);
  const [row] = (await db.manager.query(
    `SELECT COUNT(*) AS total FROM ${spec.from} WHERE ${spec.where(params)}`,
    params.values,
  )) as { total: number | string }[];
  return Number(row?.total ?? 0);
}

/** GET /api/orders: a page of the store's orders; past the end, no items and the real page count. */
export async function listOrders(db: Database, store: Store, filter: OrdersFilter): Promise<OrdersPage> {
  const total = await countOrders(db, store, filter);
  const offset = (filter.page - 1) * ORDERS_PAGE_SIZE;
  const ids = await pageIds(
    db.manager,
    orderListSpec(db.kind, store, filter),
    offset,
    ORDERS_PAGE_SIZE,
    total,
  );
  const records = await rowsInOrder<OrderRowRecord>(
    db.manager,
    db.kind,
    ids,
    (inList) => `SELECT r.id, r.number, r.created_at, r.buyer_name, r.buyer_email, r.payment_method,
        r.card_brand, r.total_cents, r.status, r.kind
      FROM orders r WHERE r.id IN (${inList})`,
  );
  return { ...pageInfo(total, filter.page), items: records.map(orderRow) };
}

// ─── CSV ────────────────────────────────────────────────────────────────────────────────────────

export const ORDERS_CSV_HEADER = [
  'Pedido',
  'Data',
  'Cliente',
  'E-mail',
  'Telefone',
  'Pagamento',
  'Status',
  'Subtotal',
  'Desconto',
  'Frete',
  'Total',
  'Cupom',
  'Origem',
];

interface OrderCsvRecord {
  id: number | string;
  number: number | string;
  created_at: unknown;
  cursor_at: string;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  payment_method: PaymentMethod;
  status: string;
  subtotal_cents: number | string;
  bump_cents: number | string;
  discount_cents: number | string;
  shipping_cents: number | string;
  total_cents: number | string;
  coupon_code: string | null;
  utm_source: string | null;
}

/**
 * Where a batch of the export continues: strictly after the last row read, in the list's order
 * (keyset on created_at, id — the cursor is the stored value itself, so nothing is skipped or repeated).
 */
interface Cursor {
  at: string;
  id: number;
}

function exportBatchSql(
  kind: Database['kind'],
  store: Store,
  filter: OrdersFilter,
  after: Cursor | null,
  limit: number,
) {
  const params = new SqlParams(kind);
  let where = orderWhere(params, store, filter);
  if (after) {
    const at = kind === 'postgres' ? `${params.add(after.at)}::timestamptz` : params.add(after.at);
    const atAgain = kind === 'postgres' ? `${params.add(after.at)}::timestamptz` : params.add(after.at);
    where += ` AND o.created_at <= ${at} AND (o.created_at < ${atAgain} OR o.id < ${params.add(after.id)})`;
  }
  const cursor = kind === 'postgres' ? 'o.created_at::text' : 'o.created_at';
  return {
    sql: `SELECT o.id, o.number, o.created_at, ${cursor} AS cursor_at, o.buyer_name, o.buyer_email,
        o.buyer_phone, o.payment_method, o.status, o.subtotal_cents, o.bump_cents, o.discount_cents,
        o.shipping_cents, o.total_cents, o.coupon_code, o.utm_source
      FROM ${orderFrom(kind, filter)} WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${params.add(limit)}`,
    values: params.values,
  };
}

/**
 * The CSV of every order matching the filters (all pages), read in batches of EXPORT_BATCH_SIZE
 * and produced chunk by chunk, at most EXPORT_MAX_ROWS rows. Subtotal is what the items cost
 * (product + order bump), so Subtotal − Desconto + Frete = Total.
 */
export async function* ordersCsv(
  db: Database,
  store: Store,
  filter: OrdersFilter,
  { maxRows = EXPORT_MAX_ROWS, batchSize = EXPORT_BATCH_SIZE }: ExportLimits = {},
): AsyncGenerator<string> {
  const zone = storeZone(store);
  yield CSV_BOM + csvLine(ORDERS_CSV_HEADER);
  let after: Cursor | null = null;
  let written = 0;
  for (;;) {
    const room = maxRows - written;
    // One row past the cap only tells whether the note is needed.
    const { sql, values } = exportBatchSql(db.kind, store, filter, after, Math.min(batchSize, room + 1));
    const records = (await db.manager.query(sql, values)) as OrderCsvRecord[];
    if (room === 0) {
      if (records.length > 0) yield csvLine([exportTruncatedNote(maxRows)]);
      return;
    }
    const rows = records.slice(0, room);
    let chunk = '';
    for (const record of rows) {
      chunk += csvLine([
        Number(record.number),
        formatLocalDateTime(fromSqlTime(record.created_at), zone),
        record.buyer_name,
        record.buyer_email,
        record.buyer_phone,
        ORDER_PAYMENT_LABELS[record.payment_method] ?? record.payment_method,
        orderStatusLabel(record.status),
        csvAmount(Number(record.subtotal_cents) + Number(record.bump_cents)),
        csvAmount(Number(record.discount_cents)),
        csvAmount(Number(record.shipping_cents)),
        csvAmount(Number(record.total_cents)),
        record.coupon_code,
        record.utm_source,
      ]);
    }
    if (chunk) yield chunk;
    written += rows.length;
    if (records.length > rows.length) {
      yield csvLine([exportTruncatedNote(maxRows)]);
      return;
    }
    if (records.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { at: String(last.cursor_at), id: Number(last.id) };
  }
}

// ─── Detail ─────────────────────────────────────────────────────────────────────────────────────

/** The test mode's 'mark as paid' applies: a pending PIX or boleto of the built-in test gateway. */
export function canMarkPaid(order: Pick<Order, 'storeId' | 'gateway' | 'status' | 'paymentMethod'>): boolean {
  return (
    order.gateway === TEST_PROVIDER_ID &&
    order.status === 'pending' &&
    (order.paymentMethod === 'pix' || order.paymentMethod === 'boleto')
  );
}

/**
 * GET /api/orders/:id: an order of one of the merchant's stores with its items, totals, buyer,
 * payment, UTM, timeline, what may still be refunded or cancelled, and the other order
 * (main/upsell) of the same checkout. Another merchant's order is a 404, as if it did not exist.
 */
export async function orderDetail(
  manager: EntityManager,
  gateways: PaymentGateways,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  const order = await findInOwnedStore(manager, Order, userId, orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const [items, events, related, money] = await Promise.all([
    manager.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
    manager.getRepository(OrderEvent).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
    order.checkoutSessionId === null
      ? null
      : manager.getRepository(Order).findOne({
          select: { id: true, number: true, kind: true },
          where: {
            checkoutSessionId: order.checkoutSessionId,
            kind: order.kind === 'main' ? 'upsell' : 'main',
          },
        }),
    orderMoneyActions(manager, gateways, order),
  ]);
  const physical = order.addressCep !== null;
  return {
    id: order.id,
    number: order.number,
    created_at: order.createdAt.toISOString(),
    customer_name: order.buyerName,
    customer_email: order.buyerEmail,
    payment_method: order.paymentMethod,
    card_brand: order.cardBrand,
    total_cents: order.totalCents,
    status: order.status,
    kind: order.kind,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      total_cents: item.unitPriceCents * item.quantity,
      kind: item.kind,
    })),
    subtotal_cents: order.subtotalCents,
    bump_cents: order.bumpCents,
    discount_cents: order.discountCents,
    shipping_cents: order.shippingCents,
    coupon_code: order.couponCode,
    shipping:
      order.shippingOptionName === null
        ? null
        : {
            name: order.shippingOptionName,
            price_cents: order.shippingPriceCents ?? order.shippingCents,
            min_days: order.shippingMinDays ?? 0,
            max_days: order.shippingMaxDays ?? 0,
          },
    address: physical
      ? {
          cep: order.addressCep ?? '',
          street: order.addressStreet ?? '',
          number: order.addressNumber ?? '',
          complement: order.addressComplement,
          district: order.addressDistrict ?? '',
          city: order.addressCity ?? '',
          state: order.addressState ?? '',
        }
      : null,
    customer_phone: order.buyerPhone,
    customer_cpf: order.buyerCpf,
    gateway: order.gateway,
    gateway_reference: order.gatewayReference,
    card:
      order.cardBrand && order.cardLast4
        ? { brand: order.cardBrand, last4: order.cardLast4, installments: order.cardInstallments ?? 1 }
        : null,
    refusal_reason: order.refusalReason,
    paid_at: order.paidAt?.toISOString() ?? null,
    utm: {
      source: order.utmSource,
      medium: order.utmMedium,
      campaign: order.utmCampaign,
      term: order.utmTerm,
      content: order.utmContent,
    },
    timeline: events.map((event) => ({
      at: event.createdAt.toISOString(),
      status: event.status,
      cause: event.cause,
    })),
    can_mark_paid: canMarkPaid(order),
    refunded_cents: money.refundedCents,
    refundable_cents: money.refundableCents,
    can_refund: money.canRefund,
    can_refund_partially: money.canRefundPartially,
    can_cancel: money.canCancel,
    order_url: orderPath(order.storeId, order.publicToken),
    related_order: related ? { id: related.id, number: related.number, kind: related.kind } : null,
  };
}
