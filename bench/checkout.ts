/**
 * The checkout's performance budget, measured on the built server with a throw-away SQLite file:
 * - the first view's weight (HTML + CSS + JS, compressed as served, product image excluded), without
 *   ad pixels and with the three platforms set;
 * - GET /c/<store>/<slug> vs GET /healthz at 50 connections in the same run (req/s, median, p99);
 * - placing orders: buyers paying by test card concurrently, orders/s, then the database is
 *   checked for lost or duplicated orders and gapless numbers (every buyer also double-submits);
 * - the same orders with a webhook subscribed to every event: orders/s with the outbox written in
 *   each order's transaction, and how fast the delivery worker sends the events to a local receiver;
 * - Lighthouse (npm `lighthouse` with Debian's Chromium) mobile performance score of the page.
 * Run with `npm run bench` (or `node --import tsx bench/checkout.ts`; `BENCH_WEIGHT_ONLY=1` stops
 * after the first view's weight, printed without pixels and with Meta, Google and TikTok set).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import {
  call,
  formatFigures,
  inParallel as inParallelAt,
  jsonPost,
  loadRaw,
  type OpenedCheckout,
  openCheckout,
  payByTestCard,
  root,
  startServer,
} from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const LIGHTHOUSE_VERSION = '13.5.0';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bytes on the wire of `url` with brotli accepted (Node's fetch decompresses, so ask with a raw request). */
async function compressedSize(url: string): Promise<{ bytes: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'nenhuma') }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function lighthouseBin(): string {
  const prefix = path.join(root, '.cache/lighthouse');
  const bin = path.join(prefix, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) {
    console.info(`› instalando lighthouse@${LIGHTHOUSE_VERSION} em .cache/lighthouse (uma vez)`);
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      {
        stdio: 'inherit',
      },
    );
  }
  return bin;
}

function lighthouse(url: string): void {
  const report = JSON.parse(
    execFileSync(
      process.execPath,
      [
        lighthouseBin(),
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        '--quiet',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    ).toString(),
  ) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string }>;
  };
  const audit = (id: string) => report.audits[id]?.displayValue ?? '—';
  console.info(
    `Lighthouse (celular, throttling simulado): desempenho ${Math.round(report.categories.performance.score * 100)}   ` +
      `FCP ${audit('first-contentful-paint')}   LCP ${audit('largest-contentful-paint')}   TBT ${audit('total-blocking-time')}   CLS ${audit('cumulative-layout-shift')}   SI ${audit('speed-index')}`,
  );
}

