import type { MarginType } from '@pagora/contract';
import type { QuotedService } from './melhorenvio.ts';

/*
 * What a store charges for quoted freight, free of I/O: Melhor Envio's price plus the store's
 * margin, and the cheapest service free from the store's order value. The checkout page and the
 * order placement both call it, so the buyer pays what the page showed.
 */

/** A quoted service as the checkout offers it: the margin already added. */
export interface QuotedChoice {
  serviceId: string;
  name: string;
  carrier: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
}

/** The quotes of one checkout session for its current CEP and cart, and the store's free-shipping rule. */
export interface FreightQuotes {
  choices: QuotedChoice[];
  /** Products + bump at or above this: the cheapest choice costs 0. null: never. */
  freeFromCents: number | null;
}

/** Melhor Envio's price plus the margin: a fixed amount, or a percentage rounded half-up to the cent. */
export function withMargin(priceCents: number, type: MarginType, value: number): number {
  if (value <= 0) return priceCents;
  return type === 'percent' ? priceCents + Math.floor((priceCents * value + 50) / 100) : priceCents + value;
}

export function pricedChoices(services: QuotedService[], type: MarginType, value: number): QuotedChoice[] {
  return services.map((service) => ({
    serviceId: service.id,
    name: service.name,
    carrier: service.carrier,
    priceCents: withMargin(service.priceCents, type, value),
    minDays: service.minDays,
    maxDays: service.maxDays,
  }));
}

/** The choices at the price the buyer pays for an order of `merchandiseCents` (products + bump). */
export function choicesFor(quotes: FreightQuotes, merchandiseCents: number): QuotedChoice[] {
  const free = quotes.freeFromCents !== null && merchandiseCents >= quotes.freeFromCents;
  if (!free || quotes.choices.length === 0) return quotes.choices;
  const cheapest = quotes.choices.reduce((best, choice) =>
    choice.priceCents < best.priceCents ? choice : best,
  );
  return quotes.choices.map((choice) => (choice === cheapest ? { ...choice, priceCents: 0 } : choice));
}

// ─── The session's stored quote ─────────────────────────────────────────────────────────────────

/** A quote is reused for 30 minutes; a failed one is retried after a minute. */
export const QUOTE_TTL_MS = 30 * 60 * 1000;
export const FAILED_QUOTE_TTL_MS = 60 * 1000;

/** checkout_session.shipping_quotes: Melhor Envio's answer (before margin) for one CEP and cart. */
export interface StoredQuotes {
  /** Origin, destination and cart lines the quote was made for (see `quoteKey`). */
  key: string;
  at: string;
  ok: boolean;
  services: QuotedService[];
}

export function quoteKey(
  originCep: string,
  destinationCep: string,
  lines: { productId: number; quantity: number }[],
) {
  return `${originCep}>${destinationCep}|${lines.map((line) => `${line.productId}x${line.quantity}`).join(',')}`;
}

/** The stored quote when it is for `key` and still fresh; null otherwise (or when malformed). */
export function readStoredQuotes(data: string | null, key: string, now: Date): StoredQuotes | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored = parsed as Partial<StoredQuotes>;
  if (stored.key !== key || typeof stored.at !== 'string' || !Array.isArray(stored.services)) return null;
  const age = now.getTime() - new Date(stored.at).getTime();
  if (!(age >= 0 && age < (stored.ok ? QUOTE_TTL_MS : FAILED_QUOTE_TTL_MS))) return null;
  return { key, at: stored.at, ok: stored.ok === true, services: stored.services };
}
