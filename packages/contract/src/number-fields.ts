/**
 * The zod fields every schema uses for numbers a client sends: whole numbers (ids, pages, counts,
 * days) and amounts in reais. They read input through `parseInteger` and `parseReais` only, so
 * the accepted formats are the same for every endpoint and for the forms that check with these
 * schemas before sending.
 */
import { z } from 'zod';
import {
  MONEY_DECIMALS_MESSAGE,
  MONEY_FORMAT_MESSAGE,
  MONEY_RANGE_MESSAGE,
  type MoneyError,
  parseReais,
} from './money.ts';
import { parseInteger } from './numbers.ts';

export interface IntegerMessages {
  /** Not a whole number: wrong type, text that is not decimal digits, too large. */
  invalid: string;
  /** Nothing sent. @default invalid */
  missing?: string;
  /** 2.5 or "2,5". @default invalid */
  fraction?: string;
}

/**
 * A whole number: a JSON number that is a safe integer, or text of decimal digits with an optional
 * leading minus (multipart fields and query strings). Chain the range with `.pipe(z.number()…)`.
 */
export function integerField(messages: IntegerMessages) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined ? (messages.missing ?? messages.invalid) : messages.invalid,
    })
    .transform((input, ctx) => {
      const result = parseInteger(input);
      if (result.ok) return result.value;
      const message =
        result.error === 'fraction' ? (messages.fraction ?? messages.invalid) : messages.invalid;
      ctx.addIssue({ code: 'custom', message, input });
      return z.NEVER;
    });
}

export interface ReaisMessages {
  /** Nothing sent, or an empty string. */
  missing: string;
  /** Not a non-negative amount at all ("abc", "-5", true). */
  invalid: string;
}

/** The message for a refused amount: the field's own for missing or invalid, the format's otherwise. */
export function moneyMessage(error: MoneyError, messages: ReaisMessages): string {
  switch (error) {
    case 'empty':
      return messages.missing;
    case 'invalid':
    case 'negative':
      return messages.invalid;
    case 'format':
      return MONEY_FORMAT_MESSAGE;
    case 'decimals':
      return MONEY_DECIMALS_MESSAGE;
    case 'range':
      return MONEY_RANGE_MESSAGE;
  }
}

function reaisToCents(messages: ReaisMessages) {
  return (input: string | number, ctx: z.RefinementCtx): number => {
    const result = parseReais(input);
    if (result.ok) return result.cents;
    ctx.addIssue({ code: 'custom', message: moneyMessage(result.error, messages), input });
    return z.NEVER;
  };
}

const missingOr = (messages: ReaisMessages) => (issue: { input?: unknown }) =>
  issue.input === undefined ? messages.missing : messages.invalid;

/**
 * An amount in reais, as integer cents: typed text ("49,90", "49.90", "1.234,56", "49"; see
 * `parseReais`) or a JSON number with at most two decimals (49.9). Never rounded.
 */
export function reaisField(messages: ReaisMessages) {
  return z.union([z.string(), z.number()], { error: missingOr(messages) }).transform(reaisToCents(messages));
}

/** `reaisField` for multipart forms, where every field is text. */
export function reaisTextField(messages: ReaisMessages) {
  return z.string({ error: missingOr(messages) }).transform(reaisToCents(messages));
}
