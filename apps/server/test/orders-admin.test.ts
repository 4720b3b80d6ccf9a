import { type OrderDetail, type OrderRow, type OrdersPage, ordersQuery } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, Store } from '../src/db/entities/index.ts';
import { ordersCsv } from '../src/orders/admin.ts';
import { localDate } from '../src/shared/zoned-time.ts';
import {
  ADDRESS,
  cardFields,
  createCoupon,
  createOffer,
  createShop,
  followToOrder,
  INSUFFICIENT_FUNDS,
  openCheckout,
  orderAt,
  pay,
  personalData,
  postForm,
  reachPayment,
} from './checkout-helpers.ts';
import { type Merchant, merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import {
  changesOf,
  insertOrders,
  type OrderFixture,
  orderIdOf,
  parseCsv,
  rawBody,
} from './orders-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function list(merchant: Merchant, query: Record<string, string | number>) {
  return server.request.get('/api/orders').query(query).set(merchant.auth);
}

async function numbers(merchant: Merchant, query: Record<string, string | number>): Promise<number[]> {
  const response = await list(merchant, query).expect(200);
  return (response.body as OrdersPage).items.map((row) => row.number);
}

const minutes = (base: string, count: number) => new Date(new Date(base).getTime() + count * 60_000);

describe('GET /api/orders', () => {
  it('answers an empty store as page 1 of 1', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await list(merchant, { store_id: storeId }).expect(200);
    expect(response.body).toEqual({ items: [], page: 1, page_count: 1, total: 0, page_size: 20 });
  });

  it('lists newest first (ties by id), 20 per page, with the real page count; past the end, no items', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const fixtures: OrderFixture[] = [];
    for (let number = 1; number <= 45; number++) {
      fixtures.push({ number, createdAt: minutes('2026-03-01T12:00:00.000Z', Math.min(number, 44)) });
    }
    // 44 and 45 tie on time; in the index, 44 (PIX) comes before 45 (card).
    fixtures[43] = { ...fixtures[43]!, status: 'refused' };
    fixtures[44] = {
      ...fixtures[44]!,
      status: 'refused',
      paymentMethod: 'card',
      cardBrand: 'visa',
      totalCents: 4990,
      kind: 'upsell',
      buyerName: 'João Pereira',
      buyerEmail: 'joao@exemplo.com.br',
    };
    await insertOrders(server, storeId, fixtures);

    const first = (await list(merchant, { store_id: storeId }).expect(200)).body as OrdersPage;
    expect(first).toMatchObject({ page: 1, page_count: 3, total: 45, page_size: 20 });
    // 44 and 45 share their time: the later id first.
    expect(first.items.map((row) => row.number)).toEqual(
      Array.from({ length: 20 }, (_, index) => 45 - index),
    );
    expect(first.items[0]).toEqual({
      id: await orderIdOf(server, storeId, 45),
      number: 45,
      created_at: '2026-03-01T12:44:00.000Z',
      customer_name: 'João Pereira',
      customer_email: 'joao@exemplo.com.br',
      payment_method: 'card',
      card_brand: 'visa',
      total_cents: 4990,
      status: 'refused',
      kind: 'upsell',
    } satisfies OrderRow);
    expect(first.items[1]).toMatchObject({
      number: 44,
      created_at: '2026-03-01T12:44:00.000Z',
      card_brand: null,
    });

    expect(await numbers(merchant, { store_id: storeId, page: 2 })).toEqual(
      Array.from({ length: 20 }, (_, index) => 25 - index),
    );
    const last = (await list(merchant, { store_id: storeId, page: '3' }).expect(200)).body as OrdersPage;
    expect(last.items.map((row) => row.number)).toEqual([5, 4, 3, 2, 1]);
    expect(last).toMatchObject({ page: 3, page_count: 3, total: 45 });
    const beyond = (await list(merchant, { store_id: storeId, page: 4 }).expect(200)).body as OrdersPage;
    expect(beyond).toEqual({ items: [], page: 4, page_count: 3, total: 45, page_size: 20 });
  });

  it('filters by status and payment method, alone and together', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const base = '2026-04-01T15:00:00.000Z';
    await insertOrders(server, storeId, [
      { number: 1, createdAt: minutes(base, 1), status: 'approved', paymentMethod: 'pix' },
      { number: 2, createdAt: minutes(base, 2), status: 'pending', paymentMethod: 'pix' },
      { number: 3, createdAt: minutes(base, 3), status: 'pending', paymentMethod: 'boleto' },
      { number: 4, createdAt: minutes(base, 4), status: 'refused', paymentMethod: 'card' },
      { number: 5, createdAt: minutes(base, 5), status: 'approved', paymentMethod: 'card' },
      { number: 6, createdAt: minutes(base, 6), status: 'refunded', paymentMethod: 'card' },
      { number: 7, createdAt: minutes(base, 7), status: 'cancelled', paymentMethod: 'boleto' },
    ]);
    const query = { store_id: storeId };
    expect(await numbers(merchant, { ...query, status: 'pending' })).toEqual([3, 2]);
    expect(await numbers(merchant, { ...query, status: 'approved' })).toEqual([5, 1]);
    expect(await numbers(merchant, { ...query, status: 'refunded' })).toEqual([6]);
    expect(await numbers(merchant, { ...query, status: 'cancelled' })).toEqual([7]);
    expect(await numbers(merchant, { ...query, payment_method: 'card' })).toEqual([6, 5, 4]);
    expect(await numbers(merchant, { ...query, payment_method: 'boleto', status: 'pending' })).toEqual([3]);
    const page = (await list(merchant, { ...query, payment_method: 'pix', status: 'refused' }).expect(200))
      .body as OrdersPage;
    expect(page).toEqual({ items: [], page: 1, page_count: 1, total: 0, page_size: 20 });
    // An empty search or period is no filter.
    expect(await numbers(merchant, { ...query, q: ' ', from: '', to: '' })).toHaveLength(7);
  });

  it('takes periods as whole days of the store’s time zone (midnight in São Paulo is 03:00 UTC)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await insertOrders(server, storeId, [
      // 10/03 23:59:59 in São Paulo.
      { number: 1, createdAt: new Date('2026-03-11T02:59:59.000Z') },
      // 11/03 00:00:00 in São Paulo.
      { number: 2, createdAt: new Date('2026-03-11T03:00:00.000Z') },
      // 10/03 00:00:00 in São Paulo, the day's first instant.
      { number: 3, createdAt: new Date('2026-03-10T03:00:00.000Z') },
      // 09/03 23:59:59.999 in São Paulo.
      { number: 4, createdAt: new Date('2026-03-10T02:59:59.999Z') },
    ]);
    const query = { store_id: storeId };
    expect(await numbers(merchant, { ...query, from: '2026-03-10', to: '2026-03-10' })).toEqual([1, 3]);
    expect(await numbers(merchant, { ...query, from: '2026-03-11', to: '2026-03-11' })).toEqual([2]);
    expect(await numbers(merchant, { ...query, from: '2026-03-10' })).toEqual([2, 1, 3]);
    expect(await numbers(merchant, { ...query, to: '2026-03-09' })).toEqual([4]);
    expect(await numbers(merchant, { ...query, from: '2026-03-12' })).toEqual([]);

    // Manaus is UTC−4: its 10/03 runs from 04:00 UTC on the 10th to 04:00 UTC on the 11th.
    await server.request
      .put('/api/order-settings')
      .set(merchant.auth)
      .send({
        store_id: storeId,
        time_zone: 'America/Manaus',
        abandon_after_minutes: 30,
        recovery_auto: false,
        recovery_delays_minutes: [],
      })
      .expect(200);
    expect(await numbers(merchant, { ...query, from: '2026-03-10', to: '2026-03-10' })).toEqual([2, 1]);
    expect(await numbers(merchant, { ...query, from: '2026-03-09', to: '2026-03-09' })).toEqual([3, 4]);
  });

  it('keeps the search index of SQLite in step with the orders (rename, delete) and searches through it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const base = '2026-05-02T15:00:00.000Z';
    await insertOrders(server, storeId, [
      {
        number: 1,
        createdAt: minutes(base, 1),
        buyerName: 'Helena Prado',
        buyerEmail: 'helena@exemplo.com.br',
      },
      {
        number: 2,
        createdAt: minutes(base, 2),
        buyerName: 'Otávio Prado',
        buyerEmail: 'otavio@exemplo.com.br',
      },
    ]);
    const query = { store_id: storeId };
    expect(await numbers(merchant, { ...query, q: 'prado' })).toEqual([2, 1]);
    expect(await numbers(merchant, { ...query, q: 'helena@exem' })).toEqual([1]);
    // A quote in the search is a letter, not FTS syntax.
    expect(await numbers(merchant, { ...query, q: 'pra"do' })).toEqual([]);
    const orders = server.dataSource.getRepository(Order);
    const otavio = await orderIdOf(server, storeId, 2);
    await orders.update(otavio, { buyerName: 'Otávio Reis' });
    expect(await numbers(merchant, { ...query, q: 'prado' })).toEqual([1]);
    expect(await numbers(merchant, { ...query, q: 'reis' })).toEqual([2]);
    await orders.delete(otavio);
    expect(await numbers(merchant, { ...query, q: 'reis' })).toEqual([]);
    if (server.dataSource.options.type !== 'postgres') {
      const indexed: { rowid: number }[] = await server.dataSource.query(
        'SELECT rowid FROM order_search WHERE rowid = ?',
        [otavio],
      );
      expect(indexed).toEqual([]);
    }
  });

  it('searches by order number (with or without #), name or e-mail, case-insensitively and literally', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const base = '2026-05-01T15:00:00.000Z';
    await insertOrders(server, storeId, [
      { number: 3, createdAt: minutes(base, 1), buyerName: 'Beatriz Lima', buyerEmail: 'bia@exemplo.com.br' },
      {
        number: 7,
        createdAt: minutes(base, 2),
        buyerName: 'João Pereira',
        buyerEmail: 'joao12@exemplo.com.br',
      },
      { number: 12, createdAt: minutes(base, 3), buyerName: 'Ana Souza', buyerEmail: 'ana@exemplo.com.br' },
      {
        number: 120,
        createdAt: minutes(base, 4),
        buyerName: 'Carlos 100%',
        buyerEmail: 'carlos_x@outro.com',
      },
    ]);
    const query = { store_id: storeId };
    expect(await numbers(merchant, { ...query, q: '#12' })).toEqual([12]);
    expect(await numbers(merchant, { ...query, q: '# 120' })).toEqual([120]);
    // Bare digits: the number, or a name or e-mail that contains them.
    expect(await numbers(merchant, { ...query, q: '12' })).toEqual([12, 7]);
    expect(await numbers(merchant, { ...query, q: '#99' })).toEqual([]);
    expect(await numbers(merchant, { ...query, q: 'pereira' })).toEqual([7]);
    expect(await numbers(merchant, { ...query, q: '  SOUZA ' })).toEqual([12]);
    expect(await numbers(merchant, { ...query, q: 'BIA@EXEMPLO' })).toEqual([3]);
    expect(await numbers(merchant, { ...query, q: 'exemplo.com' })).toEqual([12, 7, 3]);
    // % and _ are letters here, not wildcards.
    expect(await numbers(merchant, { ...query, q: '%' })).toEqual([120]);
    expect(await numbers(merchant, { ...query, q: '_' })).toEqual([120]);
    expect(await numbers(merchant, { ...query, q: 'a_a' })).toEqual([]);
    const page = (await list(merchant, { ...query, q: '12' }).expect(200)).body as OrdersPage;
    expect(page).toMatchObject({ total: 2, page_count: 1 });
  });

  it('returns a status it does not know as stored', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await insertOrders(server, storeId, [
      { number: 1, createdAt: new Date('2026-06-01T12:00:00.000Z'), status: 'in_analysis' as 'approved' },
    ]);
    const page = (await list(merchant, { store_id: storeId }).expect(200)).body as OrdersPage;
    expect(page.items.map((row) => row.status)).toEqual(['in_analysis']);
  });

  it('is 401 without a session, 403 for another merchant’s store, 404 for an unknown one', async () => {
    const { storeId } = await merchantWithStore(server);
    const intruder = await merchantWithStore(server);
    await server.request.get('/api/orders').query({ store_id: storeId }).expect(401);
    const forbidden = await list(intruder.merchant, { store_id: storeId }).expect(403);
    expect(forbidden.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await list(intruder.merchant, { store_id: 99_999_999 }).expect(404);
    await server.request
      .get('/api/orders/export')
      .query({ store_id: storeId })
      .set(intruder.merchant.auth)
      .expect(403);
  });

  it('answers 400 with the message for a malformed query', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'Nenhuma loja ativa selecionada.'],
      [{ store_id: 'abc' }, 'Nenhuma loja ativa selecionada.'],
      [{ store_id: storeId, page: 0 }, 'Página inválida.'],
      [{ store_id: storeId, page: 'dois' }, 'Página inválida.'],
      [{ store_id: storeId, page: '0x2' }, 'Página inválida.'],
      [{ store_id: storeId, page: '1e1' }, 'Página inválida.'],
      [{ store_id: `${storeId}.0` }, 'Nenhuma loja ativa selecionada.'],
      [{ store_id: storeId, status: 'in_analysis' }, 'Status inválido.'],
      [{ store_id: storeId, payment_method: 'cheque' }, 'Forma de pagamento inválida.'],
      [{ store_id: storeId, from: '2026-13-01' }, 'Data inicial inválida.'],
      [{ store_id: storeId, to: '10/03/2026' }, 'Data final inválida.'],
      [
        { store_id: storeId, from: '2026-03-11', to: '2026-03-10' },
        'A data final deve ser igual ou posterior à inicial.',
      ],
      [{ store_id: storeId, q: 'x'.repeat(121) }, 'A busca deve ter no máximo 120 caracteres.'],
    ];
    for (const [query, error] of cases) {
      const response = await list(merchant, query).expect(400);
      expect(response.body).toEqual({ error });
    }
    const exported = await server.request
      .get('/api/orders/export')
      .query({ store_id: storeId, page: -1 })
      .set(merchant.auth)
      .expect(400);
    expect(exported.body).toEqual({ error: 'Página inválida.' });
  });
  it('pages through a long run of orders placed in the same second in id order', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    // 30 older orders, 300 in the same second, 30 newer: the run spans many pages.
    const fixtures: OrderFixture[] = [];
    for (let number = 1; number <= 360; number++) {
      const second = number <= 30 ? number : number <= 330 ? 100 : 100 + number;
      fixtures.push({ number, createdAt: new Date(Date.parse('2026-08-01T12:00:00.000Z') + second * 1000) });
    }
    await insertOrders(server, storeId, fixtures);
    const seen: number[] = [];
    for (let page = 1; page <= 18; page++)
      seen.push(...(await numbers(merchant, { store_id: storeId, page })));
    expect(seen).toEqual(Array.from({ length: 360 }, (_, index) => 360 - index));
  });
});

