import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type CheckoutView, isValidCnpj, isValidCpf, type Product } from '@pagora/contract';
import type Koa from 'koa';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import supertest, { type Test } from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.ts';
import { loadCheckoutRenderer } from '../src/checkout/renderer.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDataSource, Database, sqlitePathIn } from '../src/db/data-source.ts';
import { OutboundEmail } from '../src/db/entities/index.ts';
import { Mailer } from '../src/mail/mailer.ts';
import { PaymentGateways } from '../src/payments/gateways.ts';
import { secretBoxFromConfig } from '../src/shared/secret-box.ts';

export interface TestServer {
  request: ReturnType<typeof supertest>;
  /** A client that keeps cookies between requests, like a buyer's browser. */
  agent(): ReturnType<typeof supertest.agent>;
  /** The Koa app (for what createApp attaches to it, e.g. customHostsOf). */
  app: Koa;
  db: Database;
  dataSource: DataSource;
  mailer: Mailer;
  gateways: PaymentGateways;
  config: Config;
  /** Everything the server logged, one parsed pino record per entry. */
  logs: Record<string, unknown>[];
  /** Mails in the outbox, oldest first (waits for deliveries in flight). */
  outbox(): Promise<OutboundEmail[]>;
  close(): Promise<void>;
}

const adminUrl = process.env.PAGORA_TEST_DATABASE_URL?.trim() || undefined;

/** A throw-away PostgreSQL database, dropped by the returned function. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pagora_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A logger that keeps its records in memory, so tests can assert what was logged. */
function memoryLogger(): { logger: Logger; logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, stream), logs };
}

/** A fixed 32-byte key for the credentials encrypted at rest in tests. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * Boots `createApp()` on a real database (SQLite file in a temp dir, or a fresh PostgreSQL
 * database when PAGORA_TEST_DATABASE_URL is set), with the real migrations, listening on an
 * ephemeral loopback port.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'pagora-test-'));
  const postgres = adminUrl ? await createPostgresDatabase() : undefined;
  const config: Config = {
    ...loadConfig({}),
    dataDir: tempDir,
    databaseUrl: postgres?.url,
    publicUrl: 'http://pagora.test',
    webDistDir: path.join(tempDir, 'no-web-dist'),
    logLevel: 'info',
    // Tests pose as different clients through X-Forwarded-For.
    trustProxy: true,
    checkoutHost: 'checkout.pagora.test',
    secretsKey: TEST_SECRETS_KEY,
    secretsKeyId: 'test-1',
    ...overrides,
  };
  const dataSource = createDataSource({
    databaseUrl: config.databaseUrl,
    sqlitePath: sqlitePathIn(tempDir),
    // A throw-away database: no sync to the disk at each COMMIT (a power loss is not under test).
    sqliteSynchronous: 'normal',
  });
  await dataSource.initialize();
  const db = new Database(dataSource);
  const { logger, logs } = memoryLogger();
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    logSecrets: config.nodeEnv !== 'production',
  });
  const checkout = await loadCheckoutRenderer(config.checkoutDistDir);
  const secrets = secretBoxFromConfig(config);
  const gateways = new PaymentGateways(db, { endpoints: config, secrets });
  const app = createApp({ db, config, logger, mailer, checkout, secrets, gateways });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    request: supertest(`http://127.0.0.1:${port}`),
    agent: () => supertest.agent(`http://127.0.0.1:${port}`),
    app,
    db,
    dataSource,
    mailer,
    gateways,
    config,
    logs,
    async outbox() {
      await mailer.idle();
      return dataSource.getRepository(OutboundEmail).find({ order: { id: 'ASC' } });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await mailer.idle();
      mailer.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await postgres?.drop();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;

/** A valid CPF different on every call. */
export function uniqueCpf(): string {
  for (;;) {
    const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    for (let check = 0; check < 100; check++) {
      const cpf = `${base}${String(check).padStart(2, '0')}`;
      if (isValidCpf(cpf)) return cpf;
    }
  }
}

