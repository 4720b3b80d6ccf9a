import type { CheckoutPageView } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderEvent, PaymentAttempt } from '../src/db/entities/index.ts';
import { parseDigitableLine } from '../src/payments/index.ts';
import {
  cardFields,
  createOffer,
  createShop,
  followToOrder,
  INSUFFICIENT_FUNDS,
  openCheckout,
  orderAt,
  pay,
  postForm,
  reachPayment,
  type Shop,
  sessionsOf,
  VISA_APPROVED,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const orders = () => server.dataSource.getRepository(Order);
const eventsOf = async (orderId: number) =>
  (await server.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } })).map(
    (event) => [event.status, event.cause],
  );

async function digitalShop(settings = {}): Promise<Shop> {
  return createShop(server, { productType: 'digital', settings });
}

describe('card payments (test mode)', () => {
  it('approves a test card: order approved, timeline, attempt, card summary only', async () => {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, cardFields(VISA_APPROVED, { installments: '3' })).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      status: 'approved',
      gateway: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardInstallments: 3,
      refusalReason: null,
    });
    expect(order.paymentToken).toMatch(/^tok_test_/);
    expect(order.gatewayReference).toBeTruthy();
    expect(await eventsOf(order.id)).toEqual([
      ['pending', 'Pedido criado'],
      ['approved', 'Pagamento aprovado (cartão Visa final 4242)'],
    ]);
    const attempts = await server.dataSource.getRepository(PaymentAttempt).findBy({ orderId: order.id });
    expect(attempts).toMatchObject([
      {
        attemptKey: view.attempt_key,
        status: 'approved',
        method: 'card',
        cardBrand: 'visa',
        cardLast4: '4242',
      },
    ]);
  });

  it('re-renders a declined card (422) with the reason and a new attempt key; the retry reuses the order', async () => {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const declined = await pay(buyer, shop, view, cardFields(INSUFFICIENT_FUNDS)).expect(422);
    const again = viewFromHtml<CheckoutPageView>(declined.text);
    expect(again.message).toEqual({ tone: 'danger', text: 'Pagamento recusado: Saldo insuficiente.' });
    expect(again.step).toBe('payment');
    expect(again.attempt_key).not.toBe(view.attempt_key);
    expect(again.values.card_holder).toBe('MARIA DA SILVA');
    const [refused] = await orders().findBy({ storeId: shop.storeId });
    expect(refused).toMatchObject({
      number: 1,
      status: 'refused',
      refusalReason: 'Saldo insuficiente.',
      cardLast4: '9995',
      paymentToken: null,
    });
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.paymentStartedAt).toBeInstanceOf(Date);
    expect(session!.completedAt).toBeNull();

    // The same click again (same key) does not charge again: it shows the refused order.
    const repeated = await pay(buyer, shop, view, cardFields(INSUFFICIENT_FUNDS)).expect(303);
    const refusedPage = await followToOrder(buyer, repeated.headers.location!);
    expect(refusedPage.view.order).toMatchObject({
      status: 'refused',
      refusal_reason: 'Saldo insuficiente.',
    });
    expect(refusedPage.view.retry_url).toBe(`${shop.path}?step=payment`);

    const approved = await pay(buyer, shop, again, cardFields(VISA_APPROVED)).expect(303);
    const order = await orderAt(server, approved.headers.location!);
    expect(order).toMatchObject({ id: refused!.id, number: 1, status: 'approved', refusalReason: null });
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(1);
    expect(await eventsOf(order.id)).toEqual([
      ['pending', 'Pedido criado'],
      ['refused', 'Pagamento recusado: Saldo insuficiente.'],
      ['pending', 'Nova tentativa de pagamento'],
      ['approved', 'Pagamento aprovado (cartão Visa final 4242)'],
    ]);
    const attempts = await server.dataSource.getRepository(PaymentAttempt).find({
      where: { orderId: order.id },
      order: { id: 'ASC' },
    });
    expect(attempts.map((attempt) => [attempt.attemptKey, attempt.status])).toEqual([
      [view.attempt_key, 'refused'],
      [again.attempt_key, 'approved'],
    ]);
  });

  it.each([
    ['4000 0000 0000 0002', 'Pagamento recusado: Cartão recusado pelo emissor.'],
    ['4000 0000 0000 0069', 'Pagamento recusado: Cartão vencido.'],
    ['4111 1111 1111 1111', 'Pagamento recusado: Cartão não aceito no modo de teste.'],
  ])('declines %s with “%s”', async (number, message) => {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, cardFields(number)).expect(422);
    expect(viewFromHtml<CheckoutPageView>(response.text).message?.text).toBe(message);
  });

  it('answers a second submit of a finished session with the existing order page', async () => {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const first = await pay(buyer, shop, view, cardFields()).expect(303);
    const second = await pay(
      buyer,
      shop,
      { ...view, attempt_key: 'outra-chave-de-tentativa' },
      cardFields(),
    ).expect(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(1);
  });
});

