import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * A gzip member (RFC 1952) holds one DEFLATE stream (RFC 1951), and a DEFLATE stream is a series
 * of blocks, each either compressed or stored as is. A document that is the same for every request
 * except for a few short values (a page's attempt key and clock) is therefore compressed once: each
 * fixed part becomes compressed blocks that end on a byte boundary and refer to nothing before them
 * (a sync flush of its own stream), each value becomes a stored block, and the member's trailer is
 * the CRC-32 and length of the whole text. Filling costs a few short buffers and a CRC over the
 * values, where compressing the whole page cost most of a request.
 */

/** RFC 1952 §2.3: ID1 ID2, CM = 8 (deflate), no flags, no mtime, XFL 0, OS 3 (Unix). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A stored block holds at most this many bytes (its LEN field is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;
/** The CRC-32 polynomial (reflected), as gzip uses it. */
const CRC_POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial, both as reflected 32-bit values. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ CRC_POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(8·bytes) modulo the CRC polynomial: what appending `bytes` bytes does to a CRC. */
export function crc32Shift(bytes: number): number {
  let result = 0x80000000; // x^0
  let power = 0x40000000; // x^1, squared up to x^(2^k) as the bits of 8·bytes are read
  for (let bits = bytes * 8; bits > 0; bits = Math.floor(bits / 2)) {
    if (bits % 2 === 1) result = multiplyModP(power, result);
    power = multiplyModP(power, power);
  }
  return result;
}

/** The CRC-32 of A followed by B, from the CRC of A, the CRC of B and B's shift (crc32Shift(B's length)). */
export function combineCrc32(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

interface CompiledPart {
  /** Compressed blocks, byte-aligned, with no final block (except the last part's). */
  deflated: Buffer;
  crc: number;
  bytes: number;
  shift: number;
}

/** Fixed parts compressed once; `fill` puts the values between them (values.length = parts - 1). */
export interface GzipTemplate {
  /** The fixed parts' length, uncompressed. */
  readonly bytes: number;
  fill(values: readonly Buffer[]): Buffer;
}

/** One stored block per 64 kB of `value`, none for an empty one. */
function storedBlocks(value: Buffer, into: Buffer[]): void {
  for (let offset = 0; offset < value.length; offset += STORED_BLOCK_MAX) {
    const chunk = value.subarray(offset, offset + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00; the rest of the byte is padding up to the byte boundary.
    header[0] = 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    into.push(header, chunk);
  }
}

export function compileGzipTemplate(
  parts: readonly Buffer[],
  level = constants.Z_BEST_COMPRESSION,
): GzipTemplate {
  if (parts.length === 0) throw new Error('um modelo precisa de ao menos uma parte');
  const compiled: CompiledPart[] = parts.map((part, index) => ({
    deflated: deflateRawSync(part, {
      level,
      // Every part but the last ends in a sync flush: byte-aligned, no final block, so blocks may follow.
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
    crc: crc32(part),
    bytes: part.length,
    shift: crc32Shift(part.length),
  }));
  return {
    bytes: compiled.reduce((total, part) => total + part.bytes, 0),
    fill(values) {
      if (values.length !== compiled.length - 1)
        throw new Error(`o modelo espera ${compiled.length - 1} valores, recebeu ${values.length}`);
      const pieces: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      let bytes = 0;
      for (const [index, part] of compiled.entries()) {
        pieces.push(part.deflated);
        crc = combineCrc32(crc, part.crc, part.shift);
        bytes += part.bytes;
        const value = values[index];
        if (value === undefined) continue;
        storedBlocks(value, pieces);
        crc = crc32(value, crc);
        bytes += value.length;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc, 0);
      // ISIZE: the length modulo 2^32.
      trailer.writeUInt32LE(bytes % 0x100000000, 4);
      pieces.push(trailer);
      return Buffer.concat(pieces);
    },
  };
}
