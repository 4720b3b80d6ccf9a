import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Reportana's order API: `POST /2022-05/orders`, authenticated with HTTP
 * Basic `base64(client_id:client_secret)`, a JSON body whose `reference_id` is required, answered
 * `{ "success": true, "data": null }` when the order is created or updated
 * (https://reportana.dev/en/api-reportana/orders/create-update).
 *
 * Reportana documents no body for its refusals, so the stand-in answers only with the statuses
 * HTTP gives them (401 without valid credentials, 422 for a body without `reference_id`) and
 * Pagora reads nothing but the status.
 */

export interface ReportanaOrderRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReportanaStandIn {
  /** The orders endpoint (what REPORTANA_API_URL points at). */
  url: string;
  /** Every order Reportana accepted, in order. */
  requests: ReportanaOrderRequest[];
  /** Every request it refused, with the status it answered. */
  refused: (ReportanaOrderRequest & { status: number })[];
  /** 'down' answers 503 to everything, as an outage would. */
  mode: 'ok' | 'down';
  close(): Promise<void>;
}

/** `accounts`: the client id → client secret pairs Reportana knows. */
export async function startReportanaStandIn(accounts: Record<string, string>): Promise<ReportanaStandIn> {
  const standIn = {
    url: '',
    requests: [] as ReportanaOrderRequest[],
    refused: [] as (ReportanaOrderRequest & { status: number })[],
    mode: 'ok' as 'ok' | 'down',
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const answer = (status: number, body: unknown) => {
        if (status >= 300) standIn.refused.push({ ...record, status });
        const data = JSON.stringify(body);
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
        });
        response.end(data);
      };
      if (standIn.mode === 'down') return answer(503, { success: false });
      if (request.method !== 'POST' || record.path !== '/2022-05/orders')
        return answer(404, { success: false });
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
      const decoded = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
      const separator = decoded.indexOf(':');
      const clientId = decoded.slice(0, separator);
      if (separator < 0 || accounts[clientId] !== decoded.slice(separator + 1)) {
        return answer(401, { success: false });
      }
      let order: { reference_id?: unknown } | null = null;
      try {
        order = JSON.parse(record.body) as { reference_id?: unknown };
      } catch {
        // A body that is not JSON is refused below like one without the required field.
      }
      if (!order || typeof order.reference_id !== 'string' || order.reference_id === '') {
        return answer(422, { success: false });
      }
      standIn.requests.push(record);
      return answer(200, { success: true, data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2022-05/orders`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
