/**
 * The dashboard's and the order lists' budgets on a large store, with the built server on SQLite:
 * - seeds (once) .cache/bench-orders/ with the store 'Loja Grande' of scripts/seed-large.ts
 *   (1,000,000 orders, 1,600,000 checkout sessions; BENCH_ORDERS_COUNT to change; the data is
 *   made again when it is more than a day old, since the periods are relative to now);
 * - prints the query plans of the dashboard's queries (each should read a covering index);
 * - starts apps/server/dist/main.js on it, logs in, and times each dashboard period, orders pages
 *   (first, middle, last), the filters and searches, and the first page of abandoned carts: the first
 *   (cold) request, then the median and p95 of BENCH_RUNS requests one at a time.
 * Budgets: dashboard ≤ 300 ms, an orders page ≤ 100 ms. Run with `npm run bench`
 * (or `node --import tsx bench/orders.ts` after building the server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import BetterSqlite3 from 'better-sqlite3';
import { createDataSource, Database } from '../apps/server/src/db/data-source.ts';
import { Store } from '../apps/server/src/db/entities/index.ts';
import { dashboardView } from '../apps/server/src/orders/dashboard.ts';
import { BENCH_LOGIN, BENCH_STORE_NAME, seedLarge } from '../scripts/seed-large.ts';
import { call, freePort, jsonPost, percentile, root } from './support.ts';

const ORDERS = Number(process.env.BENCH_ORDERS_COUNT ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DASHBOARD_BUDGET_MS = 300;
const PAGE_BUDGET_MS = 100;
const dataDir = path.join(root, '.cache/bench-orders');
const sqlitePath = path.join(dataDir, 'pagora.sqlite');
const DAY_MS = 86_400_000;

/** The bench store's id and order count, when the database has it and it is recent enough. */
function existingStore(): { storeId: number; orders: number; newest: number } | undefined {
  if (!existsSync(sqlitePath)) return undefined;
  const db = new BetterSqlite3(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    const store = db
      .prepare(
        `SELECT s.id AS id, s.order_seq AS orders FROM store s JOIN "user" u ON u.id = s.user_id
         WHERE u.email = ? AND s.name = ?`,
      )
      .get(BENCH_LOGIN.email, BENCH_STORE_NAME) as { id: number; orders: number } | undefined;
    if (!store || store.orders === 0) return undefined;
    const newest = db
      .prepare('SELECT MAX(created_at) AS newest FROM orders WHERE store_id = ?')
      .get(store.id) as { newest: string | null };
    return {
      storeId: store.id,
      orders: store.orders,
      newest: newest.newest ? Date.parse(`${newest.newest.replace(' ', 'T')}Z`) : 0,
    };
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

async function prepareDatabase(): Promise<number> {
  const existing = existingStore();
  if (existing && existing.orders === ORDERS && Date.now() - existing.newest < DAY_MS) {
    console.info(
      `› reutilizando ${path.relative(root, sqlitePath)}: ${existing.orders.toLocaleString('pt-BR')} pedidos`,
    );
    return existing.storeId;
  }
  if (existing) console.info('› a base de benchmark é de outro dia ou outro tamanho: gerando de novo');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const dataSource = createDataSource({ sqlitePath });
  await dataSource.initialize();
  try {
    const result = await seedLarge(dataSource, { orders: ORDERS, log: (line) => console.info(line) });
    console.info(
      `› seed: ${result.orders.toLocaleString('pt-BR')} pedidos e ${result.sessions.toLocaleString('pt-BR')} sessões em ${result.seconds.toFixed(1)} s`,
    );
    return result.storeId;
  } finally {
    await dataSource.destroy();
  }
}

/** Runs the dashboard in-process once per period and prints the plan of every query it sent. */
async function printPlans(storeId: number): Promise<void> {
  const dataSource = createDataSource({ sqlitePath });
  await dataSource.initialize();
  try {
    const db = new Database(dataSource);
    const store = await dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    const queries = new Map<string, unknown[]>();
    const manager = db.manager;
    const query = manager.query.bind(manager);
    const spy = Object.create(manager) as typeof manager;
    spy.query = (async (sql: string, parameters?: unknown[]) => {
      const key = sql.replace(/\s+/g, ' ').trim();
      if (!queries.has(key)) queries.set(key, parameters ?? []);
      return query(sql, parameters);
    }) as typeof manager.query;
    for (const period of ['today', 'month'] as const) await dashboardView(spy, db.kind, store, period);
    console.info('\nPlanos das consultas do dashboard (EXPLAIN QUERY PLAN)');
    for (const [sql, parameters] of queries) {
      const plan = (await query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as { detail: string }[];
      console.info(`  ${sql.slice(0, 110)}${sql.length > 110 ? '…' : ''}`);
      for (const step of plan) console.info(`      ${step.detail}`);
    }
  } finally {
    await dataSource.destroy();
  }
}

interface BenchServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The built server on the bench database (support.ts's startServer would use a throw-away one). */
async function startServer(): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com código ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    baseUrl,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Row {
  name: string;
  budget: number;
  cold?: number;
  median?: number;
  p95?: number;
  /** The server's CPU time per request (user + system), which other load on the machine does not inflate. */
  cpu?: number;
  note?: string;
}

/** CPU time the process has used so far, in ms (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
const TICKS_PER_SECOND = 100;

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number; body: string }> {
  const start = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return { ms: performance.now() - start, status: response.status, body };
}

/** The first request, then RUNS more one at a time. */
async function measure(
  server: BenchServer,
  name: string,
  budget: number,
  url: string,
  init: RequestInit,
): Promise<Row> {
  const cold = await timed(url, init);
  if (cold.status !== 200) {
    return { name, budget, note: `HTTP ${cold.status}${cold.status === 404 ? ' (rota ausente)' : ''}` };
  }
  const times: number[] = [];
  const cpuBefore = cpuMs(server.child.pid);
  for (let i = 0; i < RUNS; i++) {
    const { ms, status } = await timed(url, init);
    if (status !== 200) return { name, budget, note: `HTTP ${status} na repetição ${i + 1}` };
    times.push(ms);
  }
  const cpuAfter = cpuMs(server.child.pid);
  times.sort((a, b) => a - b);
  return {
    name,
    budget,
    cold: cold.ms,
    median: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / RUNS,
  };
}

function printTable(rows: Row[]): void {
  const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1)).padStart(8);
  console.info(
    `\n${'cenário'.padEnd(34)} ${'fria'.padStart(8)} ${'mediana'.padStart(8)} ${'p95'.padStart(8)} ${'CPU/req'.padStart(8)} ${'meta'.padStart(6)}  resultado`,
  );
  for (const row of rows) {
    const verdict =
      row.note ?? ((row.median ?? Number.POSITIVE_INFINITY) <= row.budget ? 'ok' : 'ACIMA DA META (mediana)');
    console.info(
      `${row.name.padEnd(34)} ${ms(row.cold)} ${ms(row.median)} ${ms(row.p95)} ${ms(row.cpu)} ${String(row.budget).padStart(6)}  ${verdict}`,
    );
  }
  const load = loadavg()[0] ?? 0;
  console.info(
    `\ncarga média da máquina no fim: ${load.toFixed(1)} em ${cpus().length} núcleos (CPU/req: tempo de CPU do servidor por requisição, que a carga não infla)`,
  );
}

const localDate = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(time));

const storeId = await prepareDatabase();
await printPlans(storeId);
const server = await startServer();
try {
  const { baseUrl } = server;
  const login = await call<{ session: { access_token: string } }>(
    `${baseUrl}/api/login`,
    jsonPost({ email: BENCH_LOGIN.email, password: BENCH_LOGIN.password }),
    200,
  );
  const init = { headers: { authorization: `Bearer ${login.body.session.access_token}` } };
  console.info(
    `\nPagora bench de pedidos — ${ORDERS.toLocaleString('pt-BR')} pedidos, SQLite, ${RUNS} repetições por cenário (ms)`,
  );
  const rows: Row[] = [];
  for (const period of ['today', 'yesterday', 'week', 'month'] as const) {
    rows.push(
      await measure(
        server,
        `dashboard ${period}`,
        DASHBOARD_BUDGET_MS,
        `${baseUrl}/api/dashboard?store_id=${storeId}&period=${period}`,
        init,
      ),
    );
  }
  const orders = (query: string) => `${baseUrl}/api/orders?store_id=${storeId}${query}`;
  const first = await timed(orders('&page=1'), init);
  const pageCount =
    first.status === 200 ? Math.max(1, (JSON.parse(first.body) as { page_count: number }).page_count) : 1;
  const weekAgo = localDate(Date.now() - 7 * DAY_MS);
  const today = localDate(Date.now());
  const pages: [string, string][] = [
    ['pedidos página 1', '&page=1'],
    [`pedidos página do meio (${Math.ceil(pageCount / 2)})`, `&page=${Math.ceil(pageCount / 2)}`],
    [`pedidos última página (${pageCount})`, `&page=${pageCount}`],
    ['pedidos status=refused', '&status=refused'],
    ['pedidos pagamento=boleto', '&payment_method=boleto'],
    ['pedidos período (7 dias)', `&from=${weekAgo}&to=${today}`],
    ['pedidos busca por nome', `&q=${encodeURIComponent('Mariana Souza')}`],
    ['pedidos busca por número', `&q=${encodeURIComponent(`#${Math.floor(ORDERS / 3)}`)}`],
  ];
  for (const [name, query] of pages)
    rows.push(await measure(server, name, PAGE_BUDGET_MS, orders(query), init));
  rows.push(
    await measure(
      server,
      'carrinhos abandonados página 1',
      PAGE_BUDGET_MS,
      `${baseUrl}/api/abandoned-carts?store_id=${storeId}&page=1`,
      init,
    ),
  );
  printTable(rows);
  console.info(
    `\nmetas: dashboard ≤ ${DASHBOARD_BUDGET_MS} ms por período; página de pedidos ≤ ${PAGE_BUDGET_MS} ms`,
  );
} finally {
  await server.stop();
}