describe('PIX and boleto', () => {
  it('generates a PIX BR Code: pending order with payload and QR Code, status polling', async () => {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order.status).toBe('pending');
    expect(order.pixPayload).toMatch(/^000201/);
    expect(order.pixPayload).toContain('loja@exemplo.com.br');
    expect(order.pixPayload).toContain('5406100.00');
    expect(await eventsOf(order.id)).toEqual([
      ['pending', 'Pedido criado'],
      ['pending', 'PIX gerado'],
    ]);
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.completedAt).toBeInstanceOf(Date);

    const { view: page, response } = await followToOrder(buyer, paid.headers.location!);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(page.order.status).toBe('pending');
    expect(page.order.pix?.payload).toBe(order.pixPayload);
    expect(page.order.pix?.qr_svg).toMatch(/^<svg /);
    expect(page.order.pix?.expires_at).toBe(order.pixExpiresAt?.toISOString());
    expect(page.status_url).toBe(`${paid.headers.location}/status`);
    expect(page.redirect_url).toBeNull();

    const status = await server.request.get(page.status_url).set('Accept', 'application/json').expect(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.body).toEqual({ status: 'pending' });
    await server.request.get(`/c/${shop.storeId}/pedido/${'x'.repeat(43)}/status`).expect(404);
  });

  it('generates a boleto with a 47-digit digitable line due in 3 days', async () => {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order.status).toBe('pending');
    expect(order.boletoLine!.replace(/\D/g, '')).toHaveLength(47);
    expect(order.boletoBarcode).toHaveLength(44);
    expect(parseDigitableLine(order.boletoLine!)?.amountCents).toBe(10000);
    const days = (order.boletoDueDate!.getTime() - order.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(3);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect(page.order.boleto).toEqual({
      digitable_line: order.boletoLine,
      barcode: order.boletoBarcode,
      due_date: order.boletoDueDate!.toISOString(),
      print_url: `/c/${shop.storeId}/pedido/${order.publicToken}/boleto`,
    });
  });
});

