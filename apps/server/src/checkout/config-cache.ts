import type { Middleware } from 'koa';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A short-lived, per-process cache of what a checkout page shows that only merchants change
 * (product, settings, shipping options, order bump, testimonials), so that opening a checkout
 * costs one write (its session) and few reads. Any successful merchant write through this
 * process's API clears it at once; other server instances see a change within `ttlMs`. Only page
 * views use it: form posts and orders always read the database.
 */
export class CheckoutConfigCache {
  readonly #entries = new Map<string, Entry<unknown>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? 5000;
    this.#maxEntries = options.maxEntries ?? 5000;
  }

  async get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.#entries.get(key) as Entry<T> | undefined;
    if (entry && entry.expiresAt > now) return entry.value;
    const value = await load();
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Clears the cache after every successful write to the merchant API. */
  invalidateOnWrites(): Middleware {
    return async (ctx, next) => {
      await next();
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.path.startsWith('/api/') && ctx.status < 400) {
        this.clear();
      }
    };
  }
}
