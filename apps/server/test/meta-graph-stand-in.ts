import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Meta: the Conversions API of the Graph API and, for the buyer's browser, a
 * Meta Pixel script.
 *
 * - `POST /{version}/{pixel id}/events?access_token=…` with a JSON body `{ data: [event…] }`, as
 *   https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api describes:
 *   the token must be one the test registered for that pixel, else Meta's OAuth error (400,
 *   `{ error: { message, type: 'OAuthException', code: 190, fbtrace_id } }`); every event needs
 *   event_name, event_time (unix seconds, at most 7 days old), action_source and user_data, and a
 *   'website' event client_user_agent (else 400 with code 100, as Meta answers invalid
 *   parameters); accepted events are recorded and answered `{ events_received, messages: [],
 *   fbtrace_id }`
 *   (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters).
 * - `GET /en_US/fbevents.js`: a stand-in of fbevents.js that drains the base code's `fbq` queue
 *   and posts each `fbq('init' | 'track', …)` call (JSON, with the `eventID` option) to
 *   `POST /__browser/fbq`, and sets the `_fbp` cookie on the page's domain as Meta's script does
 *   (`fb.1.<ms>.<random>`, https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc).
 *
 * Test-only: `GET /__control/received` answers `{ serverEvents, browserCalls }` (for e2e tests,
 * which run in another process than the stand-in).
 *
 * Faults: `failNext(n, status)` answers the next n event posts with that status (5xx: Meta's
 * `{ error: { message, type: 'OAuthException'|…, code: 2, is_transient: true } }`).
 */

export interface ReceivedServerEvent {
  pixelId: string;
  version: string;
  accessToken: string;
  event: Record<string, unknown>;
}

export interface ReceivedBrowserCall {
  command: string;
  args: unknown[];
}

export interface MetaGraphStandIn {
  url: string;
  /** The fbevents.js stand-in's URL (META_PIXEL_SCRIPT_URL). */
  scriptUrl: string;
  /** Registers a valid token for a pixel. */
  allowToken(pixelId: string, token: string): void;
  /** Events accepted from servers, in order. */
  serverEvents: ReceivedServerEvent[];
  /** Requests to the events endpoint, accepted or not. */
  requests: { pixelId: string; status: number }[];
  /** What the browser script reported. */
  browserCalls: ReceivedBrowserCall[];
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

const fbtrace = () => randomBytes(8).toString('base64url');

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The fbevents.js stand-in: replays the base code's queue and every later call to the stand-in. */
function browserScript(origin: string): string {
  return `(function(){
var f=window.fbq; if(!f) return;
function report(args){
  var a=Array.prototype.slice.call(args);
  fetch(${JSON.stringify(`${origin}/__browser/fbq`)},{method:'POST',mode:'cors',keepalive:true,headers:{'Content-Type':'text/plain'},body:JSON.stringify({command:a[0],args:a.slice(1)})});
}
if(!/(^|; )_fbp=/.test(document.cookie)){document.cookie='_fbp=fb.1.'+Date.now()+'.'+Math.floor(Math.random()*1e10)+'; path=/; max-age=7776000; SameSite=Lax';}
f.callMethod=function(){report(arguments);};
var q=f.queue||[]; f.queue=[];
for(var i=0;i<q.length;i++) report(q[i]);
})();`;
}

export async function startMetaGraphStandIn(): Promise<MetaGraphStandIn> {
  const tokens = new Map<string, Set<string>>();
  const serverEvents: ReceivedServerEvent[] = [];
  const requests: { pixelId: string; status: number }[] = [];
  const browserCalls: ReceivedBrowserCall[] = [];
  let failures = { count: 0, status: 500 };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/en_US/fbevents.js') {
      res.writeHead(200, { 'Content-Type': 'application/javascript' });
      res.end(browserScript(`http://${req.headers.host}`));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/__control/received') {
      send(res, 200, { serverEvents, browserCalls });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__browser/fbq') {
      const body = JSON.parse(await readBody(req)) as ReceivedBrowserCall;
      browserCalls.push(body);
      send(res, 200, { ok: true });
      return;
    }
    const match = /^\/(v\d+\.\d+)\/(\d+)\/events$/.exec(url.pathname);
    if (req.method === 'POST' && match) {
      const [, version, pixelId] = match as unknown as [string, string, string];
      const answer = (status: number, body: unknown) => {
        requests.push({ pixelId, status });
        send(res, status, body);
      };
      const raw = await readBody(req);
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return answer(failures.status, {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            is_transient: true,
            code: 2,
            fbtrace_id: fbtrace(),
          },
        });
      }
      const accessToken = url.searchParams.get('access_token') ?? '';
      if (!tokens.get(pixelId)?.has(accessToken)) {
        return answer(400, {
          error: {
            message: 'Invalid OAuth access token - Cannot parse access token',
            type: 'OAuthException',
            code: 190,
            fbtrace_id: fbtrace(),
          },
        });
      }
      let data: Record<string, unknown>[];
      try {
        data = (JSON.parse(raw) as { data: Record<string, unknown>[] }).data;
        if (!Array.isArray(data) || data.length === 0) throw new Error('no data');
      } catch {
        return answer(400, {
          error: {
            message: '(#100) The parameter data is required',
            type: 'OAuthException',
            code: 100,
            fbtrace_id: fbtrace(),
          },
        });
      }
      const now = Math.floor(Date.now() / 1000);
      for (const event of data) {
        const userData = event.user_data as Record<string, unknown> | undefined;
        const problem = !event.event_name
          ? 'event_name'
          : typeof event.event_time !== 'number' || now - event.event_time > SEVEN_DAYS_S
            ? 'event_time'
            : !event.action_source
              ? 'action_source'
              : !userData
                ? 'user_data'
                : event.action_source === 'website' && !userData.client_user_agent
                  ? 'client_user_agent'
                  : null;
        if (problem) {
          return answer(400, {
            error: {
              message: `Invalid parameter: ${problem}`,
              type: 'OAuthException',
              code: 100,
              fbtrace_id: fbtrace(),
            },
          });
        }
      }
      for (const event of data) serverEvents.push({ pixelId, version, accessToken, event });
      return answer(200, { events_received: data.length, messages: [], fbtrace_id: fbtrace() });
    }
    send(res, 404, {
      error: { message: 'Unknown path', type: 'GraphMethodException', code: 803, fbtrace_id: fbtrace() },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    scriptUrl: `${url}/en_US/fbevents.js`,
    allowToken(pixelId, token) {
      const set = tokens.get(pixelId) ?? new Set();
      set.add(token);
      tokens.set(pixelId, set);
    },
    serverEvents,
    requests,
    browserCalls,
    failNext(count, status) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
