import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_FAILING_REASON, WEBHOOK_GONE_REASON, WEBHOOK_RETENTION_DAYS } from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { Store, User, WebhookAttempt, WebhookEndpoint, WebhookMessage } from '../db/entities/index.ts';
import { insertRows, selectRow, updateRows } from '../db/statements.ts';
import {
  hostOf,
  parseTargetUrl,
  TargetRefusedError,
  type UrlRules,
  vetTarget,
  vettedLookup,
} from '../integrations/ssrf.ts';
import type { ReportanaCredentials } from '../integrations/tracking-payloads.ts';
import { PeriodicJob } from '../jobs/runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import { webhookDisabledEmail } from '../mail/templates.ts';
import { isUniqueViolation, ValidationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { dbTime, kindOf, placeholder, urlRules } from './endpoints.ts';

/*
 * The delivery engine. Messages wait in webhook_message (the outbox). Each instance keeps up to
 * `concurrency` lanes busy; a lane serves one endpoint: it claims a few of that endpoint's due
 * messages with a lease — a conditional UPDATE setting locked_until and a random lock_token,
 * which only one instance can win — sends them one after the other, oldest first, and records
 * each attempt and its next step in one transaction guarded by the token. Attempts are numbered
 * and UNIQUE(message_id, attempt_number), so an attempt is never recorded (nor, thanks to the
 * lease, sent) twice. All state lives in the database: a restart continues where it stopped (a
 * lease of a crashed instance expires).
 *
 * Fairness: an endpoint gets at most `perEndpoint` lanes (one while it is failing) and failing
 * endpoints together at most half of the lanes, so a slow or dead receiver slows only its own
 * messages. A lane waiting on a request never stops the others: the instance keeps claiming
 * other endpoints' work while it waits. When a receiver is unreachable (no answer, timeout,
 * 429/502/503/504) its other waiting messages are held until the failed one's retry instead of
 * each waiting out the timeout; when it answers 2xx again after failing for a while, everything
 * waiting for it is due at once (the backlog does not wait for its scheduled retries).
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

/**
 * An endpoint that answers 2xx after failing for at least this long has recovered: its waiting
 * messages are due at once. (A single bad message among good ones never triggers it, so such a
 * message keeps its own backoff instead of being retried after every success.)
 */
export const RECOVERY_AFTER_MS = 30 * SECOND;

/** A lane stops taking the next message of its claim when less than the timeout and this are left of the lease. */
const LEASE_MARGIN_MS = 5 * SECOND;

export interface DeliveryWorkerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  secrets: SecretBox;
  /** How often the due messages are looked for when idle; 5 s. */
  intervalMs?: number;
  /** Lanes (requests in flight) of this instance, all endpoints together; 64. */
  concurrency?: number;
  /** Lanes one endpoint may have at once (its messages go out in order within a lane); 2. */
  perEndpoint?: number;
  /** Messages a lane claims at once (sent one after the other); 10. */
  claimBatch?: number;
  /** A request's whole time (address check, connect, answer); 15 s. */
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

/** What a claim won: the endpoint's messages (oldest first) under one lease token. */
interface Claim {
  messages: WebhookMessage[];
  endpoint: WebhookEndpoint;
  token: string;
}

export interface AttemptOutcome {
  responseCode: number | null;
  /** The Portuguese text of the failure's class; null on success. */
  error: string | null;
  /** The raw error behind it. */
  errorDetail: string | null;
  durationMs: number;
}

export interface RunStats {
  claimed: number;
  attempted: number;
  delivered: number;
}

/** The signature header's value for one secret. */
export function sign(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

// ─── Failure texts ──────────────────────────────────────────────────────────────────────────────

const clip = (text: string) => text.slice(0, 300);

const TLS_TEXTS: Record<string, string> = {
  CERT_HAS_EXPIRED: 'O certificado HTTPS do destino expirou.',
  CERT_NOT_YET_VALID: 'O certificado HTTPS do destino ainda não é válido.',
  CERT_REVOKED: 'O certificado HTTPS do destino foi revogado.',
  ERR_TLS_CERT_ALTNAME_INVALID: 'O certificado HTTPS do destino não vale para este domínio.',
  DEPTH_ZERO_SELF_SIGNED_CERT:
    'O certificado HTTPS do destino é autoassinado (não é de uma autoridade confiável).',
  SELF_SIGNED_CERT_IN_CHAIN: 'O certificado HTTPS do destino não é de uma autoridade confiável.',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    'Não foi possível verificar o certificado HTTPS do destino (cadeia de certificados incompleta).',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    'Não foi possível verificar o certificado HTTPS do destino (cadeia de certificados incompleta).',
  UNABLE_TO_GET_ISSUER_CERT:
    'Não foi possível verificar o certificado HTTPS do destino (cadeia de certificados incompleta).',
};

/**
 * A failed request (no HTTP answer) as the delivery log shows it: one Portuguese text per class
 * of failure, with the raw error (Node's own words) kept as the detail.
 */
export function describeFailure(error: unknown, timeoutMs: number): { error: string; detail: string | null } {
  if (error instanceof TargetRefusedError) return { error: error.message, detail: error.detail };
  if (error instanceof ValidationError) return { error: error.message, detail: null };
  const { code = '', message = String(error) } = error as { code?: string; message?: string };
  const detail = clip(code && !message.includes(code) ? `${code}: ${message}` : message);
  if (code === 'TIMEOUT')
    return {
      error: `Tempo esgotado: o destino não respondeu em ${Math.round(timeoutMs / SECOND)} s.`,
      detail: null,
    };
  if (code === 'ECONNREFUSED')
    return { error: 'Conexão recusada: nenhum servidor atendeu neste endereço e porta.', detail };
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return { error: 'O destino encerrou a conexão antes de responder.', detail };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA')
    return { error: 'Endereço não encontrado (falha de DNS). Confira o domínio da URL.', detail };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL')
    return { error: 'Destino inalcançável: não há rota de rede até o endereço.', detail };
  const tls = TLS_TEXTS[code];
  if (tls) return { error: tls, detail };
  if (
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_SSL_') ||
    code.startsWith('CERT_') ||
    code === 'EPROTO' ||
    /certificate|ssl|tls/i.test(message)
  )
    return { error: 'Falha na conexão segura (HTTPS) com o destino.', detail };
  if (code.startsWith('HPE_')) return { error: 'O destino respondeu algo que não é HTTP válido.', detail };
  return { error: 'Falha na conexão com o destino.', detail };
}

/** A non-2xx answer as the delivery log shows it. */
export function describeStatus(
  status: number,
  statusMessage = '',
  location?: string,
): { error: string; detail: string | null } {
  const detail = clip(
    `HTTP ${status}${statusMessage ? ` ${statusMessage}` : ''}${location ? ` → ${location}` : ''}`,
  );
  const text = (): string => {
    if (status >= 300 && status < 400) return `Redirecionamento não seguido (${status}).`;
    if (status === 401 || status === 403)
      return `O destino recusou o acesso (HTTP ${status}). Confira a autenticação ou a verificação da assinatura no seu sistema.`;
    if (status === 404) return 'O destino não encontrou o caminho da URL (HTTP 404).';
    if (status === 408) return 'O destino esgotou o tempo de espera (HTTP 408).';
    if (status === 410) return 'O destino respondeu que este endereço não existe mais (HTTP 410).';
    if (status === 413) return 'O destino recusou o tamanho do evento (HTTP 413).';
    if (status === 429) return 'O destino pediu para diminuir o ritmo dos envios (HTTP 429).';
    if (status >= 400 && status < 500) return `O destino recusou o evento (HTTP ${status}).`;
    if (status === 500) return 'O destino teve um erro interno ao receber o evento (HTTP 500).';
    if (status === 502 || status === 503 || status === 504)
      return `O destino está indisponível (HTTP ${status}).`;
    if (status >= 500) return `O destino teve um erro ao receber o evento (HTTP ${status}).`;
    return `O destino respondeu ${status}.`;
  };
  return { error: text(), detail };
}

const isSuccess = (outcome: AttemptOutcome) =>
  outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300;

/**
 * Failures that are about the receiver rather than the message: no answer at all (timeout,
 * refused, DNS, TLS, a refused address) or 'not now' statuses. The endpoint's other messages
 * would fail the same way, so they wait instead of each trying.
 */
function receiverDown(outcome: AttemptOutcome): boolean {
  const code = outcome.responseCode;
  return code === null || code === 408 || code === 429 || code === 502 || code === 503 || code === 504;
}

// ─── HTTP ───────────────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  statusMessage: string;
  location: string | undefined;
}

const timeoutError = () => Object.assign(new Error('timeout'), { code: 'TIMEOUT' });

/** `promise`, or a TIMEOUT error after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeoutError()), Math.max(0, ms));
    }),
  ]).finally(() => clearTimeout(timer));
}

type Vetted = { address: string; family: 4 | 6 };

/**
 * Keep-alive connections per receiver and vetted address, so a burst to one endpoint does not
 * pay a new TCP (and TLS) handshake per message. Keyed by the address that was checked: a host
 * name that now resolves elsewhere gets new connections (after the check passes again). Idle
 * connections close after a second (sooner when the receiver's Keep-Alive header says so); the
 * least recently used agents are closed beyond `max`.
 */
class Connections {
  readonly #agents = new Map<string, http.Agent>();
  constructor(private readonly max = 256) {}

  for(url: URL, vetted: Vetted): http.Agent {
    const key = `${url.protocol}//${hostOf(url)}:${url.port}|${vetted.address}`;
    let agent = this.#agents.get(key);
    if (agent) {
      this.#agents.delete(key);
    } else {
      const Agent = url.protocol === 'https:' ? https.Agent : http.Agent;
      agent = new Agent({ keepAlive: true, timeout: SECOND });
    }
    this.#agents.set(key, agent);
    if (this.#agents.size > this.max) {
      const [oldest, evicted] = this.#agents.entries().next().value as [string, http.Agent];
      this.#agents.delete(oldest);
      evicted.destroy();
    }
    return agent;
  }

  close(): void {
    for (const agent of this.#agents.values()) agent.destroy();
    this.#agents.clear();
  }
}

/**
 * POSTs `body` to the vetted address of `url` (Host and TLS name kept), never following a
 * redirect. Resolves with the answer's status, or throws. A kept-alive connection the receiver
 * closed just as it was reused (reset before any answer) is retried once on a new connection.
 */
function post(
  url: URL,
  vetted: Vetted,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  agent: http.Agent | false,
): Promise<Answer> {
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
      agent,
      ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
    });
    const started = performance.now();
    const timer = setTimeout(() => request.destroy(timeoutError()), Math.max(0, timeoutMs));
    request.on('error', (error) => {
      clearTimeout(timer);
      const code = (error as { code?: string }).code;
      if (request.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE')) {
        const left = timeoutMs - (performance.now() - started);
        post(url, vetted, headers, body, left, false).then(resolve, reject);
        return;
      }
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
        const location = response.headers.location;
        resolve({
          status: response.statusCode ?? 0,
          statusMessage: response.statusMessage ?? '',
          location: typeof location === 'string' ? location : undefined,
        });
      };
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

// ─── Retention ──────────────────────────────────────────────────────────────────────────────────

/**
 * Finished messages (delivered or given up) stay in the delivery log this long; the messages a
 * disabled endpoint keeps for its reactivation are kept as long, counted from the event.
 */
export const WEBHOOK_LOG_RETENTION_MS = WEBHOOK_RETENTION_DAYS * DAY;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes messages without a due time older than the retention, with their attempts (ON DELETE
 * CASCADE): a range of IDX_webhook_message_finished. Those are the finished ones and the ones a
 * disabled endpoint kept for WEBHOOK_RETENTION_DAYS; messages still due for an attempt are never
 * pruned.
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

// ─── The worker ─────────────────────────────────────────────────────────────────────────────────

interface DueRow {
  id: number | string;
  endpoint_id: number | string;
  failing: number | string | boolean | null;
}

interface OpenedSecrets {
  secret: string | null;
  previous: string | null;
  authorization: string | null;
}

/** The lanes this instance has on one endpoint. */
interface Busy {
  lanes: number;
  failing: boolean;
}

export class WebhookDeliveryWorker {
  readonly #options: Required<Omit<DeliveryWorkerOptions, 'resolve'>> &
    Pick<DeliveryWorkerOptions, 'resolve'>;
  readonly #rules: UrlRules;
  readonly #job: PeriodicJob;
  #stopping = false;
  /** Lanes in flight in this instance, all endpoints; and how many of them serve failing endpoints. */
  #lanes = 0;
  #failingLanes = 0;
  readonly #busy = new Map<number, Busy>();
  /** Woken when a lane ends or the timer ticks. */
  #waiters: (() => void)[] = [];
  /** Work started by deliverSoon and drainEndpointSoon. */
  readonly #inFlight = new Set<Promise<unknown>>();
  /** When this instance last pruned finished messages (at most hourly). */
  #prunedAt = 0;
  readonly #connections = new Connections();
  /** Keyed by the endpoint row a claim loaded: gone with the claim. */
  readonly #openedSecrets = new WeakMap<WebhookEndpoint, OpenedSecrets>();

  constructor(options: DeliveryWorkerOptions) {
    this.#options = {
      intervalMs: 5_000,
      concurrency: 64,
      perEndpoint: 2,
      claimBatch: 10,
      timeoutMs: 15_000,
      leaseMs: 60_000,
      disableAfterMs: 5 * DAY,
      random: Math.random,
      ...options,
    };
    this.#rules = urlRules(options.config, options.resolve ? { resolve: options.resolve } : {});
    this.#job = new PeriodicJob({
      name: 'Envio de webhooks',
      intervalMs: this.#options.intervalMs,
      logger: this.#options.logger,
      run: () => this.#pass(() => new Date()).then(() => this.#pruneHourly()),
      // The running pass picks up what became due (its lanes may all be waiting on slow receivers).
      whileRunning: () => this.#wake(),
    });
  }

  start(): void {
    this.#stopping = false;
    this.#job.start();
  }

  /** Stops the timer; lanes finish the request they are on and give the rest of their claims back. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wake();
    await this.#job.stop();
    await this.idle();
    this.#connections.close();
  }

  /** Resolves once the deliveries started by `deliverSoon` and `drainEndpointSoon` are done. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  async #pruneHourly(): Promise<void> {
    const now = Date.now();
    if (now - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now;
    await pruneWebhookMessages(this.#options.db, new Date(now));
  }

  /**
   * Sends everything due at `now` (all endpoints, within the lane limits) and resolves once this
   * pass's lanes are done: what failed is scheduled after `now`, so it is not sent again here.
   */
  runOnce(now: Date): Promise<RunStats> {
    return this.#pass(() => now);
  }

  /** Sends one endpoint's due messages now, in the background (resend of its failures, reactivation). */
  drainEndpointSoon(endpointId: number): void {
    this.#track(
      this.#pass(() => new Date(), endpointId),
      { endpointId },
    );
  }

  /** Delivers one message now, in the background (the panel's test event and resend). */
  deliverSoon(messageId: number): void {
    this.#track(this.deliver(messageId, new Date()), { messageId });
  }

  #track(work: Promise<unknown>, context: Record<string, number>): void {
    const tracked = work
      .catch((error: unknown) =>
        this.#options.logger.error({ err: error, ...context }, 'Falha no envio de webhook'),
      )
      .finally(() => this.#inFlight.delete(tracked));
    this.#inFlight.add(tracked);
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  #nextWake(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /**
   * Keeps lanes busy with what is due, refilling as lanes end (or, in the background, as the timer
   * ticks), until nothing more is due and this pass's lanes are done.
   */
  async #pass(clock: () => Date, endpointId?: number): Promise<RunStats> {
    const stats: RunStats = { claimed: 0, attempted: 0, delivered: 0 };
    const lanes = new Set<Promise<void>>();
    for (;;) {
      // Registered before filling, so a lane ending meanwhile is not missed.
      const woken = this.#nextWake();
      const started = this.#stopping ? 0 : await this.#fill(clock, endpointId, lanes, stats);
      // Lanes started here may already be done (a quick answer): then look again at once.
      if (lanes.size === 0 && started === 0) break;
      await woken;
    }
    return stats;
  }

  /** The lanes an endpoint may have: fewer while it fails. */
  #limitOf(failing: boolean): number {
    return failing ? 1 : this.#options.perEndpoint;
  }

  /** Starts lanes on due messages while there is room; answers how many. */
  async #fill(
    clock: () => Date,
    endpointId: number | undefined,
    lanes: Set<Promise<void>>,
    stats: RunStats,
  ): Promise<number> {
    const { concurrency, claimBatch } = this.#options;
    const failingCap = Math.max(1, Math.floor(concurrency / 2));
    let total = 0;
    // A few rounds: each round's query leaves out the endpoints the previous one filled up.
    for (let round = 0; round < 8; round++) {
      const room = concurrency - this.#lanes;
      if (room <= 0) break;
      const full = [...this.#busy]
        .filter(([, busy]) => busy.lanes >= this.#limitOf(busy.failing))
        .map(([id]) => id);
      const now = clock();
      const rows = await this.#dueRows(now, {
        exclude: full,
        endpointId,
        healthyOnly: this.#failingLanes >= failingCap,
        // Enough for a few endpoints; the next round looks past the ones this one fills.
        limit: Math.min(room, 8) * claimBatch,
      });
      if (rows.length === 0) break;
      const groups = new Map<number, { failing: boolean; ids: number[] }>();
      for (const row of rows) {
        const id = Number(row.endpoint_id);
        const group = groups.get(id) ?? { failing: Boolean(Number(row.failing)), ids: [] };
        group.ids.push(Number(row.id));
        groups.set(id, group);
      }
      let started = 0;
      for (const [id, group] of groups) {
        for (;;) {
          const busy = this.#busy.get(id) ?? { lanes: 0, failing: group.failing };
          if (busy.lanes >= this.#limitOf(busy.failing) || this.#lanes >= concurrency) break;
          if (group.failing && this.#failingLanes >= failingCap) break;
          if (group.ids.length === 0) break;
          // A failing endpoint is probed one message at a time.
          const ids = group.ids.splice(0, group.failing ? 1 : claimBatch);
          const claim = await this.#claim(ids, now, id);
          if (!claim) continue;
          stats.claimed += claim.messages.length;
          started += 1;
          this.#startLane(claim, group.failing, clock, lanes, stats);
        }
      }
      total += started;
      if (started === 0) break;
    }
    return total;
  }

  #startLane(
    claim: Claim,
    failing: boolean,
    clock: () => Date,
    lanes: Set<Promise<void>>,
    stats: RunStats,
  ): void {
    const id = claim.endpoint.id;
    const busy = this.#busy.get(id) ?? { lanes: 0, failing };
    busy.lanes += 1;
    this.#busy.set(id, busy);
    this.#lanes += 1;
    if (busy.failing) this.#failingLanes += 1;
    const lane = this.#runLane(claim, clock, stats)
      .catch((error: unknown) =>
        this.#options.logger.error({ err: error, endpointId: id }, 'Falha no envio de webhooks'),
      )
      .finally(() => {
        busy.lanes -= 1;
        if (busy.lanes === 0) this.#busy.delete(id);
        this.#lanes -= 1;
        if (busy.failing) this.#failingLanes -= 1;
        lanes.delete(lane);
        this.#wake();
      });
    lanes.add(lane);
  }

  /**
   * Sends a claim's messages in order; stops (giving the rest back) when the receiver is down or
   * the endpoint was disabled. Attempts are recorded in order too, each while the next message is
   * on its way (the database and the network work at the same time).
   */
  async #runLane(claim: Claim, clock: () => Date, stats: RunStats): Promise<void> {
    const { leaseMs, timeoutMs } = this.#options;
    const started = performance.now();
    const { messages, endpoint, token } = claim;
    let halt = false;
    let recorded: Promise<void> = Promise.resolve();
    for (const [index, message] of messages.entries()) {
      const rest = messages.slice(index + 1).map((next) => next.id);
      const leaseLeft = leaseMs - (performance.now() - started);
      if (index > 0 && (halt || this.#stopping || leaseLeft < timeoutMs + LEASE_MARGIN_MS)) {
        await recorded;
        await this.#release([message.id, ...rest], token);
        return;
      }
      const now = clock();
      const outcome = await this.#send({ message, endpoint, token }, now);
      stats.attempted += 1;
      if (isSuccess(outcome)) stats.delivered += 1;
      const stop = !isSuccess(outcome) && (receiverDown(outcome) || outcome.responseCode === 410);
      recorded = recorded.then(async () => {
        try {
          const { goOn } = await this.#record({ message, endpoint, token }, outcome, now, stop ? rest : []);
          if (!goOn) halt = true;
        } catch (error) {
          halt = true;
          this.#options.logger.error(
            { err: error, messageId: message.id },
            'Falha ao registrar envio de webhook',
          );
        }
      });
      if (stop) break;
    }
    await recorded;
  }

  async #dueRows(
    now: Date,
    filter: { exclude: number[]; endpointId: number | undefined; healthyOnly: boolean; limit: number },
  ): Promise<DueRow[]> {
    const { db } = this.#options;
    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return placeholder(db.kind, params.length);
    };
    const yes = db.kind === 'postgres' ? 'true' : '1';
    const time = dbTime(db.kind, now);
    const conditions = [
      `m.next_attempt_at IS NOT NULL AND m.next_attempt_at <= ${p(time)}`,
      `(m.locked_until IS NULL OR m.locked_until <= ${p(time)})`,
      `e.enabled = ${yes}`,
    ];
    if (filter.endpointId !== undefined) conditions.push(`m.endpoint_id = ${p(filter.endpointId)}`);
    if (filter.exclude.length > 0)
      conditions.push(`m.endpoint_id NOT IN (${filter.exclude.map((id) => p(id)).join(', ')})`);
    if (filter.healthyOnly) conditions.push('e.failing_since IS NULL');
    return (await db.manager.query(
      `SELECT m.id, m.endpoint_id, CASE WHEN e.failing_since IS NULL THEN 0 ELSE 1 END AS failing
        FROM webhook_message m JOIN webhook_endpoint e ON e.id = m.endpoint_id
        WHERE ${conditions.join(' AND ')}
        ORDER BY m.next_attempt_at ASC, m.id ASC LIMIT ${p(filter.limit)}`,
      params,
    )) as DueRow[];
  }

  /**
   * Claims those of `ids` (one endpoint's) that are due and unclaimed: only one caller's UPDATE
   * changes a row. In a transaction, so on SQLite's single connection it never runs inside (and
   * rolls back with) someone else's.
   */
  async #claim(ids: number[], now: Date, endpointId?: number): Promise<Claim | null> {
    const { db, leaseMs } = this.#options;
    const token = randomBytes(16).toString('hex');
    const time = dbTime(db.kind, now);
    const claim = await db.transaction(async (manager) => {
      // The endpoint's row first, as #record does: its messages are then always locked in one
      // order (no deadlock between a claim and another instance holding the others back).
      if (endpointId !== undefined) await lockEndpoint(manager, endpointId);
      const claimed = await manager
        .createQueryBuilder()
        .update(WebhookMessage)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), lockToken: token })
        .where(
          'id IN (:...ids) AND next_attempt_at IS NOT NULL AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until <= :now)',
          { ids, now: time },
        )
        .execute();
      if (!claimed.affected) return null;
      const messages = await manager
        .getRepository(WebhookMessage)
        .createQueryBuilder('m')
        .where('m.id IN (:...ids) AND m.lockToken = :token', { ids, token })
        .orderBy('m.nextAttemptAt', 'ASC')
        .addOrderBy('m.id', 'ASC')
        .getMany();
      if (messages.length === 0) return null;
      const endpoint = await manager
        .getRepository(WebhookEndpoint)
        .findOneBy({ id: messages[0]!.endpointId });
      return { messages, endpoint, token };
    });
    if (!claim) return null;
    if (!claim.endpoint?.enabled) {
      await this.#release(
        claim.messages.map((message) => message.id),
        token,
      );
      return null;
    }
    return { messages: claim.messages, endpoint: claim.endpoint, token };
  }

  /** Gives claimed messages back (still due), unless someone else holds them by now. */
  async #release(ids: number[], token: string): Promise<void> {
    if (ids.length === 0) return;
    await this.#options.db.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(WebhookMessage)
        .set({ lockedUntil: null, lockToken: null })
        .where('id IN (:...ids) AND lock_token = :token', { ids, token })
        .execute(),
    );
  }

  /** Claims, sends and records one attempt of the message; null when it was not due or not ours. */
  async deliver(messageId: number, now: Date): Promise<AttemptOutcome | null> {
    const claim = await this.#claim([messageId], now);
    if (!claim) return null;
    const claimed = { message: claim.messages[0]!, endpoint: claim.endpoint, token: claim.token };
    const outcome = await this.#send(claimed, now);
    await this.#record(claimed, outcome, now, []);
    return outcome;
  }

  /** An endpoint's secrets, opened once per claim (not once per message). */
  #opened(endpoint: WebhookEndpoint): OpenedSecrets {
    let opened = this.#openedSecrets.get(endpoint);
    if (!opened) {
      const { secrets } = this.#options;
      let authorization: string | null = null;
      if (endpoint.kind === 'reportana' && endpoint.credentials) {
        const credentials = JSON.parse(secrets.open(endpoint.credentials)) as ReportanaCredentials;
        authorization = `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`;
      }
      opened = {
        secret: endpoint.secret ? secrets.open(endpoint.secret) : null,
        previous: endpoint.previousSecret ? secrets.open(endpoint.previousSecret) : null,
        authorization,
      };
      this.#openedSecrets.set(endpoint, opened);
    }
    return opened;
  }

  #headers(claimed: Claimed, now: Date): Record<string, string> {
    const { message, endpoint } = claimed;
    const opened = this.#opened(endpoint);
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'webhook-id': message.msgId,
      'webhook-timestamp': String(timestamp),
    };
    const signatures: string[] = [];
    if (opened.secret) signatures.push(sign(opened.secret, message.msgId, timestamp, message.payload));
    if (opened.previous && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
      signatures.push(sign(opened.previous, message.msgId, timestamp, message.payload));
    }
    if (signatures.length > 0) headers['webhook-signature'] = signatures.join(' ');
    if (opened.authorization) headers.Authorization = opened.authorization;
    return headers;
  }

  async #send(claimed: Claimed, now: Date): Promise<AttemptOutcome> {
    const { timeoutMs } = this.#options;
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    try {
      const target =
        claimed.endpoint.kind === 'reportana' ? this.#options.config.reportanaApiUrl : claimed.endpoint.url;
      // The URL is vetted again at every send (DNS may have changed since it was saved); the
      // timeout covers the address lookup too.
      const url = parseTargetUrl(target, false);
      const vetted = await within(vetTarget(url, this.#rules), timeoutMs);
      const answer = await post(
        url,
        vetted,
        this.#headers(claimed, now),
        claimed.message.payload,
        timeoutMs - duration(),
        this.#connections.for(url, vetted),
      );
      if (answer.status >= 200 && answer.status < 300)
        return { responseCode: answer.status, error: null, errorDetail: null, durationMs: duration() };
      const { error, detail } = describeStatus(answer.status, answer.statusMessage, answer.location);
      return { responseCode: answer.status, error, errorDetail: detail, durationMs: duration() };
    } catch (failure) {
      const { error, detail } = describeFailure(failure, timeoutMs);
      return { responseCode: null, error, errorDetail: detail, durationMs: duration() };
    }
  }

  /**
   * Records one attempt and what follows, in one transaction: the message's next step, the
   * endpoint's state, and — by what the answer says about the receiver — its other waiting
   * messages pulled forward (recovered) or held back (down), or the endpoint disabled.
   * `giveBack` (the rest of a lane's claim) is released first, so it is held back with the others.
   * Answers whether the lane may go on with this endpoint.
   */
  async #record(
    claimed: Claimed,
    outcome: AttemptOutcome,
    now: Date,
    giveBack: number[],
  ): Promise<{ goOn: boolean }> {
    const { db, mailer, random, disableAfterMs } = this.#options;
    const { message, endpoint, token } = claimed;
    const ok = isSuccess(outcome);
    const attemptNumber = message.attemptCount + 1;
    const gone = outcome.responseCode === 410;
    try {
      const { mails, goOn } = await db.transaction(async (manager) => {
        const kind = kindOf(manager);
        // Locked first: one endpoint's records (and their pulls and holds on its other messages)
        // run one at a time across instances, so its failing state moves in order.
        const fresh = await lockEndpoint(manager, endpoint.id);
        if (!fresh) throw new LostLease(); // deleted meanwhile: its messages went with it
        await insertRows(manager, WebhookAttempt, [
          {
            messageId: message.id,
            attemptNumber,
            attemptedAt: now,
            responseCode: outcome.responseCode,
            error: outcome.error,
            errorDetail: outcome.errorDetail,
            durationMs: outcome.durationMs,
          },
        ]);
        const failingSince = ok ? null : (fresh.failingSince ?? now);
        let reason: string | null = null;
        if (fresh.enabled && !ok) {
          if (gone) reason = WEBHOOK_GONE_REASON;
          else if (now.getTime() - failingSince!.getTime() > disableAfterMs) reason = WEBHOOK_FAILING_REASON;
        }
        const keptForReactivation = !fresh.enabled || reason !== null;
        let status: WebhookMessage['status'];
        let nextAttemptAt: Date | null = null;
        const exhausted = attemptNumber >= MAX_ATTEMPTS;
        // When the message has no retry left (say, resent by the merchant), the others still wait a little.
        const retryDelay = exhausted ? RETRY_DELAYS_MS[0]! : RETRY_DELAYS_MS[attemptNumber - 1]!;
        const retryAt = new Date(now.getTime() + Math.round(retryDelay * (0.9 + 0.2 * random())));
        if (ok) status = 'delivered';
        else if (exhausted) status = 'failed';
        else {
          status = 'retrying';
          // A disabled endpoint's messages wait, without a due time, for its reactivation.
          if (!keptForReactivation) nextAttemptAt = retryAt;
        }
        const updated = await updateRows(
          manager,
          WebhookMessage,
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
        if (updated === 0) throw new LostLease();
        if (giveBack.length > 0) {
          await manager
            .createQueryBuilder()
            .update(WebhookMessage)
            .set({ lockedUntil: null, lockToken: null })
            .where('id IN (:...ids) AND lock_token = :token', { ids: giveBack, token })
            .execute();
        }
        // The endpoint's row is written only when what the panel shows changes (or a second
        // passed), not once per message of a burst.
        const changed =
          fresh.lastStatus !== status ||
          fresh.lastResponseCode !== outcome.responseCode ||
          (fresh.failingSince?.getTime() ?? null) !== (failingSince?.getTime() ?? null) ||
          !fresh.lastAttemptAt ||
          now.getTime() - fresh.lastAttemptAt.getTime() >= SECOND;
        if (changed) {
          await manager.getRepository(WebhookEndpoint).update(endpoint.id, {
            lastStatus: status,
            lastResponseCode: outcome.responseCode,
            lastAttemptAt: now,
            failingSince,
          });
        }
        const unlocked = { id: endpoint.id, now: dbTime(kind, now) };
        if (ok && fresh.enabled && fresh.failingSince) {
          if (now.getTime() - fresh.failingSince.getTime() >= RECOVERY_AFTER_MS) {
            // Back after an outage: what waits for a retry is due now.
            await manager
              .createQueryBuilder()
              .update(WebhookMessage)
              .set({ nextAttemptAt: now })
              .where(
                'endpoint_id = :id AND next_attempt_at > :now AND (locked_until IS NULL OR locked_until <= :now)',
                unlocked,
              )
              .execute();
          }
        } else if (!ok && !keptForReactivation && receiverDown(outcome)) {
          // Down: the others wait for this one's retry instead of each waiting out a failure.
          await manager
            .createQueryBuilder()
            .update(WebhookMessage)
            .set({ nextAttemptAt: retryAt })
            .where(
              'endpoint_id = :id AND next_attempt_at IS NOT NULL AND next_attempt_at < :retryAt AND (locked_until IS NULL OR locked_until <= :now)',
              { ...unlocked, retryAt: dbTime(kind, retryAt) },
            )
            .execute();
        }
        const mails = reason ? await disableEndpoint(manager, mailer, fresh, reason, now) : [];
        return { mails, goOn: fresh.enabled && reason === null };
      });
      if (mails.length > 0) mailer.dispatch(db, mails);
      return { goOn };
    } catch (error) {
      // Someone else recorded this attempt (our lease expired) or the endpoint was deleted meanwhile.
      if (error instanceof LostLease || isUniqueViolation(error)) return { goOn: false };
      if (isForeignKeyViolation(error)) return { goOn: false };
      throw error;
    }
  }
}

