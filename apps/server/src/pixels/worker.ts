import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { MetaCapiEvent, StorePixels } from '../db/entities/index.ts';
import { PeriodicWorker } from '../jobs/runner.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { dbTime } from '../webhooks/endpoints.ts';
import { META_GRAPH_API_VERSION, registerMetaCapiWorker } from './capi.ts';
import { openCapiToken } from './settings.ts';

/*
 * Delivers the Conversions API's Purchase events (capi.ts) from their outbox, meta_capi_event.
 * A run claims due rows with a lease (a conditional UPDATE setting locked_until and a random
 * lock_token, which only one instance can win), sends each and records the outcome guarded by the
 * token, so an event is sent by one instance at a time and recorded once; a crashed instance's
 * lease expires and the event is tried again. Meta deduplicates a repeat by event_id.
 *
 * Outcomes, from Meta's answers (https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api,
 * error shape `{ error: { message, type, code, fbtrace_id } }` of the Graph API):
 * - 2xx: sent;
 * - no answer, timeout, 408, 429 or 5xx: tried again later (RETRY_DELAYS_MS), given up after the last;
 * - the token refused (OAuthException code 190, or 401/403): given up, the store's token is marked
 *   refused and nothing more is sent with it — its other events are given up without a request —
 *   until the merchant saves another; the panel shows why;
 * - any other 4xx: given up (the same body would be refused again), the reason shown in the panel.
 * Order placement never waits on any of this.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Wait before retry n: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h — about 21 h (Meta takes events up to 7 days old). */
export const CAPI_RETRY_DELAYS_MS = [
  10 * SECOND,
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
];
export const CAPI_MAX_ATTEMPTS = CAPI_RETRY_DELAYS_MS.length + 1;

export const CAPI_TURNED_OFF_MESSAGE = 'Não enviado: a API de Conversões foi desligada nesta loja.';
export const CAPI_TOKEN_HELD_MESSAGE =
  'Não enviado: a Meta recusou o token salvo. Salve um novo token da API de Conversões.';

export interface MetaCapiWorkerOptions {
  db: Database;
  config: Pick<Config, 'metaGraphBaseUrl'>;
  logger: Logger;
  secrets: SecretBox;
  /** How often due events are looked for; 5 s. */
  intervalMs?: number;
  /** One request's whole time; 10 s. */
  timeoutMs?: number;
  /** Events claimed per run; 20. */
  batch?: number;
  /** How long a claim holds an event (longer than the timeout); 60 s. */
  leaseMs?: number;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  fbtrace_id?: string;
}

type Outcome =
  | { kind: 'sent'; status: number }
  | { kind: 'retry'; status: number | null; error: string }
  | { kind: 'failed'; status: number | null; error: string; tokenRefused: boolean; held?: boolean };

export class MetaCapiWorker extends PeriodicWorker<{ claimed: number; sent: number }> {
  readonly #options: Required<Omit<MetaCapiWorkerOptions, 'random'>> & { random: () => number };

