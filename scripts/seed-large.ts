/**
 * Seeds a large store for the dashboard and orders benchmarks: the merchant bench@pagora.com.br
 * (password 'pagora-bench') with the store 'Loja Grande', ~1,000,000 orders over the last 365 days
 * (more in recent days and in the daytime; 70% approved, 20% pending, 10% refused; PIX, cartão and
 * boleto), 1–3 items each (with order bumps), a timeline for each order, and ~1.6 checkout sessions
 * per order whose funnel stages agree with the orders (the rest stopped at some stage); then the
 * dashboard's hourly rollups of that store, computed from them.
 *
 *   npm run seed:large -- --orders 1000000 [--force]
 *
 * Uses the server's configuration (DATA_DIR or DATABASE_URL). When the store already has orders it
 * is left as it is, unless --force (which deletes and recreates it). The data is the same on every
 * run (seeded random numbers), relative to the current time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDataSource, sqlitePathIn } from '../apps/server/src/db/data-source.ts';
import { Product, Store, User } from '../apps/server/src/db/entities/index.ts';
import { rebuildOrderStats } from '../apps/server/src/orders/stats.ts';
import { hashPassword } from '../apps/server/src/shared/crypto.ts';

export const BENCH_LOGIN = { email: 'bench@pagora.com.br', password: 'pagora-bench' } as const;
export const BENCH_STORE_NAME = 'Loja Grande';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** São Paulo has had no DST since 2019: the daytime profile only needs its fixed offset. */
const LOCAL_OFFSET_MS = -3 * 3_600_000;

// ─── Deterministic randomness ───────────────────────────────────────────────────────────────────

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20261122);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Orders per local hour of the day (relative weights): quiet nights, busy evenings. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 9, 10, 11, 12, 11, 10, 10, 11, 12, 13, 14, 14, 12, 8, 4];
const HOUR_CDF = (() => {
  const total = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return HOUR_WEIGHTS.map((weight) => {
    running += weight / total;
    return running;
  });
})();

function randomHour(): number {
  const u = random();
  const index = HOUR_CDF.findIndex((edge) => u < edge);
  return index === -1 ? 23 : index;
}

/**
 * `count` instants in the last `days` days, ascending: the daily volume grows linearly (the most
 * recent day has four times the oldest's), within a day by HOUR_WEIGHTS; none after `now`.
 */
function orderTimes(count: number, days: number, now: number): Float64Array {
  const times = new Float64Array(count);
  const todayStart = Math.floor((now + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
  const firstDay = todayStart - (days - 1) * DAY_MS;
  for (let i = 0; i < count; i++) {
    for (;;) {
      // Density 1 + 3x on [0, 1): inverse of the CDF (x + 1.5x²) / 2.5.
      const u = random();
      const x = (-1 + Math.sqrt(1 + 6 * 2.5 * u)) / 3;
      const day = Math.min(days - 1, Math.floor(x * days));
      const time = firstDay + day * DAY_MS + randomHour() * 3_600_000 + Math.floor(random() * 3_600_000);
      if (time <= now) {
        times[i] = time;
        break;
      }
    }
  }
  return times.sort();
}

// ─── The catalog and the buyers ─────────────────────────────────────────────────────────────────

interface SeedProduct {
  id: number;
  name: string;
  priceCents: number;
  physical: boolean;
  weight: number;
}

const PRODUCTS = [
  { name: 'Camiseta Básica Algodão', priceCents: 7990, physical: true, weight: 30 },
  { name: 'Calça Jeans Reta', priceCents: 18990, physical: true, weight: 12 },
  { name: 'Tênis Casual Couro', priceCents: 29990, physical: true, weight: 8 },
  { name: 'Curso Online de Estampas', priceCents: 19700, physical: false, weight: 15 },
  { name: 'E-book Moda Sustentável', priceCents: 4700, physical: false, weight: 20 },
  { name: 'Mochila Urbana', priceCents: 14990, physical: true, weight: 10 },
  { name: 'Boné Aba Curva', priceCents: 5990, physical: true, weight: 5 },
];
const BUMPS = [
  { name: 'Kit 3 Pares de Meias', priceCents: 2490, physical: true },
  { name: 'Garantia Estendida', priceCents: 1990, physical: false },
];

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
  'Beatriz',
  'Caio',
  'Débora',
  'Lucas',
  'Mariana',
  'Pedro',
  'Renata',
  'Sérgio',
  'Tatiane',
  'Vinícius',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
];
const CITIES = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Goiânia', 'GO'],
] as const;
const REFUSALS = ['Saldo insuficiente.', 'Cartão recusado pelo banco emissor.', 'Dados do cartão inválidos.'];
const BRANDS = ['visa', 'mastercard', 'elo', 'amex', 'hipercard'] as const;
const BRAND_LABELS: Record<(typeof BRANDS)[number], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
};
const UTM_SOURCES = [null, null, null, 'instagram', 'facebook', 'google', 'tiktok', 'email'];