class LostLease extends Error {}

/** The endpoint's row, locked until the transaction ends on PostgreSQL (SQLite's transactions already run one at a time). */
function lockEndpoint(manager: EntityManager, id: number): Promise<WebhookEndpoint | null> {
  if (kindOf(manager) !== 'postgres') return selectRow(manager, WebhookEndpoint, { id });
  const query = manager.getRepository(WebhookEndpoint).createQueryBuilder('e').where('e.id = :id', { id });
  if (kindOf(manager) === 'postgres') query.setLock('pessimistic_write');
  return query.getOne();
}

function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY/i.test(message ?? '');
}

/**
 * Disables an endpoint (the panel shows the reason) and e-mails the store's owner, in the
 * caller's transaction. Its waiting messages are kept, without a due time, for its reactivation
 * (and new events keep being recorded the same way): nothing is lost by disabling. Returns the
 * e-mails to dispatch after commit.
 */
export async function disableEndpoint(
  manager: EntityManager,
  mailer: Mailer,
  endpoint: WebhookEndpoint,
  reason: string,
  now: Date,
) {
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
    .set({ nextAttemptAt: null })
    .where(
      'endpoint_id = :id AND next_attempt_at IS NOT NULL AND (locked_until IS NULL OR locked_until <= :now)',
      { id: endpoint.id, now: dbTime(kindOf(manager), now) },
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
