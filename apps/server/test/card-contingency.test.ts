import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderEvent, PaymentAttempt } from '../src/db/entities/index.ts';
import {
  connectMercadoPago,
  connectPagarme,
  createShop,
  openCheckout,
  orderAt,
  pay,
  reachPayment,
  routeGateways,
  type Shop,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercadopago-stand-in.ts';
import { type PagarmeStandIn, startPagarmeStandIn } from './pagarme-stand-in.ts';

/*
 * A store whose card goes to Mercado Pago with Pagar.me as its contingency. The buyer's page
 * tokenizes the card at both gateways (a token is valid only where it was made); the server tries
 * Pagar.me once, only when Mercado Pago softly declined the card or was never reached — never after
 * a hard decline or an unknown outcome, which only Mercado Pago can resolve.
 */

let server: TestServer;
let mercadoPago: MercadoPagoStandIn;
let pagarme: PagarmeStandIn;

beforeAll(async () => {
  mercadoPago = await startMercadoPagoStandIn();
  pagarme = await startPagarmeStandIn();
  server = await startTestServer({
    mercadopagoBaseUrl: mercadoPago.baseUrl,
    mercadopagoScriptUrl: mercadoPago.scriptUrl,
    pagarmeBaseUrl: pagarme.baseUrl,
    pagarmeScriptUrl: pagarme.scriptUrl,
  });
});
afterAll(async () => {
  await server?.close();
  await mercadoPago?.close();
  await pagarme?.close();
});

async function shopWithContingency(target: TestServer, mp: MercadoPagoStandIn): Promise<Shop> {
  const shop = await createShop(target, { productType: 'digital' });
  await connectMercadoPago(target, shop, mp, { card: true, pix: true, boleto: false });
  await connectPagarme(target, shop, pagarme, { card: true, pix: false, boleto: false });
  await routeGateways(target, shop, {
    pix: 'mercadopago',
    card: 'mercadopago',
    boleto: 'test',
    card_contingency: 'pagarme',
  });
  return shop;
}

/** The pay post of a page that tokenized the card at Mercado Pago (holder decides) and at Pagar.me. */
async function tokenFields(
  mp: MercadoPagoStandIn,
  holder: string,
  pagarmeNumber: string | null = '4000000000000010',
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {
    payment_method: 'card',
    card_holder: holder,
    installments: '1',
    card_token: await mp.createCardToken(holder),
    card_brand: 'mastercard',
    card_last4: '6351',
    card_payment_method_id: 'master',
    card_issuer_id: '24',
  };
  if (pagarmeNumber) fields.contingency_card_token = await pagarme.createCardToken(pagarmeNumber, holder);
  return fields;
}

const attemptsOf = (target: TestServer, orderId: number) =>
  target.dataSource.getRepository(PaymentAttempt).find({ where: { orderId }, order: { id: 'ASC' } });

const causesOf = async (target: TestServer, orderId: number) =>
  (await target.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } })).map(
    (event) => [event.status, event.cause],
  );

const lastOrder = (target: TestServer, storeId: number) =>
  target.dataSource.getRepository(Order).findOneOrFail({ where: { storeId }, order: { id: 'DESC' } });

const pagarmeOrders = () =>
  pagarme.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/orders'));

