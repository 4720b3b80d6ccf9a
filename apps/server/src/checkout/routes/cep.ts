import type Router from '@koa/router';
import {
  CEP_INVALID_MESSAGE,
  CEP_NOT_FOUND_MESSAGE,
  CEP_UNAVAILABLE_MESSAGE,
  type CepLookupResponse,
  normalizeCep,
} from '@pagora/contract';
import type { Context } from 'koa';
import type { AppState } from '../../context.ts';
import type { Freight } from '../freight.ts';

export const CEP_TOO_MANY_MESSAGE =
  'Muitas buscas de CEP seguidas. Aguarde um minuto ou preencha o endereço.';

/**
 * A per-address limit on lookups: 30 a minute per client IP, counted in fixed one-minute windows
 * in this process. At most 10,000 addresses are tracked per window (the map is emptied when the
 * window turns, or when it fills up), so a flood of addresses cannot grow memory.
 */
const LOOKUPS_PER_MINUTE = 30;
const TRACKED_CLIENTS = 10_000;

class LookupLimiter {
  #window = 0;
  readonly #counts = new Map<string, number>();

  allow(client: string, now = Date.now()): boolean {
    const window = Math.floor(now / 60_000);
    if (window !== this.#window || this.#counts.size >= TRACKED_CLIENTS) {
      this.#window = window;
      this.#counts.clear();
    }
    const count = (this.#counts.get(client) ?? 0) + 1;
    this.#counts.set(client, count);
    return count <= LOOKUPS_PER_MINUTE;
  }
}

/**
 * GET /c/:storeId/cep/:cep: the address of a CEP for the checkout page, which calls it as the
 * buyer types (on a store's own domain it is /cep/:cep). Public like the rest of the checkout, so
 * limited per client; answers from the CEP directory's cache when it can (see viacep.ts).
 * 200 CepLookupResponse; 400 malformed; 404 unknown; 429 too many; 503 the service failed.
 */
export function registerCepRoutes(router: Router<AppState>, freight: Freight): void {
  const limiter = new LookupLimiter();
  const send = (ctx: Context, status: number, body: unknown) => {
    ctx.status = status;
    // The same CEP gives the same address for everyone: browsers may keep it for an hour.
    ctx.set('Cache-Control', status === 200 ? 'public, max-age=3600' : 'no-store');
    ctx.body = body;
  };

  router.get('/c/:storeId/cep/:cep', async (ctx) => {
    if (!/^[1-9]\d{0,14}$/.test(ctx.params.storeId ?? ''))
      return send(ctx, 404, { error: 'Loja não encontrada.' });
    const cep = normalizeCep(ctx.params.cep ?? '');
    if (!cep) return send(ctx, 400, { error: CEP_INVALID_MESSAGE });
    if (!limiter.allow(ctx.ip)) {
      ctx.set('Retry-After', '60');
      return send(ctx, 429, { error: CEP_TOO_MANY_MESSAGE });
    }
    const found = await freight.cep.lookup(cep);
    switch (found.kind) {
      case 'found':
        return send(ctx, 200, found.address satisfies CepLookupResponse);
      case 'not_found':
        return send(ctx, 404, { error: CEP_NOT_FOUND_MESSAGE });
      case 'unavailable':
        return send(ctx, 503, { error: CEP_UNAVAILABLE_MESSAGE });
    }
  });
}