describe('POST /api/orders/:id/mark-paid', () => {
  async function pendingOrder(method: 'pix' | 'boleto' | 'card' = 'pix') {
    const shop = await digitalShop();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(
      buyer,
      shop,
      view,
      method === 'card' ? cardFields() : { payment_method: method },
    ).expect(303);
    return {
      shop,
      buyer,
      location: paid.headers.location!,
      order: await orderAt(server, paid.headers.location!),
    };
  }

  it('marks a pending PIX order paid: approved, paid_at, timeline; the page follows', async () => {
    const { shop, buyer, location, order } = await pendingOrder('pix');
    const response = await server.request
      .post(`/api/orders/${order.id}/mark-paid`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(response.body).toEqual({ message: 'Pagamento confirmado (modo de teste).', status: 'approved' });
    const stored = await orders().findOneByOrFail({ id: order.id });
    expect(stored.status).toBe('approved');
    expect(stored.paidAt).toBeInstanceOf(Date);
    expect((await eventsOf(order.id)).at(-1)).toEqual([
      'approved',
      'Marcado como pago pelo lojista (modo de teste)',
    ]);
    const status = await server.request.get(`${location}/status`).expect(200);
    expect(status.body).toEqual({ status: 'approved' });
    const { view } = await followToOrder(buyer, location);
    expect(view.order.status).toBe('approved');
    expect(view.order.pix).toBeNull();

    const again = await server.request
      .post(`/api/orders/${order.id}/mark-paid`)
      .set(shop.merchant.auth)
      .expect(409);
    expect(again.body).toEqual({ error: 'Este pedido não está pendente.' });
  });

  it('marks a pending boleto order paid; refuses card orders with 409', async () => {
    const boleto = await pendingOrder('boleto');
    await server.request
      .post(`/api/orders/${boleto.order.id}/mark-paid`)
      .set(boleto.shop.merchant.auth)
      .expect(200);
    const card = await pendingOrder('card');
    const response = await server.request
      .post(`/api/orders/${card.order.id}/mark-paid`)
      .set(card.shop.merchant.auth)
      .expect(409);
    expect(response.body).toEqual({ error: 'Este pedido não está pendente.' });
  });

  it('is 404 for another merchant’s order or an unknown id, 401 without a session; nothing changes', async () => {
    const { order } = await pendingOrder('pix');
    const intruder = await createShop(server);
    for (const id of [String(order.id), '99999999', 'abc']) {
      const response = await server.request
        .post(`/api/orders/${id}/mark-paid`)
        .set(intruder.merchant.auth)
        .expect(404);
      expect(response.body).toEqual({ error: 'Pedido não encontrado.' });
    }
    await server.request.post(`/api/orders/${order.id}/mark-paid`).expect(401);
    expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('pending');
  });

  it('is 403 for an order of a real gateway', async () => {
    const { shop, order } = await pendingOrder('pix');
    await orders().update(order.id, { gateway: 'outro-gateway' });
    const response = await server.request
      .post(`/api/orders/${order.id}/mark-paid`)
      .set(shop.merchant.auth)
      .expect(403);
    expect(response.body).toEqual({
      error: 'Somente pedidos do modo de teste podem ser marcados como pagos.',
    });
  });
});

describe('redirects and the one-click upsell', () => {
  async function redirects(shop: Shop) {
    await server.request
      .put('/api/checkout-redirects')
      .set(shop.merchant.auth)
      .send({
        store_id: shop.storeId,
        card: 'loja.exemplo.com/obrigado-cartao',
        pix: 'loja.exemplo.com/obrigado-pix',
        boleto: null,
      })
      .expect(200);
  }

  it('gives the redirect URL of the method once the order is approved', async () => {
    const shop = await digitalShop();
    await redirects(shop);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, cardFields()).expect(303);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect(page.upsell).toBeNull();
    expect(page.redirect_url).toBe('https://loja.exemplo.com/obrigado-cartao');
  });

  it('offers the upsell first; accepting charges the same card for the offer price only', async () => {
    const shop = await digitalShop();
    await redirects(shop);
    const { product: upsellProduct } = await createOffer(server, shop, 'upsell', '29,90');
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, cardFields('5555 5555 5555 4444')).expect(303);
    const main = await orderAt(server, paid.headers.location!);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect(page.redirect_url).toBeNull();
    expect(page.upsell).toEqual({
      headline: 'Oferta exclusiva para você',
      description: 'Só nesta página.',
      product_name: 'Mentoria Individual',
      image_url: null,
      price_cents: 2990,
      original_price_cents: 4990,
      action_url: `${paid.headers.location}/upsell`,
    });

    const accepted = await postForm(buyer, page.upsell!.action_url, { action: 'accept' }).expect(303);
    const upsell = await orderAt(server, accepted.headers.location!);
    expect(upsell).toMatchObject({
      kind: 'upsell',
      number: 2,
      status: 'approved',
      paymentMethod: 'card',
      totalCents: 2990,
      subtotalCents: 2990,
      buyerName: main.buyerName,
      buyerEmail: main.buyerEmail,
      buyerCpf: main.buyerCpf,
      cardBrand: 'mastercard',
      cardLast4: '4444',
      checkoutSessionId: main.checkoutSessionId,
      paymentToken: null,
    });
    const upsellPage = await followToOrder(buyer, accepted.headers.location!);
    expect(upsellPage.view.order.items).toEqual([
      { name: upsellProduct.name, quantity: 1, unit_price_cents: 2990, kind: 'upsell' },
    ]);
    expect(upsellPage.view.redirect_url).toBe('https://loja.exemplo.com/obrigado-cartao');

    // Accepting again never charges twice; the main page no longer offers it.
    const again = await postForm(buyer, page.upsell!.action_url, { action: 'accept' }).expect(303);
    expect(again.headers.location).toBe(accepted.headers.location);
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(2);
    const mainAgain = await followToOrder(buyer, paid.headers.location!);
    expect(mainAgain.view.upsell).toBeNull();
    expect(mainAgain.view.redirect_url).toBe('https://loja.exemplo.com/obrigado-cartao');
  });

  it('declining records the decision and goes back to the thank-you with the redirect', async () => {
    const shop = await digitalShop();
    await redirects(shop);
    await createOffer(server, shop, 'upsell');
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, cardFields()).expect(303);
    const declined = await postForm(buyer, `${paid.headers.location}/upsell`, { action: 'decline' }).expect(
      303,
    );
    expect(declined.headers.location).toBe(paid.headers.location);
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.upsellDecidedAt).toBeInstanceOf(Date);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect(page.upsell).toBeNull();
    expect(page.redirect_url).toBe('https://loja.exemplo.com/obrigado-cartao');
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(1);
  });

  it('never offers as an upsell a product the order already holds (the bump just taken)', async () => {
    const shop = await digitalShop();
    await redirects(shop);
    const { product: ebook } = await createOffer(server, shop, 'bump');
    await server.request
      .post('/api/upsells')
      .set(shop.merchant.auth)
      .send({
        store_id: shop.storeId,
        product_id: ebook.id,
        offerPrice: '9,90',
        headline: 'Mais um e-book?',
        description: 'Só nesta página.',
        triggerProductIds: [],
        isActive: true,
      })
      .expect(201);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, { ...cardFields(), bump: '1' }).expect(303);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect(page.order.items.map((item) => item.kind)).toEqual(['product', 'bump']);
    expect(page.upsell).toBeNull();
    expect(page.redirect_url).toBe('https://loja.exemplo.com/obrigado-cartao');
    // A stale page's accept buys nothing either.
    await postForm(buyer, `${paid.headers.location}/upsell`, { action: 'accept' }).expect(303);
    expect(await orders().countBy({ storeId: shop.storeId })).toBe(1);
  });

  it('offers the upsell of a PIX order only once it is paid, and charges it with a new PIX', async () => {
    const shop = await digitalShop();
    await createOffer(server, shop, 'upsell', '29,90');
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    expect((await followToOrder(buyer, paid.headers.location!)).view.upsell).toBeNull();
    const main = await orderAt(server, paid.headers.location!);
    await server.request.post(`/api/orders/${main.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    const { view: page } = await followToOrder(buyer, paid.headers.location!);
    expect(page.upsell?.price_cents).toBe(2990);
    const accepted = await postForm(buyer, page.upsell!.action_url, { action: 'accept' }).expect(303);
    const upsell = await orderAt(server, accepted.headers.location!);
    expect(upsell).toMatchObject({ status: 'pending', paymentMethod: 'pix', totalCents: 2990 });
    expect(upsell.pixPayload).toMatch(/^000201/);
    expect(upsell.pixPayload).not.toBe(main.pixPayload);
  });
});

describe('card data', () => {
  it('is never stored or logged: only brand and last four digits', async () => {
    const shop = await createShop(server, {
      shipping: [{ name: 'Correios', price: '10', min_days: 2, max_days: 5 }],
    });
    await createOffer(server, shop, 'upsell');
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    await pay(
      buyer,
      shop,
      view,
      cardFields(INSUFFICIENT_FUNDS, { card_cvv: '731', card_expiry: '11/39' }),
    ).expect(422);
    const paid = await pay(
      buyer,
      shop,
      viewFromHtml<CheckoutPageView>((await openCheckout(buyer, `${shop.path}?step=payment`)).response.text),
      cardFields(VISA_APPROVED, { card_cvv: '731', card_expiry: '11/39' }),
    ).expect(303);
    await postForm(buyer, `${paid.headers.location}/upsell`, { action: 'accept' }).expect(303);

    const secrets = [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000009995',
      '4000 0000 0000 9995',
      '11/39',
    ];
    const tables = [
      'orders',
      'order_item',
      'order_event',
      'payment_attempt',
      'checkout_session',
      'coupon_redemption',
    ];
    for (const table of tables) {
      const rows = JSON.stringify(await server.dataSource.query(`SELECT * FROM ${table}`));
      for (const secret of secrets) expect(rows, `${table} contém ${secret}`).not.toContain(secret);
    }
    const [session] = await sessionsOf(server, shop.product.id);
    expect(JSON.parse(session!.data).values).not.toHaveProperty('card_number');
    expect(session!.data).not.toContain('"731"');

    const logs = JSON.stringify(server.logs);
    expect(server.logs.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/cvv|card_number|card_expiry/i);
  });
});
