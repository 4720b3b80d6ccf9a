import { formatCents, type OrderSettings } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, type OutboundEmail } from '../src/db/entities/index.ts';
import { escapeHtml } from '../src/mail/templates.ts';
import { transitionOrder } from '../src/orders/lifecycle.ts';
import {
  cardFields,
  createShop,
  INSUFFICIENT_FUNDS,
  orderAt,
  pay,
  personalData,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { createProductFor, startTestServer, type TestServer } from './helpers.ts';
import { decodeQuotedPrintable, startSmtpStandIn } from './smtp-stand-in.ts';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const TOTAL = formatCents(10000);

/** A buyer pays the shop's product with `fields`; the order as stored and the buyer's e-mail. */
async function placeOrder(shop: Shop, fields: Record<string, string>) {
  const buyer = server.agent();
  const personal = personalData();
  const view = await reachPayment(buyer, shop, personal);
  const response = await pay(buyer, shop, view, fields);
  const location = response.headers.location as string | undefined;
  const order = location?.includes('/pedido/') ? await orderAt(server, location) : null;
  return { order, buyerEmail: personal.email.toLowerCase(), response };
}

/** The outbox rows to `email`, oldest first, once every dispatched mail was handled. */
async function mailsTo(email: string): Promise<OutboundEmail[]> {
  return (await server.outbox()).filter((mail) => mail.to === email);
}

/** What the SMTP server received for `email`, decoded. */
async function deliveredTo(email: string): Promise<string[]> {
  await server.mailer.idle();
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => decodeQuotedPrintable(mail.data));
}

describe('an approved payment', () => {
  it('writes exactly one confirmation to the buyer and one "Nova venda" to the owner, both delivered', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const { order, buyerEmail } = await placeOrder(shop, cardFields());
    expect(order?.status).toBe('approved');

    const [confirmation, ...moreToBuyer] = await mailsTo(buyerEmail);
    expect(moreToBuyer).toEqual([]);
    expect(confirmation).toMatchObject({
      subject: 'Pedido nº 1 confirmado — Loja do Teste',
      userId: null,
      error: null,
    });
    // Delivered once the approval committed (the SMTP stand-in accepted it).
    expect(confirmation!.sentAt).toBeInstanceOf(Date);
    expect(confirmation!.text).toContain('O pagamento do seu pedido nº 1 em Loja do Teste foi aprovado.');
    expect(confirmation!.text).toContain(`1 × Curso de Fotografia — ${TOTAL}`);
    expect(confirmation!.text).toContain(`Total: ${TOTAL}`);
    expect(confirmation!.text).toContain('Pagamento: Cartão Visa final 4242');
    expect(confirmation!.text).toContain(`http://pagora.test/c/${shop.storeId}/pedido/${order!.publicToken}`);

    const [sale, ...moreToOwner] = await mailsTo(shop.merchant.email);
    expect(moreToOwner).toEqual([]);
    expect(sale).toMatchObject({
      subject: `Nova venda: pedido nº 1 (${TOTAL}) — Loja do Teste`,
      userId: shop.merchant.userId,
      error: null,
    });
    expect(sale!.sentAt).toBeInstanceOf(Date);
    expect(sale!.text).toContain(`Total: ${TOTAL}`);
    expect(sale!.text).toContain(`Comprador: Maria da Silva (${buyerEmail})`);
    expect(sale!.text).toContain('http://pagora.test/pedidos');

    expect(await deliveredTo(buyerEmail)).toHaveLength(1);
    expect((await deliveredTo(shop.merchant.email))[0]).toContain('Nova venda');
  });

  it('sends the owner nothing once the store turns "Nova venda" off (the buyer still gets the confirmation)', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const settings = (
      await server.request
        .get('/api/order-settings')
        .query({ store_id: shop.storeId })
        .set(shop.merchant.auth)
        .expect(200)
    ).body as OrderSettings;
    expect(settings.notify_new_sale).toBe(true);
    const saved = await server.request
      .put('/api/order-settings')
      .set(shop.merchant.auth)
      .send({ store_id: shop.storeId, ...settings, notify_new_sale: false })
      .expect(200);
    expect(saved.body.settings.notify_new_sale).toBe(false);
    // A client that does not send the setting leaves it as it is.
    const { notify_new_sale: _kept, ...withoutIt } = settings;
    await server.request
      .put('/api/order-settings')
      .set(shop.merchant.auth)
      .send({ store_id: shop.storeId, ...withoutIt, recovery_auto: true })
      .expect(200);

    const { order, buyerEmail } = await placeOrder(shop, cardFields());
    expect(order?.status).toBe('approved');
    expect(await mailsTo(buyerEmail)).toHaveLength(1);
    expect(await mailsTo(shop.merchant.email)).toEqual([]);
  });

  it('a refused payment sends nothing to anyone', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const before = (await server.outbox()).length;
    const { response, buyerEmail } = await placeOrder(shop, cardFields(INSUFFICIENT_FUNDS));
    // The payment step again, with the refusal.
    expect(response.status).toBe(422);
    const order = await server.dataSource.getRepository(Order).findOneByOrFail({ storeId: shop.storeId });
    expect(order.status).toBe('refused');
    expect(await mailsTo(buyerEmail)).toEqual([]);
    expect(await mailsTo(shop.merchant.email)).toEqual([]);
    expect(await server.outbox()).toHaveLength(before);
  });

  it('writes no e-mail when the approval rolls back, and a later commit sends none of it', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const { order, buyerEmail } = await placeOrder(shop, { payment_method: 'pix' });
    const pixMails = await mailsTo(buyerEmail);
    expect(pixMails).toHaveLength(1);
    const attempt = server.db.transaction(async (manager) => {
      await transitionOrder(manager, { order: order!, to: 'approved', cause: 'Teste', now: new Date() });
      throw new Error('desfeito');
    });
    await expect(attempt).rejects.toThrow('desfeito');
    // Another transaction commits on the same connection: nothing of the rolled-back one goes out.
    await server.db.transaction((manager) => manager.query('SELECT 1'));
    expect(await mailsTo(buyerEmail)).toEqual(pixMails);
    expect(await mailsTo(shop.merchant.email)).toEqual([]);
    expect(await deliveredTo(buyerEmail)).toHaveLength(1);
  });
});