describe('GET /api/orders/:id', () => {
  it('details an order placed through the checkout: items with bump, totals, buyer, payment, UTM, timeline, the upsell', async () => {
    const shop = await createShop(server, {
      shipping: [{ name: 'Sedex', price: '25,00', min_days: 1, max_days: 3 }],
    });
    const { product: bumpProduct } = await createOffer(server, shop, 'bump', '19,90');
    const { product: upsellProduct } = await createOffer(server, shop, 'upsell', '97,00');
    await createCoupon(server, shop);
    const buyer = server.agent();
    const personal = personalData();
    await openCheckout(buyer, `${shop.path}?utm_source=instagram&utm_medium=stories&utm_campaign=lancamento`);
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personal }).expect(303);
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: String(shop.shipping[0]!.id),
    }).expect(303);
    await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: 'TESTE10',
    }).expect(200);
    const { view } = await openCheckout(buyer, `${shop.path}?step=payment`);
    const paid = await pay(buyer, shop, view, { ...cardFields(), bump: '1' }).expect(303);
    const main = await orderAt(server, paid.headers.location!);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    const accepted = await postForm(buyer, page.upsell!.action_url, { action: 'accept' }).expect(303);
    const upsell = await orderAt(server, accepted.headers.location!);

    const response = await server.request.get(`/api/orders/${main.id}`).set(shop.merchant.auth).expect(200);
    const detail = response.body as OrderDetail;
    // 100,00 + 19,90 − 10% of 119,90 (11,99) + 25,00
    expect(detail).toEqual({
      id: main.id,
      number: 1,
      created_at: main.createdAt.toISOString(),
      customer_name: personal.name,
      customer_email: personal.email.toLowerCase(),
      payment_method: 'card',
      card_brand: 'visa',
      total_cents: 13291,
      status: 'approved',
      kind: 'main',
      items: [
        {
          name: 'Curso de Fotografia',
          quantity: 1,
          unit_price_cents: 10000,
          total_cents: 10000,
          kind: 'product',
        },
        { name: bumpProduct.name, quantity: 1, unit_price_cents: 1990, total_cents: 1990, kind: 'bump' },
      ],
      subtotal_cents: 10000,
      bump_cents: 1990,
      discount_cents: 1199,
      shipping_cents: 2500,
      coupon_code: 'TESTE10',
      shipping: { name: 'Sedex', price_cents: 2500, min_days: 1, max_days: 3 },
      address: {
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Apto 12',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      customer_phone: '11987654321',
      customer_cpf: personal.cpf,
      gateway: 'test',
      gateway_reference: main.gatewayReference,
      card: { brand: 'visa', last4: '4242', installments: 1 },
      refusal_reason: null,
      paid_at: main.paidAt!.toISOString(),
      utm: { source: 'instagram', medium: 'stories', campaign: 'lancamento', term: null, content: null },
      timeline: [
        { at: expect.any(String), status: 'pending', cause: 'Pedido criado' },
        { at: expect.any(String), status: 'approved', cause: 'Pagamento aprovado (cartão Visa final 4242)' },
      ],
      can_mark_paid: false,
      // Approved by card in test mode: all of it may be refunded, in parts too; nothing to cancel.
      refunded_cents: 0,
      refundable_cents: 13291,
      can_refund: true,
      can_refund_partially: true,
      can_cancel: false,
      order_url: paid.headers.location!,
      related_order: { id: upsell.id, number: 2, kind: 'upsell' },
    } satisfies OrderDetail);
    expect(detail.gateway_reference).toBeTruthy();
    expect(Date.parse(detail.timeline[0]!.at)).toBeLessThanOrEqual(Date.parse(detail.timeline[1]!.at));

    const upsellDetail = (
      await server.request.get(`/api/orders/${upsell.id}`).set(shop.merchant.auth).expect(200)
    ).body as OrderDetail;
    expect(upsellDetail).toMatchObject({
      number: 2,
      kind: 'upsell',
      total_cents: 9700,
      items: [
        { name: upsellProduct.name, quantity: 1, unit_price_cents: 9700, total_cents: 9700, kind: 'upsell' },
      ],
      coupon_code: null,
      shipping: null,
      related_order: { id: main.id, number: 1, kind: 'main' },
      order_url: accepted.headers.location,
    });

    // The live feed heard of both orders and their approvals, and of the cart before them.
    expect(await changesOf(server, shop.storeId)).toEqual([
      ['cart_updated', null, null],
      ['order_created', 1, 'pending'],
      ['order_status', 1, 'approved'],
      ['order_created', 2, 'pending'],
      ['order_status', 2, 'approved'],
    ]);
  });

  it('offers "mark as paid" for a pending test-mode PIX, whose timeline then shows it', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    const before = (await server.request.get(`/api/orders/${order.id}`).set(shop.merchant.auth).expect(200))
      .body as OrderDetail;
    expect(before).toMatchObject({
      status: 'pending',
      payment_method: 'pix',
      can_mark_paid: true,
      can_cancel: true,
      can_refund: false,
      address: null,
      shipping: null,
      card: null,
      card_brand: null,
      paid_at: null,
      related_order: null,
      utm: { source: null, medium: null, campaign: null, term: null, content: null },
    });
    expect(before.timeline.map((entry) => [entry.status, entry.cause])).toEqual([
      ['pending', 'Pedido criado'],
      ['pending', 'PIX gerado'],
    ]);
    await server.request.post(`/api/orders/${order.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    const after = (await server.request.get(`/api/orders/${order.id}`).set(shop.merchant.auth).expect(200))
      .body as OrderDetail;
    expect(after).toMatchObject({
      status: 'approved',
      can_mark_paid: false,
      can_cancel: false,
      can_refund: true,
      refundable_cents: order.totalCents,
    });
    expect(after.paid_at).toEqual(expect.any(String));
    expect(after.timeline.map((entry) => [entry.status, entry.cause])).toEqual([
      ['pending', 'Pedido criado'],
      ['pending', 'PIX gerado'],
      ['approved', 'Marcado como pago pelo lojista (modo de teste)'],
    ]);
    // A generated PIX is no change of status; marking it paid is.
    expect(await changesOf(server, shop.storeId)).toEqual([
      ['cart_updated', null, null],
      ['order_created', 1, 'pending'],
      ['order_status', 1, 'approved'],
    ]);
  });

  it('records a refusal and the retry of the same order in the feed', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    await pay(buyer, shop, view, cardFields(INSUFFICIENT_FUNDS)).expect(422);
    const { view: again } = await openCheckout(buyer, `${shop.path}?step=payment`);
    const paid = await pay(buyer, shop, again, cardFields()).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(await changesOf(server, shop.storeId)).toEqual([
      ['cart_updated', null, null],
      ['order_created', 1, 'pending'],
      ['order_status', 1, 'refused'],
      ['order_status', 1, 'pending'],
      ['order_status', 1, 'approved'],
    ]);
    const detail = (await server.request.get(`/api/orders/${order.id}`).set(shop.merchant.auth).expect(200))
      .body as OrderDetail;
    expect(detail.timeline.map((entry) => [entry.status, entry.cause])).toEqual([
      ['pending', 'Pedido criado'],
      ['refused', 'Pagamento recusado: Saldo insuficiente.'],
      ['pending', 'Nova tentativa de pagamento'],
      ['approved', 'Pagamento aprovado (cartão Visa final 4242)'],
    ]);
  });

  it('is 404 for another merchant’s order and for unknown ids', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await insertOrders(server, storeId, [{ number: 1, createdAt: new Date('2026-06-01T12:00:00.000Z') }]);
    const id = await orderIdOf(server, storeId, 1);
    await server.request.get(`/api/orders/${id}`).set(merchant.auth).expect(200);
    const intruder = await merchantWithStore(server);
    for (const path of [String(id), '99999999', 'abc', '0']) {
      const response = await server.request
        .get(`/api/orders/${path}`)
        .set(intruder.merchant.auth)
        .expect(404);
      expect(response.body).toEqual({ error: 'Pedido não encontrado.' });
    }
    await server.request.get(`/api/orders/${id}`).expect(401);
  });
});

describe('GET /api/orders/export', () => {
  async function exportCsv(merchant: Merchant, query: Record<string, string | number>) {
    const response = await rawBody(
      server.request.get('/api/orders/export').query(query).set(merchant.auth),
    ).expect(200);
    const bytes = response.body as Buffer;
    return { response, bytes, text: bytes.toString('utf8') };
  }

  it('exports the filtered list as CSV: BOM, ; and CRLF, amounts with comma, local dates, quoting and formula guard', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await insertOrders(server, storeId, [
      {
        number: 1,
        createdAt: new Date('2026-03-11T02:30:00.000Z'),
        buyerName: 'Ana; "Aninha" Souza',
        buyerEmail: 'ana@exemplo.com.br',
        paymentMethod: 'card',
        cardBrand: 'visa',
        subtotalCents: 100000,
        bumpCents: 20000,
        discountCents: 1544,
        shippingCents: 5000,
        totalCents: 123456,
        couponCode: 'BLACK10',
        utmSource: 'instagram',
      },
      {
        number: 2,
        createdAt: new Date('2026-03-11T15:05:00.000Z'),
        buyerName: '=HYPERLINK("http://mal.example")',
        buyerEmail: 'bob@exemplo.com.br',
        buyerPhone: null,
        status: 'pending',
        subtotalCents: 990,
        totalCents: 990,
        utmSource: '-2+3',
      },
      {
        number: 3,
        createdAt: new Date('2026-03-12T10:00:00.000Z'),
        buyerName: 'Carlos\nQuebra',
        buyerEmail: '@carlos@exemplo.com.br',
        paymentMethod: 'boleto',
        status: 'in_analysis' as 'approved',
      },
    ]);
    const { response, bytes, text } = await exportCsv(merchant, { store_id: storeId, page: 3 });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pedidos-${storeId}-${localDate(new Date(), 'America/Sao_Paulo')}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = text.slice(1);
    expect(
      body.startsWith(
        'Pedido;Data;Cliente;E-mail;Telefone;Pagamento;Status;Subtotal;Desconto;Frete;Total;Cupom;Origem\r\n',
      ),
    ).toBe(true);
    expect(body).toContain('"Ana; ""Aninha"" Souza"');
    expect(body).toContain(`"'=HYPERLINK(""http://mal.example"")"`);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(parseCsv(body)).toEqual([
      [
        'Pedido',
        'Data',
        'Cliente',
        'E-mail',
        'Telefone',
        'Pagamento',
        'Status',
        'Subtotal',
        'Desconto',
        'Frete',
        'Total',
        'Cupom',
        'Origem',
      ],
      [
        '3',
        '12/03/2026 07:00',
        'Carlos\nQuebra',
        "'@carlos@exemplo.com.br",
        '11987654321',
        'Boleto',
        'in_analysis',
        '100,00',
        '0,00',
        '0,00',
        '100,00',
        '',
        '',
      ],
      [
        '2',
        '11/03/2026 12:05',
        `'=HYPERLINK("http://mal.example")`,
        'bob@exemplo.com.br',
        '',
        'PIX',
        'Pendente',
        '9,90',
        '0,00',
        '0,00',
        '9,90',
        '',
        "'-2+3",
      ],
      [
        '1',
        '10/03/2026 23:30',
        'Ana; "Aninha" Souza',
        'ana@exemplo.com.br',
        '11987654321',
        'Cartão',
        'Aprovado',
        '1.200,00',
        '15,44',
        '50,00',
        '1.234,56',
        'BLACK10',
        'instagram',
      ],
    ]);

    // The filters apply (the page does not: every page is exported).
    const pending = await exportCsv(merchant, { store_id: storeId, status: 'pending' });
    expect(parseCsv(pending.text.slice(1)).map((row) => row[0])).toEqual(['Pedido', '2']);
    const day = await exportCsv(merchant, { store_id: storeId, from: '2026-03-10', to: '2026-03-10' });
    expect(parseCsv(day.text.slice(1)).map((row) => row[0])).toEqual(['Pedido', '1']);
    const none = await exportCsv(merchant, { store_id: storeId, q: 'ninguém' });
    expect(none.text).toBe(
      '\uFEFFPedido;Data;Cliente;E-mail;Telefone;Pagamento;Status;Subtotal;Desconto;Frete;Total;Cupom;Origem\r\n',
    );
  });

  it('stops at the row cap with a last line saying so (small cap and batches here)', async () => {
    const { storeId } = await merchantWithStore(server);
    const fixtures: OrderFixture[] = [];
    for (let number = 1; number <= 7; number++) {
      fixtures.push({ number, createdAt: minutes('2026-09-01T12:00:00.000Z', number) });
    }
    await insertOrders(server, storeId, fixtures);
    const store = await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    const filter = ordersQuery.parse({ store_id: storeId });
    const read = async (maxRows: number, batchSize: number) => {
      let text = '';
      for await (const chunk of ordersCsv(server.db, store, filter, { maxRows, batchSize })) text += chunk;
      return parseCsv(text.slice(1)).slice(1);
    };
    const capped = await read(5, 2);
    expect(capped.map((row) => row[0])).toEqual([
      '7',
      '6',
      '5',
      '4',
      '3',
      'Exportação limitada às primeiras 5 linhas: use os filtros para exportar o restante.',
    ]);
    // Exactly at the cap, or under it: no note.
    expect((await read(7, 2)).map((row) => row[0])).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect((await read(100, 3)).map((row) => row[0])).toEqual(['7', '6', '5', '4', '3', '2', '1']);
  });

  it('exports every row across read batches, in list order, with ties and deep pages', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const count = 5003;
    const fixtures: OrderFixture[] = [];
    // Seven orders per second: batch boundaries fall inside groups of equal times.
    for (let index = 0; index < count; index++) {
      fixtures.push({
        number: index + 1,
        createdAt: new Date(Date.parse('2026-07-01T12:00:00.000Z') + Math.floor(index / 7) * 1000),
        // Within a second the index holds the greater total first: the older order.
        totalCents: 2000 - (index % 7),
      });
    }
    await insertOrders(server, storeId, fixtures);
    const { text } = await exportCsv(merchant, { store_id: storeId });
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(count + 1);
    const exported = rows.slice(1).map((row) => Number(row[0]));
    expect(exported).toEqual(Array.from({ length: count }, (_, index) => count - index));

    const deep = (await list(merchant, { store_id: storeId, page: 251 }).expect(200)).body as OrdersPage;
    expect(deep).toMatchObject({ page: 251, page_count: 251, total: count });
    expect(deep.items.map((row) => row.number)).toEqual([3, 2, 1]);
    // Deep pages (read from either end, skipping by time first) hold exactly the rows of their place.
    for (const page of [100, 101, 102, 125, 126, 127, 150, 151, 249, 250]) {
      const offset = (page - 1) * 20;
      expect(await numbers(merchant, { store_id: storeId, page }), `página ${page}`).toEqual(
        Array.from({ length: 20 }, (_, index) => count - offset - index),
      );
    }
    // The same with a filter: all but every hundredth order paid by card.
    await server.dataSource
      .getRepository(Order)
      .createQueryBuilder()
      .update()
      .set({ paymentMethod: 'card' })
      .where('store_id = :storeId AND number % 100 <> 0', { storeId })
      .execute();
    const cards = Array.from({ length: count }, (_, index) => count - index).filter(
      (number) => number % 100 !== 0,
    );
    expect(cards).toHaveLength(4953);
    for (const page of [1, 101, 102, 124, 147, 148, 248]) {
      const offset = (page - 1) * 20;
      expect(
        await numbers(merchant, { store_id: storeId, payment_method: 'card', page }),
        `cartão ${page}`,
      ).toEqual(cards.slice(offset, offset + 20));
    }
  });
});
