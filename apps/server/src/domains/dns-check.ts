import { promises as dns } from 'node:dns';

/** What a CNAME lookup of a merchant's host name found. */
export type CnameCheck =
  | { kind: 'ok' }
  /** No such name, or the name has no CNAME record (yet). */
  | { kind: 'missing' }
  /** A CNAME that points elsewhere. */
  | { kind: 'wrong'; target: string }
  /** The resolver could not answer (timeout, SERVFAIL, refused): says nothing about the record. */
  | { kind: 'unavailable'; code: string };

export interface CnameCheckOptions {
  /** 'ip' or 'ip:port' entries; the system's resolvers when empty. */
  servers: string[];
  /** The host the CNAME must point at (config.checkoutHost). */
  expected: string;
  timeoutMs?: number;
  tries?: number;
}

const MISSING_CODES = new Set([dns.NOTFOUND, dns.NODATA, 'ENOTFOUND', 'ENODATA']);

/** A DNS name compared as DNS does: case-insensitive, trailing dot ignored. */
export function dnsNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Resolves the CNAME of `name` with a resolver of its own (so the configured servers apply to
 * nothing else) and says whether it points at `expected`.
 */
export async function checkCname(name: string, options: CnameCheckOptions): Promise<CnameCheck> {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 2000, tries: options.tries ?? 2 });
  if (options.servers.length > 0) resolver.setServers(options.servers);
  let targets: string[];
  try {
    targets = await resolver.resolveCname(name);
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
    if (MISSING_CODES.has(code)) return { kind: 'missing' };
    return { kind: 'unavailable', code };
  } finally {
    resolver.cancel();
  }
  if (targets.length === 0) return { kind: 'missing' };
  const expected = dnsNameKey(options.expected);
  if (targets.some((target) => dnsNameKey(target) === expected)) return { kind: 'ok' };
  return { kind: 'wrong', target: dnsNameKey(targets[0]!) };
}
