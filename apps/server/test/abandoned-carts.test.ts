import { randomBytes } from 'node:crypto';
import type { AbandonedCartRow, AbandonedCartsPage } from '@pagora/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSession, Order, StoreChange } from '../src/db/entities/index.ts';
import { CartRecoveryWorker } from '../src/orders/abandoned-carts.ts';
import { localDate } from '../src/shared/zoned-time.ts';
import {
  ADDRESS,
  type Buyer,
  createCoupon,
  createOffer,
  createShop,
  openCheckout,
  orderAt,
  pay,
  personalData,
  postForm,
  reachPayment,
  type Shop,
  sessionsOf,
} from './checkout-helpers.ts';
import { createProductFor, type Merchant, startTestServer, type TestServer } from './helpers.ts';
import { changesOf, parseCsv, rawBody } from './orders-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;
const sessions = () => server.dataSource.getRepository(CheckoutSession);
const SEDEX = [{ name: 'Sedex', price: '25,00', min_days: 1, max_days: 3 }];

function carts(merchant: Merchant, query: Record<string, string | number>) {
  return server.request.get('/api/abandoned-carts').query(query).set(merchant.auth);
}

async function cartPage(
  merchant: Merchant,
  query: Record<string, string | number>,
): Promise<AbandonedCartsPage> {
  return (await carts(merchant, query).expect(200)).body as AbandonedCartsPage;
}

const ids = (page: AbandonedCartsPage) => page.items.map((row) => row.id);

/** The buyer's only session of the product (the one their cookie resumes). */
async function lastSession(productId: number): Promise<CheckoutSession> {
  const all = await sessionsOf(server, productId);
  return all.at(-1)!;
}

/** Moves a session's last activity `minutes` into the past. */
async function idle(session: { id: number }, minutes: number, now = Date.now()): Promise<Date> {
  const at = new Date(now - minutes * MINUTE);
  await sessions().update(session.id, { lastActivityAt: at });
  return at;
}

/** Personal data posted on a product's checkout; the buyer stops there. */
async function stopAfterPersonal(buyer: Buyer, path: string, personal = personalData()) {
  await openCheckout(buyer, path);
  await postForm(buyer, path, { action: 'next', step: 'personal', ...personal }).expect(303);
  return personal;
}

async function saveOrderSettings(shop: Shop, settings: Record<string, unknown>) {
  await server.request
    .put('/api/order-settings')
    .set(shop.merchant.auth)
    .send({
      store_id: shop.storeId,
      time_zone: 'America/Sao_Paulo',
      abandon_after_minutes: 30,
      recovery_auto: false,
      recovery_delays_minutes: [],
      ...settings,
    })
    .expect(200);
}

function recover(merchant: Merchant, cartId: number | string) {
  return server.request.post(`/api/abandoned-carts/${cartId}/recover`).set(merchant.auth);
}

