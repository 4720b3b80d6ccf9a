import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DashboardView, LiveChange } from '@pagora/contract';
import type Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadCheckoutRenderer } from '../src/checkout/renderer.ts';
import { createDataSource, Database, sqlitePathIn } from '../src/db/data-source.ts';
import { StoreChange, type StoreChangeKind } from '../src/db/entities/index.ts';
import { LiveFeed, type LiveListener, liveFeedOf } from '../src/live/feed.ts';
import { Mailer } from '../src/mail/mailer.ts';
import { PaymentGateways } from '../src/payments/gateways.ts';
import { secretBoxFromConfig } from '../src/shared/secret-box.ts';
import { createShop, orderAt, pay, reachPayment } from './checkout-helpers.ts';
import { type Merchant, merchantWithStore, startTestServer, type TestServer } from './helpers.ts';

/** A second server process on the same database: its own DataSource, app and poller. */
interface Instance {
  baseUrl: string;
  app: Koa;
  db: Database;
  close(): Promise<void>;
}

async function startSecondInstance(server: TestServer): Promise<Instance> {
  const dataSource = createDataSource({
    databaseUrl: server.config.databaseUrl,
    sqlitePath: sqlitePathIn(server.config.dataDir),
  });
  await dataSource.initialize();
  const db = new Database(dataSource);
  const logger = pino({ level: 'silent' });
  const mailer = new Mailer({ smtpUrl: undefined, from: server.config.mailFrom, logger });
  const checkout = await loadCheckoutRenderer(server.config.checkoutDistDir);
  const app = createApp({
    db,
    config: server.config,
    logger,
    mailer,
    checkout,
    secrets: secretBoxFromConfig(server.config),
    gateways: new PaymentGateways(db, {
      endpoints: server.config,
      secrets: secretBoxFromConfig(server.config),
    }),
  });
  const http: Server = createServer(app.callback());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db,
    async close() {
      liveFeedOf(app)?.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await mailer.idle();
      mailer.close();
      await dataSource.destroy();
    },
  };
}