/** Appends the two check digits to 12 CNPJ characters ([0-9A-Z]) following the contract's rule. */
export function completeCnpj(first12: string): string {
  for (let check = 0; check < 100; check++) {
    const cnpj = `${first12}${String(check).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`Sem dígitos verificadores para ${first12}`);
}

export function uniqueEmail(prefix = 'lojista'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}.${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Ana Lojista',
    documento: uniqueCpf(),
    email: uniqueEmail(),
    telefone: '(11) 91234-5678',
    senha: 'senha-segura-123',
    ...overrides,
  };
}

export interface Merchant {
  userId: number;
  email: string;
  password: string;
  token: string;
  auth: { Authorization: string };
}

let clientSequence = 0;

/**
 * A client address of its own (10.x.y.z, sent as X-Forwarded-For): registrations are limited per
 * IP, and a test file registers more merchants than one address may.
 */
export function uniqueClientIp(): string {
  clientSequence += 1;
  return `10.${(clientSequence >> 16) & 255}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
}

/** Registers a new merchant through the API (from an address of its own) and returns its credentials and token. */
export async function registerMerchant(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<Merchant> {
  const payload = registrationPayload(overrides);
  const response = await server.request
    .post('/api/register')
    .set('X-Forwarded-For', uniqueClientIp())
    .send(payload)
    .expect(201);
  const token = response.body.session.access_token as string;
  return {
    userId: response.body.userId,
    email: String(payload.email).toLowerCase(),
    password: String(payload.senha),
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}

/** Creates a store for the merchant through the API. */
export async function createStoreFor(server: TestServer, merchant: Merchant, name = 'Minha Loja') {
  const response = await server.request
    .post('/api/create-store')
    .set(merchant.auth)
    .send({ storeName: name })
    .expect(201);
  return response.body.store as { id: number; name: string; created_at: string };
}

/** Smallest valid PNG (1×1, transparent). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real JPEG (2×2, no metadata): uploads are decoded and re-encoded, so sniffable bytes are not enough. */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIAUT/2Q==',
  'base64',
);

/** A GIF89a 1×1. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A lossy WEBP 1×1 ('RIFF....WEBPVP8 '). */
export const WEBP_1X1 = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

export interface ProductFormFields {
  title?: string;
  description?: string;
  price?: string;
  productType?: string;
  status?: string;
  store_id?: number | string;
}

export interface ImagePart {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** A multipart request as the product form sends it: text fields plus an optional `image` part. */
export function productForm(request: Test, fields: ProductFormFields, image?: ImagePart) {
  let form = request;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form = form.field(name, String(value));
  }
  if (image)
    form = form.attach('image', image.bytes, { filename: image.filename, contentType: image.contentType });
  return form;
}

/** Creates a product through the API (201) and returns the answer. */
export async function createProductFor(
  server: TestServer,
  merchant: Merchant,
  storeId: number,
  fields: ProductFormFields = {},
  image?: ImagePart,
) {
  const response = await productForm(
    server.request.post('/api/products').set(merchant.auth),
    {
      title: 'Camiseta Azul',
      description: 'Camiseta de algodão.',
      price: '49,90',
      productType: 'physical',
      status: 'active',
      store_id: storeId,
      ...fields,
    },
    image,
  ).expect(201);
  return response.body as Product;
}

/** A new merchant with one store: the starting point of every catalog test. */
export async function merchantWithStore(
  server: TestServer,
  name = 'Loja',
): Promise<{ merchant: Merchant; storeId: number }> {
  const merchant = await registerMerchant(server);
  const store = await createStoreFor(server, merchant, name);
  return { merchant, storeId: store.id };
}

/**
 * The view a checkout page embeds for hydration (`<script id="checkout-view" type="application/json">`,
 * `<` escaped as \u003c, which JSON.parse reads back).
 */
export function viewFromHtml<T extends CheckoutView = CheckoutView>(html: string): T {
  const match = /<script id="checkout-view" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('A página não tem a visão do checkout.');
  return (JSON.parse(match[1]!) as { view: T }).view;
}