function linkIn(text: string): string {
  const match = /http:\/\/pagora\.test\/\S+recuperar=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`Sem link no e-mail: ${text}`);
  return match[0];
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('the checkout keeps the cart’s contact, value and activity', () => {
  it('records name and e-mail once valid, the value of the current choices, and the activity of every view and post', async () => {
    const shop = await createShop(server, { shipping: SEDEX });
    await createOffer(server, shop, 'bump', '19,90');
    await createCoupon(server, shop);
    const buyer = server.agent();
    const { view } = await openCheckout(buyer, shop.path);
    let session = await lastSession(shop.product.id);
    expect(session).toMatchObject({ buyerName: null, buyerEmail: null, valueCents: 10000, recoveryCount: 0 });
    expect(session.lastActivityAt?.getTime()).toBe(session.viewedAt.getTime());
    expect(view.totals.total_cents).toBe(10000);

    // An invalid e-mail: nothing recorded yet.
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      ...personalData({ email: 'x@' }),
    }).expect(422);
    expect((await lastSession(shop.product.id)).buyerEmail).toBeNull();

    const personal = personalData({ name: '  Maria   da Silva ', email: 'Maria.Silva@Exemplo.com.br' });
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personal }).expect(303);
    session = await lastSession(shop.product.id);
    expect(session).toMatchObject({
      buyerName: 'Maria da Silva',
      buyerEmail: 'maria.silva@exemplo.com.br',
      valueCents: 10000,
    });
    expect(session.personalAt).toBeInstanceOf(Date);

    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: String(shop.shipping[0]!.id),
    }).expect(303);
    expect((await lastSession(shop.product.id)).valueCents).toBe(12500);

    // 10% of 100,00, shipping not discounted.
    await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: 'TESTE10',
    }).expect(200);
    expect((await lastSession(shop.product.id)).valueCents).toBe(11500);
    // With the bump: 119,90 − 11,99 + 25,00.
    await postForm(buyer, shop.path, { action: 'update', step: 'payment', bump: '1' }).expect(200);
    expect((await lastSession(shop.product.id)).valueCents).toBe(13291);

    // A view records the activity (and the value it shows).
    const before = await idle(session, 90);
    await sessions().update(session.id, { valueCents: 1 });
    const { view: payment } = await openCheckout(buyer, `${shop.path}?step=payment`);
    session = await lastSession(shop.product.id);
    expect(session.lastActivityAt!.getTime()).toBeGreaterThan(before.getTime() + 80 * MINUTE);
    expect(session.valueCents).toBe(13291);
    expect(payment.totals.total_cents).toBe(13291);

    // The live feed heard of the cart once, when it first had personal data.
    expect(await changesOf(server, shop.storeId)).toEqual([['cart_updated', null, null]]);
  });
});

