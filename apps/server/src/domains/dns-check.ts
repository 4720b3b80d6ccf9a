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

/** What a TXT lookup of a claim's proof name found. */
export type TxtCheck =
  | { kind: 'ok' }
  /** No such name, or no TXT record there (yet). */
  | { kind: 'missing' }
  /** TXT records, none of them the one expected. */
  | { kind: 'wrong' }
  | { kind: 'unavailable'; code: string };

export interface TxtCheckOptions {
  servers: string[];
  /** The record's whole text, e.g. 'pagora-verify=<code>'. */
  expected: string;
  timeoutMs?: number;
  tries?: number;
}

/**
 * Resolves the TXT records of `name` and says whether one of them is `expected` (a record split
 * into several strings counts as their concatenation, as RFC 7208 reads them; spaces around it
 * are ignored).
 */
export async function checkTxt(name: string, options: TxtCheckOptions): Promise<TxtCheck> {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 2000, tries: options.tries ?? 2 });
  if (options.servers.length > 0) resolver.setServers(options.servers);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
    if (MISSING_CODES.has(code)) return { kind: 'missing' };
    return { kind: 'unavailable', code };
  } finally {
    resolver.cancel();
  }
  if (records.length === 0) return { kind: 'missing' };
  const expected = options.expected.trim();
  return records.some((chunks) => chunks.join('').trim() === expected) ? { kind: 'ok' } : { kind: 'wrong' };
}