/** One server-sent event block as read: its fields, or a comment. */
interface Block {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

function parseBlock(text: string): Block {
  const block: Block = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) block[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return block;
}

/** A stream read with fetch, as the admin reads it (the bearer token in a header). */
interface Stream {
  response: Response;
  blocks: Block[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits for a block that matches (already received or to come). */
  waitFor(match: (block: Block) => boolean, timeoutMs?: number): Promise<Block>;
  changes(): LiveChange[];
  close(): void;
}

async function openStream(url: string, headers: Record<string, string>): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const blocks: Block[] = [];
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          blocks.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    response,
    blocks,
    ended,
    async waitFor(match, timeoutMs = 8000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = blocks.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`Evento não chegou em ${timeoutMs} ms; recebidos: ${JSON.stringify(blocks)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    changes: () =>
      blocks
        .filter((block) => block.event === 'change')
        .map((block) => JSON.parse(block.data!) as LiveChange),
    close: () => controller.abort(),
  };
}

const connected = (block: Block) => block.comment === 'connected';

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condição não atingida a tempo.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A change as the orders code writes it (here straight through the entity, on instance A). */
async function writeChange(
  db: Database,
  storeId: number,
  values: {
    kind?: StoreChangeKind;
    orderId?: number | null;
    orderNumber?: number | null;
    status?: string | null;
  } = {},
): Promise<number> {
  const result = await db.transaction((manager) =>
    manager.getRepository(StoreChange).insert({
      storeId,
      kind: values.kind ?? 'order_created',
      orderId: values.orderId ?? null,
      orderNumber: values.orderNumber ?? null,
      status: values.status ?? null,
    }),
  );
  return Number(result.identifiers[0]?.id);
}

let server: TestServer;
let second: Instance;
let owner: { merchant: Merchant; storeId: number };
let otherStoreId: number;

beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondInstance(server);
  owner = await merchantWithStore(server, 'Loja ao Vivo');
  otherStoreId = (await merchantWithStore(server, 'Loja Vizinha')).storeId;
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

const liveUrl = (base: string, storeId: number, query = '') => `${base}/api/live?store_id=${storeId}${query}`;

describe('GET /api/live', () => {
  it('streams a change written through another instance sharing the database', async () => {
    const stream = await openStream(liveUrl(second.baseUrl, owner.storeId), owner.merchant.auth);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      await stream.waitFor(connected);
      expect(stream.blocks[0]).toEqual({ retry: '3000' });

      const before = Date.now();
      await writeChange(server.db, otherStoreId, { orderNumber: 99 });
      const id = await writeChange(server.db, owner.storeId, {
        kind: 'order_status',
        orderId: 42,
        orderNumber: 7,
        status: 'approved',
      });
      const block = await stream.waitFor((entry) => entry.event === 'change');
      expect(block.id).toBe(String(id));
      const change = JSON.parse(block.data!) as LiveChange;
      expect(change).toEqual({
        id,
        kind: 'order_status',
        order_id: 42,
        order_number: 7,
        status: 'approved',
        at: expect.any(String),
      });
      expect(Math.abs(new Date(change.at).getTime() - before)).toBeLessThan(60_000);

      const cart = await writeChange(server.db, owner.storeId, { kind: 'cart_updated' });
      await stream.waitFor((entry) => entry.id === String(cart));
      // The neighbour's change never reached this store's stream.
      expect(stream.changes().map((entry) => entry.id)).toEqual([id, cart]);
    } finally {
      stream.close();
    }
  });

  it('sends the changes missed since Last-Event-ID, in order, before going live', async () => {
    const first = await openStream(liveUrl(second.baseUrl, owner.storeId), owner.merchant.auth);
    let lastSeen: number;
    try {
      await first.waitFor(connected);
      lastSeen = await writeChange(server.db, owner.storeId, { orderNumber: 10, status: 'pending' });
      await first.waitFor((block) => block.id === String(lastSeen));
    } finally {
      first.close();
    }
    // While disconnected: two changes of the store and one of the neighbour.
    const missed = [
      await writeChange(server.db, owner.storeId, { orderNumber: 11, status: 'pending' }),
      await writeChange(server.db, otherStoreId, { orderNumber: 500 }),
      await writeChange(server.db, owner.storeId, {
        kind: 'order_status',
        orderNumber: 10,
        status: 'approved',
      }),
    ];

    const resumed = await openStream(liveUrl(second.baseUrl, owner.storeId), {
      ...owner.merchant.auth,
      'Last-Event-ID': String(lastSeen),
    });
    try {
      await resumed.waitFor(connected);
      const index = resumed.blocks.findIndex(connected);
      expect(resumed.blocks.slice(0, index).map((block) => block.id ?? block.retry)).toEqual([
        '3000',
        String(missed[0]),
        String(missed[2]),
      ]);
      expect(resumed.changes().map((change) => change.order_number)).toEqual([11, 10]);
      const later = await writeChange(server.db, owner.storeId, { orderNumber: 12 });
      await resumed.waitFor((block) => block.id === String(later));
    } finally {
      resumed.close();
    }
  });

  it('resumes with ?last_event_id= on the other instance', async () => {
    const id = await writeChange(server.db, owner.storeId, { orderNumber: 20 });
    const next = await writeChange(server.db, owner.storeId, { orderNumber: 21 });
    const base = baseUrlOf(server);
    const stream = await openStream(
      liveUrl(base, owner.storeId, `&last_event_id=${id}`),
      owner.merchant.auth,
    );
    try {
      await stream.waitFor(connected);
      expect(stream.changes().map((change) => change.id)).toEqual([next]);
    } finally {
      stream.close();
    }
  });

  it('stops polling when the last stream of the process closes', async () => {
    const feed = liveFeedOf(second.app)!;
    const a = await openStream(liveUrl(second.baseUrl, owner.storeId), owner.merchant.auth);
    const b = await openStream(liveUrl(second.baseUrl, owner.storeId), owner.merchant.auth);
    await a.waitFor(connected);
    await b.waitFor(connected);
    expect(feed.size).toBe(2);
    a.close();
    await waitUntil(() => feed.size === 1);
    // The other stream still gets changes.
    const id = await writeChange(server.db, owner.storeId, { orderNumber: 30 });
    await b.waitFor((block) => block.id === String(id));
    b.close();
    await waitUntil(() => feed.size === 0);
  });

  it('carries a buyer’s order and its payment to the dashboard open on the other instance', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const stream = await openStream(liveUrl(second.baseUrl, shop.storeId), shop.merchant.auth);
    try {
      await stream.waitFor(connected);
      const buyer = server.agent();
      const view = await reachPayment(buyer, shop);
      const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
      const order = await orderAt(server, paid.headers.location!);
      await stream.waitFor((block) => block.event === 'change' && block.data!.includes('"order_created"'));
      expect(stream.changes().find((change) => change.kind === 'order_created')).toMatchObject({
        order_id: order.id,
        order_number: order.number,
        status: 'pending',
      });

      await server.request.post(`/api/orders/${order.id}/mark-paid`).set(shop.merchant.auth).expect(200);
      await stream.waitFor((block) => block.event === 'change' && block.data!.includes('"approved"'));
      expect(stream.changes().at(-1)).toMatchObject({
        kind: 'order_status',
        order_id: order.id,
        order_number: order.number,
        status: 'approved',
      });

      // What the dashboard reloads on that event, from the other instance.
      const dashboard = await fetch(`${second.baseUrl}/api/dashboard?store_id=${shop.storeId}&period=today`, {
        headers: shop.merchant.auth,
      });
      const body = (await dashboard.json()) as DashboardView;
      expect(body.summary.sales_made.value).toBe(1);
      expect(body.summary.sales_approved.value).toBe(1);
      expect(body.summary.revenue_cents.value).toBe(order.totalCents);
      expect(body.funnel.find((stage) => stage.stage === 'payment_started')?.count).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('answers 401 without a session, 403 for another merchant’s store, 400 for a bad store id', async () => {
    const noToken = await fetch(liveUrl(second.baseUrl, owner.storeId));
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ error: 'Faça login para continuar.' });

    const intruder = await merchantWithStore(server, 'Loja Intrusa');
    const forbidden = await fetch(liveUrl(second.baseUrl, owner.storeId), {
      headers: intruder.merchant.auth,
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Acesso não autorizado a esta loja.' });

    const bad = await fetch(`${second.baseUrl}/api/live?store_id=abc`, { headers: owner.merchant.auth });
    expect(bad.status).toBe(400);
    const badResume = await fetch(liveUrl(second.baseUrl, owner.storeId), {
      headers: { ...owner.merchant.auth, 'Last-Event-ID': 'xyz' },
    });
    expect(badResume.status).toBe(400);
    expect(liveFeedOf(second.app)?.size).toBe(0);
  });

  it('ends the open streams when the server shuts down', async () => {
    const third = await startSecondInstance(server);
    const stream = await openStream(liveUrl(third.baseUrl, owner.storeId), owner.merchant.auth);
    await stream.waitFor(connected);
    await third.close(); // closes the feed first, then the HTTP server
    await stream.ended;
    expect(liveFeedOf(third.app)?.closed).toBe(true);
  });
});

/** The first instance's origin (supertest was made with it: an unsent request shows it). */
function baseUrlOf(test: TestServer): string {
  return new URL((test.request.get('/') as unknown as { url: string }).url).origin;
}

// ─── The feed itself ────────────────────────────────────────────────────────────────────────────

describe('LiveFeed', () => {
  let own: TestServer;
  let storeId: number;

  beforeAll(async () => {
    own = await startTestServer();
    storeId = (await merchantWithStore(own, 'Loja do Feed')).storeId;
  });
  afterAll(() => own.close());

  function recorder() {
    const changes: LiveChange[] = [];
    let pings = 0;
    let ended = false;
    const listener: LiveListener = {
      change: (change) => changes.push(change),
      ping: () => {
        pings += 1;
      },
      end: () => {
        ended = true;
      },
    };
    return { listener, changes, pings: () => pings, ended: () => ended };
  }

  it('pings open streams and delivers a change written after an id a slower transaction still holds', async () => {
    const feed = new LiveFeed(own.db, pino({ level: 'silent' }), { pollMs: 40, pingMs: 60, gapWaitMs: 5000 });
    const seen = recorder();
    const stop = await feed.subscribe(storeId, seen.listener);
    try {
      await waitUntil(() => seen.pings() >= 2);
      const rows: { last: number | string }[] = await own.db.manager.query(
        'SELECT COALESCE(MAX(id), 0) AS last FROM store_change',
      );
      const base = Number(rows[0]?.last);
      // Id base+3 commits first; base+1 and base+2 (taken earlier by slower transactions) later.
      const insert = (id: number, orderNumber: number) =>
        own.db.transaction((manager) =>
          manager.getRepository(StoreChange).insert({ id, storeId, kind: 'order_created', orderNumber }),
        );
      await insert(base + 3, 3);
      await waitUntil(() => seen.changes.length === 1);
      await insert(base + 1, 1);
      await insert(base + 2, 2);
      await waitUntil(() => seen.changes.length === 3);
      expect(seen.changes.map((change) => change.order_number)).toEqual([3, 1, 2]);
    } finally {
      stop();
    }
    feed.close();
  });

  it('ends its listeners and refuses new ones once closed', async () => {
    const feed = new LiveFeed(own.db, pino({ level: 'silent' }), { pollMs: 40 });
    const seen = recorder();
    await feed.subscribe(storeId, seen.listener);
    feed.close();
    expect(seen.ended()).toBe(true);
    expect(feed.size).toBe(0);
    await expect(feed.subscribe(storeId, recorder().listener)).rejects.toThrow();
  });
});
