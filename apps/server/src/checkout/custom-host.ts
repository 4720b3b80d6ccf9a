import { isIP } from 'node:net';
import type { CheckoutView } from '@pagora/contract';
import type { Context, Middleware } from 'koa';
import type { Database } from '../db/data-source.ts';
import { storeOfVerifiedDomain } from '../domains/domains.ts';
import { CHECKOUT_ASSETS_PREFIX } from './renderer.ts';

interface Entry {
  storeId: number | null;
  expiresAt: number;
}

/**
 * Which store a request's Host serves: the store of the verified domain with that name, or null.
 * A short-lived per-process cache (unknown hosts included) in front of one indexed lookup; this
 * process clears it when a domain is verified, removed or demoted, other instances within `ttlMs`.
 */
export class CustomHostDirectory {
  readonly #entries = new Map<string, Entry>();
  readonly #db: Database;
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(db: Database, options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  async storeFor(host: string, now = Date.now()): Promise<number | null> {
    const entry = this.#entries.get(host);
    if (entry && entry.expiresAt > now) return entry.storeId;
    const storeId = await storeOfVerifiedDomain(this.#db.manager, host);
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(host, { storeId, expiresAt: now + this.#ttlMs });
    return storeId;
  }

  /** Forgets `hosts` (all when none are given). */
  invalidate(hosts?: string[]): void {
    if (!hosts) this.#entries.clear();
    else for (const host of hosts) this.#entries.delete(host);
  }
}

/** A request served on a merchant's verified domain. */
export interface CustomHost {
  host: string;
  storeId: number;
}

const customHosts = new WeakMap<object, CustomHost>();

/** The custom domain this request came in on, or undefined on Pagora's own hosts. */
export function customHostOf(ctx: Pick<Context, 'request'>): CustomHost | undefined {
  return customHosts.get(ctx.request);
}

/**
 * On a custom domain, paths of the checkout's own URLs (`/c/<storeId>/…`) as the buyer sees them
 * there: without the prefix. Anything else (and every URL on Pagora's hosts) is left alone.
 */
export function publicCheckoutPath(ctx: Pick<Context, 'request'>, path: string): string {
  const custom = customHostOf(ctx);
  if (!custom) return path;
  const prefix = `/c/${custom.storeId}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length - 1) : path;
}

/** Paths served as they are on a custom domain: the checkout's browser files and uploaded images. */
const SHARED_PREFIXES = [CHECKOUT_ASSETS_PREFIX, '/uploads/'];

/**
 * Serves the store's checkout on its verified domains: a request whose Host (port ignored) is one
 * of them has its path moved under `/c/<storeId>` (`/camiseta` → `/c/7/camiseta`,
 * `/pedido/<token>` → `/c/7/pedido/<token>`), so the existing checkout routes answer it; the
 * checkout's files and uploads keep their paths. What no route answers there (the API, the admin,
 * `/`) gets the checkout's 404 page from `notFound`: a merchant's domain serves nothing but its
 * checkout. Requests on any other host go on untouched; `skipHosts` (Pagora's own) are not looked up.
 */
export function customHostCheckout(options: {
  directory: CustomHostDirectory;
  skipHosts: string[];
  /** Whether a route answers `method path` (the app's router). */
  routes: (method: string, path: string) => boolean;
  notFound: Middleware;
}): Middleware {
  const skip = new Set(options.skipHosts.map((host) => host.toLowerCase()));
  return async (ctx, next) => {
    const host = ctx.hostname.toLowerCase().replace(/\.$/, '');
    if (!host || skip.has(host) || !host.includes('.') || isIP(host) || host.startsWith('[')) return next();
    const storeId = await options.directory.storeFor(host);
    if (storeId === null) return next();
    customHosts.set(ctx.request, { host, storeId });
    const path = ctx.path;
    if (SHARED_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    const own = `/c/${storeId}/`;
    if (!path.startsWith(own)) ctx.path = `/c/${storeId}${path}`;
    if (!options.routes(ctx.method, ctx.path)) return options.notFound(ctx, next);
    return next();
  };
}

/** A checkout view with its own URLs as the buyer's host serves them (see publicCheckoutPath). */
export function viewForHost<V extends CheckoutView>(ctx: Pick<Context, 'request'>, view: V): V {
  if (!customHostOf(ctx)) return view;
  const local = (path: string) => publicCheckoutPath(ctx, path);
  if (view.kind === 'checkout') return { ...view, action_url: local(view.action_url) };
  return {
    ...view,
    status_url: local(view.status_url),
    retry_url: local(view.retry_url),
    upsell: view.upsell ? { ...view.upsell, action_url: local(view.upsell.action_url) } : null,
  };
}
