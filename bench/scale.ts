/**
 * Orders and memory at scale, on the built server with a throw-away SQLite file and
 * bench/event-loop-probe.ts preloaded (the server's own process.cpuUsage() and RSS):
 * - BENCH_SESSIONS (200,000) checkout sessions opened (a new visitor each time);
 * - BENCH_SCALE_ORDERS (20,000) buyers open a 1-step checkout, then pay by card with the test
 *   provider BENCH_CONNECTIONS at a time: orders/s (target ≥ 500), server CPU per order
 *   (target ≤ 2 ms), then the database is checked: nothing lost or duplicated, numbers gapless;
 * - BENCH_HOOKED_ORDERS (5,000) more with a webhook subscribed to every event (target ≥ 400/s);
 * - RSS idle, after the sessions, after the orders and 15 s after the load stops
 *   (target ≤ 300 MB, and back within 50 MB of idle 15 s later; the last line checks both).
 * With BENCH_CPU_PROFILE=<dir> the server writes a V8 CPU profile there. Takes a few minutes. Run with `npm run bench` (or `node --import tsx bench/scale.ts` after
 * building the server).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { EventLoopReport } from './event-loop-probe.ts';
import {
  call,
  eventLoopProbe,
  inParallel,
  jsonPost,
  loadCannon,
  openCheckout,
  payByTestCard,
  startServer,
} from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200_000);
const ORDERS = Number(process.env.BENCH_SCALE_ORDERS ?? 20_000);
const HOOKED_ORDERS = Number(process.env.BENCH_HOOKED_ORDERS ?? 5_000);
const IDLE_SECONDS = 15;
/** RSS targets: at most this right after the load, and back within this of idle IDLE_SECONDS later. */
const MAX_RSS_MB = 300;
const BACK_NEAR_IDLE_MB = 50;

const memory = (report: EventLoopReport) =>
  `${report.rssMb.toFixed(0)} MB (heap V8 ${report.heapUsedMb.toFixed(0)} de ${report.heapTotalMb.toFixed(0)} MB, fora dele ${report.externalMb.toFixed(0)} MB)`;

