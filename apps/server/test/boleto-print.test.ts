import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../src/db/entities/index.ts';
import { PagarmeProvider } from '../src/payments/pagarme/index.ts';
import { createShop, followToOrder, orderAt, pay, reachPayment, type Shop } from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type PagarmeStandIn, startPagarmeStandIn } from './pagarme-stand-in.ts';

/*
 * The boleto's print/PDF button on the order page: a test-mode boleto prints from Pagora's own page
 * (line, barcode, amount, due date; no JavaScript needed, marked as a test); a real gateway's boleto
 * sends the buyer to the provider's PDF, asked from the provider when the button is used, and falls
 * back to the printable page when the provider cannot answer.
 */

let server: TestServer;
let pagarme: PagarmeStandIn;

beforeAll(async () => {
  pagarme = await startPagarmeStandIn();
  server = await startTestServer({ pagarmeBaseUrl: pagarme.baseUrl, pagarmeWebhookJwksUrl: pagarme.jwksUrl });
});
afterAll(async () => {
  await server?.close();
  await pagarme?.close();
});

/** A physical product (the address a registered boleto needs is asked at delivery), R$ 100,00 + R$ 10,00. */
const createBoletoShop = () =>
  createShop(server, { shipping: [{ name: 'Correios', price: '10', min_days: 2, max_days: 5 }] });

/** A buyer of `shop` pays by boleto; the order page's path and the order. */
async function boletoOrder(shop: Shop) {
  const buyer = server.agent();
  const view = await reachPayment(buyer, shop);
  const paid = await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(303);
  const location = paid.headers.location as string;
  return { buyer, location, order: await orderAt(server, location) };
}

/**
 * A pending boleto order charged at Pagar.me. The checkout does not hand the buyer's address to the
 * gateway yet (a registered boleto needs it), so the boleto is issued here with Pagora's Pagar.me
 * provider, as the checkout would, and a test-mode boleto order of the store (made before it
 * activated Pagar.me) is pointed at it: what the print button then does is what this file checks.
 */
async function pagarmeBoletoOrder() {
  const shop = await createBoletoShop();
  const { buyer, location, order } = await boletoOrder(shop);
  await server.request
    .put('/api/gateways/pagarme')
    .set(shop.merchant.auth)
    .send({
      store_id: shop.storeId,
      public_key: pagarme.publicKey,
      secret_key: pagarme.secretKey,
      methods: { card: false, pix: false, boleto: true },
    })
    .expect(200);
  const provider = new PagarmeProvider({
    baseUrl: pagarme.baseUrl,
    secretKey: pagarme.secretKey,
    webhookSignature: false,
  });
  const result = await provider.charge({
    idempotencyKey: `pedido-${order.id}:tentativa-1`,
    amountCents: order.totalCents,
    method: 'boleto',
    description: `Pedido nº ${order.number}`,
    orderNumber: order.number,
    buyer: {
      name: order.buyerName,
      email: order.buyerEmail,
      cpf: order.buyerCpf,
      address: {
        zipCode: order.addressCep!,
        street: order.addressStreet!,
        number: order.addressNumber!,
        neighborhood: order.addressDistrict!,
        city: order.addressCity!,
        state: order.addressState!,
      },
    },
    now: new Date(),
  });
  if (result.status !== 'pending' || !result.boleto) throw new Error(`Boleto não emitido: ${result.status}`);
  await server.dataSource.getRepository(Order).update(order.id, {
    gateway: 'pagarme',
    gatewayReference: result.reference,
    boletoLine: result.boleto.digitableLine,
    boletoBarcode: result.boleto.barcode,
  });
  return { buyer, location, order: await orderAt(server, location), pdfUrl: result.boleto.pdfUrl };
}

describe('the boleto print/PDF button', () => {
  it('prints a test-mode boleto from a page with the line, the barcode and the amount, marked as a test', async () => {
    const shop = await createBoletoShop();
    const { buyer, location, order } = await boletoOrder(shop);
    const { response, view } = await followToOrder(buyer, location);
    const printUrl = `${location}/boleto`;
    expect(view.order.boleto?.print_url).toBe(printUrl);
    // The server-rendered order page has the link itself: it works before and without JavaScript.
    expect(response.text).toContain(`href="${printUrl}"`);
    expect(response.text).toContain('Imprimir boleto / PDF');

    const page = await buyer
      .get(printUrl)
      .expect(200)
      .expect('content-type', /text\/html/);
    const html = page.text;
    expect(html).toContain(`Boleto do pedido #${order.number}`);
    expect(html).toContain('Loja do Teste');
    expect(html).toContain(order.buyerName);
    expect(html).toContain(order.boletoLine!);
    expect(html).toContain('R$');
    expect(html).toContain('110,00');
    expect(html).toContain('Boleto de teste');
    // Interleaved 2 of 5: 2 start bars, 5 bars per digit pair (22 pairs), 2 stop bars.
    expect(html.match(/<rect /g)).toHaveLength(114);
    expect(html).not.toContain('<script');
    expect(html).toContain(`href="${location}"`);
  });

  it('sends the buyer to the PDF Pagar.me gives for a boleto, asked when the button is used', async () => {
    const { buyer, location, order, pdfUrl } = await pagarmeBoletoOrder();
    const charge = pagarme.charge(order.gatewayReference!) as { last_transaction: { pdf: string } };
    expect(charge.last_transaction.pdf).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/core\/v5\/transactions\/.+\/pdf$/,
    );
    expect(pdfUrl).toBe(charge.last_transaction.pdf);

    const before = pagarme.requests.length;
    const response = await buyer.get(`${location}/boleto`).expect(303);
    expect(response.headers.location).toBe(charge.last_transaction.pdf);
    expect(pagarme.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /core/v5/charges/${order.gatewayReference}`,
    ]);
  });

  it("shows the printable page when Pagar.me cannot be asked, with the provider's line", async () => {
    const { buyer, location, order } = await pagarmeBoletoOrder();
    pagarme.faults.fail500 = 1;
    const html = (await buyer.get(`${location}/boleto`).expect(200)).text;
    expect(pagarme.faults.fail500).toBe(0);
    expect(html).toContain(order.boletoLine!);
    expect(html.match(/<rect /g)).toHaveLength(114);
    // Pagar.me's sandbox (an sk_test_ key): no bank takes this boleto either.
    expect(html).toContain('Boleto de teste');
    expect(server.logs.some((line) => line.msg === 'Gateway indisponível ao buscar o PDF do boleto')).toBe(
      true,
    );
  });

  it('goes back to the order page once the boleto is no longer pending, and is not found for other orders', async () => {
    const shop = await createBoletoShop();
    const { buyer, location, order } = await boletoOrder(shop);
    await server.request.post(`/api/orders/${order.id}/cancel`).set(shop.merchant.auth).expect(200);
    expect((await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(
      'cancelled',
    );
    const response = await buyer.get(`${location}/boleto`).expect(303);
    expect(response.headers.location).toBe(location);

    const pix = server.agent();
    const view = await reachPayment(pix, shop);
    const paid = await pay(pix, shop, view, { payment_method: 'pix' }).expect(303);
    const pixPage = `${paid.headers.location as string}/boleto`;
    expect((await pix.get(pixPage).set('accept', 'application/json').expect(404)).body).toEqual({
      error: 'Boleto não encontrado.',
    });
    await pix.get(`/c/${shop.storeId}/pedido/${'x'.repeat(43)}/boleto`).expect(404);
  });
});
