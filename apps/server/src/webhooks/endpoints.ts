import { randomBytes } from 'node:crypto';
import {
  CARRIER_LABELS,
  trackingUrl,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_EVENTS,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_RESEND_DISABLED_MESSAGE,
  WEBHOOK_TEST_DISABLED_MESSAGE,
  type WebhookCartData,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEnvelope,
  type WebhookEvent,
  type WebhookLastDelivery,
  type WebhookOrderData,
  type Webhook as WebhookView,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/column-types.ts';
import type { Database } from '../db/data-source.ts';
import {
  CheckoutSession,
  Order,
  OrderItem,
  type Store,
  type StoreChangeKind,
  WebhookAttempt,
  WebhookEndpoint,
  type WebhookEndpointKind,
  WebhookMessage,
} from '../db/entities/index.ts';
import { insertRow, insertRows, selectRow, selectRows } from '../db/statements.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { allowList, checkTargetUrl, type UrlRules } from '../integrations/ssrf.ts';
import { formatForIntegration, INTEGRATION_EVENTS } from '../integrations/tracking-payloads.ts';
import { randomText } from '../shared/crypto.ts';
import { ConflictError, NotFoundError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';

/*
 * Outgoing webhooks: the merchants' endpoints, and the outbox. Every order change recorded with
 * recordStoreChange (live/store-changes.ts) also writes here, in the same transaction, one
 * webhook_message per subscribed endpoint and event: the message exists exactly when the change
 * commits. The WebhookDeliveryWorker (webhooks/delivery.ts) sends them. A disabled endpoint's
 * messages are recorded too, without a due time: they wait for its reactivation (up to
 * WEBHOOK_RETENTION_DAYS), so disabling loses nothing.
 */

const HOUR_MS = 60 * 60 * 1000;
/** After a rotation the previous secret keeps signing (a second signature) this long. */
export const SECRET_OVERLAP_MS = 24 * HOUR_MS;

/** A timestamp as my raw SQL writes and compares it: the Date on PostgreSQL; TypeORM's UTC text on SQLite. */
export function dbTime(kind: DatabaseKind, date: Date): string | Date {
  return kind === 'postgres' ? date : date.toISOString().slice(0, 23).replace('T', ' ');
}

/** '$1' or '?' for raw queries. */
export function placeholder(kind: DatabaseKind, index: number): string {
  return kind === 'postgres' ? `$${index}` : '?';
}

export function kindOf(manager: EntityManager): DatabaseKind {
  return manager.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
}

/** Standard Webhooks' secret format: 'whsec_' + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** A message id ('msg_' + 32 hex characters), the webhook-id header. */
export function newMessageId(): string {
  return `msg_${randomText(16, 'hex')}`;
}

export function secretHint(secret: string): string {
  return `••••${secret.slice(-4)}`;
}

export function parseEvents(text: string): WebhookEvent[] {
  const listed = text.split(',');
  return WEBHOOK_EVENTS.filter((event) => listed.includes(event));
}

/** The URL rules of the configuration (https only in production; allowed private networks). */
export function urlRules(config: Config, overrides: Partial<UrlRules> = {}): UrlRules {
  return {
    requireHttps: config.webhookRequireHttps,
    allow: allowList(config.webhookAllowNetworks),
    ...overrides,
  };
}

// ─── Views ──────────────────────────────────────────────────────────────────────────────────────

export function lastDeliveryOf(endpoint: WebhookEndpoint): WebhookLastDelivery | null {
  if (!endpoint.lastAttemptAt || !endpoint.lastStatus) return null;
  return {
    status: endpoint.lastStatus as WebhookDeliveryStatus,
    response_code: endpoint.lastResponseCode,
    at: endpoint.lastAttemptAt.toISOString(),
  };
}

export function webhookView(endpoint: WebhookEndpoint): WebhookView {
  return {
    id: endpoint.id,
    name: endpoint.name,
    url: endpoint.url,
    events: parseEvents(endpoint.events),
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    secret_hint: endpoint.secretHint ?? '',
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
    last_delivery: lastDeliveryOf(endpoint),
  };
}

// ─── Custom endpoints (CRUD) ────────────────────────────────────────────────────────────────────

export interface WebhookInput {
  name: string;
  url: string;
  events: WebhookEvent[];
}

export function listWebhooks(manager: EntityManager, storeId: number): Promise<WebhookEndpoint[]> {
  return manager
    .getRepository(WebhookEndpoint)
    .find({ where: { storeId, kind: 'custom' }, order: { id: 'ASC' } });
}

export async function requireOwnedWebhook(
  manager: EntityManager,
  userId: number,
  id: number,
  kind: WebhookEndpointKind = 'custom',
): Promise<WebhookEndpoint> {
  // Locked (PostgreSQL) only inside a transaction; the routes' pre-checks read without it.
  const forUpdate = Boolean(manager.queryRunner?.isTransactionActive);
  const endpoint = await findInOwnedStore(manager, WebhookEndpoint, userId, id, { forUpdate });
  if (!endpoint || endpoint.kind !== kind) throw new NotFoundError(WEBHOOK_NOT_FOUND_MESSAGE);
  return endpoint;
}

/** Creates an endpoint (URL vetted by the caller); returns it and its secret, shown once. */
export async function createWebhook(
  manager: EntityManager,
  secrets: SecretBox,
  store: Store,
  input: WebhookInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newWebhookSecret();
  const repo = manager.getRepository(WebhookEndpoint);
  const endpoint = await repo.save(
    repo.create({
      storeId: store.id,
      kind: 'custom',
      name: input.name,
      url: input.url,
      events: input.events.join(','),
      enabled: true,
      disabledReason: null,
      secret: secrets.seal(secret),
      previousSecret: null,
      previousSecretUntil: null,
      secretHint: secretHint(secret),
      credentials: null,
      failingSince: null,
      lastStatus: null,
      lastResponseCode: null,
      lastAttemptAt: null,
    }),
  );
  return { endpoint, secret };
}

export async function updateWebhook(
  manager: EntityManager,
  userId: number,
  id: number,
  input: WebhookInput,
): Promise<WebhookEndpoint> {
  const endpoint = await requireOwnedWebhook(manager, userId, id);
  const repo = manager.getRepository(WebhookEndpoint);
  await repo.update(endpoint.id, { name: input.name, url: input.url, events: input.events.join(',') });
  return repo.findOneByOrFail({ id: endpoint.id });
}

export async function deleteWebhook(manager: EntityManager, userId: number, id: number): Promise<void> {
  const endpoint = await requireOwnedWebhook(manager, userId, id);
  await manager.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
}

/** A new secret; the current one becomes the previous one, still signing for SECRET_OVERLAP_MS. */
export async function rotateWebhookSecret(
  manager: EntityManager,
  secrets: SecretBox,
  userId: number,
  id: number,
  now: Date,
): Promise<string> {
  const endpoint = await requireOwnedWebhook(manager, userId, id);
  const secret = newWebhookSecret();
  await manager.getRepository(WebhookEndpoint).update(endpoint.id, {
    secret: secrets.seal(secret),
    previousSecret: endpoint.secret,
    previousSecretUntil: new Date(now.getTime() + SECRET_OVERLAP_MS),
    secretHint: secretHint(secret),
  });
  return secret;
}

/** Reactivates an endpoint: what it kept while disabled is due now. */
export async function enableWebhook(
  manager: EntityManager,
  userId: number,
  id: number,
  now: Date,
  kind: WebhookEndpointKind = 'custom',
): Promise<WebhookEndpoint> {
  const endpoint = await requireOwnedWebhook(manager, userId, id, kind);
  const repo = manager.getRepository(WebhookEndpoint);
  await repo.update(endpoint.id, { enabled: true, disabledReason: null, failingSince: null });
  await releaseKeptMessages(manager, endpoint.id, now);
  return repo.findOneByOrFail({ id: endpoint.id });
}

/**
 * The messages a disabled endpoint kept (waiting, without a due time) are due at `now`, oldest
 * first, on its reactivation. Returns how many.
 */
export async function releaseKeptMessages(
  manager: EntityManager,
  endpointId: number,
  now: Date,
): Promise<number> {
  const released = await manager
    .createQueryBuilder()
    .update(WebhookMessage)
    .set({ nextAttemptAt: now })
    .where("endpoint_id = :id AND next_attempt_at IS NULL AND status IN ('pending', 'retrying')", {
      id: endpointId,
    })
    .execute();
  return released.affected ?? 0;
}

/** Vets a URL as it is saved (form, https when required, public addresses only). */
export function vetWebhookUrl(
  config: Config,
  url: string,
  overrides: Partial<UrlRules> = {},
): Promise<string> {
  return checkTargetUrl(url, urlRules(config, overrides));
}

// ─── Payloads ───────────────────────────────────────────────────────────────────────────────────

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The order as every event carries it (a snapshot, read in the change's transaction). */
export async function orderData(manager: EntityManager, orderId: number): Promise<WebhookOrderData | null> {
  const order = await selectRow(manager, Order, { id: orderId });
  if (!order) return null;
  const items = await selectRows(manager, OrderItem, { orderId }, { orderBy: [['id', 'ASC']] });
  const physical = order.addressCep !== null;
  return {
    id: order.id,
    number: order.number,
    store_id: order.storeId,
    kind: order.kind,
    status: order.status,
    payment_method: order.paymentMethod,
    total_cents: order.totalCents,
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    shipping_cents: order.shippingCents,
    currency: 'BRL',
    coupon_code: order.couponCode,
    customer: {
      name: order.buyerName,
      email: order.buyerEmail,
      phone: order.buyerPhone,
      document: order.buyerCpf,
    },
    shipping_address: physical
      ? {
          cep: order.addressCep,
          street: order.addressStreet,
          number: order.addressNumber,
          complement: order.addressComplement,
          district: order.addressDistrict,
          city: order.addressCity,
          state: order.addressState,
        }
      : null,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      kind: item.kind,
    })),
    utm: {
      source: order.utmSource,
      medium: order.utmMedium,
      campaign: order.utmCampaign,
      term: order.utmTerm,
      content: order.utmContent,
    },
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    tracking:
      order.trackingCarrier && order.trackingCode
        ? {
            carrier: CARRIER_LABELS[order.trackingCarrier] ?? order.trackingCarrier,
            code: order.trackingCode,
            url: trackingUrl(order.trackingCarrier, order.trackingCode),
          }
        : null,
  };
}

