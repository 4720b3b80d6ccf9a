import type { LastSync, ProductStatus, ProductType, SyncJob as SyncJobView } from '@pagora/contract';
import { MAX_IMAGE_BYTES } from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import {
  insertWithFreeSlug,
  MAX_PRICE_CENTS,
  PRODUCT_IMAGE_FORMATS,
  prepareProductImage,
} from '../catalog/products.ts';
import { deleteUpload, type PreparedImage, sniffImageFormat, storeImage } from '../catalog/uploads.ts';
import type { Database } from '../db/data-source.ts';
import { type IntegrationProvider, Product, type Store, SyncJob } from '../db/entities/index.ts';
import { isUniqueViolation } from '../shared/errors.ts';
import { sqlTime } from '../shared/list-sql.ts';
import type { AddressPolicy } from './shopify/http.ts';
import { httpRequest } from './shopify/http.ts';

/**
 * Product sync from Shopify and WooCommerce: the job rows the admin polls, the background runner
 * that keeps a job's heartbeat while it works, and the upsert by (store_id, external_id) that makes
 * a second sync update what the first created instead of duplicating it.
 */

export const SYNC_STARTED_MESSAGE = 'Sincronização iniciada.';
export const SYNC_RUNNING_MESSAGE = 'Já existe uma sincronização em andamento.';
export const SYNC_INTERRUPTED_MESSAGE = 'A sincronização foi interrompida. Inicie novamente.';
export const SYNC_FAILED_MESSAGE = 'Falha na sincronização.';

/** A product as read from the shop, in Pagora's terms. */
export interface SyncedProduct {
  /** 'gid://shopify/Product/123' or 'woo:123'. */
  externalId: string;
  name: string;
  description: string;
  /** Null when the shop gives no usable price (the product is skipped). */
  priceCents: number | null;
  status: ProductStatus;
  productType: ProductType;
  imageUrl: string | null;
}

export interface SyncPage {
  products: SyncedProduct[];
  /** The shop's product count, when it tells. */
  total?: number | null;
}

/** What a provider supplies to a sync. */
export interface SyncSource {
  pages(): AsyncIterable<SyncPage>;
  /** Runs after the products (Shopify's discount codes). */
  afterProducts?(db: Database, store: Store): Promise<{ created: number; updated: number }>;
  /** The job's error text for a failure (Portuguese). */
  describeError(error: unknown): string;
  /** Which addresses product photos may be downloaded from. */
  imagePolicy?: AddressPolicy;
}

// ---------------------------------------------------------------------------------------------
// Text and money from the shops

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * A shop's HTML description as plain text (Pagora shows descriptions as text, never as HTML):
 * scripts and styles dropped, block ends turned into line breaks, tags removed, entities decoded.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template|iframe|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|ul|ol|section|article)\s*>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** '49.90' → 4990, '10' → 1000, '0.125' → 13 (half up), all on the digits; null when not a price. */
export function decimalToCents(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d*))?\s*$/.exec(text ?? '');
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  let cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return cents;
}

// ---------------------------------------------------------------------------------------------
// Jobs

export function jobMessage(job: Pick<SyncJob, 'created' | 'updated'>): string {
  return `${job.created} produtos criados, ${job.updated} atualizados.`;
}

/** Whether a running job's instance stopped beating (it died): the job is then failed. */
function isStale(job: SyncJob, now: Date, staleMs: number): boolean {
  return job.status === 'running' && now.getTime() - job.heartbeatAt.getTime() > staleMs;
}