function weightedProduct(products: SeedProduct[]): SeedProduct {
  const total = products.reduce((sum, product) => sum + product.weight, 0);
  let u = random() * total;
  for (const product of products) {
    u -= product.weight;
    if (u < 0) return product;
  }
  return products[0] as SeedProduct;
}

/** Unique (the counter leads, so the unique indexes grow at their end) and unguessable enough for a bench. */
const token = (prefix: string, n: number) =>
  `${prefix}${n.toString(36).padStart(5, '0')}${Math.floor(random() * 2 ** 52).toString(36)}${Math.floor(random() * 2 ** 52).toString(36)}`;

const dayPrefixes = new Map<number, string>();
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** SQLite's stored form 'YYYY-MM-DD HH:MM:SS.SSS' (UTC), without a Date per call: millions are written. */
function storedTime(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11).replace('T', ' ');
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / MINUTE_MS);
  rest -= minutes * MINUTE_MS;
  const seconds = Math.floor(rest / 1000);
  return `${prefix}${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(rest - seconds * 1000, 3)}`;
}

// ─── Writing rows ───────────────────────────────────────────────────────────────────────────────

type Value = string | number | null;

interface Sink {
  /** The first id to give to new rows of `table` (ids are assigned here, in order). */
  nextId(table: string): Promise<number>;
  add(table: string, columns: readonly string[], values: Value[]): Promise<void>;
  finish(): Promise<void>;
}

const SQLITE_BATCH = 100;

/** better-sqlite3 directly: one transaction, one prepared statement per table. */
function sqliteSink(dataSource: DataSource): Sink {
  // biome-ignore lint/suspicious/noExplicitAny: the driver's native handle is not typed by TypeORM.
  const native = (dataSource.driver as any).databaseConnection as import('better-sqlite3').Database;
  native.pragma('synchronous = OFF');
  native.pragma('cache_size = -400000');
  native.pragma('temp_store = MEMORY');
  // Rows are consistent by construction; checking each foreign key would double the work.
  native.pragma('foreign_keys = OFF');
  const statements = new Map<string, import('better-sqlite3').Statement>();
  const pending = new Map<string, { columns: readonly string[]; values: Value[]; rows: number }>();
  /** One statement inserting `rows` rows (a 100-row statement costs far less than 100 runs). */
  const statement = (table: string, columns: readonly string[], rows: number) => {
    const key = `${table}/${rows}`;
    let prepared = statements.get(key);
    if (!prepared) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      prepared = native.prepare(
        `INSERT INTO "${table}" (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => tuple).join(', ')}`,
      );
      statements.set(key, prepared);
    }
    return prepared;
  };
  native.exec('BEGIN');
  // Secondary indexes are rebuilt once at the end (a sorted build), rather than updated per row.
  const indexes = native
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
       AND tbl_name IN ('orders', 'order_item', 'order_event', 'checkout_session')`,
    )
    .all() as { name: string; sql: string }[];
  for (const index of indexes) native.exec(`DROP INDEX "${index.name}"`);
  return {
    async nextId(table) {
      const row = native.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM "${table}"`).get() as {
        next: number;
      };
      return row.next;
    },
    async add(table, columns, values) {
      let batch = pending.get(table);
      if (!batch) {
        batch = { columns, values: [], rows: 0 };
        pending.set(table, batch);
      }
      for (const value of values) batch.values.push(value);
      if (++batch.rows === SQLITE_BATCH) {
        statement(table, columns, SQLITE_BATCH).run(batch.values);
        batch.values = [];
        batch.rows = 0;
      }
    },
    async finish() {
      for (const [table, batch] of pending) {
        if (batch.rows > 0) statement(table, batch.columns, batch.rows).run(batch.values);
      }
      for (const index of indexes) native.exec(index.sql);
      native.exec('COMMIT');
      native.pragma('foreign_keys = ON');
      native.pragma('synchronous = NORMAL');
      // Statistics for the planner from a sample of each index (a full ANALYZE reads everything).
      native.pragma('analysis_limit = 2000');
      native.exec('ANALYZE');
    },
  };
}

