import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseMoneyToCents } from './money.ts';

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
    ['0', 0],
    ['0,05', 5],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    [`R$${nbsp}1.234,56`, 123456],
    ['R$ 49,90', 4990],
    [' 10,00 ', 1000],
    [19.9, 1990],
  ])('parses %j as %d cents', (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '-1', '-1,00', '49,999', '1,2,3', '1.23.4', '12,34.5', 'R$', Number.NaN, -5])(
    'refuses %j',
    (input) => {
      expect(parseMoneyToCents(input)).toBeNull();
    },
  );
});
