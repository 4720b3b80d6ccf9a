import type { Logger } from 'pino';

/*
 * Melhor Envio's freight quote: `POST {base}/api/v2/me/shipment/calculate` with the merchant's
 * token as `Authorization: Bearer`, `Accept`/`Content-Type: application/json` and the User-Agent
 * `App (contact e-mail)` Melhor Envio requires. The body names origin and destination CEPs and the
 * products (width/height/length in cm, weight in kg, insurance_value in reais, quantity); Melhor
 * Envio packs them into boxes. The answer is one entry per service: `{id, name, price,
 * custom_price, discount, currency, delivery_time, delivery_range{min,max}, custom_delivery_time,
 * custom_delivery_range, company{id, name, picture}}`, or `{id, name, error, company}` for a
 * service that cannot carry this shipment. Prices come as decimal strings ("15.50").
 * https://docs.melhorenvio.com.br/reference/calculo-de-fretes-por-produtos
 * https://docs.melhorenvio.com.br/docs/cotacao-de-fretes
 * An invalid or expired token answers 401 `{"message":"Unauthenticated."}` (Laravel's default).
 */

export interface QuoteProduct {
  id: string;
  width: number;
  height: number;
  length: number;
  /** Kilograms. */
  weight: number;
  /** Reais. */
  insurance_value: number;
  quantity: number;
}

export interface QuoteRequest {
  fromCep: string;
  toCep: string;
  products: QuoteProduct[];
}

/** One service that can carry the shipment. */
export interface QuotedService {
  id: string;
  name: string;
  carrier: string;
  /** What the merchant pays Melhor Envio (custom_price when the account sets one). */
  priceCents: number;
  minDays: number;
  maxDays: number;
}

export class MelhorEnvioUnauthorizedError extends Error {}
export class MelhorEnvioUnavailableError extends Error {}

/** "15.50", 15.5 → 1550; anything else null. */
export function reaisToCentsLoose(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const wholeDays = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 365 ? value : null;

/** One entry of the answer, or null when it is unavailable (`error`) or unreadable. */
export function readService(entry: unknown): QuotedService | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const service = entry as Record<string, unknown>;
  if (service.error !== undefined && service.error !== null && service.error !== '') return null;
  const priceCents = reaisToCentsLoose(service.custom_price ?? service.price);
  const id = typeof service.id === 'number' || typeof service.id === 'string' ? String(service.id) : '';
  const name = typeof service.name === 'string' ? service.name.trim() : '';
  const company = (service.company ?? {}) as Record<string, unknown>;
  const carrier = typeof company.name === 'string' ? company.name.trim() : '';
  const range = (service.custom_delivery_range ?? service.delivery_range ?? {}) as Record<string, unknown>;
  const time = wholeDays(service.custom_delivery_time ?? service.delivery_time);
  const maxDays = wholeDays(range.max) ?? time;
  const minDays = wholeDays(range.min) ?? maxDays;
  if (priceCents === null || !id || !name || maxDays === null || minDays === null) return null;
  return {
    id: id.slice(0, 40),
    name: name.slice(0, 80),
    carrier: carrier.slice(0, 80),
    priceCents,
    minDays: Math.min(minDays, maxDays),
    maxDays,
  };
}

export class MelhorEnvioClient {
  constructor(
    private readonly options: { baseUrl: string; timeoutMs: number; contactEmail: string; logger: Logger },
  ) {}

  /** The services that can carry the shipment, cheapest first. */
  async calculate(token: string, request: QuoteRequest, timeoutMs = this.options.timeoutMs) {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${this.options.baseUrl}/api/v2/me/shipment/calculate`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': `Pagora (${this.options.contactEmail})`,
        },
        body: JSON.stringify({
          from: { postal_code: request.fromCep },
          to: { postal_code: request.toCep },
          products: request.products,
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => null);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'Melhor Envio: cotação sem resposta');
      throw new MelhorEnvioUnavailableError('Melhor Envio sem resposta.');
    }
    if (response.status === 401 || response.status === 403) {
      throw new MelhorEnvioUnauthorizedError('Token recusado pelo Melhor Envio.');
    }
    if (!response.ok || !Array.isArray(body)) {
      this.options.logger.warn({ status: response.status }, 'Melhor Envio: cotação recusada');
      throw new MelhorEnvioUnavailableError(`Melhor Envio respondeu ${response.status}.`);
    }
    return body
      .map(readService)
      .filter((service): service is QuotedService => service !== null)
      .sort((a, b) => a.priceCents - b.priceCents || a.maxDays - b.maxDays);
  }
}
