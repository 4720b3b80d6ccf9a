import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a receiver got. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status the receiver answered. */
  answered: number | null;
}

export type ReceiverMode = 'ok' | 'fail' | 'timeout' | 'gone' | 'redirect';

export interface Receiver {
  /** http://127.0.0.1:<port>/hook */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** 'ok' 200, 'fail' 500, 'timeout' never answers, 'gone' 410, 'redirect' 302 to `redirectTo`. */
  mode: ReceiverMode;
  redirectTo: string;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1:0 that records every request and answers as told. */
export async function startReceiver(): Promise<Receiver> {
  const hanging = new Set<import('node:http').ServerResponse>();
  const receiver = {
    url: '',
    port: 0,
    requests: [] as ReceivedRequest[],
    mode: 'ok' as ReceiverMode,
    redirectTo: 'http://127.0.0.1:9/',
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: null,
      };
      receiver.requests.push(record);
      const answer = (status: number, headers: Record<string, string> = {}) => {
        record.answered = status;
        response.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
        response.end(status < 300 ? 'ok' : 'não');
      };
      switch (receiver.mode) {
        case 'ok':
          return answer(200);
        case 'fail':
          return answer(500);
        case 'gone':
          return answer(410);
        case 'redirect':
          return answer(302, { Location: receiver.redirectTo });
        case 'timeout':
          hanging.add(response);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}/hook`;
  receiver.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/**
 * A Standard Webhooks verifier, written from the spec: the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 with the base64-decoded secret after
 * 'whsec_'; the header lists `v1,<base64>` signatures separated by spaces, any of which may match.
 */
export function verifySignature(secret: string, request: Pick<ReceivedRequest, 'headers' | 'body'>): boolean {
  const id = request.headers['webhook-id'];
  const timestamp = request.headers['webhook-timestamp'];
  const header = request.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof header !== 'string') return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return header.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
