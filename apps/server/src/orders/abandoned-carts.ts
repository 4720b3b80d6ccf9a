import {
  ABANDONED_STAGE_LABELS,
  type AbandonedCartRow,
  type AbandonedCartsFilter,
  type AbandonedCartsPage,
  type AbandonedStage,
  CART_ALREADY_RECOVERED_MESSAGE,
  CART_NOT_FOUND,
  CART_WITHOUT_EMAIL_MESSAGE,
  formatCents,
  ORDERS_PAGE_SIZE,
  RECOVERY_RESEND_MINUTES,
  RECOVERY_TOO_SOON_MESSAGE,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { checkoutUrl } from '../checkout/links.ts';
import type { Database } from '../db/data-source.ts';
import { CheckoutSession, type OutboundEmail, Product, Store } from '../db/entities/index.ts';
import { checkoutDomainOf } from '../domains/domains.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { PeriodicWorker } from '../jobs/runner.ts';
import { pruneStoreChanges } from '../live/store-changes.ts';
import type { Mailer } from '../mail/mailer.ts';
import { cartRecoveryEmail } from '../mail/templates.ts';
import { newOrderedToken } from '../shared/crypto.ts';
import {
  CSV_BOM,
  csvAmount,
  csvLine,
  EXPORT_BATCH_SIZE,
  EXPORT_MAX_ROWS,
  type ExportLimits,
  exportTruncatedNote,
} from '../shared/csv.ts';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../shared/errors.ts';
import {
  fromSqlTime,
  type ListSpec,
  localPeriod,
  optionalSqlTime,
  pageIds,
  pageInfo,
  rowsInOrder,
  SqlParams,
  searchClause,
  sqlTime,
  storeZone,
} from '../shared/list-sql.ts';
import { formatLocalDateTime } from '../shared/zoned-time.ts';
import { emitAbandonedCarts } from '../webhooks/endpoints.ts';
import { parseRecoveryDelays } from './settings.ts';

/*
 * Abandoned carts (/pedidos, tab Carrinhos Abandonados): checkout sessions of the store where the
 * buyer completed the personal data and then stopped — no activity for the store's
 * abandon_after_minutes and no order paid or waiting for PIX/boleto. Carts that became an order
 * after a recovery e-mail stay in the list (at once, not only once idle again), marked with the
 * order's number.
 *
 * The list reads the covering partial index IDX_checkout_session_abandoned (store_id,
 * last_activity_at, completed_at, recovered_at) of sessions with personal data and no order (or a
 * recovered one), newest activity first. Every code path that writes a session sets last_activity_at (the
 * migration filled it for older rows), so the list does not fall back to viewed_at.
 */

const MINUTE_MS = 60_000;

/** The WHERE of the list on `checkout_session s` (joined with `product p` for the stage filter). */
function cartWhere(params: SqlParams, store: Store, filter: AbandonedCartsFilter, now: Date): string {
  const cutoff = new Date(now.getTime() - store.abandonAfterMinutes * MINUTE_MS);
  const terms = [
    `s.store_id = ${params.add(store.id)}`,
    // Word for word the partial index's WHERE (IDX_checkout_session_abandoned), so SQLite uses it.
    's.personal_at IS NOT NULL AND (s.completed_at IS NULL OR s.recovered_at IS NOT NULL)',
    's.last_activity_at IS NOT NULL',
    `((s.completed_at IS NULL AND s.last_activity_at < ${params.time(cutoff)}) OR s.recovered_at IS NOT NULL)`,
  ];
  const period = localPeriod(filter, storeZone(store));
  if (period.from) terms.push(`s.last_activity_at >= ${params.time(period.from)}`);
  if (period.to) terms.push(`s.last_activity_at < ${params.time(period.to)}`);
  const stoppedAtDelivery =
    "p.product_type = 'physical' AND s.delivery_at IS NULL AND s.payment_started_at IS NULL";
  if (filter.stage === 'delivery') terms.push(`(${stoppedAtDelivery})`);
  if (filter.stage === 'payment') terms.push(`NOT (${stoppedAtDelivery})`);
  // Carts without complete personal data are not recorded, so none stopped at 'personal'.
  if (filter.stage === 'personal') terms.push('1 = 0');
  if (filter.q) terms.push(searchClause(params, filter.q, 's.id', ['s.buyer_name', 's.buyer_email']));
  return terms.join(' AND ');
}

interface CartRecord {
  id: number | string;
  last_activity_at: unknown;
  cursor_at: string;
  buyer_name: string | null;
  buyer_email: string | null;
  product_name: string;
  product_type: string;
  delivery_at: unknown;
  payment_started_at: unknown;
  value_cents: number | string;
  recovery_count: number | string;
  recovery_sent_at: unknown;
  order_number: number | string | null;
}

/** Where the buyer stopped: payment once delivery is done (or there is none) or payment began. */
export function cartStage(cart: {
  productType: string;
  deliveryAt: unknown;
  paymentStartedAt: unknown;
}): AbandonedStage {
  if (cart.productType !== 'physical' || cart.deliveryAt || cart.paymentStartedAt) return 'payment';
  return 'delivery';
}

function cartRow(record: CartRecord): AbandonedCartRow {
  const sentAt = optionalSqlTime(record.recovery_sent_at);
  return {
    id: Number(record.id),
    abandoned_at: fromSqlTime(record.last_activity_at).toISOString(),
    customer_name: record.buyer_name ?? '',
    customer_email: record.buyer_email ?? '',
    product_name: record.product_name,
    stage: cartStage({
      productType: record.product_type,
      deliveryAt: record.delivery_at,
      paymentStartedAt: record.payment_started_at,
    }),
    value_cents: Number(record.value_cents),
    recovery_count: Number(record.recovery_count),
    recovery_sent_at: sentAt?.toISOString() ?? null,
    recovered_order_number: record.order_number === null ? null : Number(record.order_number),
  };
}

function cartColumns(kind: Database['kind'], alias: string): string {
  const cursor = kind === 'postgres' ? `${alias}.last_activity_at::text` : `${alias}.last_activity_at`;
  return `${alias}.id, ${alias}.last_activity_at, ${cursor} AS cursor_at, ${alias}.buyer_name, ${alias}.buyer_email,
    rp.name AS product_name, rp.product_type, ${alias}.delivery_at, ${alias}.payment_started_at,
    ${alias}.value_cents, ${alias}.recovery_count, ${alias}.recovery_sent_at,
    CASE WHEN ${alias}.recovered_at IS NULL THEN NULL ELSE
      (SELECT o.number FROM orders o WHERE o.checkout_session_id = ${alias}.id AND o.kind = 'main') END AS order_number`;
}

/** The FROM of the list: the product only when the stage filter needs its type. */
function cartFrom(filter: AbandonedCartsFilter): string {
  return filter.stage ? 'checkout_session s JOIN product p ON p.id = s.product_id' : 'checkout_session s';
}

function cartListSpec(
  kind: Database['kind'],
  store: Store,
  filter: AbandonedCartsFilter,
  now: Date,
): ListSpec {
  return {
    kind,
    from: cartFrom(filter),
    where: (params) => cartWhere(params, store, filter, now),
    time: 's.last_activity_at',
    id: 's.id',
  };
}

export async function countAbandonedCarts(
  db: Database,
  store: Store,
  filter: AbandonedCartsFilter,
  now: Date,
): Promise<number> {
  const spec = cartListSpec(db.kind, store, filter, now);
  const params = new SqlParams(db.kind);
  const [row] = (await db.manager.query(
    `SELECT COUNT(*) AS total FROM ${spec.from} WHERE ${spec.where(params)}`,
    params.values,
  )) as { total: number | string }[];
  return Number(row?.total ?? 0);
}

/** GET /api/abandoned-carts: a page, newest activity first (ids from the index, then 20 rows). */
export async function listAbandonedCarts(
  db: Database,
  store: Store,
  filter: AbandonedCartsFilter,
  now: Date,
): Promise<AbandonedCartsPage> {
  const total = await countAbandonedCarts(db, store, filter, now);
  const offset = (filter.page - 1) * ORDERS_PAGE_SIZE;
  const ids = await pageIds(
    db.manager,
    cartListSpec(db.kind, store, filter, now),
    offset,
    ORDERS_PAGE_SIZE,
    total,
  );
  const records = await rowsInOrder<CartRecord>(
    db.manager,
    db.kind,
    ids,
    (inList) => `SELECT ${cartColumns(db.kind, 'r')}
      FROM checkout_session r JOIN product rp ON rp.id = r.product_id WHERE r.id IN (${inList})`,
  );
  return { ...pageInfo(total, filter.page), items: records.map(cartRow) };
}

// ─── CSV ────────────────────────────────────────────────────────────────────────────────────────

export const CARTS_CSV_HEADER = [
  'Carrinho',
  'Data',
  'Cliente',
  'E-mail',
  'Produto',
  'Etapa',
  'Valor',
  'E-mails de recuperação',
  'Recuperado',
];

/** The CSV of every abandoned cart matching the filters, in batches (see ordersCsv). */
export async function* abandonedCartsCsv(
  db: Database,
  store: Store,
  filter: AbandonedCartsFilter,
  now: Date,
  { maxRows = EXPORT_MAX_ROWS, batchSize = EXPORT_BATCH_SIZE }: ExportLimits = {},
): AsyncGenerator<string> {
  const zone = storeZone(store);
  yield CSV_BOM + csvLine(CARTS_CSV_HEADER);
  let after: { at: string; id: number } | null = null;
  let written = 0;
  for (;;) {
    const room = maxRows - written;
    const params = new SqlParams(db.kind);
    let where = cartWhere(params, store, filter, now);
    if (after) {
      const at = () =>
        db.kind === 'postgres' ? `${params.add(after!.at)}::timestamptz` : params.add(after!.at);
      where += ` AND s.last_activity_at <= ${at()} AND (s.last_activity_at < ${at()} OR s.id < ${params.add(after.id)})`;
    }
    const sql = `SELECT ${cartColumns(db.kind, 's')}
      FROM ${cartFrom(filter)} JOIN product rp ON rp.id = s.product_id
      WHERE ${where}
      ORDER BY s.last_activity_at DESC, s.id DESC LIMIT ${params.add(Math.min(batchSize, room + 1))}`;
    const records = (await db.manager.query(sql, params.values)) as CartRecord[];
    if (room === 0) {
      if (records.length > 0) yield csvLine([exportTruncatedNote(maxRows)]);
      return;
    }
    const rows = records.slice(0, room);
    let chunk = '';
    for (const record of rows) {
      const cart = cartRow(record);
      chunk += csvLine([
        cart.id,
        formatLocalDateTime(new Date(cart.abandoned_at), zone),
        cart.customer_name,
        cart.customer_email,
        cart.product_name,
        ABANDONED_STAGE_LABELS[cart.stage],
        csvAmount(cart.value_cents),
        cart.recovery_count,
        cart.recovered_order_number === null ? 'Não' : `Sim (pedido ${cart.recovered_order_number})`,
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

// ─── Recovery e-mails ───────────────────────────────────────────────────────────────────────────

/** What a recovery e-mail needs of a cart. */
interface RecoverableCart {
  id: number;
  storeId: number;
  recoveryCount: number;
  recoveryToken: string | null;
  buyerName: string | null;
  buyerEmail: string;
  valueCents: number;
  storeName: string;
  productName: string;
  productSlug: string;
}

/**
 * The link of a recovery e-mail: the product's checkout with `?recuperar=<token>`, on the store's
 * verified domain when it has one.
 */
export function recoveryLink(
  publicUrl: string,
  cart: { storeId: number; productSlug: string },
  token: string,
  checkoutDomain: string | null = null,
) {
  const checkout = checkoutUrl({ id: cart.storeId, checkoutDomain }, { slug: cart.productSlug }, publicUrl);
  return `${checkout}?recuperar=${encodeURIComponent(token)}`;
}

/**
 * Claims the cart's next recovery e-mail and queues it, in the caller's transaction: one
 * conditional UPDATE (recovery_count still the value read, no order yet), so concurrent senders —
 * two server instances, a double click — send it once. Null when someone else claimed it first.
 */
async function claimAndQueue(
  manager: EntityManager,
  mailer: Mailer,
  cart: RecoverableCart,
  publicUrl: string,
  now: Date,
): Promise<OutboundEmail | null> {
  const token = cart.recoveryToken ?? newOrderedToken();
  const claimed = await manager
    .createQueryBuilder()
    .update(CheckoutSession)
    .set({ recoveryToken: token, recoveryCount: cart.recoveryCount + 1, recoverySentAt: now })
    .where('id = :id AND recovery_count = :count AND completed_at IS NULL', {
      id: cart.id,
      count: cart.recoveryCount,
    })
    .execute();
  if (!claimed.affected) return null;
  const checkoutDomain = await checkoutDomainOf(manager, cart.storeId);
  return mailer.enqueue(manager, {
    to: cart.buyerEmail,
    ...cartRecoveryEmail({
      buyerName: cart.buyerName,
      storeName: cart.storeName,
      productName: cart.productName,
      value: formatCents(cart.valueCents),
      link: recoveryLink(publicUrl, cart, token, checkoutDomain),
    }),
  });
}

export interface RecoverySent {
  mail: OutboundEmail;
  recoverySentAt: Date;
  recoveryCount: number;
}

/**
 * POST /api/abandoned-carts/:id/recover: the merchant sends the buyer a recovery e-mail now.
 * 404 for a cart that is not in one of the merchant's stores; 409 once it became an order; 422
 * without the buyer's e-mail; 429 within RECOVERY_RESEND_MINUTES of the last one.
 */
export async function recoverCart(
  manager: EntityManager,
  mailer: Mailer,
  input: { userId: number; cartId: number; publicUrl: string; now: Date },
): Promise<RecoverySent> {
  const { now } = input;
  const session = await findInOwnedStore(manager, CheckoutSession, input.userId, input.cartId, {
    forUpdate: true,
  });
  if (!session) throw new NotFoundError(CART_NOT_FOUND);
  if (session.completedAt) throw new ConflictError(CART_ALREADY_RECOVERED_MESSAGE);
  if (!session.buyerEmail) throw new ValidationError(CART_WITHOUT_EMAIL_MESSAGE);
  if (session.recoverySentAt) {
    const waitMs = session.recoverySentAt.getTime() + RECOVERY_RESEND_MINUTES * MINUTE_MS - now.getTime();
    if (waitMs > 0) throw new TooManyRequestsError(RECOVERY_TOO_SOON_MESSAGE, waitMs / 1000);
  }
  const [store, product] = await Promise.all([
    manager.getRepository(Store).findOneByOrFail({ id: session.storeId }),
    manager.getRepository(Product).findOneByOrFail({ id: session.productId }),
  ]);
  const mail = await claimAndQueue(
    manager,
    mailer,
    {
      id: session.id,
      storeId: session.storeId,
      recoveryCount: session.recoveryCount,
      recoveryToken: session.recoveryToken,
      buyerName: session.buyerName,
      buyerEmail: session.buyerEmail,
      valueCents: session.valueCents,
      storeName: store.name,
      productName: product.name,
      productSlug: product.slug,
    },
    input.publicUrl,
    now,
  );
  // Only a concurrent send of the same cart (or its order) gets here: it is as if this one came second.
  if (!mail) throw new TooManyRequestsError(RECOVERY_TOO_SOON_MESSAGE, RECOVERY_RESEND_MINUTES * 60);
  return { mail, recoverySentAt: now, recoveryCount: session.recoveryCount + 1 };
}

// ─── Automatic recovery ─────────────────────────────────────────────────────────────────────────

/**
 * A due e-mail is sent up to this long after its time (a server that was down catches up); carts
 * abandoned before that — e.g. when a store turns automatic recovery on — are left alone.
 */
export const RECOVERY_CATCH_UP_MS = 24 * 60 * MINUTE_MS;

interface DueCartRecord {
  id: number | string;
  store_id: number | string;
  recovery_count: number | string;
  recovery_token: string | null;
  buyer_name: string | null;
  buyer_email: string;
  value_cents: number | string;
  product_name: string;
  product_slug: string;
}

export interface RecoveryWorkerOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** Every minute by default. */
  intervalMs?: number;
  /** At most this many e-mails per run. */
  batchSize?: number;
}

/**
 * Sends the automatic recovery e-mails of the stores that turned them on, and prunes the live
 * feed. Each cart's e-mail number k (0-based) is due when last_activity_at + abandon_after +
 * recovery_delays[k] ≤ now. Several server instances may run it: each cart is claimed with a
 * conditional UPDATE, and only the instance whose UPDATE changed the row sends.
 */
export class CartRecoveryWorker extends PeriodicWorker {
  readonly #options: Required<RecoveryWorkerOptions>;

  constructor(options: RecoveryWorkerOptions) {
    const resolved = { intervalMs: 60_000, batchSize: 200, ...options };
    super('Recuperação de carrinhos', resolved.intervalMs, resolved.logger);
    this.#options = resolved;
  }

  /** One pass: the e-mails due at `now` (at most batchSize), the feed's old rows, the cart webhooks. */
  async runOnce(now: Date): Promise<{ sent: number; pruned: number; announced: number }> {
    const { db, mailer, publicUrl, batchSize } = this.#options;
    let sent = 0;
    const stores = await db.manager.getRepository(Store).find({
      select: { id: true, name: true, abandonAfterMinutes: true, recoveryDelays: true },
      where: { recoveryAuto: true },
      order: { id: 'ASC' },
    });
    for (const store of stores) {
      const delays = parseRecoveryDelays(store.recoveryDelays);
      for (const [index, delay] of delays.entries()) {
        if (sent >= batchSize) break;
        const due = new Date(now.getTime() - (store.abandonAfterMinutes + delay) * MINUTE_MS);
        const carts = await this.#dueCarts(store, index, due, now, batchSize - sent);
        for (const cart of carts) {
          const mail = await db.transaction((manager) =>
            claimAndQueue(manager, mailer, cart, publicUrl, now),
          );
          if (!mail) continue;
          mailer.dispatch(db, [mail]);
          sent += 1;
        }
      }
    }
    const pruned = await db.transaction((manager) => pruneStoreChanges(manager, db.kind, now));
    // The 'cart.abandoned' webhook event, once per cart (only stores subscribed to it are scanned).
    const announced = await emitAbandonedCarts(db, now);
    return { sent, pruned, announced };
  }

  /** Carts of the store waiting for e-mail number `index`, due at `due` (indexed by store and activity). */
  async #dueCarts(
    store: Pick<Store, 'id' | 'name'>,
    index: number,
    due: Date,
    now: Date,
    limit: number,
  ): Promise<RecoverableCart[]> {
    const { db } = this.#options;
    const params = new SqlParams(db.kind);
    const sql = `SELECT s.id, s.store_id, s.recovery_count, s.recovery_token, s.buyer_name, s.buyer_email,
        s.value_cents, p.name AS product_name, p.slug AS product_slug
      FROM checkout_session s JOIN product p ON p.id = s.product_id
      WHERE s.store_id = ${params.add(store.id)} AND s.personal_at IS NOT NULL
        AND s.completed_at IS NULL AND s.buyer_email IS NOT NULL
        AND s.recovery_count = ${params.add(index)}
        AND s.last_activity_at <= ${params.time(due)}
        AND s.last_activity_at > ${params.time(new Date(due.getTime() - RECOVERY_CATCH_UP_MS))}
        AND (s.recovery_sent_at IS NULL OR s.recovery_sent_at <= ${params.add(
          sqlTime(db.kind, new Date(now.getTime() - RECOVERY_RESEND_MINUTES * MINUTE_MS)),
        )})
      ORDER BY s.last_activity_at ASC, s.id ASC
      LIMIT ${params.add(limit)}`;
    const records = (await db.manager.query(sql, params.values)) as DueCartRecord[];
    return records.map((record) => ({
      id: Number(record.id),
      storeId: Number(record.store_id),
      recoveryCount: Number(record.recovery_count),
      recoveryToken: record.recovery_token,
      buyerName: record.buyer_name,
      buyerEmail: record.buyer_email,
      valueCents: Number(record.value_cents),
      storeName: store.name,
      productName: record.product_name,
      productSlug: record.product_slug,
    }));
  }
}
