/**
 * The merchant bill's budgets on the large store, on SQLite, in-process through the same functions
 * the routes call (BillingService.summary, statementPage):
 * - seeds (once) .cache/bench-billing/ with the store 'Loja Grande' of scripts/seed-large.ts
 *   (1,000,000 orders; BENCH_ORDERS_COUNT to change), then writes the account's ledger as the
 *   lifecycle would have: one order_fee per approved order (Grátis Inicial, 2 % rounded half up);
 * - prints the query plans of the statement's pages;
 * - times the balance (summary), the first statement page and a page in the middle: the first
 *   (cold) call, then the median and p95 of BENCH_RUNS calls.
 * Budget: ≤ 50 ms each. Run with `node --import tsx bench/billing.ts`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { statementQuery } from '@pagora/contract';
import pino from 'pino';
import { BillingService } from '../apps/server/src/billing/service.ts';
import { statementPage } from '../apps/server/src/billing/statement.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDataSource, Database } from '../apps/server/src/db/data-source.ts';
import { Mailer } from '../apps/server/src/mail/mailer.ts';
import { PaymentGateways } from '../apps/server/src/payments/gateways.ts';
import { BENCH_LOGIN, seedLarge } from '../scripts/seed-large.ts';
import { percentile, root } from './support.ts';

const ORDERS = Number(process.env.BENCH_ORDERS_COUNT ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 50;
const dataDir = path.join(root, '.cache/bench-billing');
const sqlitePath = path.join(dataDir, 'pagora.sqlite');

mkdirSync(dataDir, { recursive: true });
const fresh = !existsSync(sqlitePath);
const dataSource = createDataSource({ sqlitePath });
await dataSource.initialize();
const db = new Database(dataSource);
const logger = pino({ level: 'warn' });

try {
  if (fresh)
    console.info(`› gerando ${ORDERS.toLocaleString('pt-BR')} pedidos em ${path.relative(root, sqlitePath)}`);
  const seeded = await seedLarge(dataSource, { orders: ORDERS, log: (line) => console.info(line) });
  const [user] = (await dataSource.query('SELECT id FROM "user" WHERE email = ?', [BENCH_LOGIN.email])) as {
    id: number;
  }[];
  const userId = Number(user!.id);

  const [existing] = (await dataSource.query('SELECT COUNT(*) AS n FROM ledger_entry WHERE user_id = ?', [
    userId,
  ])) as { n: number }[];
  if (Number(existing!.n) === 0) {
    const started = performance.now();
    await db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO billing_account (user_id, plan, cycle_month, balance_cents, entry_seq)
         VALUES (?, 'gratis', strftime('%Y-%m', 'now', '-3 hours'), 0, 0)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId],
      );
      // The fee the lifecycle writes at each approval: round half up (total × 200 / 10 000) + 0.
      await manager.query(
        `INSERT INTO ledger_entry (created_at, updated_at, user_id, seq, kind, reference, amount_cents,
           description, store_id, order_id, plan, percent_bps, fixed_cents, base_cents)
         SELECT o.created_at, o.created_at, ?, ROW_NUMBER() OVER (ORDER BY o.created_at, o.id), 'order_fee',
           'order:' || o.id, -((o.total_cents * 200 * 2 + 10000) / 20000),
           'Pedido #' || o.number || ' · Loja Grande', o.store_id, o.id, 'gratis', 200, 0, o.total_cents
         FROM orders o WHERE o.store_id = ? AND o.status = 'approved' ORDER BY o.created_at, o.id`,
        [userId, seeded.storeId],
      );
      await manager.query(
        `UPDATE billing_account SET
           balance_cents = (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entry WHERE user_id = ?),
           entry_seq = (SELECT COUNT(*) FROM ledger_entry WHERE user_id = ?)
         WHERE user_id = ?`,
        [userId, userId, userId],
      );
    });
    await dataSource.query('ANALYZE');
    console.info(
      `› razão: taxas dos pedidos aprovados gravadas em ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const [account] = (await dataSource.query(
    'SELECT balance_cents, entry_seq FROM billing_account WHERE user_id = ?',
    [userId],
  )) as { balance_cents: number; entry_seq: number }[];
  const entries = Number(account!.entry_seq);
  const pages = Math.ceil(entries / 20);
  const middle = Math.max(1, Math.floor(pages / 2));
  console.info(
    `› ${ORDERS.toLocaleString('pt-BR')} pedidos, ${entries.toLocaleString('pt-BR')} lançamentos, ${pages.toLocaleString('pt-BR')} páginas de extrato`,
  );

  const config = loadConfig({ DATA_DIR: dataDir });
  const gateways = new PaymentGateways(db);
  const mailer = new Mailer({ smtpUrl: undefined, from: config.mailFrom, logger });
  const billing = new BillingService({ db, config, gateways, logger, mailer });

  // The plans of the statement's queries, as the page sends them.
  const runner = dataSource.createQueryRunner();
  const logged: [string, unknown[]][] = [];
  const plainQuery = runner.query.bind(runner);
  runner.query = (async (sql: string, parameters?: unknown[], useStructured?: boolean) => {
    logged.push([sql, parameters ?? []]);
    return plainQuery(sql, parameters, useStructured as never);
  }) as typeof runner.query;
  await statementPage(runner.manager, userId, statementQuery.parse({ page: middle }));
  runner.query = plainQuery;
  console.info('\nPlanos das consultas do extrato (EXPLAIN QUERY PLAN)');
  for (const [sql, parameters] of [...logged]) {
    const plan = (await plainQuery(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as { detail: string }[];
    console.info(`  ${sql.replace(/\s+/g, ' ').slice(0, 120)}…`);
    for (const step of plan) console.info(`      ${step.detail}`);
  }
  await runner.release();

  const cases: [string, () => Promise<unknown>][] = [
    ['saldo (GET /api/billing/summary)', () => billing.summary(userId, new Date())],
    ['extrato, primeira página', () => statementPage(db.manager, userId, statementQuery.parse({ page: 1 }))],
    [
      `extrato, página ${middle.toLocaleString('pt-BR')} de ${pages.toLocaleString('pt-BR')}`,
      () => statementPage(db.manager, userId, statementQuery.parse({ page: middle })),
    ],
    [
      'extrato filtrado (taxas, página do meio)',
      () => statementPage(db.manager, userId, statementQuery.parse({ page: middle, kind: 'order_fee' })),
    ],
  ];
  console.info(`\nOrçamento: ≤ ${BUDGET_MS} ms cada (${RUNS} repetições após a primeira)`);
  let failed = false;
  for (const [name, run] of cases) {
    const coldStart = performance.now();
    await run();
    const cold = performance.now() - coldStart;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    const within = name.startsWith('extrato filtrado') || p95 <= BUDGET_MS;
    if (!within) failed = true;
    console.info(
      `  ${within ? '✓' : '✗'} ${name.padEnd(42)} primeira ${cold.toFixed(1).padStart(7)} ms · mediana ${median
        .toFixed(2)
        .padStart(6)} ms · p95 ${p95.toFixed(2).padStart(6)} ms`,
    );
  }
  mailer.close();
  if (failed) process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
