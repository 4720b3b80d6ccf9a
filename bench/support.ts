/** What every benchmark script shares: a built server on a throw-away SQLite file, calls, load loops. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventLoopReport } from './event-loop-probe.ts';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * The V8 flags `npm start` runs the server with (scripts/pagora.sh explains each): a bounded young
 * and old generation, and gc() for the memory release once the server is idle.
 */
export const SERVER_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=1024', '--expose-gc'];

/** Starts apps/server/dist/main.js on a free port with a fresh SQLite database in a temp dir. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pagora-bench-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The flags `npm start` runs the server with (scripts/pagora.sh).
  const child = spawn(process.execPath, [...SERVER_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The allocator settings `npm start` runs the server with (scripts/pagora.sh).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
      ...env,
    },
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
  const startupMs = performance.now() - started;
  return {
    baseUrl,
    dataDir,
    child,
    startupMs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The environment that preloads bench/event-loop-probe.ts into a server started with startServer,
 * and `report()`, which returns the server's event loop, CPU time and RSS since the previous call.
 */
export function eventLoopProbe(name: string): {
  env: Record<string, string>;
  report(server: BenchServer): Promise<EventLoopReport>;
} {
  const reportPath = path.join(root, `.cache/bench-${name}-${process.pid}.json`);
  const probe = path.join(root, 'bench/event-loop-probe.ts');
  return {
    env: {
      EVENT_LOOP_REPORT: reportPath,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
    },
    async report(server) {
      rmSync(reportPath, { force: true });
      server.child.kill('SIGUSR2');
      while (!existsSync(reportPath)) await sleep(10);
      const report = JSON.parse(readFileSync(reportPath, 'utf8')) as EventLoopReport;
      rmSync(reportPath, { force: true });
      return report;
    },
  };
}

/** A JSON call that must answer `expected`. */
export async function call<T>(
  url: string,
  init: RequestInit,
  expected: number,
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${text}`);
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export interface LoadFigures {
  rps: number;
  median: number;
  p99: number;
  errors: number;
  count: number;
}

/** Runs `task` in `connections` parallel loops for `seconds`; a task returns false on a failed answer. */
export async function loadLoop(
  connections: number,
  seconds: number,
  task: () => Promise<boolean>,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          if (!(await task())) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    median: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    count: latencies.length,
  };
}

/** GET `url` in a load loop, reading each body whole. */
export const loadUrl = (url: string, connections: number, seconds: number, init: RequestInit = {}) =>
  loadLoop(connections, seconds, async () => {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.ok;
  });

export const formatFigures = (name: string, figures: LoadFigures) =>
  `${name.padEnd(30)} ${figures.rps.toFixed(0).padStart(7)} req/s   mediana ${figures.median.toFixed(1)} ms   p99 ${figures.p99.toFixed(1)} ms   erros ${figures.errors}`;

export const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * GET `url` in a load loop over node:http keep-alive sockets, reading the bytes as sent (compressed
 * bodies stay compressed, as a browser on another machine would receive them): the load generator
 * shares this machine's two cores with the server, so it should spend as little as possible.
 */
export async function loadRaw(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise<boolean>((resolve) => {
      request(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve((response.statusCode ?? 500) < 400));
        response.on('error', () => resolve(false));
      })
        .on('error', () => resolve(false))
        .end();
    });
  try {
    return await loadLoop(connections, seconds, get);
  } finally {
    agent.destroy();
  }
}

/**
 * GET `url` with autocannon (HTTP/1.1 keep-alive, pipelining 1): a load generator cheap enough
 * that a raw `node:http` hello on the same two cores is measured near its own limit, so the
 * ratios of Pagora's routes to that anchor say what Pagora's own code costs.
 */
export async function loadCannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number,
): Promise<LoadFigures> {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections,
    headers,
    ...(amount === undefined ? { duration: seconds } : { amount }),
  });
  return {
    rps: result.requests.average,
    median: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    count: result.requests.total,
  };
}

/** The view a checkout page embeds for hydration (its attempt key, among the rest). */
export function embeddedView(html: string): { attempt_key: string } {
  const match = /<script id="checkout-view" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('página de checkout sem a view embutida');
  return (JSON.parse(match[1]!) as { view: { attempt_key: string } }).view;
}

/** A buyer who opened a checkout page: its session cookie and the payment's attempt key. */
export interface OpenedCheckout {
  cookie: string;
  attemptKey: string;
}

export async function openCheckout(url: string): Promise<OpenedCheckout> {
  const opened = await fetch(url);
  const cookie = opened.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { cookie, attemptKey: embeddedView(await opened.text()).attempt_key };
}

/**
 * Pays an opened 1-step checkout by card with the test provider (the card number goes in the form
 * only in test mode); true when the answer is a success.
 */
export async function payByTestCard(url: string, buyer: OpenedCheckout, n: number): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      cookie: buyer.cookie,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      action: 'pay',
      attempt_key: buyer.attemptKey,
      name: `Comprador ${n} Silva`,
      email: `comprador${n}@exemplo.com.br`,
      phone: '11912345678',
      cpf: '52998224725',
      payment_method: 'card',
      card_number: '4242 4242 4242 4242',
      card_holder: `COMPRADOR ${n}`,
      card_expiry: '12/34',
      card_cvv: '123',
      installments: '1',
    }),
  });
  await response.arrayBuffer();
  return response.ok;
}

/** Runs `task(0…count-1)` with `connections` of them in flight at a time; results in order. */
export async function inParallel<T>(
  count: number,
  connections: number,
  task: (n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await task(n);
      }
    }),
  );
  return results;
}
