import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerOrNull, parseInteger } from './numbers.ts';

describe('parseInteger', () => {
  it.each([
    [0, 0],
    [42, 42],
    [-3, -3],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ['0', 0],
    ['42', 42],
    ['007', 7],
    ['-3', -3],
  ])('reads %j as %d', (input, value) => {
    expect(parseInteger(input)).toEqual({ ok: true, value });
  });

  it.each([
    true,
    false,
    null,
    undefined,
    '',
    ' ',
    ' 1',
    '1 ',
    '1\n',
    '+1',
    '0x10',
    '0b11',
    '0o7',
    '1e3',
    '1_000',
    '١٢',
    'Infinity',
    'NaN',
    '9007199254740993',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    [1],
    { value: 1 },
  ])('refuses %j', (input) => {
    expect(parseInteger(input)).toEqual({ ok: false, error: 'invalid' });
  });

  it.each([2.5, '2.5', '2,5', '-0.5'])('calls %j a fraction', (input) => {
    expect(parseInteger(input)).toEqual({ ok: false, error: 'fraction' });
  });

  it('reads back every safe integer, as a number and as its decimal text', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(integerOrNull(value)).toBe(value);
        expect(integerOrNull(String(value))).toBe(value);
      }),
    );
  });

  it('accepts text only when it is decimal digits with an optional leading minus', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-+.,eExXbo _\t\n'.split('')) }), (text) => {
        if (integerOrNull(text) !== null) expect(text).toMatch(/^-?[0-9]+$/);
      }),
    );
  });

  it('never turns a boolean, null or a non-integer number into a number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.boolean(),
          fc.constant(null),
          fc.double().filter((n) => !Number.isSafeInteger(n)),
        ),
        (input) => {
          expect(integerOrNull(input)).toBeNull();
        },
      ),
    );
  });
});