describe('GET /api/abandoned-carts', () => {
  it('lists carts with personal data idle past the store’s threshold, newest activity first, with stage and value', async () => {
    const shop = await createShop(server, { shipping: SEDEX });
    const ebook = await createProductFor(server, shop.merchant, shop.storeId, {
      title: 'E-book de Receitas',
      price: '30,00',
      productType: 'digital',
    });
    const ebookPath = new URL(ebook.checkout_url).pathname;

    const atDelivery = await stopAfterPersonal(server.agent(), shop.path);
    const sessionA = await lastSession(shop.product.id);
    const buyerB = server.agent();
    await reachPayment(buyerB, shop);
    const sessionB = await lastSession(shop.product.id);
    const atPayment = await stopAfterPersonal(server.agent(), ebookPath);
    const sessionC = await lastSession(ebook.id);
    // Only viewed; paid with PIX; still active.
    await openCheckout(server.agent(), shop.path);
    const viewedOnly = await lastSession(shop.product.id);
    const buyerE = server.agent();
    const paymentView = await reachPayment(buyerE, { ...shop, product: ebook, path: ebookPath });
    await pay(buyerE, { ...shop, product: ebook, path: ebookPath }, paymentView, {
      payment_method: 'pix',
    }).expect(303);
    const paid = await lastSession(ebook.id);
    await stopAfterPersonal(server.agent(), shop.path);
    const active = await lastSession(shop.product.id);

    const atA = await idle(sessionA, 40);
    await idle(sessionB, 90);
    const atC = await idle(sessionC, 35);
    await idle(viewedOnly, 120);
    await idle(paid, 120);
    await idle(active, 10);

    const page = await cartPage(shop.merchant, { store_id: shop.storeId });
    expect(page).toMatchObject({ page: 1, page_count: 1, total: 3, page_size: 20 });
    expect(ids(page)).toEqual([sessionC.id, sessionA.id, sessionB.id]);
    expect(page.items[0]).toEqual({
      id: sessionC.id,
      abandoned_at: atC.toISOString(),
      customer_name: atPayment.name,
      customer_email: atPayment.email.toLowerCase(),
      product_name: 'E-book de Receitas',
      stage: 'payment',
      value_cents: 3000,
      recovery_count: 0,
      recovery_sent_at: null,
      recovered_order_number: null,
    } satisfies AbandonedCartRow);
    expect(page.items[1]).toEqual({
      id: sessionA.id,
      abandoned_at: atA.toISOString(),
      customer_name: atDelivery.name,
      customer_email: atDelivery.email.toLowerCase(),
      product_name: 'Curso de Fotografia',
      stage: 'delivery',
      value_cents: 10000,
      recovery_count: 0,
      recovery_sent_at: null,
      recovered_order_number: null,
    } satisfies AbandonedCartRow);
    expect(page.items[2]).toMatchObject({ id: sessionB.id, stage: 'payment', value_cents: 12500 });

    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId, stage: 'delivery' }))).toEqual([
      sessionA.id,
    ]);
    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId, stage: 'payment' }))).toEqual([
      sessionC.id,
      sessionB.id,
    ]);
    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId, stage: 'personal' }))).toEqual([]);
    expect(
      ids(await cartPage(shop.merchant, { store_id: shop.storeId, q: atDelivery.email.toUpperCase() })),
    ).toEqual([sessionA.id]);
    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId, q: `#${sessionB.id}` }))).toEqual([
      sessionB.id,
    ]);
    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId, q: 'silva' }))).toEqual([
      sessionC.id,
      sessionA.id,
      sessionB.id,
    ]);

    // The threshold is the store's: at 60 minutes only B has been idle that long.
    await saveOrderSettings(shop, { abandon_after_minutes: 60 });
    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId }))).toEqual([sessionB.id]);
    await saveOrderSettings(shop, { abandon_after_minutes: 15 });
    expect(ids(await cartPage(shop.merchant, { store_id: shop.storeId }))).toEqual([
      sessionC.id,
      sessionA.id,
      sessionB.id,
    ]);
  });

  it('filters the period by whole local days of the abandonment, and pages 20 at a time', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const fixtures: Partial<CheckoutSession>[] = [];
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    const row = (index: number, at: Date): Partial<CheckoutSession> => ({
      token: randomBytes(32).toString('base64url'),
      storeId: shop.storeId,
      productId: shop.product.id,
      viewedAt: at,
      personalAt: at,
      lastActivityAt: at,
      data: '{}',
      lastStep: 'payment',
      buyerName: `Comprador ${index}`,
      buyerEmail: `comprador${index}@exemplo.com.br`,
      valueCents: 1000 + index,
    });
    for (let index = 1; index <= 23; index++) fixtures.push(row(index, new Date(base + index * MINUTE)));
    // 10/03 23:59:59 and 11/03 00:00:00 in São Paulo.
    fixtures.push(row(24, new Date('2026-03-11T02:59:59.000Z')));
    fixtures.push(row(25, new Date('2026-03-11T03:00:00.000Z')));
    await sessions().insert(fixtures);
    const stored = await sessionsOf(server, shop.product.id);
    const idOf = (index: number) => stored.find((session) => session.buyerName === `Comprador ${index}`)!.id;

    const first = await cartPage(shop.merchant, { store_id: shop.storeId });
    expect(first).toMatchObject({ page: 1, page_count: 2, total: 25 });
    expect(ids(first)).toEqual([25, 24, ...Array.from({ length: 18 }, (_, index) => 23 - index)].map(idOf));
    const second = await cartPage(shop.merchant, { store_id: shop.storeId, page: 2 });
    expect(ids(second)).toEqual([5, 4, 3, 2, 1].map(idOf));
    expect(await cartPage(shop.merchant, { store_id: shop.storeId, page: 3 })).toEqual({
      items: [],
      page: 3,
      page_count: 2,
      total: 25,
      page_size: 20,
    });

    const day = (date: string) => cartPage(shop.merchant, { store_id: shop.storeId, from: date, to: date });
    expect(ids(await day('2026-03-10'))).toEqual([idOf(24)]);
    expect(ids(await day('2026-03-11'))).toEqual([idOf(25)]);
    expect(await day('2026-03-01')).toMatchObject({ total: 23, page_count: 2 });
  });

  it('is 401 without a session, 403 for another merchant’s store, 400 for a malformed query', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const intruder = await createShop(server, { productType: 'digital' });
    await server.request.get('/api/abandoned-carts').query({ store_id: shop.storeId }).expect(401);
    await carts(intruder.merchant, { store_id: shop.storeId }).expect(403);
    await server.request
      .get('/api/abandoned-carts/export')
      .query({ store_id: shop.storeId })
      .set(intruder.merchant.auth)
      .expect(403);
    for (const [query, error] of [
      [{ store_id: shop.storeId, stage: 'carrinho' }, 'Etapa inválida.'],
      [{ store_id: shop.storeId, page: 0 }, 'Página inválida.'],
      [{ store_id: shop.storeId, from: '2026-02-30x' }, 'Data inicial inválida.'],
      [{}, 'Nenhuma loja ativa selecionada.'],
    ] as const) {
      expect((await carts(shop.merchant, query).expect(400)).body).toEqual({ error });
    }
  });
});