const PARENT_TABLES: Record<string, string[]> = {
  orders: ['checkout_session'],
  order_item: ['orders'],
  order_event: ['orders'],
};

const POSTGRES_BATCH = 5000;

/** PostgreSQL: batches of rows through unnest(), in one transaction. */
async function postgresSink(dataSource: DataSource): Promise<Sink> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  // As on SQLite: secondary indexes (not those of primary keys and unique constraints) are dropped
  // and built again at the end, inside the same transaction.
  const indexes = (await runner.query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema()
       AND i.tablename IN ('orders', 'order_item', 'order_event', 'checkout_session')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  )) as { name: string; definition: string }[];
  for (const index of indexes) await runner.query(`DROP INDEX "${index.name}"`);
  // Rows are consistent by construction: a superuser may skip the per-row foreign key triggers.
  const [role] = await runner.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  if (role?.rolsuper) await runner.query('SET LOCAL session_replication_role = replica');
  const pending = new Map<string, { columns: readonly string[]; rows: Value[][] }>();
  const columnTypes = new Map<string, Map<string, string>>();
  const typesOf = async (table: string) => {
    let types = columnTypes.get(table);
    if (!types) {
      const rows = (await runner.query(
        'SELECT column_name AS name, udt_name AS type FROM information_schema.columns WHERE table_name = $1',
        [table],
      )) as { name: string; type: string }[];
      types = new Map(rows.map((row) => [row.name, row.type]));
      columnTypes.set(table, types);
    }
    return types;
  };
  const flush = async (table: string): Promise<void> => {
    // Parents first: a batch of orders refers to sessions still waiting in their own batch.
    for (const parent of PARENT_TABLES[table] ?? []) await flush(parent);
    const batch = pending.get(table);
    if (!batch || batch.rows.length === 0) return;
    // One array per column through unnest(): a few parameters instead of tens of thousands,
    // which PostgreSQL parses and plans several times faster.
    const types = await typesOf(table);
    const arrays = batch.columns.map((_, index) => batch.rows.map((row) => row[index] ?? null));
    const casts = batch.columns.map((column, index) => `$${index + 1}::${types.get(column) ?? 'text'}[]`);
    await runner.query(
      `INSERT INTO "${table}" (${batch.columns.join(', ')}) SELECT * FROM unnest(${casts.join(', ')})`,
      arrays,
    );
    batch.rows = [];
  };
  return {
    async nextId(table) {
      const [row] = await runner.query(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM "${table}"`);
      return Number(row.next);
    },
    async add(table, columns, values) {
      let batch = pending.get(table);
      if (!batch) {
        batch = { columns, rows: [] };
        pending.set(table, batch);
      }
      batch.rows.push(values);
      if (batch.rows.length >= POSTGRES_BATCH) await flush(table);
    },
    async finish() {
      for (const table of ['checkout_session', 'orders', 'order_item', 'order_event']) await flush(table);
      for (const index of indexes) await runner.query(index.definition);
      // Explicit ids were written: move the sequences past them.
      for (const table of ['orders', 'order_item', 'order_event', 'checkout_session']) {
        await runner.query(
          `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${table}"))`,
        );
      }
      await runner.commitTransaction();
      await runner.release();
      await dataSource.query('ANALYZE');
    },
  };
}

