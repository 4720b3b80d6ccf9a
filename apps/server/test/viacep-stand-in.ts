import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for ViaCEP (https://viacep.com.br/): `GET /ws/{cep}/json/` answers the address
 * as ViaCEP does (`cep` formatted, `logradouro`, `complemento`, `bairro`, `localidade`, `uf`,
 * `ibge`, `gia`, `ddd`, `siafi`), HTTP 400 for a CEP that is not 8 digits, and `{"erro": true}`
 * for a valid CEP it does not know (with `erro: "true"` for the ones in `stringErrors`, as some
 * ViaCEP deployments send). `mode` makes it fail: 'hang' never answers, 'error' answers 500.
 */

export interface ViaCepAddress {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export const VIACEP_ADDRESSES: Record<string, ViaCepAddress> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040002': { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '30130010': {
    logradouro: 'Praça Sete de Setembro',
    bairro: 'Centro',
    localidade: 'Belo Horizonte',
    uf: 'MG',
  },
  // A single-CEP town: ViaCEP answers it without street and district.
  '78175000': { logradouro: '', bairro: '', localidade: 'Poconé', uf: 'MT' },
};

export interface ViaCepStandIn {
  baseUrl: string;
  mode: 'ok' | 'hang' | 'error';
  /** CEPs (8 digits) asked, in order: to see what the cache spared. */
  requests: string[];
  stringErrors: Set<string>;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  const data = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
  });
  response.end(data);
}

export async function startViaCepStandIn(): Promise<ViaCepStandIn> {
  const hanging = new Set<ServerResponse>();
  const state: Omit<ViaCepStandIn, 'baseUrl' | 'close'> = {
    mode: 'ok',
    requests: [],
    stringErrors: new Set(),
  };
  const server = createServer((request, response) => {
    const match = /^\/ws\/([^/]*)\/json\/?$/.exec(new URL(request.url ?? '/', 'http://x').pathname);
    if (request.method !== 'GET' || !match) return send(response, 404, '<h1>Not Found</h1>');
    const cep = decodeURIComponent(match[1]!);
    state.requests.push(cep);
    if (state.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (state.mode === 'error') return send(response, 500, '<h1>Erro interno</h1>');
    // ViaCEP: "Se o CEP não tiver 8 dígitos... o código de retorno da consulta será um 400 (Bad Request)".
    if (!/^\d{8}$/.test(cep)) return send(response, 400, '<h2>Bad Request (400)</h2>');
    const address = VIACEP_ADDRESSES[cep];
    if (!address) return send(response, 200, { erro: state.stringErrors.has(cep) ? 'true' : true });
    send(response, 200, {
      cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
      logradouro: address.logradouro,
      complemento: '',
      unidade: '',
      bairro: address.bairro,
      localidade: address.localidade,
      uf: address.uf,
      estado: '',
      regiao: '',
      ibge: '3550308',
      gia: '1004',
      ddd: '11',
      siafi: '7107',
    });
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
