import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
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

/**
 * A self-signed certificate for hooks.exemplo.test (valid until 2126), so a receiver can answer
 * over HTTPS with a certificate no authority vouches for.
 */
export const SELF_SIGNED_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgy0Z79kWSdfyxBuQz
okJV4g8DF0wzSb6zUNb5f5FO+kWhRANCAAQFuFPeDk2aLtgqEhPL2J2M8C8T7rIt
COwCy2XhpF7nPon61TIVrJOevYjMcYAhuKqrWSQl15l2B8jm0w/ob4dI
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBrzCCAVagAwIBAgIUVMZqW1FcQozGjnQ3Yy4jfE3dscgwCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSaG9va3MuZXhlbXBsby50ZXN0MCAXDTI2MTEyNDE0MTU0OFoY
DzIxMjYxMDMxMTQxNTQ4WjAdMRswGQYDVQQDDBJob29rcy5leGVtcGxvLnRlc3Qw
WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQFuFPeDk2aLtgqEhPL2J2M8C8T7rIt
COwCy2XhpF7nPon61TIVrJOevYjMcYAhuKqrWSQl15l2B8jm0w/ob4dIo3IwcDAd
BgNVHQ4EFgQUS0nHNx8AA5NB2YFWSmOF2gUz3vMwHwYDVR0jBBgwFoAUS0nHNx8A
A5NB2YFWSmOF2gUz3vMwDwYDVR0TAQH/BAUwAwEB/zAdBgNVHREEFjAUghJob29r
cy5leGVtcGxvLnRlc3QwCgYIKoZIzj0EAwIDRwAwRAIgR5BWHN4pOrTmVvX4A/pq
MuGgk5U/AlIPPbElumjFcDICICH3GOdtfNt0Ftspjb3g7NbR8Ct2z/IZBrS2Lqlz
V14k
-----END CERTIFICATE-----
`,
};

export interface Receiver {
  /** http://127.0.0.1:<port>/hook (https:// with `tls`) */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** 'ok' 200, 'fail' 500, 'timeout' never answers, 'gone' 410, 'redirect' 302 to `redirectTo`. */
  mode: ReceiverMode;
  redirectTo: string;
  /** Requests still waiting for an answer ('timeout' mode). */
  readonly open: number;
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1:0 that records every request and answers as told; over HTTPS
 * with `tls` (a key and certificate).
 */
export async function startReceiver(
  options: { tls?: { key: string; cert: string } } = {},
): Promise<Receiver> {
  const hanging = new Set<import('node:http').ServerResponse>();
  const receiver = {
    url: '',
    port: 0,
    requests: [] as ReceivedRequest[],
    mode: 'ok' as ReceiverMode,
    redirectTo: 'http://127.0.0.1:9/',
    get open() {
      return hanging.size;
    },
    close: async () => {},
  };
  const listener: RequestListener = (request, response) => {
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
          response.on('close', () => hanging.delete(response));
          return;
      }
    });
  };
  const server: Server = options.tls ? createHttpsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/hook`;
  receiver.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/**
 * A Standard Webhooks verifier, written from the Standard Webhooks specification: the signed content is
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