/** The sample order of the test event. */
export function sampleOrderData(storeId: number, now: Date): WebhookOrderData {
  return {
    id: 0,
    number: 1001,
    store_id: storeId,
    kind: 'main',
    status: 'pending',
    payment_method: 'pix',
    total_cents: 14990,
    subtotal_cents: 14990,
    discount_cents: 0,
    shipping_cents: 0,
    currency: 'BRL',
    coupon_code: null,
    customer: {
      name: 'Cliente de Teste',
      email: 'cliente.teste@exemplo.com.br',
      phone: '(11) 98765-4321',
      document: null,
    },
    shipping_address: null,
    items: [{ name: 'Produto de exemplo', quantity: 1, unit_price_cents: 14990, kind: 'product' }],
    utm: { source: 'teste', medium: null, campaign: null, term: null, content: null },
    created_at: now.toISOString(),
    paid_at: null,
    tracking: null,
  };
}

/** The JSON body of one event for one endpoint: the envelope for custom ones, the service's shape otherwise. */
export function bodyFor(
  kind: WebhookEndpointKind,
  event: WebhookEvent,
  data: WebhookOrderData | WebhookCartData,
  now: Date,
  test = false,
): string {
  if (kind !== 'custom')
    return JSON.stringify(formatForIntegration(kind, event, data as WebhookOrderData, now, test));
  const envelope: WebhookEnvelope = {
    type: event,
    timestamp: now.toISOString(),
    ...(test ? { test } : {}),
    data,
  };
  return JSON.stringify(envelope);
}

