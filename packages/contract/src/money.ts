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

/** Shown when the typed amount looks like a number but its separators do not fit a format we read. */
export const MONEY_FORMAT_MESSAGE = 'Informe o valor no formato 1.234,56.';
/** Shown for a JSON number with fractions of a cent (0.004): it is refused, never rounded. */
export const MONEY_DECIMALS_MESSAGE = 'Informe o valor com no máximo duas casas decimais (centavos).';
/** Shown for an amount too large to count in cents exactly. */
export const MONEY_RANGE_MESSAGE = 'Valor grande demais.';

/**
 * Why an amount was refused: `empty` (nothing typed), `invalid` (not a number at all, or not a
 * string or number), `negative`, `format` (digits and separators that fit no accepted format, such
 * as the ambiguous "12.345"), `decimals` (a JSON number with more than two decimals) and `range`.
 */
export type MoneyError = 'empty' | 'invalid' | 'negative' | 'format' | 'decimals' | 'range';
export type MoneyParse = { ok: true; cents: number } | { ok: false; error: MoneyError };

// The accepted ways to type reais (after trimming and an optional "R$"):
const WHOLE = /^[0-9]+$/; // 49, 1234
const COMMA_DECIMALS = /^[0-9]+,[0-9]{1,2}$/; // 49,9  49,90  1234,56
const GROUPED_COMMA_DECIMALS = /^[0-9]{1,3}(?:\.[0-9]{3})+,[0-9]{1,2}$/; // 1.234,56  1.234.567,89
const DOT_DECIMALS = /^[0-9]+\.[0-9]{1,2}$/; // 49.9  49.90  1234.56
// Digits and separators that fit none of the above: "12.345", "1.234", "49,999", "1,234.56"…
const NUMBER_LIKE = /^[0-9][0-9.,]*$/;

const refuse = (error: MoneyError): MoneyParse => ({ ok: false, error });

/** "1.234,56" (already checked against one of the formats) → 123456, or `range` past safe integers. */
function centsOf(text: string, decimalSeparator: ',' | '.'): MoneyParse {
  const [whole = '', fraction = ''] = text.split(decimalSeparator);
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { ok: true, cents } : refuse('range');
}

/**
 * Reads an amount in reais into integer cents, exactly: nothing is ever rounded.
 *
 * A string (what a person types) may be, after trimming and an optional leading "R$":
 * - whole reais: "49", "1234";
 * - a comma before one or two decimals: "49,9", "49,90", "1234,56";
 * - dots grouping thousands, with the comma decimals: "1.234,56", "1.234.567,89";
 * - a dot before one or two decimals: "49.9", "49.90", "1234.56".
 * Anything else is refused: signs, spaces inside, letters, exponents, hexadecimal, more than two
 * decimals, and dots without a decimal comma followed by three digits ("12.345", "1.234"), which
 * could be thousands or decimals.
 *
 * A number (what JSON carries) must be finite, not negative and have at most two decimals in its
 * shortest decimal form: 49.9 is 4990 cents, 0.004 is refused rather than rounded to 0.
 */
export function parseReais(input: unknown): MoneyParse {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse('invalid');
    if (input < 0) return refuse('negative');
    const text = String(input);
    if (WHOLE.test(text)) return centsOf(text, '.');
    if (DOT_DECIMALS.test(text)) return centsOf(text, '.');
    // Fractions of a cent (0.004, 1e-7), or an exponent past 1e21.
    return refuse(input >= 1e21 ? 'range' : 'decimals');
  }
  if (typeof input !== 'string') return refuse('invalid');
  const text = input
    .trim()
    .replace(/^R\$\s*/i, '')
    .trim();
  if (!text) return refuse(input.trim() ? 'invalid' : 'empty');
  if (text.startsWith('-')) return NUMBER_LIKE.test(text.slice(1)) ? refuse('negative') : refuse('invalid');
  if (WHOLE.test(text) || DOT_DECIMALS.test(text)) return centsOf(text, '.');
  if (COMMA_DECIMALS.test(text) || GROUPED_COMMA_DECIMALS.test(text)) return centsOf(text, ',');
  return refuse(NUMBER_LIKE.test(text) ? 'format' : 'invalid');
}

/** `parseReais` for callers that only need the cents: null for anything it refuses. */
export function parseMoneyToCents(input: string | number): number | null {
  const result = parseReais(input);
  return result.ok ? result.cents : null;
}

/** True for an amount in cents: a non-negative safe integer (no fractions of a cent). */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
