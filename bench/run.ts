/**
 * Benchmarks the built server on a throw-away SQLite database and prints figures:
 * time to first healthy answer, requests/s and latency (median, p99) at 50 connections,
 * and the server's resident memory. Run with `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function load(name: string, url: string, init: RequestInit = {}) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          const response = await fetch(url, init);
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / SECONDS;
  console.info(
    `${name.padEnd(22)} ${rps.toFixed(0).padStart(7)} req/s   mediana ${percentile(latencies, 0.5).toFixed(1)} ms   p99 ${percentile(latencies, 0.99).toFixed(1)} ms   erros ${errors}`,
  );
  return rps;
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`${baseUrl}/healthz`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    console.info(`Pagora bench — ${CONNECTIONS} conexões, ${SECONDS} s por cenário, SQLite`);
    console.info(
      `primeiro /healthz em ${(performance.now() - started).toFixed(0)} ms (migrações + seed inclusos)`,
    );
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@pagora.com.br', password: 'pagora-demo' }),
    });
    const { session } = (await login.json()) as { session: { access_token: string } };
    await load('GET /healthz', `${baseUrl}/healthz`);
    await load('GET /api/profile', `${baseUrl}/api/profile`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    console.info(`memória residente do servidor: ${rssMb(child.pid!)} MB`);
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
