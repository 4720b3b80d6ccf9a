import type { WebhookEvent, WebhookOrderData } from '@pagora/contract';
import type { WebhookEndpoint } from '../db/entities/index.ts';

/*
 * What the tracking integrations (/apps: NeoRastro, Utmify and Reportana) receive. Each is a system endpoint
 * (webhook_endpoint.kind = the service) of the store, delivered by the same outbox and worker as
 * the merchants' webhooks (retries, log, SSRF guard), receiving every order's creation and status
 * changes in the service's own format.
 *
 * Formats:
 * - Utmify: the fields of Utmify's orders API as Pagora sends them (orderId, platform,
 *   paymentMethod, status, createdAt/approvedDate 'YYYY-MM-DD HH:MM:SS' UTC, customer, products,
 *   trackingParameters, commission). Their public documentation was not available offline; the
 *   field names follow the order fields Utmify's integrations use, posted to the webhook URL the merchant copies from Utmify.
 * - Reportana: POST https://api.reportana.com/2022-05/orders with Basic base64(client_id:client_secret)
 *   and their documented order body (reference_id, number, customer_*, billing/shipping_address,
 *   line_items, currency, total_price, payment_status, payment_method, …) at config.reportanaApiUrl
 *   (REPORTANA_API_URL overrides it for tests and sandboxes).
 * - NeoRastro: no public documentation found. We send a documented-by-us shape (see
 *   `neorastroBody`): the order with the buyer and the delivery address, what a tracking service
 *   needs to follow the parcel and notify the buyer. It also receives 'order.updated' when the
 *   merchant sets or changes the tracking code (`tracking_code`; see enqueueTrackingChange).
 */

/** Integrations receive these events (one delivery per change, never the order.updated duplicate). */
export const INTEGRATION_EVENTS: readonly WebhookEvent[] = ['order.created', 'order.status_changed'];

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function utcDateTime(iso: string | null): string | null {
  return iso ? iso.slice(0, 19).replace('T', ' ') : null;
}

const UTMIFY_STATUS: Record<string, string> = {
  pending: 'waiting_payment',
  approved: 'paid',
  refused: 'refused',
  refunded: 'refunded',
  cancelled: 'refused',
};
const UTMIFY_METHOD: Record<string, string> = { pix: 'pix', card: 'credit_card', boleto: 'boleto' };

export function utmifyBody(order: WebhookOrderData, test: boolean) {
  return {
    orderId: String(order.id),
    platform: 'Pagora',
    paymentMethod: UTMIFY_METHOD[order.payment_method] ?? order.payment_method,
    status: UTMIFY_STATUS[order.status] ?? order.status,
    createdAt: utcDateTime(order.created_at),
    approvedDate: utcDateTime(order.paid_at),
    refundedAt: null,
    customer: {
      name: order.customer.name,
      email: order.customer.email,
      phone: order.customer.phone?.replace(/\D/g, '') || null,
      document: order.customer.document,
      country: 'BR',
    },
    products: order.items.map((item, index) => ({
      id: `${order.id}-${index + 1}`,
      name: item.name,
      planId: null,
      planName: null,
      quantity: item.quantity,
      priceInCents: item.unit_price_cents,
    })),
    trackingParameters: {
      src: null,
      sck: null,
      utm_source: order.utm.source,
      utm_campaign: order.utm.campaign,
      utm_medium: order.utm.medium,
      utm_content: order.utm.content,
      utm_term: order.utm.term,
    },
    commission: {
      totalPriceInCents: order.total_cents,
      // Test mode charges no fee; a real gateway's fee is not known here yet.
      gatewayFeeInCents: 0,
      userCommissionInCents: order.total_cents,
    },
    isTest: test,
  };
}

const REPORTANA_PAYMENT_STATUS: Record<string, string> = {
  pending: 'PENDING',
  approved: 'PAID',
  refused: 'NOT_PAID',
  refunded: 'REFUNDED',
  cancelled: 'NOT_PAID',
};
const REPORTANA_METHOD: Record<string, string> = { pix: 'PIX', card: 'CREDIT_CARD', boleto: 'BOLETO' };

export function reportanaBody(order: WebhookOrderData) {
  const address = order.shipping_address;
  const [firstName, ...rest] = order.customer.name.split(/\s+/);
  const addressBlock = address
    ? {
        name: order.customer.name,
        first_name: firstName ?? '',
        last_name: rest.join(' '),
        phone: order.customer.phone,
        address1: [address.street, address.number].filter(Boolean).join(', '),
        address2: address.complement,
        neighborhood: address.district,
        city: address.city,
        province: address.state,
        province_code: address.state,
        country: 'Brasil',
        country_code: 'BR',
        zip: address.cep,
      }
    : null;
  return {
    reference_id: String(order.id),
    number: String(order.number),
    customer_name: order.customer.name,
    customer_phone: order.customer.phone,
    customer_email: order.customer.email,
    customer_document: order.customer.document,
    billing_address: addressBlock,
    shipping_address: addressBlock,
    line_items: order.items.map((item) => ({
      title: item.name,
      variant_title: null,
      quantity: item.quantity,
      price: item.unit_price_cents / 100,
    })),
    currency: 'BRL',
    total_price: order.total_cents / 100,
    subtotal_price: order.subtotal_cents / 100,
    payment_status: REPORTANA_PAYMENT_STATUS[order.status] ?? 'PENDING',
    payment_method: REPORTANA_METHOD[order.payment_method] ?? order.payment_method,
    original_created_at: utcDateTime(order.created_at),
  };
}

export function neorastroBody(event: WebhookEvent, order: WebhookOrderData, now: Date, test: boolean) {
  return {
    event,
    sent_at: now.toISOString(),
    test,
    order: {
      id: String(order.id),
      number: order.number,
      status: order.status,
      payment_method: order.payment_method,
      total_cents: order.total_cents,
      shipping_cents: order.shipping_cents,
      currency: order.currency,
      created_at: order.created_at,
      paid_at: order.paid_at,
      items: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    },
    customer: {
      name: order.customer.name,
      email: order.customer.email,
      phone: order.customer.phone,
      document: order.customer.document,
    },
    shipping_address: order.shipping_address,
    // Filled once the merchant enters the parcel's code ('order.updated'); null until then.
    tracking_code: order.tracking?.code ?? null,
  };
}

/** The body one integration receives for one order event. */
export function formatForIntegration(
  kind: Exclude<WebhookEndpoint['kind'], 'custom'>,
  event: WebhookEvent,
  order: WebhookOrderData,
  now: Date,
  test = false,
): unknown {
  if (kind === 'utmify') return utmifyBody(order, test);
  if (kind === 'reportana') return reportanaBody(order);
  return neorastroBody(event, order, now, test);
}

export interface ReportanaCredentials {
  client_id: string;
  client_secret: string;
}