describe('POST /api/abandoned-carts/:id/recover and the recovery link', () => {
  it('e-mails the buyer a link that restores the cart; the order then marks it recovered', async () => {
    const shop = await createShop(server, { shipping: SEDEX });
    const personal = personalData({ name: 'Maria da Silva' });
    const first = server.agent();
    await reachPayment(first, shop, personal);
    const cart = await lastSession(shop.product.id);
    await idle(cart, 45);

    const response = await recover(shop.merchant, cart.id).expect(200);
    expect(response.body).toEqual({
      message: 'E-mail de recuperação enviado.',
      recovery_sent_at: expect.any(String),
      recovery_count: 1,
    });
    const stored = await sessions().findOneByOrFail({ id: cart.id });
    expect(stored.recoveryToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.recoverySentAt!.toISOString()).toBe(response.body.recovery_sent_at);
    const mails = (await server.outbox()).filter((mail) => mail.to === personal.email.toLowerCase());
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = linkIn(mail!.text);
    expect(link).toBe(`http://pagora.test${shop.path}?recuperar=${stored.recoveryToken}`);
    expect(mail!.subject).toBe('Seu carrinho está esperando por você — Loja do Teste');
    expect(mail!.text).toContain('Olá, Maria!');
    expect(mail!.text).toContain('Curso de Fotografia em Loja do Teste');
    expect(mail!.text).toContain('R$\u00a0125,00');
    expect(mail!.html).toContain(`href="http://pagora.test${shop.path}?recuperar=${stored.recoveryToken}"`);
    expect(mail!.userId).toBeNull();

    // The list shows it was sent; a second click within 10 minutes is refused.
    const listed = await cartPage(shop.merchant, { store_id: shop.storeId });
    expect(listed.items[0]).toMatchObject({
      id: cart.id,
      recovery_count: 1,
      recovery_sent_at: response.body.recovery_sent_at,
    });
    const tooSoon = await recover(shop.merchant, cart.id).expect(429);
    expect(tooSoon.body).toEqual({
      error: 'Um e-mail de recuperação foi enviado há menos de 10 minutos.',
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(500);

    // Another browser opens the link: the cart comes back with what was typed, under its cookie.
    const returning = server.agent();
    const { response: page, view } = await openCheckout(returning, pathOf(link));
    expect(String(page.headers['set-cookie'])).toContain(`pagora_cs_${shop.product.id}=${cart.token};`);
    expect(view.values).toMatchObject({ name: 'Maria da Silva', email: personal.email, ...ADDRESS });
    expect(view.completed_steps).toEqual(['personal', 'delivery']);
    expect(view.step).toBe('payment');
    expect(view.totals.total_cents).toBe(12500);
    expect(await sessionsOf(server, shop.product.id)).toHaveLength(1);

    // The buyer pays with PIX from there: the cart is recovered, listed with the order's number.
    const paid = await pay(returning, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order.checkoutSessionId).toBe(cart.id);
    const recovered = await sessions().findOneByOrFail({ id: cart.id });
    expect(recovered.recoveredAt).toBeInstanceOf(Date);
    expect(recovered.completedAt).toBeInstanceOf(Date);
    const after = await cartPage(shop.merchant, { store_id: shop.storeId });
    expect(after.items).toEqual([
      expect.objectContaining({ id: cart.id, recovered_order_number: order.number, recovery_count: 1 }),
    ]);
    const conflict = await recover(shop.merchant, cart.id).expect(409);
    expect(conflict.body).toEqual({ error: 'Este carrinho já virou um pedido.' });

    // The link of a finished cart starts a new one with the buyer's data.
    const later = server.agent();
    const { response: again, view: fresh } = await openCheckout(later, pathOf(link));
    const sessionsNow = await sessionsOf(server, shop.product.id);
    expect(sessionsNow).toHaveLength(2);
    expect(String(again.headers['set-cookie'])).toContain(
      `pagora_cs_${shop.product.id}=${sessionsNow[1]!.token};`,
    );
    expect(fresh.values.name).toBe('Maria da Silva');
  });

  it('sends again after 10 minutes with the same link; ignores unknown links', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const personal = await stopAfterPersonal(server.agent(), shop.path);
    const cart = await lastSession(shop.product.id);
    await idle(cart, 45);
    await recover(shop.merchant, cart.id).expect(200);
    const token = (await sessions().findOneByOrFail({ id: cart.id })).recoveryToken;
    await sessions().update(cart.id, { recoverySentAt: new Date(Date.now() - 11 * MINUTE) });
    const again = await recover(shop.merchant, cart.id).expect(200);
    expect(again.body.recovery_count).toBe(2);
    const stored = await sessions().findOneByOrFail({ id: cart.id });
    expect(stored.recoveryToken).toBe(token);
    const mails = (await server.outbox()).filter((mail) => mail.to === personal.email.toLowerCase());
    expect(mails.map((mail) => linkIn(mail.text))).toEqual([
      `http://pagora.test${shop.path}?recuperar=${token}`,
      `http://pagora.test${shop.path}?recuperar=${token}`,
    ]);

    // An unknown or malformed token is an ordinary visit: a new, empty cart.
    const stranger = server.agent();
    const { view } = await openCheckout(stranger, `${shop.path}?recuperar=${'x'.repeat(43)}`);
    expect(view.values.name).toBe('');
    await openCheckout(server.agent(), `${shop.path}?recuperar=abc`);
    // Another product's link does not open this cart.
    const other = await createProductFor(server, shop.merchant, shop.storeId, {
      title: 'Outro',
      productType: 'digital',
    });
    const { view: otherView } = await openCheckout(
      server.agent(),
      `${new URL(other.checkout_url).pathname}?recuperar=${token}`,
    );
    expect(otherView.values.name).toBe('');
  });

  it('is 404 for another merchant’s cart or an unknown id, 422 without the buyer’s e-mail, 409 once ordered', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await stopAfterPersonal(server.agent(), shop.path);
    const cart = await lastSession(shop.product.id);
    const intruder = await createShop(server, { productType: 'digital' });
    for (const id of [String(cart.id), '99999999', 'abc']) {
      const response = await recover(intruder.merchant, id).expect(404);
      expect(response.body).toEqual({ error: 'Carrinho não encontrado.' });
    }
    await server.request.post(`/api/abandoned-carts/${cart.id}/recover`).expect(401);

    await openCheckout(server.agent(), shop.path);
    const anonymous = await lastSession(shop.product.id);
    const noEmail = await recover(shop.merchant, anonymous.id).expect(422);
    expect(noEmail.body).toEqual({ error: 'Este carrinho não tem e-mail do comprador.' });

    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(303);
    const ordered = await lastSession(shop.product.id);
    expect((await recover(shop.merchant, ordered.id).expect(409)).body).toEqual({
      error: 'Este carrinho já virou um pedido.',
    });
    const unchanged = await sessions().findOneByOrFail({ id: cart.id });
    expect(unchanged.recoveryCount).toBe(0);
  });
});