// ─── The outbox ─────────────────────────────────────────────────────────────────────────────────

/** The events a store change announces. */
export function eventsOfChange(kind: StoreChangeKind, status: string | null | undefined): WebhookEvent[] {
  if (kind === 'order_created') return ['order.created'];
  if (kind !== 'order_status') return [];
  const events: WebhookEvent[] = ['order.status_changed', 'order.updated'];
  if (status === 'approved') events.push('order.approved');
  if (status === 'refused') events.push('order.refused');
  return events;
}

/** The events an endpoint receives. Integrations take every order's creation and status changes. */
export function endpointEvents(endpoint: Pick<WebhookEndpoint, 'kind' | 'events'>): readonly WebhookEvent[] {
  return endpoint.kind === 'custom' ? parseEvents(endpoint.events) : INTEGRATION_EVENTS;
}

type Subscriber = Pick<WebhookEndpoint, 'id' | 'kind' | 'events' | 'enabled'>;

/**
 * The store's endpoints, disabled ones too (their messages wait for the reactivation): one
 * indexed SELECT (IDX_webhook_endpoint_store_enabled).
 */
function subscribers(manager: EntityManager, storeId: number): Promise<Subscriber[]> {
  return selectRows(manager, WebhookEndpoint, { storeId });
}

async function enqueue(
  manager: EntityManager,
  storeId: number,
  endpoints: Subscriber[],
  events: WebhookEvent[],
  data: WebhookOrderData | WebhookCartData,
  now: Date,
  wants: (endpoint: Subscriber, event: WebhookEvent) => boolean = (endpoint, event) =>
    endpointEvents(endpoint).includes(event),
): Promise<void> {
  const rows = [];
  for (const event of events) {
    const msgId = newMessageId();
    for (const endpoint of endpoints) {
      if (!wants(endpoint, event)) continue;
      rows.push({
        storeId,
        endpointId: endpoint.id,
        msgId,
        eventType: event,
        payload: bodyFor(endpoint.kind, event, data, now),
        isTest: false,
        orderNumber: 'number' in data ? data.number : null,
        status: 'pending' as const,
        attemptCount: 0,
        // A disabled endpoint keeps it for its reactivation.
        nextAttemptAt: endpoint.enabled ? now : null,
        lockedUntil: null,
        lockToken: null,
        deliveredAt: null,
      });
    }
  }
  await insertRows(manager, WebhookMessage, rows);
}

