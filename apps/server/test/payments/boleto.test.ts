import { describe, expect, it } from 'vitest';
import { mod10, mod11 } from '../../src/payments/boleto.ts';
import {
  buildBoleto,
  dateFromFactor,
  digitableLineFromBarcode,
  dueDateFactor,
  isValidDigitableLine,
  parseDigitableLine,
  TEST_BANK_CODE,
} from '../../src/payments/index.ts';

/** Noon in Brasília of a calendar day, so no time zone can move it to another day. */
const brasilia = (day: string) => new Date(`${day}T12:00:00-03:00`);

// A real Banco do Brasil boleto (carteira 17) due 06/08/2026 for R$ 651,61: a line produced by a
// bank, in the factor cycle that started on 22/02/2025.
const BB_LINE = '00190.00009 02467.742009 00003.599172 6 15300000065161';
const BB_BARCODE = '00196153000000651610000002467742000000359917';

const LINE_FORMAT = /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/;

describe('dueDateFactor', () => {
  it('is 1000 on 22/02/2025 and grows by one per day', () => {
    expect(dueDateFactor(brasilia('2025-02-22'))).toBe(1000);
    expect(dueDateFactor(brasilia('2025-02-23'))).toBe(1001);
    expect(dueDateFactor(brasilia('2025-03-01'))).toBe(1007);
    expect(dueDateFactor(brasilia('2026-02-22'))).toBe(1365);
    expect(dueDateFactor(brasilia('2026-08-06'))).toBe(1530);
  });

  it('counts calendar days in Brasília, not UTC', () => {
    // 23/02/2025 01:30 UTC is still 22/02 at 22:30 in Brasília.
    expect(dueDateFactor(new Date('2025-02-23T01:30:00Z'))).toBe(1000);
    expect(dueDateFactor(new Date('2025-02-23T03:00:00Z'))).toBe(1001);
  });

  it('rolls over from 9999 back to 1000 and refuses dates before the base', () => {
    const day = (offset: number) => new Date(Date.UTC(2025, 1, 22, 15) + offset * 86_400_000);
    expect(dueDateFactor(day(8999))).toBe(9999);
    expect(dueDateFactor(day(9000))).toBe(1000);
    expect(() => dueDateFactor(brasilia('2025-02-21'))).toThrow(RangeError);
  });

  it('maps a factor back to its day', () => {
    expect(dateFromFactor(1000)?.toISOString()).toBe('2025-02-22T00:00:00.000Z');
    expect(dateFromFactor(1530)?.toISOString()).toBe('2026-08-06T00:00:00.000Z');
    expect(dateFromFactor(0)).toBeNull();
    expect(() => dateFromFactor(999)).toThrow(RangeError);
  });
});

describe('check digits', () => {
  it("module 10 gives the three field digits of the bank's line", () => {
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0246774200')).toBe(9);
    expect(mod10('0000359917')).toBe(2);
  });

  it("module 11 gives the bank's general digit and turns 0, 10 and 11 into 1", () => {
    expect(mod11(BB_BARCODE.slice(0, 4) + BB_BARCODE.slice(5))).toBe(6);
    expect(mod11('1')).toBe(9); // 1×2 = 2 → 11 − 2
    expect(mod11('0')).toBe(1); // remainder 0 → 11 → 1
    expect(mod11('5')).toBe(1); // 5×2 = 10 → 11 − 10
    expect(mod11('6')).toBe(1); // 6×2 = 12, remainder 1 → 10 → 1
  });
});

