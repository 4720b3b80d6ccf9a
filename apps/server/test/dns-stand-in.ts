import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/*
 * A small authoritative DNS server over UDP on 127.0.0.1 (RFC 1035: header, one question, CNAME
 * and TXT answers with the owner name compressed as a pointer to the question). Tests point
 * DNS_SERVERS (config.dnsServers) at it and change its records between lookups.
 *
 * Answers follow the question's type, as RFC 1034 §4.3.2 has an authoritative server do: a TXT
 * question on a name with TXT records gets them; a question of another type on a name that has a
 * CNAME gets the CNAME (the alias); a name that has records, but none of the type asked, gets
 * NOERROR with no answers (NODATA).
 */

/** What the stand-in answers for a name. Names not in the map are NXDOMAIN. */
export type DnsRecord =
  | { cname: string }
  /** TXT records, one string each (split into 255-byte character-strings on the wire). */
  | { txt: string[] }
  /** The name exists but has no record of any type asked (NOERROR, no answers: ENODATA). */
  | 'nodata'
  /** The server fails (SERVFAIL). */
  | 'servfail';

export interface DnsStandIn {
  /** 'ip:port' for config.dnsServers. */
  server: string;
  /** Mutable: lowercase names without the trailing dot. */
  records: Map<string, DnsRecord>;
  /** Names asked, in order (lowercase). */
  queries: string[];
  close(): Promise<void>;
}

const TYPE_CNAME = 5;
const TYPE_TXT = 16;
const CLASS_IN = 1;
const RCODE_NOERROR = 0;
const RCODE_FORMERR = 1;
const RCODE_SERVFAIL = 2;
const RCODE_NXDOMAIN = 3;

/** Reads the question's name (no compression in questions); returns it and the offset after it. */
function readName(message: Buffer, start: number): { name: string; end: number } | null {
  const labels: string[] = [];
  let offset = start;
  for (;;) {
    if (offset >= message.length) return null;
    const length = message[offset]!;
    offset += 1;
    if (length === 0) break;
    if (length > 63 || offset + length > message.length) return null;
    labels.push(message.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  return { name: labels.join('.'), end: offset };
}

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .filter(Boolean)
    .map((label) => {
      const bytes = Buffer.from(label, 'latin1');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    });
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function header(id: number, requestFlags: number, rcode: number, qdcount: number, ancount: number): Buffer {
  const buffer = Buffer.alloc(12);
  buffer.writeUInt16BE(id, 0);
  // QR=1, the request's opcode and RD, AA=1, RA=1, rcode.
  const opcode = requestFlags & 0x7800;
  const rd = requestFlags & 0x0100;
  buffer.writeUInt16BE(0x8000 | opcode | 0x0400 | rd | 0x0080 | rcode, 2);
  buffer.writeUInt16BE(qdcount, 4);
  buffer.writeUInt16BE(ancount, 6);
  buffer.writeUInt16BE(0, 8);
  buffer.writeUInt16BE(0, 10);
  return buffer;
}

/** The answer to one query message, or null to stay silent (unparseable). */
export function answer(message: Buffer, records: Map<string, DnsRecord>, queries: string[]): Buffer | null {
  if (message.length < 12) return null;
  const id = message.readUInt16BE(0);
  const flags = message.readUInt16BE(2);
  if (flags & 0x8000) return null;
  if (message.readUInt16BE(4) !== 1) return header(id, flags, RCODE_FORMERR, 0, 0);
  const question = readName(message, 12);
  if (!question || question.end + 4 > message.length) return header(id, flags, RCODE_FORMERR, 0, 0);
  const questionBytes = message.subarray(12, question.end + 4);
  const qtype = message.readUInt16BE(question.end);
  const name = question.name.toLowerCase();
  queries.push(name);
  const record = records.get(name);
  if (record === undefined) {
    return Buffer.concat([header(id, flags, RCODE_NXDOMAIN, 1, 0), questionBytes]);
  }
  if (record === 'servfail') return Buffer.concat([header(id, flags, RCODE_SERVFAIL, 1, 0), questionBytes]);
  const nodata = Buffer.concat([header(id, flags, RCODE_NOERROR, 1, 0), questionBytes]);
  if (record === 'nodata') return nodata;
  if ('txt' in record) {
    if (qtype !== TYPE_TXT) return nodata;
    const answers = record.txt.map((text) => resourceRecord(TYPE_TXT, txtData(text)));
    return Buffer.concat([header(id, flags, RCODE_NOERROR, 1, answers.length), questionBytes, ...answers]);
  }
  const cname = resourceRecord(TYPE_CNAME, encodeName(record.cname));
  return Buffer.concat([header(id, flags, RCODE_NOERROR, 1, 1), questionBytes, cname]);
}

/** One answer record owned by the question's name (a pointer to it at offset 12), TTL 60. */
function resourceRecord(type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}

/** TXT RDATA (RFC 1035 §3.3.14): one or more <character-string>s, a length byte then ≤ 255 bytes. */
function txtData(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let offset = 0; offset === 0 || offset < bytes.length; offset += 255) {
    const chunk = bytes.subarray(offset, offset + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

export async function startDnsStandIn(
  initial: Record<string, DnsRecord> = {},
  port = 0,
): Promise<DnsStandIn> {
  const records = new Map<string, DnsRecord>(Object.entries(initial));
  const queries: string[] = [];
  const socket: Socket = createSocket('udp4');
  socket.on('message', (message: Buffer, remote: RemoteInfo) => {
    const reply = answer(message, records, queries);
    if (reply) socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const bound = (socket.address() as AddressInfo).port;
  return {
    server: `127.0.0.1:${bound}`,
    records,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
