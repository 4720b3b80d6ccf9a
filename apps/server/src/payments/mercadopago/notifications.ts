import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationHeader, single } from '../gateway-common.ts';
import type { IncomingNotification, NotificationHint } from '../provider.ts';

/*
 * Mercado Pago's webhook signature, as documented in "Validar origem da notificação"
 * (https://www.mercadopago.com.br/developers/pt/docs/your-integrations/notifications/webhooks) and
 * implemented by the official SDK (mercadopago/sdk-nodejs: src/utils/webhook/index.ts):
 *
 *   x-signature: ts=<timestamp>,v1=<hex HMAC-SHA256>
 *   manifest:    id:<data.id from the query string>;request-id:<x-request-id header>;ts:<ts>;
 *
 * - `data.id` comes from the notification URL's query (`?data.id=123&type=payment`), not from the
 *   body; when it is alphanumeric it enters the manifest in lower case (the docs: "se o data.id_url
 *   for alfanumérico, deverá ser enviado obrigatoriamente em minúsculas").
 * - A part whose value is absent from the notification is left out of the manifest, as the docs
 *   and the SDK's `buildManifest` say; `ts` is always there.
 * - `ts` is Unix seconds in the docs' example and in the SDK's tolerance check (the docs' prose
 *   says milliseconds); a 13-digit value is read as milliseconds so either form is judged right.
 * QR Code (in-store) notifications are not signed; Pagora does not use them.
 */

export interface NotificationCheck {
  secret: string;
  /** How old (or how far in the future) a signature may be. */
  toleranceMs: number;
  now: Date;
}

/** `ts=…,v1=…` (any order, spaces tolerated) → its parts. */
function parseSignature(value: string): { ts?: string; v1?: string } {
  const parts: { ts?: string; v1?: string } = {};
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const val = part.slice(eq + 1).trim();
    if (key === 'ts' && val) parts.ts = val;
    if (key === 'v1' && val) parts.v1 = val;
  }
  return parts;
}

/** The signed text of a notification (exported for the stand-in's tests to sign with). */
export function signatureManifest(parts: { dataId?: string; requestId?: string; ts: string }): string {
  const pieces: string[] = [];
  // Digits are unchanged by lower-casing; letters must be lower case.
  if (parts.dataId) pieces.push(`id:${parts.dataId.toLowerCase()}`);
  if (parts.requestId) pieces.push(`request-id:${parts.requestId}`);
  pieces.push(`ts:${parts.ts}`);
  return `${pieces.join(';')};`;
}

/**
 * The payment a notification points to, when its signature is Mercado Pago's and recent; null
 * otherwise (missing or malformed header, wrong HMAC, replay outside the tolerance, a topic other
 * than payments, no `data.id`). Only the `payment` topic is taken: its `data.id` is a payment id,
 * which is what `lookup({ reference })` reads; chargebacks and refunds change the payment too
 * and arrive as `payment.updated`.
 */
export function verifyMercadoPagoNotification(
  notification: IncomingNotification,
  check: NotificationCheck,
): NotificationHint | null {
  if (!check.secret) return null;
  const signature = notificationHeader(notification.headers, 'x-signature');
  if (!signature) return null;
  const { ts, v1 } = parseSignature(signature);
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return null;

  const dataId = single(notification.query['data.id']);
  // Without the id there is nothing to look up, and the body's copy is not what was signed.
  if (!dataId || !/^[A-Za-z0-9_-]{1,64}$/.test(dataId)) return null;
  const requestId = notificationHeader(notification.headers, 'x-request-id');

  const expected = createHmac('sha256', check.secret)
    .update(signatureManifest({ dataId, requestId, ts }))
    .digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const signedAtMs = ts.length >= 13 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(check.now.getTime() - signedAtMs) > check.toleranceMs) return null;

  const topic =
    single(notification.query.type) ?? single(notification.query.topic) ?? bodyType(notification.rawBody);
  if (topic !== undefined && topic !== 'payment') return null;
  return { reference: dataId };
}

/** The body's `type`, for notifications whose URL carries none (read only after the signature passed). */
function bodyType(rawBody: string): string | undefined {
  try {
    const body = JSON.parse(rawBody) as unknown;
    if (typeof body === 'object' && body !== null && 'type' in body && typeof body.type === 'string') {
      return body.type;
    }
  } catch {
    // A body that is not JSON says nothing about the topic; the signature already passed.
  }
  return undefined;
}
