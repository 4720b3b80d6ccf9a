/**
 * Whole numbers as clients send them, read strictly in one place. JSON carries numbers; forms,
 * multipart fields and query strings carry text. `Number()` and `z.coerce` read far more than a
 * person means (true → 1, null → 0, "" → 0, "0x10" → 16, "1e3" → 1000, " 7 " → 7), so neither is
 * used on input.
 */

/** Decimal digits with an optional leading minus, nothing else: "12", "-3", "007". */
const INTEGER_TEXT = /^-?[0-9]+$/;
/** A number with a fraction, as text: "2.5", "2,5". Whole numbers refuse it with their own message. */
const FRACTION_TEXT = /^-?[0-9]+[.,][0-9]+$/;

export type IntegerParse = { ok: true; value: number } | { ok: false; error: 'invalid' | 'fraction' };

/**
 * A whole number from a JSON number (a safe integer) or from text of decimal digits with an
 * optional leading minus. Refused as `invalid`: booleans, null, empty or padded text, signs other
 * than a leading minus, exponents, hexadecimal, binary, octal and numbers past ±2^53. Refused as
 * `fraction`: 2.5 or the text "2.5" / "2,5".
 */
export function parseInteger(input: unknown): IntegerParse {
  if (typeof input === 'number') {
    if (Number.isSafeInteger(input)) return { ok: true, value: input };
    return { ok: false, error: Number.isFinite(input) && !Number.isInteger(input) ? 'fraction' : 'invalid' };
  }
  if (typeof input !== 'string') return { ok: false, error: 'invalid' };
  if (INTEGER_TEXT.test(input)) {
    const value = Number(input);
    return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, error: 'invalid' };
  }
  return { ok: false, error: FRACTION_TEXT.test(input) ? 'fraction' : 'invalid' };
}

/** `parseInteger` for callers that only need the value: null for anything it refuses. */
export function integerOrNull(input: unknown): number | null {
  const result = parseInteger(input);
  return result.ok ? result.value : null;
}