describe('GET /api/abandoned-carts/export', () => {
  it('exports the filtered carts as CSV with stage, value, e-mails sent and the recovered order', async () => {
    const shop = await createShop(server, { shipping: SEDEX });
    await stopAfterPersonal(
      server.agent(),
      shop.path,
      personalData({ name: '=Ana; "A"', email: 'ana.csv@exemplo.com.br' }),
    );
    const ana = await lastSession(shop.product.id);
    const bruno = server.agent();
    const view = await reachPayment(
      bruno,
      shop,
      personalData({ name: 'Bruno Lima', email: 'bruno.csv@exemplo.com.br' }),
    );
    const brunoCart = await lastSession(shop.product.id);
    await idle(ana, 40);
    await idle(brunoCart, 50);
    await recover(shop.merchant, brunoCart.id).expect(200);
    await pay(bruno, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await server.dataSource
      .getRepository(Order)
      .findOneByOrFail({ checkoutSessionId: brunoCart.id, kind: 'main' });
    // 10/03/2026 23:30 in São Paulo.
    await sessions().update(ana.id, { lastActivityAt: new Date('2026-03-11T02:30:00.000Z') });

    const response = await rawBody(
      server.request
        .get('/api/abandoned-carts/export')
        .query({ store_id: shop.storeId })
        .set(shop.merchant.auth),
    ).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="carrinhos-abandonados-${shop.storeId}-${localDate(new Date(), 'America/Sao_Paulo')}.csv"`,
    );
    const text = (response.body as Buffer).toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFCarrinho;Data;Cliente;E-mail;Produto;Etapa;Valor;E-mails de recuperação;Recuperado\r\n',
      ),
    ).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows.slice(1)).toEqual([
      [
        String(brunoCart.id),
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        'Bruno Lima',
        'bruno.csv@exemplo.com.br',
        'Curso de Fotografia',
        'Pagamento',
        '125,00',
        '1',
        `Sim (pedido ${order.number})`,
      ],
      [
        String(ana.id),
        '10/03/2026 23:30',
        `'=Ana; "A"`,
        'ana.csv@exemplo.com.br',
        'Curso de Fotografia',
        'Dados de Entrega',
        '100,00',
        '0',
        'Não',
      ],
    ]);
    const delivery = await rawBody(
      server.request
        .get('/api/abandoned-carts/export')
        .query({ store_id: shop.storeId, stage: 'delivery' })
        .set(shop.merchant.auth),
    ).expect(200);
    expect(parseCsv((delivery.body as Buffer).toString('utf8').slice(1)).map((row) => row[0])).toEqual([
      'Carrinho',
      String(ana.id),
    ]);
  });
});

