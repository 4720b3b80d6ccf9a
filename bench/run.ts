/**
 * Benchmarks the built server on a throw-away SQLite database and prints figures:
 * time to first healthy answer, requests/s and latency (median, p99) at 50 connections,
 * and the server's resident memory. Run with `npm run bench`.
 */
import { call, formatFigures, jsonPost, loadUrl, rssMb, startServer } from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const server = await startServer('api');
try {
  const { baseUrl } = server;
  console.info(`Pagora bench — ${CONNECTIONS} conexões, ${SECONDS} s por cenário, SQLite`);
  console.info(`primeiro /healthz em ${server.startupMs.toFixed(0)} ms (migrações + seed inclusos)`);
  const login = await call<{ session: { access_token: string } }>(
    `${baseUrl}/api/login`,
    jsonPost({ email: 'demo@pagora.com.br', password: 'pagora-demo' }),
    200,
  );
  console.info(formatFigures('GET /healthz', await loadUrl(`${baseUrl}/healthz`, CONNECTIONS, SECONDS)));
  const auth = { headers: { authorization: `Bearer ${login.body.session.access_token}` } };
  console.info(
    formatFigures('GET /api/profile', await loadUrl(`${baseUrl}/api/profile`, CONNECTIONS, SECONDS, auth)),
  );
  console.info(`memória residente do servidor: ${rssMb(server.child.pid!).toFixed(0)} MB`);
} finally {
  await server.stop();
}
