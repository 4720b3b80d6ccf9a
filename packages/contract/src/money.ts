const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats integer cents as Brazilian reais, e.g. 123456 → "R$ 1.234,56" (Intl uses a no-break space). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/** Cents as the plain decimal a person types in a form: 4990 → "49,90". */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses what a merchant types as an amount in reais into integer cents.
 * Accepts "49,90", "49.90", "1.234,56", "1.234", "R$ 49,90" and "49".
 * Returns null for anything that is not a non-negative amount with at most two decimals.
 */
export function parseMoneyToCents(input: string | number): number | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) && input >= 0 ? Math.round(input * 100) : null;
  }
  let text = input.replace(/R\$/i, '').replace(/[\s\u00a0]/g, '');
  if (text.includes(',')) {
    // pt-BR: dots group thousands, the comma marks the decimals.
    if (!/^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(text)) return null;
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    text = text.replace(/\./g, '');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