const ORDER_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'store_id',
  'number',
  'public_token',
  'checkout_session_id',
  'kind',
  'status',
  'payment_method',
  'gateway',
  'gateway_reference',
  'subtotal_cents',
  'bump_cents',
  'discount_cents',
  'shipping_cents',
  'total_cents',
  'coupon_code',
  'shipping_option_name',
  'shipping_price_cents',
  'shipping_min_days',
  'shipping_max_days',
  'buyer_name',
  'buyer_email',
  'buyer_phone',
  'buyer_cpf',
  'address_cep',
  'address_street',
  'address_number',
  'address_district',
  'address_city',
  'address_state',
  'card_brand',
  'card_last4',
  'card_installments',
  'refusal_reason',
  'utm_source',
  'paid_at',
] as const;
const ITEM_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'order_id',
  'product_id',
  'name',
  'unit_price_cents',
  'quantity',
  'kind',
] as const;
const EVENT_COLUMNS = ['id', 'created_at', 'updated_at', 'order_id', 'status', 'cause'] as const;
const SESSION_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'token',
  'store_id',
  'product_id',
  'viewed_at',
  'personal_at',
  'delivery_at',
  'payment_started_at',
  'completed_at',
  'utm_source',
  'data',
  'last_step',
  'buyer_name',
  'buyer_email',
  'value_cents',
  'last_activity_at',
] as const;

// ─── The seed ───────────────────────────────────────────────────────────────────────────────────

export interface SeedResult {
  storeId: number;
  orders: number;
  sessions: number;
  seconds: number;
  reused: boolean;
}

