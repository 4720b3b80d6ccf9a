import { createHash, createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto';
import { notificationHeader } from '../gateway-common.ts';
import type { IncomingNotification, NotificationHint } from '../provider.ts';
import { isRecord } from './client.ts';

/*
 * How a Pagar.me webhook is told apart from a forgery.
 *
 * Pagar.me POSTs `{ "id": "hook_…", "account": {…}, "type": "charge.paid", "created_at": …,
 * "data": { …the charge or order… } }` to the URL configured in the dashboard
 * (https://docs.pagar.me/docs/webhooks; payload example at
 * https://docs.pagar.me/reference/exemplo-de-webhook-1). Two checks exist, and each one that is
 * configured must pass:
 *
 * 1. Signature. Pagar.me signs the raw body with RS256 and sends
 *      X-Webhook-Asymmetric-Signature: alg=RS256; kid=<key id>; signature=<base64url>
 *    with the public keys published as a JWKS at https://hubapi.pagar.me/.well-known/jwks.json.
 *    This is what Pagar.me's own integrations verify (pagarme/ecommerce-module-core:
 *    src/Webhook/Services/WebhookValidatorService.php, used by pagarme/woocommerce:
 *    src/Controller/Webhooks.php, which answers 401 without the header): RSASSA-PKCS1-v1_5 with
 *    SHA-256 over the body exactly as received, the key chosen by `kid` among keys with
 *    kty RSA, use sig and alg RS256 (or no alg).
 * 2. HTTP Basic credentials. The dashboard's webhook form takes an optional user and password that
 *    Pagar.me sends as `Authorization: Basic …` on every delivery (the form field integrators
 *    use; its description was not found in the API reference that could be read).
 *
 * Replays: neither check covers a time — the signature is over the body alone and Pagar.me resends
 * the very same body when it retries a failed delivery ("reenviar webhook", same `hook_` id), so a
 * freshness window would drop legitimate retries. None is applied; a replayed notification only
 * makes Pagora look the charge up again (a notification is a hint, never the outcome), which is
 * idempotent.
 */

/** Where Pagar.me publishes the keys of its webhook signatures. */
export const PAGARME_WEBHOOK_JWKS_URL = 'https://hubapi.pagar.me/.well-known/jwks.json';

export const PAGARME_SIGNATURE_HEADER = 'x-webhook-asymmetric-signature';

export interface JwksKeysOptions {
  /** Per fetch of the key set. @default 5000 */
  timeoutMs?: number;
  /**
   * How soon an unknown `kid` may fetch the key set again: keys rotate rarely, and a forger
   * sending made-up ids must not make Pagora hammer the JWKS URL. @default 60000
   */
  minRefreshMs?: number;
  clock?: () => Date;
}

/** The public keys of a JWKS URL, fetched on first use and again when an unknown `kid` shows up. */
export class JwksKeys {
  readonly url: string;
  readonly #timeoutMs: number;
  readonly #minRefreshMs: number;
  readonly #clock: () => Date;
  #keys = new Map<string, KeyObject>();
  #fetchedAt: number | null = null;
  #inFlight: Promise<void> | null = null;

  constructor(url: string, options: JwksKeysOptions = {}) {
    this.url = url;
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#minRefreshMs = options.minRefreshMs ?? 60_000;
    this.#clock = options.clock ?? (() => new Date());
  }

  /** The key with this id, or null (unknown id, key set unreachable or malformed). */
  async find(kid: string): Promise<KeyObject | null> {
    const known = this.#keys.get(kid);
    if (known) return known;
    const now = this.#clock().getTime();
    if (this.#fetchedAt !== null && now - this.#fetchedAt < this.#minRefreshMs) return null;
    this.#inFlight ??= this.#refresh().finally(() => {
      this.#inFlight = null;
    });
    await this.#inFlight;
    return this.#keys.get(kid) ?? null;
  }

  async #refresh(): Promise<void> {
    // Counted even when it fails, so an outage is not retried on every notification.
    this.#fetchedAt = this.#clock().getTime();
    let body: unknown;
    try {
      const response = await fetch(this.url, {
        headers: { Accept: 'application/json', 'User-Agent': 'Pagora' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (response.status !== 200) {
        await response.arrayBuffer();
        return;
      }
      body = await response.json();
    } catch {
      return;
    }
    if (!isRecord(body) || !Array.isArray(body.keys)) return;
    const keys = new Map<string, KeyObject>();
    for (const jwk of body.keys) {
      if (!isRecord(jwk) || typeof jwk.kid !== 'string' || !jwk.kid) continue;
      if (jwk.kty !== 'RSA' || jwk.use !== 'sig' || (jwk.alg !== undefined && jwk.alg !== 'RS256')) continue;
      if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') continue;
      try {
        keys.set(jwk.kid, createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' }));
      } catch {
        // A malformed key is skipped; the others still verify.
      }
    }
    this.#keys = keys;
  }
}

const sharedKeys = new Map<string, JwksKeys>();

/** One key cache per JWKS URL for the whole process, shared by every provider instance. */
export function sharedJwksKeys(url: string = PAGARME_WEBHOOK_JWKS_URL): JwksKeys {
  let keys = sharedKeys.get(url);
  if (!keys) {
    keys = new JwksKeys(url);
    sharedKeys.set(url, keys);
  }
  return keys;
}

export interface PagarmeWebhookAuth {
  /** The user and password set on the webhook in Pagar.me's dashboard; null when none was set. */
  basicAuth: { username: string; password: string } | null;
  /** The key set to verify `X-Webhook-Asymmetric-Signature` with; null to not require a signature. */
  signatureKeys: JwksKeys | null;
}

/** `alg=RS256; kid=…; signature=…` (any order, spaces tolerated) → its parts. */
export function parseSignatureHeader(value: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const val = part.slice(eq + 1).trim();
    if (key && val) parts[key] = val;
  }
  return parts;
}

/** Compared through fixed-length hashes, so neither length nor content leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

function basicAuthMatches(
  notification: IncomingNotification,
  expected: { username: string; password: string },
) {
  const authorization = notificationHeader(notification.headers, 'authorization');
  const match = authorization ? /^Basic\s+([A-Za-z0-9+/]+={0,2})$/i.exec(authorization) : null;
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  // Both compared, always, so a wrong user takes as long as a wrong password.
  const userOk = sameSecret(decoded.slice(0, colon), expected.username);
  const passwordOk = sameSecret(decoded.slice(colon + 1), expected.password);
  return userOk && passwordOk;
}

async function signatureMatches(notification: IncomingNotification, keys: JwksKeys): Promise<boolean> {
  const value = notificationHeader(notification.headers, PAGARME_SIGNATURE_HEADER);
  if (!value) return false;
  const { alg, kid, signature } = parseSignatureHeader(value);
  if (alg !== 'RS256' || !kid || !signature || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return false;
  const key = await keys.find(kid);
  if (!key) return false;
  try {
    // 'base64' decoding in Node takes the URL-safe alphabet too.
    return verify('sha256', Buffer.from(notification.rawBody, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The charge a notification points to, once it passed every configured check; null otherwise
 * (nothing configured, missing or wrong credentials, missing or bad signature, a body that is not
 * a charge or order event). `charge.*` events point to `data.id` (`ch_…`); `order.*` events to the
 * order's first charge, or to the order (`or_…`) when it lists none — `lookup` reads both.
 */
export async function verifyPagarmeNotification(
  notification: IncomingNotification,
  auth: PagarmeWebhookAuth,
): Promise<NotificationHint | null> {
  if (!auth.basicAuth && !auth.signatureKeys) return null;
  if (auth.basicAuth && !basicAuthMatches(notification, auth.basicAuth)) return null;
  if (auth.signatureKeys && !(await signatureMatches(notification, auth.signatureKeys))) return null;
  return referenceOf(notification.rawBody);
}

const CHARGE_ID = /^ch_[A-Za-z0-9]{1,64}$/;
const ORDER_ID = /^or_[A-Za-z0-9]{1,64}$/;

/** Read only after the checks passed: the body is Pagar.me's. */
function referenceOf(rawBody: string): NotificationHint | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isRecord(body) || typeof body.type !== 'string' || !isRecord(body.data)) return null;
  const data = body.data;
  if (body.type.startsWith('charge.')) {
    return typeof data.id === 'string' && CHARGE_ID.test(data.id) ? { reference: data.id } : null;
  }
  if (body.type.startsWith('order.')) {
    const first = Array.isArray(data.charges) ? data.charges[0] : undefined;
    if (isRecord(first) && typeof first.id === 'string' && CHARGE_ID.test(first.id)) {
      return { reference: first.id };
    }
    return typeof data.id === 'string' && ORDER_ID.test(data.id) ? { reference: data.id } : null;
  }
  return null;
}
