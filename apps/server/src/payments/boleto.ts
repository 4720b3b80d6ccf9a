/*
 * Boleto de cobrança (ficha de compensação) numbers as FEBRABAN lays them out:
 *
 *   barcode (44):  bank(3) currency(1) general DV(1) due factor(4) amount(10) free field(25)
 *   line (47):     bank+currency+free[0..5) DV | free[5..15) DV | free[15..25) DV | general DV | factor+amount
 *
 * Each of the first three fields of the digitable line carries a module-10 check digit; the barcode
 * carries one module-11 digit over its other 43 digits. The free field belongs to the bank; the test
 * provider fills it with its own "nosso número".
 */

/**
 * The bank code of test-mode boletos. No bank is registered under COMPE code 000 (the Banco
 * Central's codes start at 001) and no code is officially reserved for tests, so a boleto with 000
 * is well formed for any validator yet no bank's app will take money for it.
 */
export const TEST_BANK_CODE = '000';

/**
 * A boleto paid on its due date may take up to three working days to be confirmed by the bank
 * (compensação): an unpaid boleto is given up only this long after its due date.
 */
export const BOLETO_CLEARING_MS = 3 * 86_400_000;
/** '9' = real, the only currency code in use. */
const CURRENCY_REAL = '9';
/** The second due-date base (FEBRABAN): factor 9999 on 21/02/2025 rolled over to 1000 on 22/02/2025. */
const FACTOR_BASE_UTC = Date.UTC(2025, 1, 22);
const FACTOR_BASE = 1000;
const FACTOR_CYCLE_DAYS = 9000;
const DAY_MS = 86_400_000;
/** Due dates are calendar days in Brazil (Brasília time), whatever the server's time zone. */
const BOLETO_TIME_ZONE = 'America/Sao_Paulo';
const MAX_AMOUNT_CENTS = 9_999_999_999;

/** Module-10 check digit of a digitable-line field: weights 2,1,2,… from the right, digits of products summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Module-11 general check digit of the barcode: weights 2…9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** The calendar day of `date` in Brasília, as midnight UTC of that day (for day arithmetic). */
function brazilDayUtc(date: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BOLETO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

/**
 * The 4-digit due-date factor: 1000 on 22/02/2025 (Brasília), one more per day, back to 1000 after
 * 9999 (the FEBRABAN rollover, next due in 2049). Dates before the current base cannot be encoded.
 */
export function dueDateFactor(dueDate: Date): number {
  const days = Math.round((brazilDayUtc(dueDate) - FACTOR_BASE_UTC) / DAY_MS);
  if (days < 0) throw new RangeError('Vencimento anterior a 22/02/2025 não é suportado.');
  return FACTOR_BASE + (days % FACTOR_CYCLE_DAYS);
}

/** Factor → due day (midnight UTC of that calendar day) in the cycle that began on 22/02/2025; null for 0000 (no due date). */
export function dateFromFactor(factor: number): Date | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < FACTOR_BASE || factor > 9999) {
    throw new RangeError(`Fator de vencimento inválido: ${factor}.`);
  }
  return new Date(FACTOR_BASE_UTC + (factor - FACTOR_BASE) * DAY_MS);
}

/** What a boleto needs: its amount, due date, bank and the bank's identification of the charge. */
export interface BoletoInput {
  amountCents: number;
  dueDate: Date;
  /** @default TEST_BANK_CODE */
  bankCode?: string;
  /** Up to 25 digits, left-padded with zeros into the free field. */
  ourNumber: string;
}

/** What the buyer gets: the numbers to type or scan and the due date they were built for. */
export interface Boleto {
  /** 44 digits, what the bars encode. */
  barcode: string;
  /** 47 digits formatted 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEFFFFFFFFFF', what the buyer types. */
  digitableLine: string;
  dueDate: Date;
}

/** The five fields of the digitable line, formatted with the usual dots and spaces. */
export function formatDigitableLine(digits: string): string {
  return [
    `${digits.slice(0, 5)}.${digits.slice(5, 10)}`,
    `${digits.slice(10, 15)}.${digits.slice(15, 21)}`,
    `${digits.slice(21, 26)}.${digits.slice(26, 32)}`,
    digits.slice(32, 33),
    digits.slice(33),
  ].join(' ');
}

/**
 * The digitable line of a 44-digit barcode: the same digits rearranged, plus a module-10 digit per
 * field, so a typo in the line is caught before anything reaches the bank.
 */
export function digitableLineFromBarcode(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('O código de barras deve ter 44 dígitos.');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return formatDigitableLine(
    `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcode.slice(4, 19)}`,
  );
}

/** Builds barcode and digitable line for one charge. Throws on values FEBRABAN cannot encode. */
export function buildBoleto({
  amountCents,
  dueDate,
  bankCode = TEST_BANK_CODE,
  ourNumber,
}: BoletoInput): Boleto {
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError('O código do banco deve ter 3 dígitos.');
  if (!/^\d{1,25}$/.test(ourNumber)) throw new RangeError('O nosso número deve ter de 1 a 25 dígitos.');
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`Valor inválido para o boleto: ${amountCents}.`);
  }
  const factor = String(dueDateFactor(dueDate));
  const amount = String(amountCents).padStart(10, '0');
  const withoutDv = `${bankCode}${CURRENCY_REAL}${factor}${amount}${ourNumber.padStart(25, '0')}`;
  const barcode = `${withoutDv.slice(0, 4)}${mod11(withoutDv)}${withoutDv.slice(4)}`;
  return { barcode, digitableLine: digitableLineFromBarcode(barcode), dueDate };
}

/** A digitable line read back: every check digit already verified. */
export interface ParsedBoleto {
  bankCode: string;
  currency: string;
  barcode: string;
  /** Calendar due day (midnight UTC) in the current factor cycle; null when the factor is 0000. */
  dueDate: Date | null;
  amountCents: number;
  freeField: string;
}

/**
 * Reads a digitable line (with or without dots and spaces), recomputing the three module-10 digits
 * and the module-11 general digit. Null when anything is off, so callers never act on a mistyped line.
 */
export function parseDigitableLine(line: string): ParsedBoleto | null {
  const digits = line.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(digits)) return null;
  const field1 = digits.slice(0, 9);
  const field2 = digits.slice(10, 20);
  const field3 = digits.slice(21, 31);
  if (
    mod10(field1) !== Number(digits[9]) ||
    mod10(field2) !== Number(digits[20]) ||
    mod10(field3) !== Number(digits[31])
  ) {
    return null;
  }
  const generalDv = digits.slice(32, 33);
  const factorAndAmount = digits.slice(33);
  const freeField = field1.slice(4) + field2 + field3;
  const barcode = `${field1.slice(0, 4)}${generalDv}${factorAndAmount}${freeField}`;
  if (mod11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(generalDv)) return null;
  const factor = Number(factorAndAmount.slice(0, 4));
  if (factor !== 0 && factor < FACTOR_BASE) return null;
  return {
    bankCode: barcode.slice(0, 3),
    currency: barcode.slice(3, 4),
    barcode,
    dueDate: dateFromFactor(factor),
    amountCents: Number(factorAndAmount.slice(4)),
    freeField,
  };
}

/** True when the digitable line is well formed and every check digit matches. */
/**
 * A provider's link to its printable boleto, when it is one the buyer's browser may be sent to: an
 * absolute http(s) URL without credentials. Anything else (missing, relative, another scheme) is
 * null, and Pagora's own printable page is shown instead.
 */
export function boletoPdfUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

export function isValidDigitableLine(line: string): boolean {
  return parseDigitableLine(line) !== null;
}