describe('a payment still to be made', () => {
  it('sends the PIX code while pending, and the confirmation once it is paid', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const { order, buyerEmail } = await placeOrder(shop, { payment_method: 'pix' });
    expect(order?.status).toBe('pending');
    const [pix, ...others] = await mailsTo(buyerEmail);
    expect(others).toEqual([]);
    expect(pix!.subject).toBe('Pague o PIX do pedido nº 1 — Loja do Teste');
    expect(pix!.text).toContain('está aguardando o pagamento por PIX');
    expect(pix!.text).toContain(order!.pixPayload!);
    expect(pix!.text).toContain(`Total: ${TOTAL}`);
    // No sale yet.
    expect(await mailsTo(shop.merchant.email)).toEqual([]);

    await server.request.post(`/api/orders/${order!.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    const mails = await mailsTo(buyerEmail);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Pague o PIX do pedido nº 1 — Loja do Teste',
      'Pedido nº 1 confirmado — Loja do Teste',
    ]);
    expect(mails[1]!.text).toContain('Pagamento: PIX');
    expect(await mailsTo(shop.merchant.email)).toHaveLength(1);
  });

  it('sends the boleto line and due date while pending', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const { order, buyerEmail } = await placeOrder(shop, { payment_method: 'boleto' });
    const [boleto, ...others] = await mailsTo(buyerEmail);
    expect(others).toEqual([]);
    expect(boleto!.subject).toBe('Boleto do pedido nº 1 — Loja do Teste');
    expect(boleto!.text).toContain(order!.boletoLine!);
    expect(boleto!.text).toMatch(/Vencimento: \d{2}\/\d{2}\/\d{4}\./);
  });
});

describe('order e-mails escape what people typed', () => {
  it('escapes the product name in the HTML (the text part keeps it as typed)', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const title = 'Curso <b>"Foto"</b> & Cia';
    const product = await createProductFor(server, shop.merchant, shop.storeId, {
      title,
      price: '100,00',
      productType: 'digital',
    });
    expect(product.name).toBe(title);
    const odd = { ...shop, product, path: new URL(product.checkout_url).pathname };
    const { buyerEmail } = await placeOrder(odd, cardFields());
    const [confirmation] = await mailsTo(buyerEmail);
    expect(confirmation!.html).toContain(escapeHtml(title));
    expect(confirmation!.html).not.toContain('<b>"Foto"</b>');
    expect(confirmation!.text).toContain(title);
  });

  it('has one escape for every e-mail', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
