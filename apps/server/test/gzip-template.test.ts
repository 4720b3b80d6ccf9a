import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineCrc32, compileGzipTemplate, crc32Shift } from '../src/http/gzip-template.ts';

/** Text that compresses (repeats) and text that does not (random bytes), as pages mix both. */
const chunk = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 200 }))
    .map(([text, times]) => Buffer.from(text.repeat(times))),
);

describe('compileGzipTemplate', () => {
  it('fills to a gzip member that any inflater reads as the parts with the values between them', () => {
    fc.assert(
      fc.property(
        fc
          .array(chunk, { minLength: 1, maxLength: 6 })
          .chain((parts) =>
            fc.tuple(
              fc.constant(parts),
              fc.array(chunk, { minLength: parts.length - 1, maxLength: parts.length - 1 }),
            ),
          ),
        ([parts, values]) => {
          const template = compileGzipTemplate(parts);
          const expected = Buffer.concat(
            parts.flatMap((part, index) => (index < values.length ? [part, values[index]!] : [part])),
          );
          // gunzip checks the trailer's CRC-32 and length too.
          expect(gunzipSync(template.fill(values)).equals(expected)).toBe(true);
          // The same template serves any number of requests.
          const others = values.map((value) => Buffer.concat([value, Buffer.from('x')]));
          expect(gunzipSync(template.fill(others)).length).toBe(expected.length + others.length);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('stores a value longer than one stored block (64 kB) in several', () => {
    const template = compileGzipTemplate([Buffer.from('<p>'), Buffer.from('</p>')]);
    const value = Buffer.alloc(150_000, 'a');
    expect(gunzipSync(template.fill([value])).toString()).toBe(`<p>${value.toString()}</p>`);
  });

  it('refuses a fill with the wrong number of values', () => {
    const template = compileGzipTemplate([Buffer.from('a'), Buffer.from('b')]);
    expect(() => template.fill([])).toThrow('o modelo espera 1 valores, recebeu 0');
  });
});

describe('combineCrc32', () => {
  it('gives the CRC-32 of two buffers joined', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.uint8Array({ maxLength: 5000 }), (a, b) => {
        const joined = crc32(Buffer.concat([a, b]));
        expect(combineCrc32(crc32(a), crc32(b), crc32Shift(b.length))).toBe(joined);
      }),
    );
  });
});