/**
 * Called by recordStoreChange in the order's transaction. A store without endpoints costs one
 * indexed SELECT; the order is read (with its items) only when someone listens.
 */
export async function enqueueStoreChange(
  manager: EntityManager,
  change: { storeId: number; kind: StoreChangeKind; orderId?: number | null; status?: string | null },
  now = new Date(),
): Promise<void> {
  const events = eventsOfChange(change.kind, change.status);
  if (events.length === 0 || !change.orderId) return;
  const endpoints = await subscribers(manager, change.storeId);
  const wanted = events.filter((event) =>
    endpoints.some((endpoint) => endpointEvents(endpoint).includes(event)),
  );
  if (wanted.length === 0) return;
  const data = await orderData(manager, change.orderId);
  if (!data) return;
  await enqueue(manager, change.storeId, endpoints, wanted, data, now);
}

/**
 * Who hears of a new or changed tracking code: the custom endpoints subscribed to 'order.updated'
 * ('Pedido atualizado') and NeoRastro, the one integration whose shape carries the tracking code
 * (Utmify and Reportana take orders' payments only).
 */
const hearsOfTracking = (endpoint: Subscriber, event: WebhookEvent) =>
  endpoint.kind === 'neorastro' || (endpoint.kind === 'custom' && endpointEvents(endpoint).includes(event));

/**
 * An order's tracking code was set or changed: 'order.updated' with the order's snapshot (its
 * `tracking` filled), written in the caller's transaction like every other order event.
 */
export async function enqueueTrackingChange(
  manager: EntityManager,
  change: { storeId: number; orderId: number },
  now = new Date(),
): Promise<void> {
  const endpoints = await subscribers(manager, change.storeId);
  if (!endpoints.some((endpoint) => hearsOfTracking(endpoint, 'order.updated'))) return;
  const data = await orderData(manager, change.orderId);
  if (!data) return;
  await enqueue(manager, change.storeId, endpoints, ['order.updated'], data, now, hearsOfTracking);
}

/** The test event of POST /api/webhooks/:id/test: a sample 'order.created', marked test. */
export async function enqueueTestEvent(
  manager: EntityManager,
  endpoint: WebhookEndpoint,
  now: Date,
): Promise<number> {
  if (!endpoint.enabled) throw new ConflictError(WEBHOOK_TEST_DISABLED_MESSAGE);
  return insertRow(manager, WebhookMessage, {
    storeId: endpoint.storeId,
    endpointId: endpoint.id,
    msgId: newMessageId(),
    eventType: 'order.created',
    payload: bodyFor(endpoint.kind, 'order.created', sampleOrderData(endpoint.storeId, now), now, true),
    isTest: true,
    orderNumber: null,
    status: 'pending',
    attemptCount: 0,
    nextAttemptAt: now,
    lockedUntil: null,
    lockToken: null,
    deliveredAt: null,
  });
}

