import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_FAILING_REASON, WEBHOOK_GONE_REASON } from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { Store, User, WebhookAttempt, WebhookEndpoint, WebhookMessage } from '../db/entities/index.ts';
import { insertRows } from '../db/insert-row.ts';
import { hostOf, parseTargetUrl, type UrlRules, vetTarget, vettedLookup } from '../integrations/ssrf.ts';
import type { ReportanaCredentials } from '../integrations/tracking-payloads.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isUniqueViolation, ValidationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { dbTime, placeholder, urlRules } from './endpoints.ts';

/*
 * The delivery engine. Messages wait in webhook_message (the outbox); every run claims the due
 * ones with a lease — a conditional UPDATE setting locked_until and a random lock_token, which
 * only one instance can win — sends each, and records the attempt and the next step in one
 * transaction guarded by the token. Attempts are numbered and UNIQUE(message_id, attempt_number),
 * so an attempt is never recorded (nor, thanks to the lease, sent) twice. All state lives in the
 * database: a restart continues where it stopped (a lease of a crashed instance expires).
 *
 * Signing follows Standard Webhooks: webhook-id (the message id, stable across retries),
 * webhook-timestamp (unix seconds of this attempt) and webhook-signature `v1,<base64 HMAC-SHA256>`
 * of `${id}.${timestamp}.${body}` keyed with the base64-decoded secret after 'whsec_'; during the
 * 24 h after a rotation the previous secret adds a second signature (space-separated).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Wait before retry n (after attempt n fails), Standard Webhooks/Svix-like: 5 s, 5 min, 30 min,
 * 2 h, 5 h, then 10 h — about 3 days in all (12 attempts) before the message fails for good.
 */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const USER_AGENT = 'Pagora-Webhooks/1.0';

export interface DeliveryWorkerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  secrets: SecretBox;
  /** Every 5 s by default. */
  intervalMs?: number;
  /** Messages claimed per run. */
  batchSize?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** A request's whole time (connect, answer); 15 s. */
  timeoutMs?: number;
  /** How long a claim holds a message (longer than the timeout). */
  leaseMs?: number;
  /** An endpoint failing for this long (every attempt) is disabled; 5 days. */
  disableAfterMs?: number;
  /** Jitter source, [0, 1). */
  random?: () => number;
  /** Address resolution for the send-time SSRF check (tests). */
  resolve?: UrlRules['resolve'];
}

interface Claimed {
  message: WebhookMessage;
  endpoint: WebhookEndpoint;
  token: string;
}