describe('parseDigitableLine', () => {
  it('reads a real bank line and converts it to its barcode', () => {
    expect(parseDigitableLine(BB_LINE)).toEqual({
      bankCode: '001',
      currency: '9',
      barcode: BB_BARCODE,
      dueDate: new Date('2026-08-06T00:00:00Z'),
      amountCents: 65161,
      freeField: '0000002467742000000359917',
    });
    expect(parseDigitableLine(BB_LINE.replace(/\D/g, ''))?.barcode).toBe(BB_BARCODE);
    expect(digitableLineFromBarcode(BB_BARCODE)).toBe(BB_LINE);
  });

  it('rejects a line with any digit changed', () => {
    const digits = BB_LINE.replace(/\D/g, '');
    for (let i = 0; i < digits.length; i++) {
      const changed = `${digits.slice(0, i)}${(Number(digits[i]) + 1) % 10}${digits.slice(i + 1)}`;
      expect(isValidDigitableLine(changed), `posição ${i + 1}`).toBe(false);
    }
    expect(isValidDigitableLine(BB_LINE)).toBe(true);
  });

  it('rejects the wrong length or other characters', () => {
    expect(isValidDigitableLine(BB_LINE.slice(0, -1))).toBe(false);
    expect(isValidDigitableLine(`${BB_LINE}0`)).toBe(false);
    expect(isValidDigitableLine(BB_LINE.replace('6 153', 'x 153'))).toBe(false);
    expect(isValidDigitableLine('')).toBe(false);
  });
});

describe('buildBoleto', () => {
  const dueDate = brasilia('2026-03-10');
  const boleto = buildBoleto({ amountCents: 4990, dueDate, ourNumber: '1234567' });

  it('lays out the 44-digit barcode: bank, currency, DV, factor, amount, free field', () => {
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    expect(boleto.barcode.slice(0, 3)).toBe(TEST_BANK_CODE);
    expect(TEST_BANK_CODE).toBe('000');
    expect(boleto.barcode[3]).toBe('9');
    expect(boleto.barcode.slice(5, 9)).toBe(String(dueDateFactor(dueDate)));
    expect(boleto.barcode.slice(5, 9)).toBe('1381');
    expect(boleto.barcode.slice(9, 19)).toBe('0000004990');
    expect(boleto.barcode.slice(19)).toBe('0000000000000000001234567');
    expect(Number(boleto.barcode[4])).toBe(mod11(boleto.barcode.slice(0, 4) + boleto.barcode.slice(5)));
    expect(boleto.dueDate).toBe(dueDate);
  });

  it('formats a valid 47-digit line that round-trips to the same barcode', () => {
    expect(boleto.digitableLine).toMatch(LINE_FORMAT);
    expect(boleto.digitableLine.replace(/\D/g, '')).toHaveLength(47);
    expect(digitableLineFromBarcode(boleto.barcode)).toBe(boleto.digitableLine);
    expect(parseDigitableLine(boleto.digitableLine)).toEqual({
      bankCode: '000',
      currency: '9',
      barcode: boleto.barcode,
      dueDate: new Date('2026-03-10T00:00:00Z'),
      amountCents: 4990,
      freeField: '0000000000000000001234567',
    });
  });

  it('encodes amounts as ten digits of cents and keeps another bank code', () => {
    for (const amountCents of [1, 100, 123_456, 9_999_999_999]) {
      const built = buildBoleto({ amountCents, dueDate, ourNumber: '9', bankCode: '001' });
      expect(built.barcode.slice(0, 3)).toBe('001');
      expect(built.barcode.slice(9, 19)).toBe(String(amountCents).padStart(10, '0'));
      expect(parseDigitableLine(built.digitableLine)?.amountCents).toBe(amountCents);
    }
  });

  it('refuses values it cannot encode', () => {
    expect(() => buildBoleto({ amountCents: 10_000_000_000, dueDate, ourNumber: '1' })).toThrow(RangeError);
    expect(() => buildBoleto({ amountCents: -1, dueDate, ourNumber: '1' })).toThrow(RangeError);
    expect(() => buildBoleto({ amountCents: 1, dueDate, ourNumber: '1'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBoleto({ amountCents: 1, dueDate, ourNumber: 'abc' })).toThrow(RangeError);
    expect(() => buildBoleto({ amountCents: 1, dueDate, ourNumber: '1', bankCode: '01' })).toThrow(
      RangeError,
    );
  });
});