const probe = eventLoopProbe('scale');
// Webhooks go to a receiver in this process, on loopback.
const profileDir = process.env.BENCH_CPU_PROFILE;
const server = await startServer('scale', {
  WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32',
  ...probe.env,
  ...(profileDir
    ? { NODE_OPTIONS: `${probe.env.NODE_OPTIONS} --cpu-prof --cpu-prof-dir=${profileDir}` }
    : {}),
});
const report = () => probe.report(server);
try {
  const { baseUrl, dataDir } = server;
  console.info(
    `Pagora bench de escala — ${CONNECTIONS} conexões, ${SESSIONS} sessões, ${ORDERS} + ${HOOKED_ORDERS} pedidos, SQLite`,
  );
  const registered = await call<{ session: { access_token: string } }>(
    `${baseUrl}/api/register`,
    jsonPost({
      nome: 'Lojista Escala',
      documento: '52998224725',
      email: `escala.${Date.now()}@exemplo.com.br`,
      telefone: '(11) 91234-5678',
      senha: 'senha-segura-123',
    }),
    201,
  );
  const auth = { authorization: `Bearer ${registered.body.session.access_token}` };
  const storeId = (
    await call<{ store: { id: number } }>(
      `${baseUrl}/api/create-store`,
      jsonPost({ storeName: 'Loja Escala' }, auth),
      201,
    )
  ).body.store.id;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: 'Curso Pagora',
    description: 'Curso Pagora, feito no Brasil.',
    price: '97,00',
    store_id: String(storeId),
    productType: 'digital',
    status: 'active',
  }))
    form.set(key, value);
  const product = (
    await call<{ checkout_url: string }>(
      `${baseUrl}/api/products`,
      { method: 'POST', headers: auth, body: form },
      201,
    )
  ).body;
  const settings = await call<{ settings: Record<string, unknown> }>(
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
  const url = `${baseUrl}${new URL(product.checkout_url).pathname}`;
  const idle = await report();
  console.info(`RSS em repouso: ${memory(idle)}`);

  // Sessions: every request without a cookie opens one.
  const sessions = await loadCannon(url, CONNECTIONS, 0, { 'accept-encoding': 'gzip' }, SESSIONS);
  const afterSessions = await report();
  console.info(
    `${sessions.count} sessões a ${sessions.rps.toFixed(0)}/s (erros ${sessions.errors}); ` +
      `CPU ${(afterSessions.cpuMs / sessions.count).toFixed(2)} ms por sessão; RSS ${memory(afterSessions)}`,
  );

  const placeOrders = async (count: number, first: number) => {
    const buyers = await inParallel(count, CONNECTIONS, () => openCheckout(url));
    await report();
    const started = performance.now();
    const paid = await inParallel(count, CONNECTIONS, (n) => payByTestCard(url, buyers[n]!, first + n));
    const seconds = (performance.now() - started) / 1000;
    const figures = await report();
    const placed = paid.filter(Boolean).length;
    return { placed, seconds, figures };
  };
  const orders = await placeOrders(ORDERS, 0);
  console.info(
    `pedidos: ${orders.placed} de ${ORDERS} em ${orders.seconds.toFixed(1)} s = ${(orders.placed / orders.seconds).toFixed(0)} pedidos/s (meta ≥ 500); ` +
      `CPU do servidor ${(orders.figures.cpuMs / orders.placed).toFixed(2)} ms por pedido (meta ≤ 2 ms); ` +
      `laço p99 ${orders.figures.p99.toFixed(1)} ms; RSS ${memory(orders.figures)}`,
  );

  let received = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await call(
    `${baseUrl}/api/webhooks`,
    jsonPost(
      {
        store_id: storeId,
        name: 'Bench',
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
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
  const hooked = await placeOrders(HOOKED_ORDERS, ORDERS);
  console.info(
    `pedidos com webhook: ${hooked.placed} em ${hooked.seconds.toFixed(1)} s = ${(hooked.placed / hooked.seconds).toFixed(0)} pedidos/s (meta ≥ 400); ` +
      `CPU ${(hooked.figures.cpuMs / hooked.placed).toFixed(2)} ms por pedido; RSS ${memory(hooked.figures)}`,
  );
  const deadline = performance.now() + 120_000;
  while (received < hooked.placed * 4 && performance.now() < deadline) await sleep(100);
  receiver.close();
  console.info(`${received} de ${hooked.placed * 4} eventos de webhook entregues`);

  const db = new Database(path.join(dataDir, 'pagora.sqlite'), { readonly: true });
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count, COUNT(DISTINCT number) AS numbers, MIN(number) AS first, MAX(number) AS last
         FROM orders WHERE store_id = ?`,
    )
    .get(storeId) as { count: number; numbers: number; first: number; last: number };
  const sessionRows = (
    db.prepare('SELECT COUNT(*) AS count FROM checkout_session').get() as { count: number }
  ).count;
  db.close();
  const placed = orders.placed + hooked.placed;
  const intact = row.count === placed && row.numbers === row.count && row.last - row.first + 1 === row.count;
  console.info(
    `no banco: ${row.count} pedidos (números ${row.first}…${row.last}), ${sessionRows} sessões — ` +
      (intact
        ? 'nenhum pedido perdido ou duplicado; numeração sem buracos'
        : 'ATENÇÃO: pedidos perdidos ou duplicados!'),
  );

  const loaded = await report();
  await sleep(IDLE_SECONDS * 1000);
  const rested = await report();
  const check = (holds: boolean) => (holds ? 'ok' : 'ACIMA DA META');
  console.info(
    `RSS: repouso ${idle.rssMb.toFixed(0)} MB → após a carga ${loaded.rssMb.toFixed(0)} MB ` +
      `(meta ≤ ${MAX_RSS_MB} MB: ${check(loaded.rssMb <= MAX_RSS_MB)}) → ` +
      `${IDLE_SECONDS} s depois ${memory(rested)}, ${(rested.rssMb - idle.rssMb).toFixed(0)} MB acima do repouso ` +
      `(meta ≤ ${BACK_NEAR_IDLE_MB} MB: ${check(rested.rssMb - idle.rssMb <= BACK_NEAR_IDLE_MB)})`,
  );
} finally {
  await server.stop();
}
