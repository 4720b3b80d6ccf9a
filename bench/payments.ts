/**
 * Paying through real gateways, with the providers slow and the buyers many: the Mercado Pago and
 * Pagar.me stand-ins (apps/server/test/*-stand-in.ts, the protocols the providers speak) run in this
 * process and answer every API call BENCH_PROVIDER_MS (150) ms late; the built server runs against
 * them (MERCADOPAGO_BASE_URL, PAGARME_BASE_URL) on a throw-away SQLite file. A merchant activates
 * Mercado Pago for card and PIX and Pagar.me for boleto through /api/gateways (each credential
 * check goes to its stand-in). Then BENCH_BUYERS (200) buyers at once open the checkout (a session
 * each) and, once all are open, pay at once: half by card — the card tokenized at the stand-in's
 * /v1/card_tokens as its MercadoPago.js does in the buyer's page, cardholder APRO — and half by PIX,
 * BENCH_ROUNDS (5) times over.
 *
 * Printed: orders/s and the payment's latency (median, p99); the calls each order made to the
 * provider and the throughput that latency and concurrency alone allow (buyers ÷ time spent waiting
 * on the provider); the SERVER's event-loop delay (p50/p99/max) and utilization during the payments,
 * from bench/event-loop-probe.ts preloaded into it, and its CPU time. A loop that stays free while
 * orders/s sits near that bound shows the server waits on the provider, not on its CPU. Then the
 * database and the stand-in are checked: one order and one provider payment per buyer.
 * Run with `npm run bench` (or `node --import tsx bench/payments.ts` after building the server).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startMercadoPagoStandIn } from '../apps/server/test/mercadopago-stand-in.ts';
import { startPagarmeStandIn } from '../apps/server/test/pagarme-stand-in.ts';
import type { EventLoopReport } from './event-loop-probe.ts';
import { call, eventLoopProbe, jsonPost, percentile, startServer } from './support.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** A lighter load first, for comparison: where latency alone should set the pace. */
const FEW_BUYERS = Number(process.env.BENCH_FEW_BUYERS ?? 20);
const PROVIDER_MS = Number(process.env.BENCH_PROVIDER_MS ?? 150);

const mercadoPago = await startMercadoPagoStandIn();
const pagarme = await startPagarmeStandIn();
// Every API answer (payments, look-ups, credential checks) comes that much later; the card tokens
// the buyer's browser asks for are not the server's wait and stay immediate.
mercadoPago.faults.delayMs = PROVIDER_MS;
pagarme.faults.delayMs = PROVIDER_MS;

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the file (11 and 12 after the command), in ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * BENCH_DATABASE_URL (a PostgreSQL server) runs the server on a fresh database made there and
 * dropped at the end; SQLite in a temp dir otherwise.
 */