describe('a card contingency', () => {
  it('tells the page to tokenize at both gateways and lets both scripts run', async () => {
    const shop = await shopWithContingency(server, mercadoPago);
    const buyer = server.agent();
    await reachPayment(buyer, shop);
    const { view, response } = await openCheckout(buyer, `${shop.path}?step=payment`);
    expect(view.card_tokenizer).toEqual({
      provider: 'mercadopago',
      public_key: mercadoPago.publicKey,
      script_url: mercadoPago.scriptUrl,
      contingency: { provider: 'pagarme', public_key: pagarme.publicKey, script_url: pagarme.scriptUrl },
    });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(new URL(mercadoPago.scriptUrl).origin);
    expect(policy).toContain(new URL(pagarme.scriptUrl).origin);
  });

  it('charges Pagar.me once after a soft decline at Mercado Pago, and the order shows both attempts', async () => {
    const shop = await shopWithContingency(server, mercadoPago);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const before = pagarmeOrders().length;
    const response = await pay(buyer, shop, view, await tokenFields(mercadoPago, 'FUND')).expect(303);
    const order = await orderAt(server, response.headers.location as string);
    expect(order).toMatchObject({ status: 'approved', gateway: 'pagarme', cardLast4: '0010' });
    expect(pagarmeOrders().length - before).toBe(1);
    const attempts = await attemptsOf(server, order.id);
    expect(attempts.map((attempt) => [attempt.provider, attempt.status, attempt.declineClass])).toEqual([
      ['mercadopago', 'refused', 'soft'],
      ['pagarme', 'approved', null],
    ]);
    expect(attempts[0]!.idempotencyKey).not.toBe(attempts[1]!.idempotencyKey);
    expect(await causesOf(server, order.id)).toEqual([
      ['pending', 'Pedido criado'],
      [
        'pending',
        'Recusado no Mercado Pago: Saldo ou limite insuficiente. Tentando no gateway de contingência (Pagar.me).',
      ],
      // What Pagar.me charged (the stand-ins' test cards differ; a real card is the same at both).
      ['approved', 'Pagamento aprovado (cartão Visa final 0010)'],
    ]);
    // The merchant's order detail names the gateway that approved it.
    const detail = await server.request.get(`/api/orders/${order.id}`).set(shop.merchant.auth).expect(200);
    expect(detail.body.gateway).toBe('pagarme');
  });

  it('never sends a hard decline to the contingency', async () => {
    const shop = await shopWithContingency(server, mercadoPago);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const before = pagarmeOrders().length;
    await pay(buyer, shop, view, await tokenFields(mercadoPago, 'LOCK'));
    const order = await lastOrder(server, shop.storeId);
    expect(order).toMatchObject({ status: 'refused', gateway: 'mercadopago' });
    expect(pagarmeOrders().length).toBe(before);
    expect(
      (await attemptsOf(server, order.id)).map((attempt) => [attempt.provider, attempt.declineClass]),
    ).toEqual([['mercadopago', 'hard']]);
  });

  it('never sends an unknown outcome to the contingency: the order waits for Mercado Pago', async () => {
    const shop = await shopWithContingency(server, mercadoPago);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const fields = await tokenFields(mercadoPago, 'APRO');
    const before = pagarmeOrders().length;
    mercadoPago.faults.fail500 = 1;
    const response = await pay(buyer, shop, view, fields).expect(303);
    const order = await orderAt(server, response.headers.location as string);
    expect(order).toMatchObject({ status: 'pending', gateway: 'mercadopago' });
    expect(pagarmeOrders().length).toBe(before);
    expect((await attemptsOf(server, order.id)).map((attempt) => [attempt.provider, attempt.status])).toEqual(
      [['mercadopago', 'processing']],
    );
  });

  it('ends refused with the contingency’s reason when both decline, and a page without the second token tries only the primary', async () => {
    const shop = await shopWithContingency(server, mercadoPago);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    await pay(buyer, shop, view, await tokenFields(mercadoPago, 'FUND', '4000000000000028'));
    const order = await lastOrder(server, shop.storeId);
    expect(order).toMatchObject({ status: 'refused', gateway: 'pagarme' });
    expect((await attemptsOf(server, order.id)).map((attempt) => [attempt.provider, attempt.status])).toEqual(
      [
        ['mercadopago', 'refused'],
        ['pagarme', 'refused'],
      ],
    );

    const other = await shopWithContingency(server, mercadoPago);
    const second = server.agent();
    const secondView = await reachPayment(second, other);
    const before = pagarmeOrders().length;
    await pay(second, other, secondView, await tokenFields(mercadoPago, 'FUND', null));
    expect(await lastOrder(server, other.storeId)).toMatchObject({
      status: 'refused',
      gateway: 'mercadopago',
    });
    expect(pagarmeOrders().length).toBe(before);
  });

  it('gives one order and one charge per gateway when 20 posts of one session race', async () => {
    const shop = await shopWithContingency(server, mercadoPago);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const fields = await tokenFields(mercadoPago, 'FUND');
    const mercadoPagoBefore = mercadoPago.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/payments',
    ).length;
    const pagarmeBefore = pagarmeOrders().length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(buyer, shop, view, fields)));
    const orders = await server.dataSource.getRepository(Order).find({ where: { storeId: shop.storeId } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'approved', gateway: 'pagarme' });
    for (const response of responses) expect([303, 200]).toContain(response.status);
    expect(
      mercadoPago.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payments')
        .length - mercadoPagoBefore,
    ).toBe(1);
    expect(pagarmeOrders().length - pagarmeBefore).toBe(1);
    expect(await attemptsOf(server, orders[0]!.id)).toHaveLength(2);
  });

  it('charges Pagar.me when Mercado Pago refuses the connection (nothing was sent)', async () => {
    const unreachable = await startMercadoPagoStandIn();
    const isolated = await startTestServer({
      mercadopagoBaseUrl: unreachable.baseUrl,
      pagarmeBaseUrl: pagarme.baseUrl,
    });
    try {
      const shop = await shopWithContingency(isolated, unreachable);
      const buyer = isolated.agent();
      const view = await reachPayment(buyer, shop);
      const fields = await tokenFields(unreachable, 'APRO');
      // Mercado Pago goes away: its port now refuses connections.
      await unreachable.close();
      const response = await pay(buyer, shop, view, fields).expect(303);
      const order = await orderAt(isolated, response.headers.location as string);
      expect(order).toMatchObject({ status: 'approved', gateway: 'pagarme' });
      expect(
        (await attemptsOf(isolated, order.id)).map((attempt) => [attempt.provider, attempt.status]),
      ).toEqual([
        ['mercadopago', 'failed'],
        ['pagarme', 'approved'],
      ]);
      expect((await causesOf(isolated, order.id))[1]).toEqual([
        'pending',
        'Mercado Pago indisponível: a cobrança não foi enviada. Tentando no gateway de contingência (Pagar.me).',
      ]);
    } finally {
      await isolated.close();
    }
  });
});