// ─── Abandoned carts ────────────────────────────────────────────────────────────────────────────

/** Carts idle for longer than this after becoming abandoned are not announced (e.g. a new endpoint). */
export const CART_EVENT_CATCH_UP_MS = 24 * HOUR_MS;

interface AbandonedRecord {
  id: number | string;
  product_id: number | string;
  product_name: string;
  buyer_name: string | null;
  buyer_email: string | null;
  value_cents: number | string;
  last_activity_at: unknown;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

const fromDbTime = (value: unknown) =>
  value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T').replace(/Z?$/, 'Z')}`);

/**
 * Emits 'cart.abandoned' once per checkout session, when it becomes abandoned (the store's
 * abandon_after_minutes without activity, personal data given, no order). Only stores with an
 * endpoint subscribed to it are scanned (a disabled one keeps the event for its reactivation). Each session is claimed with a conditional UPDATE
 * of abandoned_notified_at in the transaction that writes its messages, so several instances
 * announce it once. Returns how many carts were announced.
 */
export async function emitAbandonedCarts(db: Database, now: Date, limit = 200): Promise<number> {
  const kind = db.kind;
  const stores = (await db.manager.query(
    `SELECT DISTINCT e.store_id, s.abandon_after_minutes FROM webhook_endpoint e JOIN store s ON s.id = e.store_id
      WHERE e.kind = 'custom' AND e.events LIKE '%cart.abandoned%'`,
  )) as { store_id: number | string; abandon_after_minutes: number | string }[];
  let emitted = 0;
  for (const store of stores) {
    if (emitted >= limit) break;
    const storeId = Number(store.store_id);
    const cutoff = new Date(now.getTime() - Number(store.abandon_after_minutes) * 60_000);
    const p = (index: number) => placeholder(kind, index);
    const records = (await db.manager.query(
      `SELECT s.id, s.product_id, p.name AS product_name, s.buyer_name, s.buyer_email, s.value_cents,
          s.last_activity_at, s.utm_source, s.utm_medium, s.utm_campaign, s.utm_term, s.utm_content
        FROM checkout_session s JOIN product p ON p.id = s.product_id
        WHERE s.store_id = ${p(1)} AND s.personal_at IS NOT NULL AND s.completed_at IS NULL
          AND s.abandoned_notified_at IS NULL
          AND s.last_activity_at <= ${p(2)} AND s.last_activity_at > ${p(3)}
        ORDER BY s.last_activity_at ASC LIMIT ${p(4)}`,
      [
        storeId,
        dbTime(kind, cutoff),
        dbTime(kind, new Date(cutoff.getTime() - CART_EVENT_CATCH_UP_MS)),
        limit - emitted,
      ],
    )) as AbandonedRecord[];
    for (const record of records) {
      const claimed = await db.transaction(async (manager) => {
        const updated = await manager
          .createQueryBuilder()
          .update(CheckoutSession)
          .set({ abandonedNotifiedAt: now })
          .where('id = :id AND abandoned_notified_at IS NULL AND completed_at IS NULL', {
            id: Number(record.id),
          })
          .execute();
        if (!updated.affected) return false;
        const endpoints = await subscribers(manager, storeId);
        const data: WebhookCartData = {
          id: Number(record.id),
          store_id: storeId,
          status: 'abandoned',
          customer: { name: record.buyer_name, email: record.buyer_email },
          product: { id: Number(record.product_id), name: record.product_name },
          value_cents: Number(record.value_cents),
          currency: 'BRL',
          utm: {
            source: record.utm_source,
            medium: record.utm_medium,
            campaign: record.utm_campaign,
            term: record.utm_term,
            content: record.utm_content,
          },
          last_activity_at: fromDbTime(record.last_activity_at).toISOString(),
        };
        await enqueue(manager, storeId, endpoints, ['cart.abandoned'], data, now);
        return true;
      });
      if (claimed) emitted += 1;
    }
  }
  return emitted;
}

// ─── Delivery log ───────────────────────────────────────────────────────────────────────────────

export async function listDeliveries(
  manager: EntityManager,
  endpointId: number,
  page: number,
): Promise<WebhookDeliveriesPage> {
  const repo = manager.getRepository(WebhookMessage);
  const total = await repo.count({ where: { endpointId } });
  const messages = await repo.find({
    where: { endpointId },
    order: { id: 'DESC' },
    skip: (page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE,
    take: WEBHOOK_DELIVERIES_PAGE_SIZE,
  });
  const attempts =
    messages.length === 0
      ? []
      : await manager
          .getRepository(WebhookAttempt)
          .createQueryBuilder('a')
          .where('a.messageId IN (:...ids)', { ids: messages.map((message) => message.id) })
          .orderBy('a.attemptNumber', 'ASC')
          .getMany();
  return {
    page,
    page_count: Math.max(1, Math.ceil(total / WEBHOOK_DELIVERIES_PAGE_SIZE)),
    total,
    page_size: WEBHOOK_DELIVERIES_PAGE_SIZE,
    items: messages.map((message) =>
      deliveryView(
        message,
        attempts.filter((a) => a.messageId === message.id),
      ),
    ),
  };
}

export function deliveryView(message: WebhookMessage, attempts: WebhookAttempt[]): WebhookDelivery {
  return {
    id: message.id,
    event_type: message.eventType as WebhookEvent,
    webhook_id: message.msgId,
    status: message.status,
    attempts: attempts.map((attempt) => ({
      at: attempt.attemptedAt.toISOString(),
      response_code: attempt.responseCode,
      error: attempt.error,
      error_detail: attempt.errorDetail,
      duration_ms: attempt.durationMs,
    })),
    next_attempt_at: iso(message.nextAttemptAt),
    created_at: message.createdAt.toISOString(),
    test: message.isTest,
    order_number: message.orderNumber,
  };
}

export const DELIVERY_IN_FLIGHT_MESSAGE = 'Este envio está em andamento. Tente novamente em instantes.';
export const ENDPOINT_DISABLED_MESSAGE = WEBHOOK_RESEND_DISABLED_MESSAGE;

/**
 * POST /api/webhooks/deliveries/:id/resend: the message is due again now (same webhook-id); a new
 * attempt is added to its log. 409 while an attempt is in flight or the endpoint is disabled.
 */
export async function scheduleResend(
  manager: EntityManager,
  userId: number,
  messageId: number,
  now: Date,
): Promise<WebhookMessage> {
  const message = await findInOwnedStore(manager, WebhookMessage, userId, messageId, { forUpdate: true });
  if (!message) throw new NotFoundError(WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
  const endpoint = await manager.getRepository(WebhookEndpoint).findOneByOrFail({ id: message.endpointId });
  if (!endpoint.enabled) throw new ConflictError(ENDPOINT_DISABLED_MESSAGE);
  const kind = kindOf(manager);
  const updated = await manager
    .createQueryBuilder()
    .update(WebhookMessage)
    .set({ status: 'pending', nextAttemptAt: now })
    .where('id = :id AND (locked_until IS NULL OR locked_until <= :now)', {
      id: message.id,
      now: dbTime(kind, now),
    })
    .execute();
  if (!updated.affected) throw new ConflictError(DELIVERY_IN_FLIGHT_MESSAGE);
  return message;
}

/**
 * POST /api/webhooks/:id/resend-failed: every message of the endpoint that failed for good is due
 * again now (same webhook-ids; each gets one more attempt). 409 while the endpoint is disabled.
 * Returns how many were queued.
 */
export async function scheduleResendFailed(
  manager: EntityManager,
  userId: number,
  endpointId: number,
  now: Date,
): Promise<number> {
  const endpoint = await requireOwnedWebhook(manager, userId, endpointId);
  if (!endpoint.enabled) throw new ConflictError(ENDPOINT_DISABLED_MESSAGE);
  const updated = await manager
    .createQueryBuilder()
    .update(WebhookMessage)
    .set({ status: 'pending', nextAttemptAt: now })
    .where("endpoint_id = :id AND status = 'failed' AND (locked_until IS NULL OR locked_until <= :now)", {
      id: endpoint.id,
      now: dbTime(kindOf(manager), now),
    })
    .execute();
  return updated.affected ?? 0;
}
