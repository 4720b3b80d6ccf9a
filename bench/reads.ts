/**
 * The cost of Pagora's reads against anchors measured in the same run, with the same load
 * generator: a raw `node:http` hello and a Koa hello (each in its own process, as the server is).
 * Prints req/s, latency and each route's share of the raw hello:
 * - GET /healthz (target ≥ 50 %),
 * - GET /api/products?store_id=…&page=1 authenticated, 20 items, and GET /api/products/:id (≥ 15 %),
 * - the checkout page, a new session each time (≥ 10 %).
 * With BENCH_CPU_PROFILE=<dir> the server writes a V8 CPU profile there (node --cpu-prof), and
 * BENCH_ONLY=healthz,list,read,checkout runs only those scenarios (to profile one at a time).
 * Run with `npm run bench`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  call,
  formatFigures,
  freePort,
  jsonPost,
  type LoadFigures,
  loadCannon,
  root,
  startServer,
} from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const RAW_HELLO = `
import { createServer } from 'node:http';
createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('hello'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));`;

const KOA_HELLO = `
import Koa from 'koa';
const app = new Koa();
app.use((ctx) => { ctx.body = 'hello'; });
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));`;

/** One anchor server in its own process, answering 'hello' on every path. */
async function startAnchor(source: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: `${root}/apps/server`,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`âncora terminou com código ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

const share = (figures: LoadFigures, anchor: LoadFigures, target: number) =>
  `${((figures.rps / anchor.rps) * 100).toFixed(1)} % do hello cru (meta ≥ ${target} %)`;

const profileDir = process.env.BENCH_CPU_PROFILE;
const only = process.env.BENCH_ONLY?.split(',');
const runs = (scenario: string) => !only || only.includes(scenario);
const raw = await startAnchor(RAW_HELLO);
const koa = await startAnchor(KOA_HELLO);
const server = await startServer('reads', {
  ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
});
try {
  const { baseUrl } = server;
  console.info(`Pagora bench de leituras — ${CONNECTIONS} conexões, ${SECONDS} s por cenário, SQLite`);

  const registered = await call<{ session: { access_token: string } }>(
    `${baseUrl}/api/register`,
    jsonPost({
      nome: 'Lojista Leituras',
      documento: '52998224725',
      email: `leituras.${Date.now()}@exemplo.com.br`,
      telefone: '(11) 91234-5678',
      senha: 'senha-segura-123',
    }),
    201,
  );
  const auth = { authorization: `Bearer ${registered.body.session.access_token}` };
  const storeId = (
    await call<{ store: { id: number } }>(
      `${baseUrl}/api/create-store`,
      jsonPost({ storeName: 'Loja Leituras' }, auth),
      201,
    )
  ).body.store.id;
  let last: { id: number; checkout_url: string } | undefined;
  for (let index = 1; index <= 20; index++) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: `Produto ${index}`,
      description: `Produto número ${index}, feito no Brasil.`,
      price: '97,00',
      store_id: String(storeId),
      productType: 'digital',
      status: 'active',
    }))
      form.set(key, value);
    last = (
      await call<{ id: number; checkout_url: string }>(
        `${baseUrl}/api/products`,
        { method: 'POST', headers: auth, body: form },
        201,
      )
    ).body;
  }
  const list = await call<{ products?: unknown[] } | unknown[]>(
    `${baseUrl}/api/products?store_id=${storeId}&page=1`,
    { headers: auth },
    200,
  );
  const items = Array.isArray(list.body) ? list.body.length : (list.body.products?.length ?? 0);

  const rawFigures = await loadCannon(raw.url, CONNECTIONS, SECONDS);
  console.info(formatFigures('hello node:http (âncora)', rawFigures));
  const koaFigures = await loadCannon(koa.url, CONNECTIONS, SECONDS);
  console.info(`${formatFigures('hello Koa (âncora)', koaFigures)}   ${share(koaFigures, rawFigures, 0)}`);
  if (runs('healthz')) {
    const health = await loadCannon(`${baseUrl}/healthz`, CONNECTIONS, SECONDS);
    console.info(`${formatFigures('GET /healthz', health)}   ${share(health, rawFigures, 50)}`);
  }
  if (runs('list')) {
    const products = await loadCannon(
      `${baseUrl}/api/products?store_id=${storeId}&page=1`,
      CONNECTIONS,
      SECONDS,
      auth,
    );
    console.info(
      `${formatFigures(`GET /api/products (${items} itens)`, products)}   ${share(products, rawFigures, 15)}`,
    );
  }
  if (runs('read')) {
    const product = await loadCannon(`${baseUrl}/api/products/${last!.id}`, CONNECTIONS, SECONDS, auth);
    console.info(`${formatFigures('GET /api/products/:id', product)}   ${share(product, rawFigures, 15)}`);
  }
  if (runs('checkout')) {
    const page = await loadCannon(`${baseUrl}${new URL(last!.checkout_url).pathname}`, CONNECTIONS, SECONDS, {
      'accept-encoding': 'br, gzip',
    });
    console.info(`${formatFigures('GET checkout (nova sessão)', page)}   ${share(page, rawFigures, 10)}`);
  }
} finally {
  await server.stop();
  raw.child.kill();
  koa.child.kill();
}
