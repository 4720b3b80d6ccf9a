import { describe, expect, it } from 'vitest';
import { checkoutFieldError, parseCardExpiry } from './checkout-core.ts';

describe('parseCardExpiry', () => {
  it('reads the expiry as buyers type it: MM/AA, MM/AAAA and, without the mask, MMAA or MMAAAA', () => {
    for (const typed of ['08/29', '8/29', '08/2029', '0829', '082029', ' 08 / 29 ', '08-29']) {
      expect(parseCardExpiry(typed), typed).toEqual({ month: 8, year: 2029 });
    }
  });

  it('refuses what is not a month and a year', () => {
    for (const typed of ['', '13/29', '00/29', '829', '08/290', '0829x', 'ago/29', '08292']) {
      expect(parseCardExpiry(typed), typed).toBeNull();
    }
  });

  it('lets a checkout without JavaScript take 0829 as a valid expiry', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(checkoutFieldError('card_expiry', '0829', { cpf: 'no' }, now)).toBeNull();
    expect(checkoutFieldError('card_expiry', '1025', { cpf: 'no' }, now)).toBe('Cartão vencido.');
  });
});
