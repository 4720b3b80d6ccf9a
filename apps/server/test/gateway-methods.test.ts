import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Which methods a checkout offers once they go to a real gateway: a gateway makes PIX codes from
 * its own account (no PIX key needed in the store), and registers boletos with the payer's address,
 * which only a checkout with a delivery step collects — and which the order then sends.
 */

let server: TestServer;
let mercadoPago: MercadoPagoStandIn;
let pagarme: PagarmeStandIn;

beforeAll(async () => {
  mercadoPago = await startMercadoPagoStandIn();
  pagarme = await startPagarmeStandIn();
  server = await startTestServer({
    mercadopagoBaseUrl: mercadoPago.baseUrl,
    pagarmeBaseUrl: pagarme.baseUrl,
  });
});
afterAll(async () => {
  await server?.close();
  await mercadoPago?.close();
  await pagarme?.close();
});

async function routeTo(shop: Shop, routing: { pix: string; boleto: string }) {
  await connectMercadoPago(server, shop, mercadoPago, { card: false, pix: true, boleto: false });
  await connectPagarme(server, shop, pagarme, { card: false, pix: false, boleto: true });
  await routeGateways(server, shop, { card: 'test', card_contingency: null, ...routing });
}

describe('methods routed to a gateway', () => {
  it('registers a boleto at Pagar.me with the address the delivery step collected', async () => {
    const shop = await createShop(server, {
      productType: 'physical',
      shipping: [{ name: 'Frete grátis', price: '0', min_days: 3, max_days: 7 }],
    });
    await routeTo(shop, { pix: 'mercadopago', boleto: 'pagarme' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.payment_methods).toContain('boleto');
    const response = await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(303);
    const order = await orderAt(server, response.headers.location as string);
    expect(order).toMatchObject({ status: 'pending', gateway: 'pagarme', paymentMethod: 'boleto' });
    expect(order.boletoLine).toBeTruthy();
    const sent = pagarme.requests
      .filter((request) => request.method === 'POST' && request.path.endsWith('/orders'))
      .at(-1);
    expect(sent).toBeDefined();
    const customer = (sent!.body as { customer: { address: Record<string, string>; phones?: unknown } })
      .customer;
    expect(customer.address).toMatchObject({
      zip_code: order.addressCep,
      city: order.addressCity,
      state: order.addressState,
      country: 'BR',
    });
    expect(customer.phones).toBeTruthy();
  });

  it('leaves boleto out of a digital checkout whose boleto goes to a gateway (no address to register it)', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await routeTo(shop, { pix: 'test', boleto: 'pagarme' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.payment_methods).not.toContain('boleto');
    expect(view.payment_methods).toContain('pix');
  });

  it('offers PIX at Mercado Pago even when the store has no PIX key of its own', async () => {
    const shop = await createShop(server, {
      productType: 'digital',
      settings: { options: { pix_key: '' } },
    });
    const before = await openCheckout(server.agent(), shop.path);
    expect(before.view.payment_methods).not.toContain('pix');
    await routeTo(shop, { pix: 'mercadopago', boleto: 'test' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    expect(view.payment_methods).toContain('pix');
    const response = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    expect(await orderAt(server, response.headers.location as string)).toMatchObject({
      status: 'pending',
      gateway: 'mercadopago',
    });
  });
});
