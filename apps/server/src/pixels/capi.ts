import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../db/after-commit.ts';
import { MetaCapiEvent, type Order } from '../db/entities/index.ts';
import { insertRows, selectRow, updateRows } from '../db/statements.ts';
import { type CheckoutPixels, purchaseEventId } from './browser.ts';

/*
 * Meta's Conversions API: the Purchase of each approved order, sent from the server with the same
 * event_id as the browser pixel's `eventID`, so Meta counts the two as one
 * (https://developers.facebook.com/docs/marketing-api/conversions-api/deduplicate-pixel-and-server-events).
 * `POST {META_GRAPH_BASE_URL}/{version}/{pixel id}/events?access_token=…` with
 * `{ data: [{ event_name, event_time, event_id, action_source: 'website', event_source_url,
 * user_data, custom_data }] }` (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters).
 * user_data: `em` and `ph` hashed with SHA-256 (hex) after Meta's normalisation — e-mail trimmed
 * and lowercased; phone digits only, with the country code — and, unhashed as Meta requires,
 * `client_ip_address`, `client_user_agent` and the `_fbp`/`_fbc` cookies.
 *
 * Only what the buyer's own request knows (address, browser, Meta's cookies, the page) is kept,
 * when the order is placed, and only for stores with the API on; the event becomes due in the
 * transaction that approves the order and the worker (worker.ts) delivers it.
 */

/** The Graph API version the events go to: v23.0 (May 2025), supported by Meta for two years after its release. */
export const META_GRAPH_API_VERSION = 'v23.0';

/** What the buyer's pay request carries that the Conversions API uses. */
export interface BuyerClient {
  ip: string | null;
  userAgent: string | null;
  /** Meta's browser cookie `_fbp` (set by the pixel on the checkout's domain). */
  fbp: string | null;
  /** Meta's click cookie `_fbc` (from an ad click's fbclid). */
  fbc: string | null;
  /** The checkout page the buyer paid on. */
  url: string | null;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Meta's e-mail normalisation: trimmed and lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Meta's phone normalisation: digits only, with the country code. Brazilian numbers as typed in
 * the checkout (10 or 11 digits with the area code) get 55 in front.
 */
export function normalizePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  return digits;
}

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * At placement, in the order's transaction: keeps what only the buyer's request knows, for the
 * Purchase the order's approval will send. Only for stores with the Conversions API on; a retried
 * order (after a refusal) keeps the latest request's.
 */
export async function recordPurchaseContext(
  manager: EntityManager,
  pixels: CheckoutPixels | null | undefined,
  order: Pick<Order, 'id' | 'storeId'>,
  client: BuyerClient | null | undefined,
): Promise<void> {
  if (!pixels?.metaCapi || !client) return;
  const columns = {
    clientIp: clip(client.ip, 64),
    userAgent: clip(client.userAgent, 512),
    fbp: clip(client.fbp, 200),
    fbc: clip(client.fbc, 400),
    eventSourceUrl: clip(client.url, 1000),
  };
  const repo = manager.getRepository(MetaCapiEvent);
  const existing = await selectRow(manager, MetaCapiEvent, { orderId: order.id });
  if (existing) {
    if (existing.status === 'waiting') await repo.update(existing.id, columns);
    return;
  }
  await insertRows(manager, MetaCapiEvent, [
    {
      storeId: order.storeId,
      orderId: order.id,
      eventId: purchaseEventId(order),
      ...columns,
      status: 'waiting',
      payload: null,
      attemptCount: 0,
      nextAttemptAt: null,
      lockedUntil: null,
      lockToken: null,
      lastResponseCode: null,
      lastError: null,
      sentAt: null,
    },
  ]);
}

/** The Purchase's body (without the token, which goes in the query string at send time). */
export function purchaseBody(
  event: Pick<MetaCapiEvent, 'eventId' | 'clientIp' | 'userAgent' | 'fbp' | 'fbc' | 'eventSourceUrl'>,
  order: Pick<Order, 'number' | 'totalCents' | 'buyerEmail' | 'buyerPhone'>,
  now: Date,
) {
  const phone = order.buyerPhone ? normalizePhone(order.buyerPhone) : null;
  const userData: Record<string, unknown> = { em: [sha256Hex(normalizeEmail(order.buyerEmail))] };
  if (phone) userData.ph = [sha256Hex(phone)];
  if (event.clientIp) userData.client_ip_address = event.clientIp;
  if (event.userAgent) userData.client_user_agent = event.userAgent;
  if (event.fbp) userData.fbp = event.fbp;
  if (event.fbc) userData.fbc = event.fbc;
  return {
    data: [
      {
        event_name: 'Purchase',
        event_time: Math.floor(now.getTime() / 1000),
        event_id: event.eventId,
        action_source: 'website',
        ...(event.eventSourceUrl ? { event_source_url: event.eventSourceUrl } : {}),
        user_data: userData,
        custom_data: {
          currency: 'BRL',
          value: Number((order.totalCents / 100).toFixed(2)),
          order_id: String(order.number),
        },
      },
    ],
  };
}

/** Workers running on each database, woken when an event becomes due (after its commit). */
const workers = new WeakMap<DataSource, { kick(): void }>();

export function registerMetaCapiWorker(dataSource: DataSource, worker: { kick(): void } | null): void {
  if (worker) workers.set(dataSource, worker);
  else workers.delete(dataSource);
}

/**
 * The lifecycle effect: an order approved for the first time makes its Purchase due, with the
 * body built now (the approval's time and total), in the approval's transaction — so the event
 * exists exactly when the approval does, once per order (the row is unique per order and only a
 * 'waiting' row changes).
 */
export async function queueMetaPurchase(
  manager: EntityManager,
  transition: { after: Order; from: string; to: string; now: Date },
): Promise<void> {
  const { after, from, to, now } = transition;
  if (to !== 'approved' || from === 'approved') return;
  const event = await selectRow(manager, MetaCapiEvent, { orderId: after.id, status: 'waiting' });
  if (!event) return;
  const updated = await updateRows(
    manager,
    MetaCapiEvent,
    { id: event.id, status: 'waiting' },
    { status: 'pending', payload: JSON.stringify(purchaseBody(event, after, now)), nextAttemptAt: now },
  );
  if (updated === 0) return;
  const worker = workers.get(manager.connection);
  if (worker) afterCommit(manager, () => worker.kick());
}
