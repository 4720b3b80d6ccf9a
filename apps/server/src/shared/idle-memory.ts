import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** The event loop quiet for this long: the server is idle. */
const IDLE_MS = 5_000;
/**
 * Busier than this share of a check's interval, the loop is not quiet. A request now and then (a
 * health check) stays far below it; delivering webhooks after a load does not.
 */
const BUSY_SHARE = 0.05;
/**
 * RSS grown this much since the last release (or the start): a release is worth its pause. Small
 * enough that work after a release (webhook deliveries once the orders stop) is given back too:
 * with 32 MB, a release while bench/scale.ts's webhooks were still going out left RSS 41 MB above
 * idle at the end.
 */
const GROWTH_BYTES = 16 * 2 ** 20;
/** How often the idle state is looked at (the event loop's utilization and one RSS read). */
const CHECK_MS = 1_000;

export interface IdleMemoryOptions {
  logger: Logger;
  /** V8's `gc()`, there when Node runs with --expose-gc (scripts/pagora.sh and the benchmarks do). */
  gc?: NodeJS.GCFunction | undefined;
  idleMs?: number;
  growthBytes?: number;
  /** Resident memory in bytes; process.memoryUsage.rss() unless given. */
  rss?: () => number;
  /** The share of the time since the previous call the event loop was busy (0–1). */
  busyShare?: () => number;
  now?: () => number;
}

/** performance.eventLoopUtilization() since the previous call. */
function eventLoopBusyShare(): () => number {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    return share;
  };
}

/**
 * Gives the memory a load left behind back to the system once the server is idle.
 *
 * Under load V8 lets its old generation grow to a few times what is alive between full
 * collections, and keeps the pages it emptied (a pool of them, and room in the spaces) for the
 * next burst. Its memory reducer, which should shrink the heap when allocation stops, judges the
 * allocation rate from the last collections, and an idle process collects nothing: it kept
 * answering "high alloc" and never ran (--trace-memory-reducer, over 70 s of idle after the load).
 * bench/scale.ts measured it: 15 s after the load the V8 pages still held 69 MB against 28 MB
 * after a memory-reducing collection (RSS 254 → 211 MB, 146 MB idle before the load).
 *
 * So when the event loop has been quiet (busy under BUSY_SHARE of the time) for IDLE_MS and RSS
 * has grown GROWTH_BYTES since the last release, one memory-reducing full collection runs
 * (`gc({ flavor: 'last-resort' })`: compacts, shrinks the young generation and returns the pooled
 * pages; 45–80 ms for a 40–50 MB heap, paid once per load, at a moment nobody is waiting). Quiet
 * is measured on the loop rather than by counting requests: with requests alone, the webhooks
 * still going out after a load made it collect every 6 s while busy (8 times in a row), each
 * time to see the heap grow back. Without --expose-gc it does nothing.
 */
export class IdleMemoryRelease {
  readonly #logger: Logger;
  readonly #gc: NodeJS.GCFunction | undefined;
  readonly #idleMs: number;
  readonly #growthBytes: number;
  readonly #rss: () => number;
  readonly #busyShare: () => number;
  readonly #now: () => number;
  /** Since when the event loop has been quiet. */
  #quietSince: number;
  /** RSS right after the last release (or at the start). */
  #baseline: number;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: IdleMemoryOptions) {
    this.#logger = options.logger;
    this.#gc = options.gc;
    this.#idleMs = options.idleMs ?? IDLE_MS;
    this.#growthBytes = options.growthBytes ?? GROWTH_BYTES;
    this.#rss = options.rss ?? (() => process.memoryUsage.rss());
    this.#busyShare = options.busyShare ?? eventLoopBusyShare();
    this.#now = options.now ?? Date.now;
    this.#quietSince = this.#now();
    this.#baseline = this.#rss();
  }

  start(): void {
    if (!this.#gc || this.#timer) return;
    this.#timer = setInterval(() => this.check(), CHECK_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /**
   * Called every CHECK_MS: releases memory when the server is idle and has grown since the last
   * release; true when it did.
   */
  check(): boolean {
    const gc = this.#gc;
    if (!gc) return false;
    const now = this.#now();
    if (this.#busyShare() > BUSY_SHARE) this.#quietSince = now;
    if (now - this.#quietSince < this.#idleMs) return false;
    const before = this.#rss();
    if (before - this.#baseline < this.#growthBytes) return false;
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    this.#baseline = this.#rss();
    // The collection itself is not activity.
    this.#busyShare();
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    this.#logger.debug(
      { rssMb: mb(before), afterMb: mb(this.#baseline), ms: Math.round(performance.now() - started) },
      'Memória devolvida ao sistema com o servidor ocioso',
    );
    return true;
  }
}