export async function seedLarge(
  dataSource: DataSource,
  options: { orders: number; force?: boolean; log?: (line: string) => void },
): Promise<SeedResult> {
  const log = options.log ?? console.info;
  const started = performance.now();
  const postgres = dataSource.options.type === 'postgres';
  const time = postgres ? (ms: number) => new Date(ms).toISOString() : storedTime;

  // The merchant, reused by e-mail.
  const [user] = await dataSource.query(`SELECT id FROM "user" WHERE email = ${postgres ? '$1' : '?'}`, [
    BENCH_LOGIN.email,
  ]);
  let userId: number;
  if (user) {
    userId = Number(user.id);
  } else {
    const passwordHash = await hashPassword(BENCH_LOGIN.password);
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        fullName: 'Lojista de Benchmark',
        email: BENCH_LOGIN.email,
        phone: '(11) 90000-0000',
        documento: '52998224725',
        passwordHash,
        avatarUploadId: null,
      })
      .execute();
    const [created] = await dataSource.query(`SELECT id FROM "user" WHERE email = ${postgres ? '$1' : '?'}`, [
      BENCH_LOGIN.email,
    ]);
    userId = Number(created.id);
  }

  const p = (n: number) => (postgres ? `$${n}` : '?');
  const findStore = async () =>
    (await dataSource.query(`SELECT id, order_seq FROM store WHERE user_id = ${p(1)} AND name = ${p(2)}`, [
      userId,
      BENCH_STORE_NAME,
    ])) as { id: number; order_seq: number }[];
  let [store] = await findStore();
  if (store && Number(store.order_seq) > 0) {
    if (!options.force) {
      log(
        `› A loja '${BENCH_STORE_NAME}' já tem ${store.order_seq} pedidos: nada a fazer (use --force para recriar).`,
      );
      return {
        storeId: Number(store.id),
        orders: Number(store.order_seq),
        sessions: 0,
        seconds: 0,
        reused: true,
      };
    }
    log(`› Apagando a loja '${BENCH_STORE_NAME}' anterior`);
    await dataSource.query(`DELETE FROM store WHERE id = ${p(1)}`, [store.id]);
    store = undefined;
  }
  if (!store) {
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(Store)
      .values({ userId, name: BENCH_STORE_NAME, orderSeq: 0 })
      .execute();
    [store] = await findStore();
  }
  const storeId = Number(store!.id);

  // The catalog: a few products (the bumps are products too).
  const now = Date.now();
  const products: SeedProduct[] = [];
  const bumps: SeedProduct[] = [];
  for (const [index, product] of [...PRODUCTS, ...BUMPS.map((bump) => ({ ...bump, weight: 0 }))].entries()) {
    const slug = `bench-${index + 1}`;
    const [existing] = await dataSource.query(
      `SELECT id FROM product WHERE store_id = ${p(1)} AND slug = ${p(2)}`,
      [storeId, slug],
    );
    let id = existing ? Number(existing.id) : 0;
    if (!existing) {
      await dataSource
        .createQueryBuilder()
        .insert()
        .into(Product)
        .values({
          storeId,
          name: product.name,
          slug,
          description: `${product.name}: produto de demonstração da loja de benchmark.`,
          priceCents: product.priceCents,
          productType: product.physical ? 'physical' : 'digital',
          status: 'active',
          imageUploadId: null,
          externalId: null,
        })
        .execute();
      const [created] = await dataSource.query(
        `SELECT id FROM product WHERE store_id = ${p(1)} AND slug = ${p(2)}`,
        [storeId, slug],
      );
      id = Number(created.id);
    }
    (index < PRODUCTS.length ? products : bumps).push({ id, ...product });
  }

  const sink = postgres ? await postgresSink(dataSource) : sqliteSink(dataSource);
  let orderId = await sink.nextId('orders');
  let itemId = await sink.nextId('order_item');
  let eventId = await sink.nextId('order_event');
  let sessionId = await sink.nextId('checkout_session');

  const count = options.orders;
  log(`› Gerando ${count.toLocaleString('pt-BR')} pedidos em 365 dias`);
  const times = orderTimes(count, 365, now);
  let sessions = 0;
  let lastReport = performance.now();
  const progress = (done: number, total: number, what: string) => {
    if (performance.now() - lastReport < 2000) return;
    lastReport = performance.now();
    const seconds = (performance.now() - started) / 1000;
    log(
      `  ${what}: ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} (${seconds.toFixed(0)} s)`,
    );
  };

  for (let i = 0; i < count; i++) {
    const number = i + 1;
    const createdMs = times[i] as number;
    const created = time(createdMs);
    // 70% approved, 20% pending (PIX or boleto not paid yet), 10% refused (cards); overall about
    // 45% PIX, 40% cartão, 15% boleto.
    const statusRoll = random();
    const status = statusRoll < 0.7 ? 'approved' : statusRoll < 0.9 ? 'pending' : 'refused';
    const roll = random();
    const method =
      status === 'refused'
        ? 'card'
        : status === 'pending'
          ? roll < 0.65
            ? 'pix'
            : 'boleto'
          : roll < 0.46
            ? 'pix'
            : roll < 0.89
              ? 'card'
              : 'boleto';
    const product = weightedProduct(products);
    const quantity = random() < 0.12 ? 2 : 1;
    const bump = random() < 0.3 ? pick(bumps) : null;
    const extra = random() < 0.08 ? weightedProduct(products) : null;
    const physical = product.physical || (extra?.physical ?? false) || (bump?.physical ?? false);
    const subtotal = product.priceCents * quantity + (extra?.priceCents ?? 0);
    const bumpCents = bump?.priceCents ?? 0;
    const discount = random() < 0.1 ? Math.round(subtotal * 0.1) : 0;
    const express = physical && random() < 0.4;
    const shipping = express ? 1990 : 0;
    const total = subtotal + bumpCents + shipping - discount;
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const [city, state] = pick(CITIES);
    const card = method === 'card';
    const brand = card ? pick(BRANDS) : null;
    const last4 = card ? String(between(0, 9999)).padStart(4, '0') : null;
    const paidMs =
      status === 'approved' ? Math.min(now, createdMs + (card ? 3000 : between(2, 600) * MINUTE_MS)) : null;
    const viewedMs = createdMs - between(3, 25) * MINUTE_MS;
    const utm = pick(UTM_SOURCES);

    // The session this order came from: every stage up to the payment.
    const session = sessionId++;
    await sink.add('checkout_session', SESSION_COLUMNS, [
      session,
      time(viewedMs),
      created,
      token('s', session),
      storeId,
      product.id,
      time(viewedMs),
      time(viewedMs + MINUTE_MS),
      physical ? time(viewedMs + 2 * MINUTE_MS) : null,
      created,
      status === 'refused' ? null : created,
      utm,
      '{}',
      'payment',
      `${first} ${last}`,
      `${first}.${last}.${number}@exemplo.com.br`.toLowerCase(),
      total,
      created,
    ]);
    sessions++;

    const id = orderId++;
    await sink.add('orders', ORDER_COLUMNS, [
      id,
      created,
      paidMs === null ? created : time(paidMs),
      storeId,
      number,
      token('o', number),
      session,
      'main',
      status,
      method,
      'test',
      `test_${number.toString(36)}`,
      subtotal,
      bumpCents,
      discount,
      shipping,
      total,
      discount > 0 ? 'BEMVINDO10' : null,
      physical ? (express ? 'Expresso' : 'Frete grátis') : null,
      physical ? shipping : null,
      physical ? (express ? 1 : 5) : null,
      physical ? (express ? 3 : 9) : null,
      `${first} ${last}`,
      `${first}.${last}.${number}@exemplo.com.br`.toLowerCase(),
      `(11) 9${String(between(1000, 9999))}-${String(between(1000, 9999))}`,
      null,
      physical ? String(between(10000000, 99999999)) : null,
      physical ? 'Rua das Flores' : null,
      physical ? String(between(1, 2000)) : null,
      physical ? 'Centro' : null,
      physical ? city : null,
      physical ? state : null,
      brand,
      last4,
      card ? between(1, 6) : null,
      status === 'refused' ? pick(REFUSALS) : null,
      utm,
      paidMs === null ? null : time(paidMs),
    ]);

    const lines: [SeedProduct, number, string][] = [[product, quantity, 'product']];
    if (extra) lines.push([extra, 1, 'product']);
    if (bump) lines.push([bump, 1, 'bump']);
    for (const [line, lineQuantity, kind] of lines) {
      await sink.add('order_item', ITEM_COLUMNS, [
        itemId++,
        created,
        created,
        id,
        line.id,
        line.name,
        line.priceCents,
        lineQuantity,
        kind,
      ]);
    }

    await sink.add('order_event', EVENT_COLUMNS, [
      eventId++,
      created,
      created,
      id,
      'pending',
      'Pedido criado',
    ]);
    if (method === 'pix' || method === 'boleto') {
      const cause = method === 'pix' ? 'PIX gerado' : 'Boleto gerado';
      await sink.add('order_event', EVENT_COLUMNS, [eventId++, created, created, id, 'pending', cause]);
    }
    if (status === 'approved') {
      const paid = time(paidMs as number);
      const cause = card
        ? `Pagamento aprovado (cartão ${BRAND_LABELS[brand as (typeof BRANDS)[number]]} final ${last4})`
        : 'Pagamento aprovado';
      await sink.add('order_event', EVENT_COLUMNS, [eventId++, paid, paid, id, 'approved', cause]);
    } else if (status === 'refused') {
      await sink.add('order_event', EVENT_COLUMNS, [
        eventId++,
        created,
        created,
        id,
        'refused',
        `Pagamento recusado: ${pick(REFUSALS)}`,
      ]);
    }
    progress(number, count, 'pedidos');
  }

  // Sessions that did not become orders: 0.6 per order, over the same days, stopped at some stage.
  const abandoned = Math.round(count * 0.6);
  log(`› Gerando ${abandoned.toLocaleString('pt-BR')} sessões de checkout sem pedido`);
  const abandonedTimes = orderTimes(abandoned, 365, now);
  for (let i = 0; i < abandoned; i++) {
    const viewedMs = abandonedTimes[i] as number;
    const product = weightedProduct(products);
    const stage = random();
    // 55% only looked, 30% gave personal data, 15% also delivery data (physical products).
    const personal = stage >= 0.55;
    const delivery = stage >= 0.85 && product.physical;
    const lastMs = viewedMs + (personal ? between(1, 8) * MINUTE_MS : 0);
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const session = sessionId++;
    await sink.add('checkout_session', SESSION_COLUMNS, [
      session,
      time(viewedMs),
      time(lastMs),
      token('s', session),
      storeId,
      product.id,
      time(viewedMs),
      personal ? time(viewedMs + MINUTE_MS) : null,
      delivery ? time(viewedMs + 2 * MINUTE_MS) : null,
      null,
      null,
      pick(UTM_SOURCES),
      '{}',
      delivery ? 'payment' : personal ? 'delivery' : 'personal',
      personal ? `${first} ${last}` : null,
      personal ? `${first}.${last}.c${session}@exemplo.com.br`.toLowerCase() : null,
      product.priceCents,
      time(lastMs),
    ]);
    sessions++;
    progress(i + 1, abandoned, 'sessões');
  }

  log('› Confirmando a transação e atualizando as estatísticas (ANALYZE)');
  await sink.finish();
  await dataSource.query(`UPDATE store SET order_seq = ${p(1)} WHERE id = ${p(2)}`, [count, storeId]);
  // The orders were written straight to the tables: the dashboard's hourly rollups from them.
  log('› Calculando os totais por hora do dashboard (order_stats_hour, product_stats_hour)');
  await dataSource.transaction((manager) =>
    rebuildOrderStats(manager, postgres ? 'postgres' : 'sqlite', storeId),
  );
  const seconds = (performance.now() - started) / 1000;
  return { storeId, orders: count, sessions, seconds, reused: false };
}

// ─── Command line ───────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '1000000' }, force: { type: 'boolean', default: false } },
  });
  const orders = Number(values.orders);
  if (!Number.isInteger(orders) || orders < 1) throw new Error(`--orders inválido: ${values.orders}`);
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const dataSource = createDataSource({
    databaseUrl: config.databaseUrl,
    sqlitePath: sqlitePathIn(config.dataDir),
  });
  await dataSource.initialize();
  try {
    console.info(`Banco: ${config.databaseUrl ? 'PostgreSQL' : `SQLite em ${sqlitePathIn(config.dataDir)}`}`);
    const result = await seedLarge(dataSource, { orders, force: values.force });
    if (!result.reused) {
      console.info(
        `✓ ${result.orders.toLocaleString('pt-BR')} pedidos e ${result.sessions.toLocaleString('pt-BR')} sessões na loja ${result.storeId} em ${result.seconds.toFixed(1)} s`,
      );
    }
    console.info(`Login: ${BENCH_LOGIN.email} / ${BENCH_LOGIN.password}`);
  } finally {
    await dataSource.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