const postgresUrl = process.env.BENCH_DATABASE_URL;
const postgresDatabase = `pagora_bench_payments_${process.pid}`;
async function onPostgres<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}
let databaseUrl = '';
if (postgresUrl) {
  await onPostgres(postgresUrl, (client) => client.query(`CREATE DATABASE ${postgresDatabase}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${postgresDatabase}`;
  databaseUrl = url.toString();
}

const probe = eventLoopProbe('payments');
const server = await startServer('payments', {
  MERCADOPAGO_BASE_URL: mercadoPago.baseUrl,
  MERCADOPAGO_SCRIPT_URL: mercadoPago.scriptUrl,
  PAGARME_BASE_URL: pagarme.baseUrl,
  PAGARME_SCRIPT_URL: pagarme.scriptUrl,
  PAGARME_WEBHOOK_JWKS_URL: pagarme.jwksUrl,
  DATABASE_URL: databaseUrl,
  ...probe.env,
});

/** The server's event loop since the previous call (the probe starts over at each one). */
const eventLoopReport = () => probe.report(server);

interface HydrationPayload {
  view: { attempt_key: string };
}

try {
  const { baseUrl, dataDir } = server;
  console.info(
    `Pagora bench de pagamentos — ${BUYERS} compradores simultâneos × ${ROUNDS} rodadas, provedores respondendo em ${PROVIDER_MS} ms, ${postgresUrl ? 'PostgreSQL' : 'SQLite'}`,
  );

  const registered = await call<{ session: { access_token: string } }>(
    `${baseUrl}/api/register`,
    jsonPost({
      nome: 'Lojista Bench',
      documento: '52998224725',
      email: `bench.${Date.now()}@exemplo.com.br`,
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
  const pageUrl = `${baseUrl}${new URL(product.checkout_url).pathname}`;
  // One step: the buyer's data and the payment in one post; PIX offered (the checkout offers it only
  // with a PIX key, even when a gateway makes the codes).
  const settings = await call<{ settings: Record<string, unknown> & { options: Record<string, unknown> } }>(
    `${baseUrl}/api/checkout-settings?store_id=${storeId}`,
    { headers: auth },
    200,
  );
  await call(
    `${baseUrl}/api/checkout-settings`,
    {
      ...jsonPost(
        {
          store_id: storeId,
          settings: {
            ...settings.body.settings,
            steps: 1,
            options: {
              ...settings.body.settings.options,
              payment_methods: ['card', 'pix'],
              pix_key: 'loja@exemplo.com.br',
            },
          },
        },
        auth,
      ),
      method: 'PUT',
    },
    200,
  );

  // The gateways, as the merchant sets them in /gateways.
  const put = (url: string, body: unknown) => call(url, { ...jsonPost(body, auth), method: 'PUT' }, 200);
  const checkStarted = performance.now();
  await put(`${baseUrl}/api/gateways/mercadopago`, {
    store_id: storeId,
    public_key: mercadoPago.publicKey,
    secret_key: mercadoPago.accessToken,
    webhook_secret: mercadoPago.webhookSecret,
    methods: { card: true, pix: true, boleto: false },
  });
  const checkMs = performance.now() - checkStarted;
  await put(`${baseUrl}/api/gateways/pagarme`, {
    store_id: storeId,
    public_key: pagarme.publicKey,
    secret_key: pagarme.secretKey,
    methods: { card: false, pix: false, boleto: true },
  });
  await put(`${baseUrl}/api/gateways/routing`, {
    store_id: storeId,
    card: 'mercadopago',
    pix: 'mercadopago',
    boleto: 'pagarme',
    card_contingency: null,
  });
  console.info(
    `gateways: Mercado Pago (cartão e PIX) e Pagar.me (boleto) ativados pela API; validação das credenciais ${checkMs.toFixed(0)} ms`,
  );

  /** A buyer opens the checkout: a session (its cookie) and the page's attempt key. */
  const open = async () => {
    const opened = await fetch(pageUrl);
    if (!opened.ok) throw new Error(`GET ${pageUrl} → ${opened.status}`);
    const cookie = opened.headers.get('set-cookie')?.split(';')[0] ?? '';
    const match = /<script id="checkout-view" type="application\/json">(.*?)<\/script>/s.exec(
      await opened.text(),
    );
    if (!match) throw new Error('página de checkout sem a view embutida');
    return { cookie, attemptKey: (JSON.parse(match[1]!) as HydrationPayload).view.attempt_key };
  };
  type Buyer = Awaited<ReturnType<typeof open>> & { n: number; fields: Record<string, string> };

  /** What the page posts: the card as MercadoPago.js tokenized it (Mastercard 5031 …6351), or PIX. */
  const prepare = async (n: number): Promise<Buyer> => {
    const buyer = await open();
    const fields: Record<string, string> =
      n % 2 === 0
        ? {
            payment_method: 'card',
            card_holder: 'APRO',
            installments: '1',
            card_token: await mercadoPago.createCardToken(`APRO ${n}`),
            card_brand: 'mastercard',
            card_last4: '6351',
            card_payment_method_id: 'master',
          }
        : { payment_method: 'pix' };
    return { ...buyer, n, fields };
  };

  /** The buyer pays (the hydrated page's JSON post); true when an order came out of it. */
  const pay = async (buyer: Buyer): Promise<boolean> => {
    const response = await fetch(pageUrl, {
      method: 'POST',
      headers: {
        cookie: buyer.cookie,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        action: 'pay',
        attempt_key: buyer.attemptKey,
        name: `Comprador ${buyer.n} Silva`,
        email: `comprador${buyer.n}@exemplo.com.br`,
        phone: '11912345678',
        cpf: '52998224725',
        ...buyer.fields,
      }),
    });
    const text = await response.text();
    return response.ok && text.includes('"redirect"') && text.includes('/pedido/');
  };

  /**
   * `buyers` open the checkout, then (all open) pay at once, `rounds` times: the payments are timed,
   * and the server's event loop and CPU are read around each burst of payments only.
   */
  let nextBuyer = 0;
  const measure = async (buyers: number, rounds: number) => {
    const latencies: number[] = [];
    const loops: EventLoopReport[] = [];
    let paid = 0;
    let seconds = 0;
    let cpu = 0;
    const calls = mercadoPago.requests.length;
    for (let round = 0; round < rounds; round++) {
      const ready = await Promise.all(Array.from({ length: buyers }, () => prepare(nextBuyer++)));
      await eventLoopReport();
      const cpuBefore = cpuSeconds(server.child.pid!);
      const started = performance.now();
      const results = await Promise.all(
        ready.map(async (buyer) => {
          const start = performance.now();
          const ok = await pay(buyer).catch(() => false);
          latencies.push(performance.now() - start);
          return ok;
        }),
      );
      seconds += (performance.now() - started) / 1000;
      cpu += cpuSeconds(server.child.pid!) - cpuBefore;
      loops.push(await eventLoopReport());
      paid += results.filter(Boolean).length;
    }
    latencies.sort((a, b) => a - b);
    // The server's calls to the provider (card tokens are the browser's) per order.
    const providerCalls = mercadoPago.requests
      .slice(calls)
      .filter((request) => request.path.startsWith('/v1/payments')).length;
    const callsPerOrder = providerCalls / Math.max(paid, 1);
    return {
      buyers,
      attempted: buyers * rounds,
      paid,
      seconds,
      ordersPerSecond: paid / seconds,
      median: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      callsPerOrder,
      /** Little's law: `buyers` in flight, each waiting callsPerOrder × PROVIDER_MS at the provider. */
      bound: buyers / ((callsPerOrder * PROVIDER_MS) / 1000),
      loop: {
        p50: percentile(
          loops.map((report) => report.p50).sort((a, b) => a - b),
          0.5,
        ),
        p99: Math.max(...loops.map((report) => report.p99)),
        max: Math.max(...loops.map((report) => report.max)),
        utilization: loops.reduce((sum, report) => sum + report.utilization, 0) / loops.length,
      },
      cpuShare: cpu / seconds,
    };
  };
  type Figures = Awaited<ReturnType<typeof measure>>;
  const print = (figures: Figures) => {
    console.info(
      `${String(figures.buyers).padStart(4)} compradores: ${figures.paid} de ${figures.attempted} pedidos em ${figures.seconds.toFixed(1)} s = ` +
        `${figures.ordersPerSecond.toFixed(0)} pedidos/s (limite por latência ${figures.bound.toFixed(0)}/s com ${figures.callsPerOrder.toFixed(2)} chamada(s) ao provedor por pedido)   ` +
        `latência mediana ${figures.median.toFixed(0)} ms   p99 ${figures.p99.toFixed(0)} ms`,
    );
    console.info(
      `${' '.repeat(18)}laço de eventos do SERVIDOR: atraso p50 ${figures.loop.p50.toFixed(1)} ms   p99 ${figures.loop.p99.toFixed(1)} ms   máx ${figures.loop.max.toFixed(1)} ms   ` +
        `ocupado ${(figures.loop.utilization * 100).toFixed(0)}%   CPU ${(figures.cpuShare * 100).toFixed(0)}% de um núcleo`,
    );
  };

  // Warm-up (the server's code paths compiled, connections to the provider opened), not shown.
  const warm = await measure(Math.min(BUYERS, 50), 1);
  const few = await measure(FEW_BUYERS, ROUNDS);
  const many = await measure(BUYERS, ROUNDS);
  print(few);
  print(many);
  console.info(
    many.loop.utilization < 0.8 && many.ordersPerSecond >= many.bound * 0.7
      ? `com ${BUYERS} compradores o servidor espera o provedor: limitado por latência e concorrência, não por CPU`
      : `com ${BUYERS} compradores o servidor está limitado pela CPU (laço ocupado ${(many.loop.utilization * 100).toFixed(0)}%, ${((many.ordersPerSecond / many.bound) * 100).toFixed(0)}% do limite por latência)`,
  );
  const paid = warm.paid + few.paid + many.paid;
  const failed = warm.attempted + few.attempted + many.attempted - paid;

  // Nothing lost or doubled: one order per buyer who paid, one Mercado Pago payment per order.
  const countsSql = `SELECT COUNT(*) AS count, COUNT(DISTINCT checkout_session_id) AS sessions,
              SUM(CASE WHEN status = 'approved' AND payment_method = 'card' THEN 1 ELSE 0 END) AS cards,
              SUM(CASE WHEN status = 'pending' AND payment_method = 'pix' THEN 1 ELSE 0 END) AS pix,
              COUNT(DISTINCT gateway_reference) AS references_
         FROM orders WHERE store_id = $1 AND gateway = 'mercadopago'`;
  type Counts = { count: number; sessions: number; cards: number; pix: number; references_: number };
  let row: Counts;
  if (postgresUrl) {
    const found = await onPostgres(databaseUrl, (client) => client.query(countsSql, [storeId]));
    // COUNT and SUM come back from PostgreSQL as text (bigint).
    row = Object.fromEntries(
      Object.entries(found.rows[0] as Record<string, string>).map(([key, value]) => [key, Number(value)]),
    ) as Counts;
  } else {
    const db = new Database(path.join(dataDir, 'pagora.sqlite'), { readonly: true });
    row = db.prepare(countsSql.replace('$1', '?')).get(storeId) as Counts;
    db.close();
  }
  const providerPayments = mercadoPago.payments.size;
  console.info(
    `no banco: ${row.count} pedidos no Mercado Pago (${row.cards} cartões aprovados, ${row.pix} PIX aguardando), ${row.sessions} sessões, ` +
      `${row.references_} cobranças distintas; no Mercado Pago: ${providerPayments} pagamentos`,
  );
  console.info(
    failed === 0 &&
      row.count === paid &&
      row.sessions === paid &&
      row.references_ === paid &&
      providerPayments === paid
      ? 'um pedido e uma cobrança por comprador: nada perdido nem duplicado'
      : `ATENÇÃO: ${failed} pagamentos sem pedido, ou pedidos ou cobranças perdidos ou duplicados!`,
  );
} finally {
  await server.stop();
  await mercadoPago.close();
  await pagarme.close();
  if (postgresUrl)
    await onPostgres(postgresUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${postgresDatabase}`));
}
