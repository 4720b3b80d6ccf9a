import type { CepLookupResponse } from '@pagora/contract';
import type { Logger } from 'pino';
import { TtlCache } from './ttl-cache.ts';

/*
 * The buyer's address from the CEP, at a ViaCEP-protocol service: `GET {base}/ws/{8 digits}/json/`
 * answers `{cep, logradouro, complemento, bairro, localidade, uf, ibge, gia, ddd, siafi}`, HTTP 400
 * for a malformed CEP and `{"erro": true}` (some deployments send `"erro": "true"`) for a valid
 * CEP that does not exist. https://viacep.com.br/ (section "Validação do CEP").
 */

export type CepLookup =
  | { kind: 'found'; address: CepLookupResponse }
  | { kind: 'not_found' }
  /** Slow, down, or an answer that is not ViaCEP's: the buyer types the address. */
  | { kind: 'unavailable' };

/**
 * Answers kept: 5,000 CEPs (a few hundred kilobytes), found ones for a day (streets are renamed
 * rarely), unknown ones for an hour (a new CEP may be added). Failures are not kept: the next
 * buyer tries again.
 */
const CACHE_ENTRIES = 5_000;
const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 60 * 60 * 1000;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export class CepDirectory {
  readonly #cache = new TtlCache<CepLookup>(CACHE_ENTRIES, FOUND_TTL_MS);
  /** Lookups of the same CEP in flight share one request. */
  readonly #inFlight = new Map<string, Promise<CepLookup>>();

  constructor(private readonly options: { baseUrl: string; timeoutMs: number; logger: Logger }) {}

  /** `cep` is 8 digits (the caller normalized it). */
  async lookup(cep: string): Promise<CepLookup> {
    const cached = this.#cache.get(cep);
    if (cached) return cached;
    const running = this.#inFlight.get(cep);
    if (running) return running;
    const request = this.#fetch(cep).finally(() => this.#inFlight.delete(cep));
    this.#inFlight.set(cep, request);
    return request;
  }

  async #fetch(cep: string): Promise<CepLookup> {
    const url = `${this.options.baseUrl}/ws/${cep}/json/`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = response.status === 200 ? await response.json() : null;
    } catch (error) {
      this.options.logger.warn({ err: error, cep }, 'CEP: serviço de endereços sem resposta');
      return { kind: 'unavailable' };
    }
    if (response.status === 400) {
      // Only 8 digits get here, so a 400 means the service disagrees: let the buyer type it.
      return { kind: 'not_found' };
    }
    if (response.status !== 200 || typeof body !== 'object' || body === null) {
      this.options.logger.warn({ status: response.status, cep }, 'CEP: resposta inesperada');
      return { kind: 'unavailable' };
    }
    const record = body as Record<string, unknown>;
    if (record.erro === true || record.erro === 'true') {
      const result: CepLookup = { kind: 'not_found' };
      this.#cache.set(cep, result, NOT_FOUND_TTL_MS);
      return result;
    }
    const result: CepLookup = {
      kind: 'found',
      address: {
        cep,
        street: text(record.logradouro, 200),
        district: text(record.bairro, 120),
        city: text(record.localidade, 120),
        state: text(record.uf, 2).toUpperCase(),
      },
    };
    this.#cache.set(cep, result, FOUND_TTL_MS);
    return result;
  }
}