// Webhooks go to a receiver in this process, on loopback.
const server = await startServer('checkout', { WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32' });
try {
  const { baseUrl, dataDir } = server;
  console.info(`Pagora bench do checkout — ${CONNECTIONS} conexões, ${SECONDS} s por cenário, SQLite`);

  // A merchant with a store, one physical product (3 steps, the default) and one digital product
  // in a 1-step checkout for the order runs.
  const email = `bench.${Date.now()}@exemplo.com.br`;
  const registered = await call<{ session: { access_token: string } }>(
    `${baseUrl}/api/register`,
    jsonPost({
      nome: 'Lojista Bench',
      documento: '52998224725',
      email,
      telefone: '(11) 91234-5678',
      senha: 'senha-segura-123',
    }),
    201,
  );
  const auth = { authorization: `Bearer ${registered.body.session.access_token}` };
  const storeId = (
    await call<{ store: { id: number } }>(
      `${baseUrl}/api/create-store`,
      jsonPost({ storeName: 'Loja Bench' }, auth),
      201,
    )
  ).body.store.id;
  const product = async (title: string, productType: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title,
      description: `${title}, feito no Brasil.`,
      price: '97,00',
      store_id: String(storeId),
      productType,
      status: 'active',
    }))
      form.set(key, value);
    return (
      await call<{ checkout_url: string }>(
        `${baseUrl}/api/products`,
        { method: 'POST', headers: auth, body: form },
        201,
      )
    ).body;
  };
  const physical = await product('Camiseta Pagora', 'physical');
  const digital = await product('Curso Pagora', 'digital');
  const pageUrl = `${baseUrl}${new URL(physical.checkout_url).pathname}`;
  const digitalUrl = `${baseUrl}${new URL(digital.checkout_url).pathname}`;

  // First view's weight: without pixels, then with the three platforms set (their loader counts;
  // the platforms' own scripts are loaded after the page's load event, from their hosts, and are
  // not part of the first view).
  const firstViewWeight = async (label: string) => {
    const html = await (await fetch(pageUrl)).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/_checkout\/[^"]+)"/g)].map((match) => match[1]!);
    const sizes = await Promise.all([pageUrl, ...assets.map((asset) => baseUrl + asset)].map(compressedSize));
    const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
    console.info(
      `primeira visita ${label}: HTML ${(sizes[0]!.bytes / 1024).toFixed(1)} kB (${sizes[0]!.encoding}) + ${assets.length} arquivos ${sizes
        .slice(1)
        .map(
          (size, index) =>
            `${path.extname(assets[index]!)} ${(size.bytes / 1024).toFixed(1)} kB (${size.encoding})`,
        )
        .join(' + ')} = ${(total / 1024).toFixed(1)} kB comprimidos (orçamento 100 kB)`,
    );
  };
  const setPixels = (body: Record<string, string>) =>
    call(`${baseUrl}/api/pixels?store_id=${storeId}`, { ...jsonPost(body, auth), method: 'PUT' }, 200);
  await firstViewWeight('sem pixels');
  await setPixels({
    meta_pixel_id: '1234567890123456',
    ga4_id: 'G-AB12CD34EF',
    google_ads_id: 'AW-123456789',
    google_ads_label: 'AbC-D_efG',
    tiktok_pixel_id: 'C4B2J8P5R3Q1M7N6K0L9',
  });
  await firstViewWeight('com Meta, Google e TikTok');
  await setPixels({});
  if (process.env.BENCH_WEIGHT_ONLY === '1') {
    await server.stop();
    process.exit(0);
  }

  // Page vs health check, same run.
  const health = await loadRaw(`${baseUrl}/healthz`, CONNECTIONS, SECONDS);
  console.info(formatFigures('GET /healthz', health));
  const page = await loadRaw(pageUrl, CONNECTIONS, SECONDS, { 'accept-encoding': 'br, gzip' });
  console.info(formatFigures('GET checkout (nova sessão)', page));
  console.info(`checkout / healthz: ${((page.rps / health.rps) * 100).toFixed(1)}% (meta ≥ 10%)`);

  // Orders: 1-step checkout for the digital product; each buyer opens the page, then submits the
  // same payment twice at once (a double click); exactly one order per buyer must exist.
  const settings = await call<{ settings: Record<string, unknown> & { steps: number } }>(
    `${baseUrl}/api/checkout-settings?store_id=${storeId}`,
    { headers: auth },
    200,
  );
  await call(
    `${baseUrl}/api/checkout-settings`,
    {
      ...jsonPost({ store_id: storeId, settings: { ...settings.body.settings, steps: 1 } }, auth),
      method: 'PUT',
    },
    200,
  );
  // Every buyer first opens the page (its session), then all pay at once: orders/s counts the
  // payments. A second group double-clicks (two identical posts at the same instant).
  const open = () => openCheckout(digitalUrl);
  const pay = (buyer: OpenedCheckout, n: number) => payByTestCard(digitalUrl, buyer, n);
  const inParallel = <T>(count: number, task: (n: number) => Promise<T>) =>
    inParallelAt(count, CONNECTIONS, task);
  const buyers = await inParallel(ORDERS, () => open());
  const started = performance.now();
  const paid = await inParallel(ORDERS, (n) => pay(buyers[n]!, n));
  const seconds = (performance.now() - started) / 1000;
  const placed = paid.filter(Boolean).length;
  const doubleClickers = await inParallel(200, () => open());
  const doubled = await inParallel(200, async (n) =>
    (await Promise.all([pay(doubleClickers[n]!, n), pay(doubleClickers[n]!, n)])).every(Boolean),
  );
  const doubledOk = doubled.filter(Boolean).length;
  const db = new Database(path.join(dataDir, 'pagora.sqlite'), { readonly: true });
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count, COUNT(DISTINCT number) AS numbers, MIN(number) AS first, MAX(number) AS last,
              SUM(status = 'approved') AS approved, COUNT(DISTINCT checkout_session_id) AS sessions
         FROM orders WHERE store_id = ?`,
    )
    .get(storeId) as {
    count: number;
    numbers: number;
    first: number;
    last: number;
    approved: number;
    sessions: number;
  };
  db.close();
  console.info(
    `pedidos: ${placed} de ${ORDERS} pagamentos em ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(0)} pedidos/s (meta ≥ 200); ` +
      `mais ${doubledOk} compradores com clique duplo; ` +
      `no banco ${row.count} pedidos, ${row.sessions} sessões, números ${row.first}…${row.last} (${row.numbers} distintos), ${row.approved} aprovados`,
  );
  const intact =
    row.count === placed + doubledOk && row.numbers === row.count && row.last - row.first + 1 === row.count;
  console.info(
    intact
      ? 'nenhum pedido perdido ou duplicado; numeração sem buracos'
      : 'ATENÇÃO: pedidos perdidos ou duplicados!',
  );

  // The same orders with a webhook subscribed to every event (4 events per approved card order).
  let received = 0;
  let lastReceivedAt = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      lastReceivedAt = performance.now();
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  await call(
    `${baseUrl}/api/webhooks`,
    jsonPost(
      {
        store_id: storeId,
        name: 'Bench',
        url: `http://127.0.0.1:${receiverPort}/hook`,
        events: [
          'cart.abandoned',
          'order.created',
          'order.updated',
          'order.status_changed',
          'order.approved',
          'order.refused',
        ],
      },
      auth,
    ),
    201,
  );
  const hookedBuyers = await inParallel(ORDERS, () => open());
  const hookedStarted = performance.now();
  const hookedPaid = (await inParallel(ORDERS, (n) => pay(hookedBuyers[n]!, ORDERS + n))).filter(
    Boolean,
  ).length;
  const hookedSeconds = (performance.now() - hookedStarted) / 1000;
  const expected = hookedPaid * 4;
  const deadline = performance.now() + 120_000;
  while (received < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  receiver.close();
  const deliverySeconds = (lastReceivedAt - hookedStarted) / 1000;
  console.info(
    `pedidos com webhook: ${hookedPaid} em ${hookedSeconds.toFixed(1)} s = ${(hookedPaid / hookedSeconds).toFixed(0)} pedidos/s; ` +
      `${received} de ${expected} eventos entregues ${deliverySeconds.toFixed(1)} s após o início (${(received / deliverySeconds).toFixed(0)} eventos/s)`,
  );

  if (existsSync(chromiumPath)) lighthouse(pageUrl);
  else console.info(`Lighthouse: Chromium não encontrado em ${chromiumPath} (defina CHROMIUM_PATH)`);
} finally {
  await server.stop();
}