describe('automatic recovery e-mails', () => {
  const logger = pino({ level: 'silent' });
  const worker = () =>
    new CartRecoveryWorker({
      db: server.db,
      mailer: server.mailer,
      publicUrl: server.config.publicUrl,
      logger,
    });

  async function autoShop(delays: number[]) {
    const shop = await createShop(server, { productType: 'digital' });
    await saveOrderSettings(shop, { recovery_auto: true, recovery_delays_minutes: delays });
    return shop;
  }

  async function abandonedCart(shop: Shop, abandonedAt: Date) {
    const personal = await stopAfterPersonal(server.agent(), shop.path);
    const cart = await lastSession(shop.product.id);
    await sessions().update(cart.id, { lastActivityAt: abandonedAt });
    return { cart, email: personal.email.toLowerCase() };
  }

  const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);
  const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  it('sends each e-mail when its delay after abandonment has passed, never twice', async () => {
    const shop = await autoShop([60, 1440]);
    const start = new Date(Date.now() - 5 * MINUTE);
    const { cart, email } = await abandonedCart(shop, start);
    const quiet = await createShop(server, { productType: 'digital' });
    const { email: quietEmail } = await abandonedCart(quiet, start);
    const runner = worker();

    // Abandoned 30 minutes after the last activity; the first e-mail 60 minutes later.
    expect((await runner.runOnce(after(start, 89))).sent).toBe(0);
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await runner.runOnce(after(start, 90))).sent).toBe(1);
    expect((await runner.runOnce(after(start, 91))).sent).toBe(0);
    expect((await runner.runOnce(after(start, 600))).sent).toBe(0);
    let stored = await sessions().findOneByOrFail({ id: cart.id });
    expect(stored).toMatchObject({ recoveryCount: 1 });
    expect(stored.recoverySentAt!.getTime()).toBe(after(start, 90).getTime());
    expect(await mailsTo(email)).toHaveLength(1);

    expect((await runner.runOnce(after(start, 30 + 1439))).sent).toBe(0);
    expect((await runner.runOnce(after(start, 30 + 1440))).sent).toBe(1);
    expect((await runner.runOnce(after(start, 30 + 4000))).sent).toBe(0);
    stored = await sessions().findOneByOrFail({ id: cart.id });
    expect(stored.recoveryCount).toBe(2);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[1]!.text)).toBe(`http://pagora.test${shop.path}?recuperar=${stored.recoveryToken}`);
    // The store without automatic recovery got nothing.
    expect(await mailsTo(quietEmail)).toHaveLength(0);
  });

  it('leaves carts that were ordered, e-mailed by hand moments ago, or abandoned long before', async () => {
    const shop = await autoShop([60, 180]);
    const start = new Date(Date.now() - 5 * MINUTE);
    const { cart: manual, email: manualEmail } = await abandonedCart(shop, start);
    const { email: oldEmail } = await abandonedCart(shop, after(start, -3 * 1440));
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const ordered = await lastSession(shop.product.id);
    await sessions().update(ordered.id, { lastActivityAt: start });
    // One e-mail went out (by hand, at minute 205): the second, due at 210, waits 10 minutes after it.
    await sessions().update(manual.id, { recoveryCount: 1, recoverySentAt: after(start, 205) });

    expect((await worker().runOnce(after(start, 90))).sent).toBe(0);
    expect((await worker().runOnce(after(start, 210))).sent).toBe(0);
    expect((await worker().runOnce(after(start, 215))).sent).toBe(1);
    expect(await mailsTo(manualEmail)).toHaveLength(1);
    expect((await sessions().findOneByOrFail({ id: manual.id })).recoveryCount).toBe(2);
    expect(await mailsTo(oldEmail)).toHaveLength(0);
    expect((await sessions().findOneByOrFail({ id: ordered.id })).recoveryCount).toBe(0);
  });

  it('sends once when two instances run at the same time', async () => {
    const shop = await autoShop([60]);
    const start = new Date(Date.now() - 5 * MINUTE);
    const carts = [await abandonedCart(shop, start), await abandonedCart(shop, start)];
    const now = after(start, 120);
    const results = await Promise.all([worker().runOnce(now), worker().runOnce(now), worker().runOnce(now)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    for (const { cart, email } of carts) {
      expect(await mailsTo(email)).toHaveLength(1);
      expect((await sessions().findOneByOrFail({ id: cart.id })).recoveryCount).toBe(1);
    }
  });

  it('deletes live-feed rows older than a day', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const feed = server.dataSource.getRepository(StoreChange);
    const now = new Date();
    await feed.insert([
      {
        storeId: shop.storeId,
        kind: 'order_created',
        orderId: null,
        orderNumber: 1,
        status: 'pending',
        createdAt: new Date(now.getTime() - 25 * 60 * MINUTE),
      },
      {
        storeId: shop.storeId,
        kind: 'order_created',
        orderId: null,
        orderNumber: 2,
        status: 'pending',
        createdAt: new Date(now.getTime() - 23 * 60 * MINUTE),
      },
    ]);
    const result = await worker().runOnce(now);
    expect(result.pruned).toBeGreaterThanOrEqual(1);
    expect((await feed.findBy({ storeId: shop.storeId })).map((row) => row.orderNumber)).toEqual([2]);
  });

  it('runs on its own once started, until stopped', async () => {
    const shop = await autoShop([60]);
    const { email } = await abandonedCart(shop, new Date(Date.now() - 100 * MINUTE));
    const runner = new CartRecoveryWorker({
      db: server.db,
      mailer: server.mailer,
      publicUrl: server.config.publicUrl,
      logger,
      intervalMs: 20,
    });
    runner.start();
    for (let tries = 0; tries < 100 && (await mailsTo(email)).length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await runner.stop();
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
