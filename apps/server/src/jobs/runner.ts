import type { Logger } from 'pino';

/*
 * Background work that every server instance runs on a timer (abandoned-cart recovery, domain
 * rechecks, webhook deliveries, payment reconciliation). The jobs coordinate through the database
 * (conditional UPDATEs or leases), so any number of instances may run them; this runner only
 * keeps one instance from overlapping its own runs and from dying of a failed one.
 */

export interface PeriodicJobOptions {
  /** For the log: 'Recuperação de carrinhos'. */
  name: string;
  intervalMs: number;
  logger: Logger;
  /** One run; `now` is the tick's instant. */
  run: (now: Date) => Promise<unknown>;
  /**
   * A tick that arrives while a run is in progress calls this instead of queueing another run
   * (a long run that can pick up new work itself, such as the webhook lanes, is woken instead).
   */
  whileRunning?: () => void;
}

export class PeriodicJob {
  readonly #options: PeriodicJobOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #again = false;

  constructor(options: PeriodicJobOptions) {
    this.#options = options;
  }

  get running(): boolean {
    return this.#running !== undefined;
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.kick(), this.#options.intervalMs);
    // A timer alone never keeps the process alive (tests and shutdown end cleanly).
    this.#timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#again = false;
    await this.#running;
  }

  /**
   * Runs now, or right after the run in progress ends (work that arrived during a run is not left
   * for the next tick). Never two runs at once in one instance.
   */
  kick(): void {
    if (this.#running) {
      if (this.#options.whileRunning) this.#options.whileRunning();
      else this.#again = true;
      return;
    }
    this.#running = this.#options
      .run(new Date())
      .catch((error: unknown) => this.#options.logger.error({ err: error }, `Falha: ${this.#options.name}`))
      .finally(() => {
        this.#running = undefined;
        if (this.#again && this.#timer) {
          this.#again = false;
          this.kick();
        }
      });
  }
}

/**
 * A background worker: one `runOnce(now)` a tick, with start/stop. Subclasses hold their options
 * and say what a run does; tests call `runOnce` with the instant they want.
 */
export abstract class PeriodicWorker<Result = unknown> {
  readonly #job: PeriodicJob;

  constructor(name: string, intervalMs: number, logger: Logger) {
    this.#job = new PeriodicJob({ name, intervalMs, logger, run: (now) => this.runOnce(now) });
  }

  abstract runOnce(now: Date): Promise<Result>;

  start(): void {
    this.#job.start();
  }

  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  /** Runs as soon as possible (work arrived that should not wait for the next tick). */
  kick(): void {
    this.#job.kick();
  }
}
