import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderEvent, PaymentAttempt } from '../src/db/entities/index.ts';
import {
  connectMercadoPago,
  createShop,
  orderAt,
  pay,
  reachPayment,
  routeGateways,
  type Shop,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercadopago-stand-in.ts';

/*
 * A store that activated Mercado Pago in /gateways sells through it: the checkout charges the
 * store's gateway, and the gateway's signed notification (looked up again with the provider)
 * moves the order through the lifecycle.
 */

let server: TestServer;
let mercadoPago: MercadoPagoStandIn;

beforeAll(async () => {
  mercadoPago = await startMercadoPagoStandIn();
  server = await startTestServer({ mercadopagoBaseUrl: mercadoPago.baseUrl });
});
afterAll(async () => {
  await server?.close();
  await mercadoPago?.close();
});

async function shopOnMercadoPago(): Promise<Shop> {
  const shop = await createShop(server, { productType: 'digital' });
  await connectMercadoPago(server, shop, mercadoPago, { card: true, pix: true, boleto: false });
  await routeGateways(server, shop, {
    pix: 'mercadopago',
    card: 'test',
    boleto: 'test',
    card_contingency: null,
  });
  return shop;
}

/** Delivers the stand-in's last notification to this server, as Mercado Pago would. */
function deliver(notification: { url: string; headers: Record<string, string>; body: string }) {
  const url = new URL(notification.url);
  return server.request
    .post(`${url.pathname}${url.search}`)
    .set(notification.headers)
    .send(notification.body);
}

describe('a store selling through Mercado Pago', () => {
  it('charges PIX at Mercado Pago and approves the order when the signed notification arrives', async () => {
    const shop = await shopOnMercadoPago();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, response.headers.location as string);
    expect(order).toMatchObject({ status: 'pending', gateway: 'mercadopago', paymentMethod: 'pix' });
    expect(order.pixPayload).toBeTruthy();
    const payment = mercadoPago.payments.get(order.gatewayReference!);
    expect(payment?.json).toMatchObject({ payment_method_id: 'pix', transaction_amount: 100 });
    expect(String(payment?.json.notification_url)).toContain(
      `/api/payments/mercadopago/notifications?store=${shop.storeId}`,
    );
    const attempt = await server.dataSource
      .getRepository(PaymentAttempt)
      .findOneByOrFail({ orderId: order.id });
    expect(attempt).toMatchObject({ provider: 'mercadopago', status: 'pending', amountCents: 10_000 });

    // The buyer pays; Mercado Pago notifies.
    const sentBefore = mercadoPago.notifications.length;
    await fetch(`${mercadoPago.baseUrl}/__control/pay/${order.gatewayReference}`, { method: 'POST' });
    const notification = mercadoPago.notifications[sentBefore]!;
    await deliver(notification).expect(200);
    const paid = await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(paid.status).toBe('approved');

    // The same notification again changes nothing.
    await deliver(notification).expect(200);
    const approvals = await server.dataSource
      .getRepository(OrderEvent)
      .countBy({ orderId: order.id, status: 'approved' });
    expect(approvals).toBe(1);
  });

  it('refuses a notification with a wrong or missing signature and changes nothing', async () => {
    const shop = await shopOnMercadoPago();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, response.headers.location as string);
    const sentBefore = mercadoPago.notifications.length;
    await fetch(`${mercadoPago.baseUrl}/__control/pay/${order.gatewayReference}`, { method: 'POST' });
    const notification = mercadoPago.notifications[sentBefore]!;

    // The same signature with its last hex digit changed (never equal to the original).
    const signature = notification.headers['x-signature']!;
    const last = signature.at(-1) === '0' ? '1' : '0';
    const forged = { ...notification.headers, 'x-signature': `${signature.slice(0, -1)}${last}` };
    expect((await deliver({ ...notification, headers: forged }).expect(401)).body).toEqual({
      error: 'Notificação não autenticada.',
    });
    const { 'x-signature': _, ...unsigned } = notification.headers;
    await deliver({ ...notification, headers: unsigned }).expect(401);
    // Another store's id in the URL: that store has no Mercado Pago, so nothing is authentic.
    const other = await createShop(server, { productType: 'digital' });
    await deliver({
      ...notification,
      url: notification.url.replace(`store=${shop.storeId}`, `store=${other.storeId}`),
    }).expect(401);
    expect((await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(
      'pending',
    );
  });

  it('keeps test mode for the methods not routed to the gateway', async () => {
    const shop = await shopOnMercadoPago();
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, {
      payment_method: 'card',
      card_number: '4242 4242 4242 4242',
      card_holder: 'MARIA DA SILVA',
      card_expiry: '12/40',
      card_cvv: '123',
      installments: '1',
    }).expect(303);
    expect(await orderAt(server, response.headers.location as string)).toMatchObject({
      status: 'approved',
      gateway: 'test',
    });
  });
});