  constructor(options: MetaCapiWorkerOptions) {
    super('API de Conversões da Meta', options.intervalMs ?? 5 * SECOND, options.logger);
    this.#options = {
      intervalMs: 5 * SECOND,
      timeoutMs: 10 * SECOND,
      batch: 20,
      leaseMs: 60 * SECOND,
      random: Math.random,
      ...options,
    };
  }

  override start(): void {
    registerMetaCapiWorker(this.#options.db.dataSource, this);
    super.start();
  }

  override async stop(): Promise<void> {
    registerMetaCapiWorker(this.#options.db.dataSource, null);
    await super.stop();
  }

  /** Sends the due events (one claim); tests call it with the instant they want. */
  async runOnce(now: Date): Promise<{ claimed: number; sent: number }> {
    const claim = await this.#claim(now);
    let sent = 0;
    for (const event of claim.events) {
      const outcome = await this.#send(event);
      if (outcome.kind === 'sent') sent += 1;
      await this.#record(event, claim.token, outcome, now);
    }
    return { claimed: claim.events.length, sent };
  }

  async #claim(now: Date): Promise<{ events: MetaCapiEvent[]; token: string }> {
    const { db, batch, leaseMs } = this.#options;
    const token = randomBytes(16).toString('hex');
    const time = dbTime(db.kind, now);
    const due = await db.manager
      .getRepository(MetaCapiEvent)
      .createQueryBuilder('e')
      .select('e.id', 'id')
      .where('e.next_attempt_at IS NOT NULL AND e.next_attempt_at <= :now', { now: time })
      .andWhere('(e.locked_until IS NULL OR e.locked_until <= :now)', { now: time })
      .orderBy('e.next_attempt_at', 'ASC')
      .limit(batch)
      .getRawMany<{ id: number }>();
    if (due.length === 0) return { events: [], token };
    const ids = due.map((row) => Number(row.id));
    const events = await db.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(MetaCapiEvent)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), lockToken: token })
        .where(
          'id IN (:...ids) AND next_attempt_at IS NOT NULL AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until <= :now)',
          { ids, now: time },
        )
        .execute();
      return manager
        .getRepository(MetaCapiEvent)
        .createQueryBuilder('e')
        .where('e.id IN (:...ids) AND e.lockToken = :token', { ids, token })
        .orderBy('e.id', 'ASC')
        .getMany();
    });
    return { events, token };
  }

  async #send(event: MetaCapiEvent): Promise<Outcome> {
    const { db, config, secrets, timeoutMs, logger } = this.#options;
    const pixels = await db.manager.getRepository(StorePixels).findOne({ where: { storeId: event.storeId } });
    const token = pixels ? openCapiToken(secrets, pixels) : null;
    if (!pixels?.metaPixelId || !token)
      return {
        kind: 'failed',
        status: null,
        error: CAPI_TURNED_OFF_MESSAGE,
        tokenRefused: false,
        held: true,
      };
    if (pixels.capiTokenRefused)
      return {
        kind: 'failed',
        status: null,
        error: CAPI_TOKEN_HELD_MESSAGE,
        tokenRefused: false,
        held: true,
      };
    const url = new URL(
      `${config.metaGraphBaseUrl}/${META_GRAPH_API_VERSION}/${encodeURIComponent(pixels.metaPixelId)}/events`,
    );
    url.searchParams.set('access_token', token);
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'Pagora' },
        body: event.payload ?? '',
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // The URL carries the token: only the error's name and code are logged.
      logger.warn(
        { eventId: event.id, err: { name: (error as Error).name, code: (error as { code?: string }).code } },
        'API de Conversões da Meta sem resposta',
      );
      return {
        kind: 'retry',
        status: null,
        error: timedOut
          ? `A Meta não respondeu em ${Math.round(timeoutMs / SECOND)} s.`
          : 'Não foi possível conectar à Meta.',
      };
    }
    if (status >= 200 && status < 300) return { kind: 'sent', status };
    const graph = parseGraphError(text);
    const detail = graph?.message ? `: ${graph.message.slice(0, 300)}` : '';
    if (status === 408 || status === 429 || status >= 500)
      return { kind: 'retry', status, error: `A Meta está indisponível (HTTP ${status})${detail}` };
    const tokenRefused = graph?.code === 190 || status === 401 || status === 403;
    if (tokenRefused) {
      return {
        kind: 'failed',
        status,
        tokenRefused: true,
        error: `A Meta recusou o token da API de Conversões (HTTP ${status}${graph?.code ? `, código ${graph.code}` : ''})${detail}. Gere um novo token no Gerenciador de Eventos e salve-o em Apps › Pixels.`,
      };
    }
    return {
      kind: 'failed',
      status,
      tokenRefused: false,
      error: `A Meta recusou o evento (HTTP ${status})${detail}`,
    };
  }

  async #record(event: MetaCapiEvent, token: string, outcome: Outcome, now: Date): Promise<void> {
    const { db, random } = this.#options;
    const attemptCount = event.attemptCount + 1;
    let status: MetaCapiEvent['status'];
    let nextAttemptAt: Date | null = null;
    let error: string | null = null;
    if (outcome.kind === 'sent') status = 'sent';
    else if (outcome.kind === 'retry' && attemptCount < CAPI_MAX_ATTEMPTS) {
      status = 'pending';
      const delay = CAPI_RETRY_DELAYS_MS[attemptCount - 1]!;
      nextAttemptAt = new Date(now.getTime() + Math.round(delay * (0.9 + 0.2 * random())));
      error = outcome.error;
    } else {
      status = 'failed';
      error =
        outcome.kind === 'retry'
          ? `Desistimos depois de ${attemptCount} tentativas. ${outcome.error}`
          : outcome.error;
    }
    await db.transaction(async (manager) => {
      const updated = await manager.getRepository(MetaCapiEvent).update(
        { id: event.id, lockToken: token },
        {
          status,
          attemptCount,
          nextAttemptAt,
          lockedUntil: null,
          lockToken: null,
          lastResponseCode: outcome.status,
          lastError: error,
          sentAt: outcome.kind === 'sent' ? now : null,
        },
      );
      // Our lease expired and someone else holds the event: their record is the one.
      if (!updated.affected) return;
      await recordStoreOutcome(manager, event.storeId, outcome, status, error, now);
    });
  }
}

/** What the panel shows: the last accepted Purchase, or why the last one was given up. */
async function recordStoreOutcome(
  manager: EntityManager,
  storeId: number,
  outcome: Outcome,
  status: MetaCapiEvent['status'],
  error: string | null,
  now: Date,
): Promise<void> {
  const repo = manager.getRepository(StorePixels);
  if (outcome.kind === 'sent') {
    await repo.update({ storeId }, { capiLastSentAt: now });
  } else if (status === 'failed' && !(outcome.kind === 'failed' && outcome.held)) {
    // An event given up without a request (the API turned off, the token refused before) keeps
    // the panel's reason: the refusal that explains it.
    await repo.update(
      { storeId },
      {
        capiLastError: error,
        capiLastErrorAt: now,
        ...(outcome.kind === 'failed' && outcome.tokenRefused ? { capiTokenRefused: true } : {}),
      },
    );
  }
}

function parseGraphError(text: string): GraphError | null {
  try {
    const body = JSON.parse(text) as { error?: GraphError };
    return body.error && typeof body.error === 'object' ? body.error : null;
  } catch {
    return null;
  }
}
