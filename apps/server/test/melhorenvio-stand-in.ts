import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Melhor Envio's freight quote, `POST /api/v2/me/shipment/calculate`
 * (https://docs.melhorenvio.com.br/reference/calculo-de-fretes-por-produtos): a Bearer token it
 * does not know gets 401 `{"message":"Unauthenticated."}`; a body without `from.postal_code`,
 * `to.postal_code` and `products` gets 422 with Laravel's `{message, errors}`; otherwise one entry
 * per service as Melhor Envio answers them (prices as decimal strings, `delivery_range`,
 * `custom_*`, `company{id,name,picture}`), Jadlog's .Com with an `error` (unavailable for the
 * route), as Melhor Envio lists services that cannot carry a shipment. Prices grow with the total
 * weight so tests can tell carts apart. `mode` 'hang' never answers; 'error' answers 500.
 */

export const MELHORENVIO_TOKEN = 'me-token-de-teste-1234567890abcdef';

export interface MelhorEnvioStandIn {
  baseUrl: string;
  mode: 'ok' | 'hang' | 'error';
  /** Every calculate body received, with the headers that matter. */
  requests: { body: Record<string, unknown>; authorization: string; userAgent: string; accept: string }[];
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

const money = (cents: number) => (cents / 100).toFixed(2);

export async function startMelhorEnvioStandIn(): Promise<MelhorEnvioStandIn> {
  const hanging = new Set<ServerResponse>();
  const state: Omit<MelhorEnvioStandIn, 'baseUrl' | 'close'> = { mode: 'ok', requests: [] };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (request.method !== 'POST' || path !== '/api/v2/me/shipment/calculate') {
      return send(response, 404, { message: 'Not Found' });
    }
    const authorization = request.headers.authorization ?? '';
    const body = (await readJson(request)) as Record<string, unknown> | null;
    if (authorization !== `Bearer ${MELHORENVIO_TOKEN}`)
      return send(response, 401, { message: 'Unauthenticated.' });
    state.requests.push({
      body: body ?? {},
      authorization,
      userAgent: request.headers['user-agent'] ?? '',
      accept: request.headers.accept ?? '',
    });
    if (state.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (state.mode === 'error') return send(response, 500, { message: 'Server Error' });
    const from = (body?.from as { postal_code?: unknown } | undefined)?.postal_code;
    const to = (body?.to as { postal_code?: unknown } | undefined)?.postal_code;
    const products = body?.products;
    if (
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      !Array.isArray(products) ||
      products.length === 0
    ) {
      return send(response, 422, {
        message: 'The given data was invalid.',
        errors: { 'from.postal_code': ['O campo from.postal code é obrigatório.'] },
      });
    }
    const grams = products.reduce((sum: number, product: Record<string, unknown>) => {
      return sum + Number(product.weight ?? 0) * 1000 * Number(product.quantity ?? 1);
    }, 0);
    const extra = Math.round(grams / 100) * 10; // 10 cents per 100 g
    const service = (
      id: number,
      name: string,
      company: { id: number; name: string },
      cents: number,
      days: [number, number],
    ) => ({
      id,
      name,
      price: money(cents + extra),
      custom_price: money(cents + extra),
      discount: '0.00',
      currency: 'R$',
      delivery_time: days[1],
      delivery_range: { min: days[0], max: days[1] },
      custom_delivery_time: days[1],
      custom_delivery_range: { min: days[0], max: days[1] },
      packages: [],
      additional_services: { receipt: false, own_hand: false, collect: false },
      company: {
        ...company,
        picture: `https://www.melhorenvio.com.br/images/shipping-companies/${company.name.toLowerCase()}.png`,
      },
    });
    send(response, 200, [
      service(1, 'PAC', { id: 1, name: 'Correios' }, 2190, [5, 8]),
      service(2, 'SEDEX', { id: 1, name: 'Correios' }, 3850, [1, 3]),
      service(3, '.Package', { id: 2, name: 'Jadlog' }, 2560, [4, 6]),
      {
        id: 4,
        name: '.Com',
        error: 'Serviço indisponível para o trecho.',
        company: { id: 2, name: 'Jadlog', picture: '' },
      },
    ]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  });
}
