import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, isCents, parseMoneyToCents, parseReais } from './money.ts';

const nbsp = '\u00a0';

describe('formatCents', () => {
  it('shows integer cents as Brazilian reais', () => {
    expect(formatCents(123456)).toBe(`R$${nbsp}1.234,56`);
    expect(formatCents(4990)).toBe(`R$${nbsp}49,90`);
    expect(formatCents(0)).toBe(`R$${nbsp}0,00`);
    expect(formatCents(5)).toBe(`R$${nbsp}0,05`);
  });
});

describe('centsToInput', () => {
  it('gives what a person would type', () => {
    expect(centsToInput(4990)).toBe('49,90');
    expect(centsToInput(5)).toBe('0,05');
    expect(centsToInput(123456)).toBe('1234,56');
  });
});

describe('parseMoneyToCents', () => {
  it.each([
    ['49,90', 4990],
    ['49.90', 4990],
    ['49', 4900],
    ['49,9', 4990],
    ['49.9', 4990],
    ['0', 0],
    ['0,05', 5],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1.234.567,89', 123456789],
    [`R$${nbsp}1.234,56`, 123456],
    ['R$ 49,90', 4990],
    ['R$49,90', 4990],
    [' 10,00 ', 1000],
    [19.9, 1990],
    [12.5, 1250],
    [0, 0],
    [1_000_000, 100_000_000],
  ])('parses %j as %d cents', (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each([
    '',
    'abc',
    '-1',
    '-1,00',
    '49,999',
    '1,2,3',
    '1.23.4',
    '12,34.5',
    'R$',
    '1.234',
    '12.345',
    '1.234.567',
    '1,234.56',
    '0x10',
    '1e3',
    '+5',
    '4 9,90',
    '49,',
    ',50',
    '.50',
    'Infinity',
    '٤٩',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -5,
    0.004,
    12.345,
    1e-7,
  ])('refuses %j', (input) => {
    expect(parseMoneyToCents(input)).toBeNull();
  });
});

describe('parseReais says why an amount is refused', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['R$', 'invalid'],
    ['0x10', 'invalid'],
    ['1e3', 'invalid'],
    ['-5', 'negative'],
    ['-5,00', 'negative'],
    [-0.5, 'negative'],
    ['12.345', 'format'],
    ['1.234', 'format'],
    ['49,999', 'format'],
    ['1,234.56', 'format'],
    [0.004, 'decimals'],
    [12.345, 'decimals'],
    [1e21, 'range'],
    ['99999999999999999', 'range'],
    [true, 'invalid'],
    [null, 'invalid'],
    [undefined, 'invalid'],
    [{}, 'invalid'],
  ])('%j → %s', (input, error) => {
    expect(parseReais(input)).toEqual({ ok: false, error });
  });
});

// Property tests: what the forms and the web app produce is read back exactly, and nothing that
// the accepted formats do not describe gets through.
const safeCents = fc.integer({ min: 0, max: 100_000_000_000 });
const typedForms = (cents: number) => {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = whole.toLocaleString('pt-BR', { useGrouping: true }).replace(/\u00a0/g, '');
  return [
    `${whole},${fraction}`,
    `${whole}.${fraction}`,
    `${grouped},${fraction}`,
    `R$ ${grouped},${fraction}`,
  ];
};

describe('parseReais properties', () => {
  it('reads every accepted way of typing an amount back to the same cents', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        for (const text of typedForms(cents)) expect(parseReais(text)).toEqual({ ok: true, cents });
        expect(parseReais(centsToInput(cents))).toEqual({ ok: true, cents });
      }),
    );
  });

  it('reads a JSON number of reais with up to two decimals exactly, as the web app sends it', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        expect(parseReais(cents / 100)).toEqual({ ok: true, cents });
        expect(parseReais((cents / 100).toFixed(2))).toEqual({ ok: true, cents });
      }),
    );
  });

  it('never rounds: a number with fractions of a cent is refused', () => {
    fc.assert(
      fc.property(safeCents, fc.integer({ min: 1, max: 9 }), (cents, thousandth) => {
        const reais = Number(
          `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${thousandth}`,
        );
        expect(parseReais(reais).ok).toBe(false);
      }),
    );
  });

  it('accepts only digits, one decimal separator and dotted thousands; everything else is refused', () => {
    const accepted = /^(R\$\s*)?([0-9]+|[0-9]+[.,][0-9]{1,2}|[0-9]{1,3}(\.[0-9]{3})+,[0-9]{1,2})$/;
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,-+eExX R$\u00a0\t'.split('')) }),
        (text) => {
          const result = parseReais(text);
          if (result.ok) {
            expect(text.trim()).toMatch(accepted);
            expect(isCents(result.cents)).toBe(true);
          }
        },
      ),
    );
  });

  it('gives only non-negative safe integers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (input) => {
        const result = parseReais(input);
        if (result.ok) expect(isCents(result.cents)).toBe(true);
      }),
    );
  });
});