export function syncJobView(job: SyncJob, now: Date, staleMs: number): SyncJobView {
  const stale = isStale(job, now, staleMs);
  const status = stale ? 'failed' : job.status;
  return {
    id: job.id,
    status,
    processed: job.processed,
    total: job.total,
    created: job.created,
    updated: job.updated,
    skipped: job.skipped,
    coupons_created: job.couponsCreated,
    coupons_updated: job.couponsUpdated,
    error: stale ? SYNC_INTERRUPTED_MESSAGE : job.error,
    message: status === 'done' ? jobMessage(job) : null,
    started_at: job.startedAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

export function lastSyncView(job: SyncJob | null, now: Date, staleMs: number): LastSync {
  if (!job) return null;
  const view = syncJobView(job, now, staleMs);
  return { status: view.status, created: view.created, updated: view.updated, finished_at: view.finished_at };
}

export function latestJob(
  manager: EntityManager,
  storeId: number,
  provider: IntegrationProvider,
): Promise<SyncJob | null> {
  return manager.getRepository(SyncJob).findOne({ where: { storeId, provider }, order: { id: 'DESC' } });
}

/**
 * Starts a job unless one is running: `started` false with the running job otherwise. A running
 * job whose heartbeat is stale is marked failed first (conditional UPDATE), and the partial unique
 * index on running jobs settles two starts racing (on one instance or several).
 */
export async function startSyncJob(
  db: Database,
  storeId: number,
  provider: IntegrationProvider,
  now: Date,
  staleMs: number,
): Promise<{ job: SyncJob; started: boolean }> {
  const jobs = db.manager.getRepository(SyncJob);
  for (let attempt = 0; ; attempt++) {
    await db.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(SyncJob)
        .set({ status: 'failed', error: SYNC_INTERRUPTED_MESSAGE, finishedAt: now })
        .where(
          "store_id = :storeId AND provider = :provider AND status = 'running' AND heartbeat_at < :cutoff",
          {
            storeId,
            provider,
            cutoff: sqlTime(db.kind, new Date(now.getTime() - staleMs)),
          },
        )
        .execute(),
    );
    try {
      const job = await db.transaction((manager) =>
        manager.getRepository(SyncJob).save(
          manager.getRepository(SyncJob).create({
            storeId,
            provider,
            status: 'running',
            processed: 0,
            total: null,
            created: 0,
            updated: 0,
            skipped: 0,
            couponsCreated: 0,
            couponsUpdated: 0,
            error: null,
            startedAt: now,
            heartbeatAt: now,
            finishedAt: null,
          }),
        ),
      );
      return { job, started: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const running = await jobs.findOne({ where: { storeId, provider, status: 'running' } });
      if (running) return { job: running, started: false };
      if (attempt >= 2) throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Upserting products

const IMAGE_DOWNLOAD_CONCURRENCY = 5;

/**
 * Downloads a product photo (PNG, JPEG or WEBP up to MAX_IMAGE_BYTES) and prepares it like an
 * uploaded one (dimensions checked, re-encoded without metadata); null when it cannot.
 */
export async function downloadImage(
  url: string,
  policy: AddressPolicy | undefined,
): Promise<PreparedImage | null> {
  try {
    const response = await httpRequest({
      url,
      headers: { Accept: 'image/png,image/jpeg,image/webp' },
      timeoutMs: 10_000,
      maxBytes: MAX_IMAGE_BYTES,
      ...(policy ? { policy } : {}),
    });
    if (response.status !== 200) return null;
    const format = sniffImageFormat(response.body);
    if (!format || !PRODUCT_IMAGE_FORMATS.includes(format)) return null;
    return await prepareProductImage(response.body);
  } catch {
    return null;
  }
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function clean(product: SyncedProduct): SyncedProduct | null {
  const name = product.name.trim().slice(0, 120).trim();
  if (!name) return null;
  if (product.priceCents === null || product.priceCents < 0 || product.priceCents > MAX_PRICE_CENTS)
    return null;
  const description = (product.description.trim() || name).slice(0, 5000);
  return { ...product, name, description };
}

/**
 * Creates or updates one page of products by (store_id, external_id). Photos are downloaded first,
 * outside the transaction, and only for new products or when the source URL changed.
 */
export async function upsertProducts(
  db: Database,
  store: Store,
  page: SyncedProduct[],
  policy: AddressPolicy | undefined,
): Promise<{ created: number; updated: number; skipped: number }> {
  const products = page.map(clean);
  const valid = products.filter((product): product is SyncedProduct => product !== null);
  const skipped = products.length - valid.length;
  if (valid.length === 0) return { created: 0, updated: 0, skipped };

  const existing = await db.manager.getRepository(Product).find({
    where: { storeId: store.id, externalId: In(valid.map((product) => product.externalId)) },
  });
  const byExternalId = new Map(existing.map((product) => [product.externalId, product]));
  const images = await mapLimited(valid, IMAGE_DOWNLOAD_CONCURRENCY, async (product) => {
    if (!product.imageUrl) return null;
    if (byExternalId.get(product.externalId)?.externalImageUrl === product.imageUrl) return null;
    return downloadImage(product.imageUrl, policy);
  });

  return db.transaction(async (manager) => {
    let created = 0;
    let updated = 0;
    const repo = manager.getRepository(Product);
    for (const [index, product] of valid.entries()) {
      const image = images[index] ?? null;
      const upload = image ? await storeImage(manager, store.userId, image) : null;
      const current = await repo.findOne({ where: { storeId: store.id, externalId: product.externalId } });
      const fields = {
        name: product.name,
        description: product.description,
        priceCents: product.priceCents ?? 0,
        productType: product.productType,
        status: product.status,
      };
      if (current) {
        // A photo that came from the shop follows it; one the merchant uploaded stays unless replaced.
        const dropImage = !product.imageUrl && current.externalImageUrl !== null;
        await repo.update(current.id, {
          ...fields,
          ...(upload ? { imageUploadId: upload.id, externalImageUrl: product.imageUrl } : {}),
          ...(dropImage ? { imageUploadId: null, externalImageUrl: null } : {}),
        });
        if ((upload || dropImage) && current.imageUploadId !== null) {
          await deleteUpload(manager, current.imageUploadId);
        }
        updated += 1;
      } else {
        await insertWithFreeSlug(manager, {
          storeId: store.id,
          ...fields,
          imageUploadId: upload?.id ?? null,
          externalId: product.externalId,
          externalImageUrl: upload ? product.imageUrl : null,
        });
        created += 1;
      }
    }
    return { created, updated, skipped };
  });
}

// ---------------------------------------------------------------------------------------------
// The background runner

export interface SyncRunnerOptions {
  /** How often a running job's heartbeat is written. @default 20 s */
  heartbeatMs?: number;
  /** A running job without a heartbeat for this long is considered dead. @default 2 min */
  staleMs?: number;
}

/** The job was taken from this instance (marked failed as stale by another request). */
class JobLostError extends Error {}

/**
 * Runs sync jobs in the background of this server process. While a job runs its heartbeat is
 * written every `heartbeatMs`; the counts are written as each page completes (the admin polls
 * them). Failures end the job as failed with a Portuguese error; nothing escapes as an unhandled
 * rejection.
 */
export class ProductSyncRunner {
  readonly heartbeatMs: number;
  readonly staleMs: number;
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    options: SyncRunnerOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 20_000;
    this.staleMs = options.staleMs ?? 120_000;
  }

  run(job: SyncJob, store: Store, source: SyncSource): void {
    const task: Promise<void> = this.#execute(job, store, source).finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  /** Resolves when every job started so far has ended (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.#running]);
  }

  async #progress(job: SyncJob, values: Partial<SyncJob>): Promise<void> {
    const result = await this.db.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(SyncJob)
        .set({ ...values, heartbeatAt: new Date() })
        .where("id = :id AND status = 'running'", { id: job.id })
        .execute(),
    );
    if (!result.affected) throw new JobLostError('A sincronização foi encerrada por outra instância.');
  }

  async #execute(job: SyncJob, store: Store, source: SyncSource): Promise<void> {
    const counts = { processed: 0, created: 0, updated: 0, skipped: 0, total: null as number | null };
    const heartbeat = setInterval(() => {
      this.#progress(job, {}).catch(() => undefined);
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      for await (const page of source.pages()) {
        const result = await upsertProducts(this.db, store, page.products, source.imagePolicy);
        counts.processed += page.products.length;
        counts.created += result.created;
        counts.updated += result.updated;
        counts.skipped += result.skipped;
        if (page.total !== undefined) counts.total = page.total;
        await this.#progress(job, { ...counts });
      }
      const coupons = source.afterProducts
        ? await source.afterProducts(this.db, store)
        : { created: 0, updated: 0 };
      await this.#progress(job, {
        ...counts,
        total: counts.total ?? counts.processed,
        couponsCreated: coupons.created,
        couponsUpdated: coupons.updated,
        status: 'done',
        finishedAt: new Date(),
      });
    } catch (error) {
      if (error instanceof JobLostError) return;
      this.logger.warn({ err: error, jobId: job.id, storeId: store.id }, 'Sincronização de produtos falhou');
      await this.#progress(job, {
        ...counts,
        status: 'failed',
        error: source.describeError(error),
        finishedAt: new Date(),
      }).catch((cause) =>
        this.logger.error({ err: cause, jobId: job.id }, 'Falha ao encerrar a sincronização'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
