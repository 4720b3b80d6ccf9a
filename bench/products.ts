/**
 * Benchmarks the product list of the built server on a throw-away SQLite database: one store with
 * 10 products and one with 10,000, then `GET /api/products?store_id=X&page=1` for each — latency
 * of sequential requests (median, p99) and requests/s at 20 connections. The first page of the
 * big store should cost what the small one's does. Run with `npm run bench`.
 */
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { call, percentile, startServer } from './support.ts';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const CONNECTIONS = Number(process.env.BENCH_PRODUCTS_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SMALL = 10;
const BIG = 10_000;
/** Every tenth product of the big store has a photo, so the page joins real uploads. */
const PHOTO_EVERY = 10;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Figures {
  median: number;
  p99: number;
  rps: number;
  errors: number;
}

async function timedFetch(url: string, init: RequestInit): Promise<{ ms: number; ok: boolean }> {
  const start = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { ms: performance.now() - start, ok: response.ok };
  } catch {
    return { ms: performance.now() - start, ok: false };
  }
}

/**
 * `count` requests to each URL, alternating between them, one at a time: latency without
 * queueing, with both URLs measured under the same conditions.
 */
async function sequential(urls: string[], init: RequestInit, count: number) {
  const latencies = urls.map(() => [] as number[]);
  let errors = 0;
  for (let i = 0; i < count; i++) {
    for (const [index, url] of urls.entries()) {
      const { ms, ok } = await timedFetch(url, init);
      latencies[index]!.push(ms);
      if (!ok) errors++;
    }
  }
  return latencies.map((list) => {
    list.sort((a, b) => a - b);
    return { median: percentile(list, 0.5), p99: percentile(list, 0.99), errors };
  });
}

/** `CONNECTIONS` clients in a loop for `SECONDS`: throughput. */
async function concurrent(url: string, init: RequestInit) {
  let done = 0;
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const { ok } = await timedFetch(url, init);
        done++;
        if (!ok) errors++;
      }
    }),
  );
  return { rps: done / SECONDS, errors };
}

/** Latency (sequential, alternating) and then throughput of each URL, after a warm-up of both. */
async function measure(urls: string[], init: RequestInit): Promise<Figures[]> {
  await sequential(urls, init, 100);
  const latency = await sequential(urls, init, SEQUENTIAL);
  const figures: Figures[] = [];
  for (const [index, url] of urls.entries()) {
    const load = await concurrent(url, init);
    const { median, p99, errors } = latency[index]!;
    figures.push({ median, p99, rps: load.rps, errors: errors + load.errors });
  }
  return figures;
}

const line = (name: string, figures: Figures) =>
  `${name.padEnd(34)} mediana ${figures.median.toFixed(2).padStart(6)} ms   p99 ${figures.p99.toFixed(2).padStart(6)} ms   ${figures.rps.toFixed(0).padStart(6)} req/s   erros ${figures.errors}`;

/** The 10,000 products (and their photos) written straight into the server's SQLite file, in one transaction. */
function insertBigCatalog(sqlitePath: string, storeId: number, userId: number): void {
  const db = new Database(sqlitePath);
  db.pragma('busy_timeout = 5000');
  const sha256 = createHash('sha256').update(PNG_1X1).digest('hex');
  const insertUpload = db.prepare(
    'INSERT INTO upload (key, user_id, content_type, byte_size, sha256, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertProduct = db.prepare(
    `INSERT INTO product (store_id, name, slug, description, price_cents, product_type, status, image_upload_id)
     VALUES (?, ?, ?, ?, ?, 'physical', ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 1; i <= BIG; i++) {
      const photo =
        i % PHOTO_EVERY === 0
          ? insertUpload.run(randomUUID(), userId, 'image/png', PNG_1X1.length, sha256, PNG_1X1)
              .lastInsertRowid
          : null;
      insertProduct.run(
        storeId,
        `Produto ${i}`,
        `produto-${i}`,
        `Descrição do produto ${i}.`,
        990 + i,
        i % 7 === 0 ? 'inactive' : 'active',
        photo,
      );
    }
  })();
  db.close();
}

async function main() {
  const server = await startServer('products');
  const { baseUrl, dataDir } = server;
  try {
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const login = await call<{ session: { access_token: string } }>(
      `${baseUrl}/api/login`,
      json({ email: 'demo@pagora.com.br', password: 'pagora-demo' }),
      200,
    );
    const auth = { authorization: `Bearer ${login.body.session.access_token}` };
    const profile = await call<{ id: number }>(`${baseUrl}/api/profile`, { headers: auth }, 200);
    const createStore = async (storeName: string) =>
      (
        await call<{ store: { id: number } }>(
          `${baseUrl}/api/create-store`,
          { ...json({ storeName }), headers: { ...auth, 'content-type': 'application/json' } },
          201,
        )
      ).body.store.id;
    const smallStore = await createStore('Loja pequena');
    const bigStore = await createStore('Loja grande');

    // The small store through the API, as a merchant would (one product with a photo).
    for (let i = 1; i <= SMALL; i++) {
      const form = new FormData();
      form.set('title', `Produto ${i}`);
      form.set('description', `Descrição do produto ${i}.`);
      form.set('price', `${9 + i},90`);
      form.set('store_id', String(smallStore));
      if (i === 1) form.set('image', new Blob([PNG_1X1], { type: 'image/png' }), 'foto.png');
      await call(`${baseUrl}/api/products`, { method: 'POST', headers: auth, body: form }, 201);
    }
    const inserted = performance.now();
    insertBigCatalog(path.join(dataDir, 'pagora.sqlite'), bigStore, profile.body.id);
    const insertMs = performance.now() - inserted;

    const pageUrl = (storeId: number) => `${baseUrl}/api/products?store_id=${storeId}&page=1`;
    for (const [storeId, total] of [
      [smallStore, SMALL],
      [bigStore, BIG],
    ] as const) {
      const check = await call<unknown[]>(pageUrl(storeId), { headers: auth }, 200);
      const count = check.headers.get('x-total-count');
      if (check.body.length !== Math.min(total, 50) || count !== String(total)) {
        throw new Error(
          `Página inesperada da loja ${storeId}: ${check.body.length} itens, X-Total-Count ${count}`,
        );
      }
    }

    console.info(
      `Pagora bench — lista de produtos (SQLite): ${SEQUENTIAL} requisições sequenciais + ${CONNECTIONS} conexões por ${SECONDS} s`,
    );
    console.info(
      `(${BIG.toLocaleString('pt-BR')} produtos inseridos direto no SQLite em ${insertMs.toFixed(0)} ms)`,
    );
    const [small, big] = await measure([pageUrl(smallStore), pageUrl(bigStore)], { headers: auth });
    console.info(line(`page=1, loja com ${SMALL} produtos`, small!));
    console.info(line(`page=1, loja com ${BIG.toLocaleString('pt-BR')} produtos`, big!));
    console.info(
      `razão grande/pequena: mediana ×${(big!.median / small!.median).toFixed(2)}, req/s ×${(big!.rps / small!.rps).toFixed(2)}`,
    );
    const [all] = await sequential([`${baseUrl}/api/products?store_id=${bigStore}`], { headers: auth }, 20);
    console.info(
      `sem page (lista inteira, ${BIG.toLocaleString('pt-BR')} itens): mediana ${all!.median.toFixed(1)} ms, p99 ${all!.p99.toFixed(1)} ms (20 requisições)`,
    );
  } finally {
    await server.stop();
  }
}

await main();