export interface AttemptOutcome {
  responseCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The signature header's value for one secret. */
export function sign(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

function failureText(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'Conexão recusada.';
  if (code === 'ECONNRESET') return 'A conexão foi encerrada pelo destino.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Endereço não encontrado.';
  if (error instanceof ValidationError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Falha na conexão: ${message}`.slice(0, 300);
}

/**
 * POSTs `body` to the vetted address of `url` (Host and TLS name kept), never following a
 * redirect. Resolves with the status code, or throws.
 */
function post(
  url: URL,
  vetted: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const host = hostOf(url);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request({
      method: 'POST',
      host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: vettedLookup(vetted) as never,
      agent: false,
      ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
    });
    const timer = setTimeout(() => {
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }));
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      // The answer's body is not kept: read (at most 64 kB) and drop it.
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 64 * 1024) response.destroy();
      });
      const done = () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      };
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

/** Finished messages (delivered or given up) stay in the delivery log this long. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * DAY;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes finished messages older than the retention, with their attempts (ON DELETE CASCADE): a
 * range of IDX_webhook_message_finished. Messages still waiting for an attempt are never pruned.
 */
export async function pruneWebhookMessages(db: Database, now: Date): Promise<number> {
  const cutoff = dbTime(db.kind, new Date(now.getTime() - WEBHOOK_LOG_RETENTION_MS));
  const result = await db.manager
    .createQueryBuilder()
    .delete()
    .from(WebhookMessage)
    .where('next_attempt_at IS NULL AND created_at < :cutoff', { cutoff })
    .execute();
  return result.affected ?? 0;
}

export class WebhookDeliveryWorker {
  readonly #options: Required<Omit<DeliveryWorkerOptions, 'resolve'>> &
    Pick<DeliveryWorkerOptions, 'resolve'>;
  readonly #rules: UrlRules;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  readonly #inFlight = new Set<Promise<unknown>>();
  /** When this instance last pruned finished messages (at most hourly). */
  #prunedAt = 0;

  constructor(options: DeliveryWorkerOptions) {
    this.#options = {
      intervalMs: 5_000,
      batchSize: 50,
      concurrency: 8,
      timeoutMs: 15_000,
      leaseMs: 60_000,
      disableAfterMs: 5 * DAY,
      random: Math.random,
      ...options,
    };
    this.#rules = urlRules(options.config, options.resolve ? { resolve: options.resolve } : {});
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.#tick(), this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for the run (and any immediate delivery) in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
    await this.idle();
  }

  /** Resolves once the deliveries started by `deliverSoon` are done. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  #tick(): void {
    if (this.#running) return;
    this.#running = this.#drain()
      .catch((error: unknown) => this.#options.logger.error({ err: error }, 'Falha no envio de webhooks'))
      .finally(() => {
        this.#running = undefined;
      });
  }

  /** Passes until a batch comes back short (a burst of orders is sent now, not one batch per tick), then the hourly prune. */
  async #drain(): Promise<void> {
    for (;;) {
      const { claimed } = await this.runOnce(new Date());
      if (claimed < this.#options.batchSize || !this.#timer) break;
    }
    const now = Date.now();
    if (now - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now;
    await pruneWebhookMessages(this.#options.db, new Date(now));
  }

  /** One pass at `now`: claims the due messages (at most batchSize) and sends them. */
  async runOnce(now: Date): Promise<{ claimed: number; attempted: number; delivered: number }> {
    const ids = await this.#dueIds(now);
    let attempted = 0;
    let delivered = 0;
    let next = 0;
    const lane = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const outcome = await this.deliver(id, now);
        if (outcome) {
          attempted += 1;
          if (outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300) {
            delivered += 1;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#options.concurrency, ids.length) }, lane));
    return { claimed: ids.length, attempted, delivered };
  }

  /** Delivers one message now, in the background (the panel's test event and resend). */
  deliverSoon(messageId: number): void {
    const work = this.deliver(messageId, new Date())
      .catch((error: unknown) =>
        this.#options.logger.error({ err: error, messageId }, 'Falha no envio de webhook'),
      )
      .finally(() => this.#inFlight.delete(work));
    this.#inFlight.add(work);
  }

  async #dueIds(now: Date): Promise<number[]> {
    const { db, batchSize } = this.#options;
    const p = (index: number) => placeholder(db.kind, index);
    const yes = db.kind === 'postgres' ? 'true' : '1';
    const rows = (await db.manager.query(
      `SELECT m.id FROM webhook_message m JOIN webhook_endpoint e ON e.id = m.endpoint_id
        WHERE m.next_attempt_at IS NOT NULL AND m.next_attempt_at <= ${p(1)}
          AND (m.locked_until IS NULL OR m.locked_until <= ${p(2)}) AND e.enabled = ${yes}
        ORDER BY m.next_attempt_at ASC, m.id ASC LIMIT ${p(3)}`,
      [dbTime(db.kind, now), dbTime(db.kind, now), batchSize],
    )) as { id: number | string }[];
    return rows.map((row) => Number(row.id));
  }

  /** Claims the message if it is due and unclaimed: only one caller's UPDATE changes the row. */
  async #claim(messageId: number, now: Date): Promise<Claimed | null> {
    const { db, leaseMs } = this.#options;
    const token = randomBytes(16).toString('hex');
    const time = dbTime(db.kind, now);
    const claimed = await db.manager
      .createQueryBuilder()
      .update(WebhookMessage)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), lockToken: token })
      .where(
        'id = :id AND next_attempt_at IS NOT NULL AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until <= :now)',
        { id: messageId, now: time },
      )
      .execute();
    if (!claimed.affected) return null;
    const message = await db.manager
      .getRepository(WebhookMessage)
      .findOneBy({ id: messageId, lockToken: token });
    if (!message) return null;
    const endpoint = await db.manager.getRepository(WebhookEndpoint).findOneBy({ id: message.endpointId });
    if (!endpoint?.enabled) {
      await db.manager
        .getRepository(WebhookMessage)
        .update({ id: messageId, lockToken: token }, { lockedUntil: null, lockToken: null });
      return null;
    }
    return { message, endpoint, token };
  }

  /** Claims, sends and records one attempt of the message; null when it was not due or not ours. */
  async deliver(messageId: number, now: Date): Promise<AttemptOutcome | null> {
    const claimed = await this.#claim(messageId, now);
    if (!claimed) return null;
    const outcome = await this.#send(claimed, now);
    await this.#record(claimed, outcome, now);
    return outcome;
  }

  #headers(claimed: Claimed, now: Date): Record<string, string> {
    const { message, endpoint } = claimed;
    const { secrets } = this.#options;
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'webhook-id': message.msgId,
      'webhook-timestamp': String(timestamp),
    };
    const signatures: string[] = [];
    if (endpoint.secret)
      signatures.push(sign(secrets.open(endpoint.secret), message.msgId, timestamp, message.payload));
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
      signatures.push(sign(secrets.open(endpoint.previousSecret), message.msgId, timestamp, message.payload));
    }
    if (signatures.length > 0) headers['webhook-signature'] = signatures.join(' ');
    if (endpoint.kind === 'reportana' && endpoint.credentials) {
      const credentials = JSON.parse(secrets.open(endpoint.credentials)) as ReportanaCredentials;
      const basic = Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64');
      headers.Authorization = `Basic ${basic}`;
    }
    return headers;
  }

  async #send(claimed: Claimed, now: Date): Promise<AttemptOutcome> {
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    try {
      const target =
        claimed.endpoint.kind === 'reportana' ? this.#options.config.reportanaApiUrl : claimed.endpoint.url;
      // The URL is vetted again at every send (DNS may have changed since it was saved).
      const url = parseTargetUrl(target, false);
      const vetted = await vetTarget(url, this.#rules);
      const status = await post(
        url,
        vetted,
        this.#headers(claimed, now),
        claimed.message.payload,
        this.#options.timeoutMs,
      );
      let error: string | null = null;
      if (status >= 300 && status < 400) error = `Redirecionamento não seguido (${status}).`;
      else if (status < 200 || status >= 300) error = `O destino respondeu ${status}.`;
      return { responseCode: status, error, durationMs: duration() };
    } catch (error) {
      const text =
        (error as { code?: string }).code === 'TIMEOUT'
          ? `Tempo esgotado (${Math.round(this.#options.timeoutMs / 1000)} s).`
          : failureText(error);
      return { responseCode: null, error: text, durationMs: duration() };
    }
  }

  async #record(claimed: Claimed, outcome: AttemptOutcome, now: Date): Promise<void> {
    const { db, mailer, random, disableAfterMs } = this.#options;
    const { message, endpoint, token } = claimed;
    const ok = outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300;
    const attemptNumber = message.attemptCount + 1;
    const gone = outcome.responseCode === 410;
    let status: WebhookMessage['status'];
    let nextAttemptAt: Date | null = null;
    if (ok) status = 'delivered';
    else if (gone || attemptNumber >= MAX_ATTEMPTS) status = 'failed';
    else {
      status = 'retrying';
      const delay = RETRY_DELAYS_MS[attemptNumber - 1]!;
      nextAttemptAt = new Date(now.getTime() + Math.round(delay * (0.9 + 0.2 * random())));
    }
    try {
      const mails = await db.transaction(async (manager) => {
        await insertRows(manager, WebhookAttempt, [
          {
            messageId: message.id,
            attemptNumber,
            attemptedAt: now,
            responseCode: outcome.responseCode,
            error: outcome.error,
            durationMs: outcome.durationMs,
          },
        ]);
        const updated = await manager.getRepository(WebhookMessage).update(
          { id: message.id, lockToken: token },
          {
            status,
            attemptCount: attemptNumber,
            nextAttemptAt,
            lockedUntil: null,
            lockToken: null,
            deliveredAt: ok ? now : message.deliveredAt,
          },
        );
        if (!updated.affected) throw new LostLease();
        const fresh = await manager.getRepository(WebhookEndpoint).findOneBy({ id: endpoint.id });
        if (!fresh) return [];
        const failingSince = ok ? null : (fresh.failingSince ?? now);
        await manager.getRepository(WebhookEndpoint).update(endpoint.id, {
          lastStatus: status,
          lastResponseCode: outcome.responseCode,
          lastAttemptAt: now,
          failingSince,
        });
        if (!fresh.enabled) return [];
        let reason: string | null = null;
        if (gone) reason = WEBHOOK_GONE_REASON;
        else if (failingSince && now.getTime() - failingSince.getTime() > disableAfterMs)
          reason = WEBHOOK_FAILING_REASON;
        if (!reason) return [];
        return disableEndpoint(manager, mailer, fresh, reason, now);
      });
      if (mails.length > 0) mailer.dispatch(db, mails);
    } catch (error) {
      // Someone else recorded this attempt (our lease expired) or the endpoint was deleted meanwhile.
      if (error instanceof LostLease || isUniqueViolation(error)) return;
      if (isForeignKeyViolation(error)) return;
      throw error;
    }
  }
}

class LostLease extends Error {}

function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY/i.test(message ?? '');
}

/**
 * Disables an endpoint (the panel shows the reason), fails its waiting messages and e-mails the
 * store's owner, in the caller's transaction. Returns the e-mails to dispatch after commit.
 */
export async function disableEndpoint(
  manager: EntityManager,
  mailer: Mailer,
  endpoint: WebhookEndpoint,
  reason: string,
  now: Date,
) {
  const kind = manager.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
  const changed = await manager
    .createQueryBuilder()
    .update(WebhookEndpoint)
    .set({ enabled: false, disabledReason: reason })
    .where('id = :id AND enabled = :yes', { id: endpoint.id, yes: true })
    .execute();
  if (!changed.affected) return [];
  await manager
    .createQueryBuilder()
    .update(WebhookMessage)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(
      'endpoint_id = :id AND next_attempt_at IS NOT NULL AND (locked_until IS NULL OR locked_until <= :now)',
      {
        id: endpoint.id,
        now: dbTime(kind, now),
      },
    )
    .execute();
  const store = await manager.getRepository(Store).findOneByOrFail({ id: endpoint.storeId });
  const user = await manager.getRepository(User).findOneByOrFail({ id: store.userId });
  const mail = await mailer.enqueue(manager, {
    to: user.email,
    userId: user.id,
    ...webhookDisabledEmail({ name: user.fullName, storeName: store.name, endpoint, reason }),
  });
  return [mail];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function webhookDisabledEmail(input: {
  name: string;
  storeName: string;
  endpoint: Pick<WebhookEndpoint, 'name' | 'url' | 'kind'>;
  reason: string;
}) {
  const firstName = input.name.split(/\s+/)[0] ?? input.name;
  const label =
    input.endpoint.kind === 'custom'
      ? `o webhook "${input.endpoint.name}"`
      : `a integração ${input.endpoint.name}`;
  const subject = `Webhook desativado — ${input.storeName}`;
  const lines = [
    `Olá, ${firstName}!`,
    '',
    `Desativamos ${label} da loja ${input.storeName} (${input.endpoint.url}).`,
    `Motivo: ${input.reason}`,
    '',
    'Confira o endereço e reative-o no painel da Pagora quando o destino estiver funcionando.',
    '',
    'Equipe Pagora',
  ];
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>Olá, ${escapeHtml(firstName)}!</p>
    <p>Desativamos ${escapeHtml(label)} da loja ${escapeHtml(input.storeName)} (${escapeHtml(input.endpoint.url)}).</p>
    <p>Motivo: ${escapeHtml(input.reason)}</p>
    <p>Confira o endereço e reative-o no painel da Pagora quando o destino estiver funcionando.</p>
    <p>Equipe Pagora</p>
  </body>
</html>`;
  return { subject, text: lines.join('\n'), html };
}
