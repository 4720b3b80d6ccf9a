import { isIP } from 'node:net';
import type { CheckoutView } from '@pagora/contract';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import type { Config } from '../config.ts';
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

const directories = new WeakMap<Koa, CustomHostDirectory>();

/** Records the app's directory, so whoever runs the server can clear it (the domain re-check). */
export function attachCustomHosts(app: Koa, directory: CustomHostDirectory): void {
  directories.set(app, directory);
}

/** The directory of an app built by createApp. */
export function customHostsOf(app: Koa): CustomHostDirectory | undefined {
  return directories.get(app);
}

/** A Host as compared here: lowercase, no trailing dot, an IPv6 address without its brackets. */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');

/** Pagora's own hosts: the admin's (PUBLIC_URL) and CHECKOUT_HOST, whatever their form. */
export function ownHostsOf(config: Pick<Config, 'checkoutHost' | 'publicUrl'>): string[] {
  return [bareHost(config.checkoutHost), bareHost(new URL(config.publicUrl).hostname)];
}

/** A loopback address or a localhost name: a request made on this machine. */
export function isMachineLocalHost(host: string): boolean {
  const bare = bareHost(host);
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const version = isIP(bare);
  if (version === 4) return bare.startsWith('127.');
  if (version === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

/**
 * The machine-level endpoints: Caddy's TLS ask (which answers only the networks allowed to ask) and
 * the health check. They answer on hosts that cannot be a merchant's name (an address, a name of one
 * label, localhost), which is how a TLS server or a probe reaches the app (`http://127.0.0.1:3000`).
 */
const MACHINE_PATHS = /^\/(internal\/|healthz$)/;

/** Merchants' names are stored as at least three labels and never as an address. */
const mayBeMerchantHost = (host: string) => host.includes('.') && !isIP(host);

/**
 * Whether customHostCheckout lets the health check through on `host` (a Host header's name, port
 * removed): Pagora's own hosts, loopback in development, and any host that cannot be a merchant's.
 */
export function healthCheckHost(options: {
  ownHosts: string[];
  machineLocalIsOwn: boolean;
}): (host: string) => boolean {
  const ownHosts = new Set(options.ownHosts.map(bareHost));
  return (name) => {
    const host = bareHost(name);
    return (
      ownHosts.has(host) ||
      (options.machineLocalIsOwn && isMachineLocalHost(host)) ||
      !mayBeMerchantHost(host)
    );
  };
}

/** The answer on a host that is neither Pagora's nor a verified merchant domain. */
export const UNKNOWN_HOST_TEXT = 'Página não encontrada.';

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
 * Decides what a request's Host (port ignored) may reach. Pagora's own hosts (`ownHosts`) get
 * everything. A merchant's verified domain serves the store's checkout: the path is moved under
 * `/c/<storeId>` (`/camiseta` → `/c/7/camiseta`, `/pedido/<token>` → `/c/7/pedido/<token>`), so the
 * existing checkout routes answer it; the checkout's files and uploads keep their paths; what no
 * route answers there (the API, the admin, `/`) gets the checkout's 404 page from `notFound`.
 * Any other name (a domain that lost or never had its verification, a name pointed at Pagora by
 * someone else) gets a plain 404 for every path: no admin, no API. A TLS proxy keeps serving a
 * certificate it already issued, so this is what keeps a lost domain from showing Pagora's admin.
 * Loopback addresses and localhost are Pagora's own in development; otherwise a host that cannot
 * be a merchant's name (an IP address, a one-label name) reaches only the TLS ask and the health
 * check, and gets the same plain 404 for everything else.
 */
export function customHostCheckout(options: {
  directory: CustomHostDirectory;
  ownHosts: string[];
  /** Whether loopback and localhost hosts reach everything (development and tests). */
  machineLocalIsOwn: boolean;
  /** Whether a route answers `method path` (the app's router). */
  routes: (method: string, path: string) => boolean;
  notFound: Middleware;
}): Middleware {
  const ownHosts = new Set(options.ownHosts.map(bareHost));
  return async (ctx, next) => {
    const host = bareHost(ctx.hostname);
    if (ownHosts.has(host)) return next();
    if (options.machineLocalIsOwn && isMachineLocalHost(host)) return next();
    const mayBeMerchant = mayBeMerchantHost(host);
    if (!mayBeMerchant && MACHINE_PATHS.test(ctx.path)) return next();
    const storeId = mayBeMerchant ? await options.directory.storeFor(host) : null;
    if (storeId === null) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = UNKNOWN_HOST_TEXT;
      return;
    }
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
  if (view.kind === 'checkout')
    return {
      ...view,
      action_url: local(view.action_url),
      ...(view.cep_lookup_url ? { cep_lookup_url: local(view.cep_lookup_url) } : {}),
    };
  return {
    ...view,
    status_url: local(view.status_url),
    retry_url: local(view.retry_url),
    order: view.order.boleto
      ? { ...view.order, boleto: { ...view.order.boleto, print_url: local(view.order.boleto.print_url) } }
      : view.order,
    upsell: view.upsell ? { ...view.upsell, action_url: local(view.upsell.action_url) } : null,
  };
}
