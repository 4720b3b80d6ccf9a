import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import {
  WEBHOOK_ADDRESS_REFUSED_MESSAGE,
  WEBHOOK_HOST_UNRESOLVED_MESSAGE,
  WEBHOOK_HTTPS_REQUIRED_MESSAGE,
  webhookUrlFormProblem,
} from '@pagora/contract';
import { ValidationError } from '../shared/errors.ts';

/*
 * The guard against server-side request forgery for every URL a merchant makes Pagora call
 * (webhooks, tracking integrations): only http(s), no credentials in the URL, and every address
 * the host resolves to must be public. It runs on save and again on every send, where the request
 * then connects to exactly the address that was checked (see `vettedLookup`), so a DNS answer that
 * changes between the check and the connection (DNS rebinding) cannot reach an internal address.
 */

/**
 * Networks never reachable unless the configuration allows them (WEBHOOK_ALLOW_NETWORKS): every
 * block of IANA's IPv4 and IPv6 special-purpose address registries that is not globally
 * reachable, or that embeds or tunnels to an IPv4 address no check here could follow.
 */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery…)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast (255.255.255.255)
];
const BLOCKED_V6: [string, number][] = [
  // IPv4-compatible (deprecated; includes :: and ::1): some systems still tunnel them to the
  // embedded IPv4 address, so ::127.0.0.1 (written ::7f00:1) could reach loopback.
  ['::', 96],
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments: Teredo (embeds an IPv4 address), benchmarking, ORCHID…
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address, possibly a private one)
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) identifiers
  ['fc00::', 7], // unique local (includes AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
// IPv4-mapped addresses (::ffff:0:0/96) and the well-known NAT64 prefix (64:ff9b::/96, which a
// DNS64 resolver answers for every IPv4-only host) are judged by the IPv4 address they carry.

const blocked = new BlockList();
for (const [net, prefix] of BLOCKED_V4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of BLOCKED_V6) blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address carries. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Parses WEBHOOK_ALLOW_NETWORKS' CIDRs ('127.0.0.1/32', '::1/128', or a bare address). */
export function allowList(networks: string[]): BlockList {
  const list = new BlockList();
  for (const entry of networks) {
    const [net, prefixText] = entry.split('/');
    const family = isIP(net ?? '');
    if (!net || family === 0) throw new Error(`WEBHOOK_ALLOW_NETWORKS: rede inválida ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText);
    list.addSubnet(net, prefix, type);
  }
  return list;
}

/** Whether Pagora may connect to `address` (an IP literal). */
export function isAddressAllowed(address: string, allow: BlockList): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = family === 6 ? embeddedIpv4(address) : null;
  const candidates: [string, 'ipv4' | 'ipv6'][] = [[address, family === 6 ? 'ipv6' : 'ipv4']];
  if (mapped) candidates.push([mapped, 'ipv4']);
  for (const [ip, type] of candidates) {
    if (allow.check(ip, type)) return true;
  }
  return !candidates.some(([ip, type]) => blocked.check(ip, type));
}

/** A URL the guard refuses; `detail` names the address or the resolver's error, for the delivery log. */
export class TargetRefusedError extends ValidationError {
  readonly detail: string | null;
  constructor(message: string, detail: string | null = null) {
    super(message);
    this.detail = detail;
  }
}

export interface UrlRules {
  requireHttps: boolean;
  allow: BlockList;
  /** Resolves a host name to every address (A and AAAA); the system resolver by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** The URL parsed and checked for its form (no DNS): http(s), no credentials, a host. */
export function parseTargetUrl(raw: string, requireHttps: boolean): URL {
  const problem = webhookUrlFormProblem(raw);
  if (problem) throw new ValidationError(problem);
  const url = new URL(raw.trim());
  if (requireHttps && url.protocol !== 'https:') throw new ValidationError(WEBHOOK_HTTPS_REQUIRED_MESSAGE);
  return url;
}

/** The URL's host as an address or name (IPv6 literals lose their brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host and checks every address; returns the first one, which is the one to
 * connect to. Throws a ValidationError with the merchant-facing reason otherwise.
 */
export async function vetTarget(url: URL, rules: UrlRules): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (rules.resolve ?? systemResolve)(host);
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error instanceof Error ? error.message : '');
      throw new TargetRefusedError(WEBHOOK_HOST_UNRESOLVED_MESSAGE, `${code} ${host}`.trim());
    }
    if (addresses.length === 0)
      throw new TargetRefusedError(WEBHOOK_HOST_UNRESOLVED_MESSAGE, `Nenhum endereço para ${host}`);
  }
  // One private answer is enough to refuse: the connection could use any of them.
  const refused = addresses.find(({ address }) => !isAddressAllowed(address, rules.allow));
  if (refused) throw new TargetRefusedError(WEBHOOK_ADDRESS_REFUSED_MESSAGE, refused.address);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Parses and vets a URL as it is saved; returns its normalised text. */
export async function checkTargetUrl(raw: string, rules: UrlRules): Promise<string> {
  const url = parseTargetUrl(raw, rules.requireHttps);
  await vetTarget(url, rules);
  return url.toString();
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that answers only the vetted address, whatever the host name:
 * the connection goes where the check looked, while Host and TLS's servername keep the name.
 */
export function vettedLookup(vetted: { address: string; family: 4 | 6 }) {
  return (_hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => {
    if (typeof options === 'object' && options?.all) {
      callback(null, [{ address: vetted.address, family: vetted.family }]);
    } else {
      callback(null, vetted.address, vetted.family);
    }
  };
}
