import {
  DEFAULT_RECOVERY_METHODS,
  type OrderFollowUp,
  type RecoveryMethods,
  type WhatsappLinks,
  whatsappUrl,
} from '@pagora/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSession, Order, OrderEvent, WebhookMessage } from '../src/db/entities/index.ts';
import { PaymentRecoveryWorker } from '../src/orders/payment-recovery.ts';
import {
  ADDRESS,
  type Buyer,
  cardFields,
  createShop,
  INSUFFICIENT_FUNDS,
  openCheckout,
  orderAt,
  pay,
  personalData,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.1/32'] });
});
afterAll(() => server.close());

const MINUTE = 60_000;
const logger = pino({ level: 'silent' });
const orders = () => server.dataSource.getRepository(Order);
const physicalShop = () =>
  createShop(server, { shipping: [{ name: 'PAC', price: '10,00', min_days: 3, max_days: 7 }] });

const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);

/** A buyer who reaches the payment step and pays with `fields`; the order and the buyer. */
async function placeOrder(shop: Shop, fields: Record<string, string>, personal = personalData()) {
  const buyer = server.agent();
  const view = await reachPayment(buyer, shop, personal);
  const paid = await pay(buyer, shop, view, fields);
  const [order] = await orders().find({ where: { storeId: shop.storeId }, order: { id: 'DESC' }, take: 1 });
  return { order: order!, buyer, email: personal.email.toLowerCase(), response: paid, personal };
}

function putTracking(shop: Shop, orderId: number, body: Record<string, unknown>) {
  return server.request.put(`/api/orders/${orderId}/tracking`).set(shop.merchant.auth).send(body);
}

async function webhookMessages(storeId: number) {
  return server.dataSource.getRepository(WebhookMessage).find({ where: { storeId }, order: { id: 'ASC' } });
}

describe('PUT /api/orders/:id/tracking', () => {
  it('stores the code, writes the timeline, e-mails the buyer and fires order.updated to webhooks and NeoRastro', async () => {
    const shop = await physicalShop();
    const created = await server.request
      .post('/api/webhooks')
      .set(shop.merchant.auth)
      .send({ store_id: shop.storeId, name: 'ERP', url: 'http://127.0.0.1:9/', events: ['order.updated'] })
      .expect(201);
    await server.request
      .put(`/api/integrations/neorastro?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .send({ webhook_url: 'http://127.0.0.1:9/neorastro' })
      .expect(200);
    const { order, email } = await placeOrder(shop, cardFields());
    expect(order.status).toBe('approved');
    const before = (await webhookMessages(shop.storeId)).length;

    const saved = await putTracking(shop, order.id, {
      carrier: 'correios',
      code: ' aa 123456789 br ',
    }).expect(200);
    expect(saved.body).toEqual({
      message: 'Código de rastreio salvo. O cliente foi avisado por e-mail.',
      tracking: {
        carrier: 'correios',
        carrier_label: 'Correios',
        code: 'AA123456789BR',
        url: 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR',
        updated_at: expect.any(String),
      },
    });
    const stored = await orders().findOneByOrFail({ id: order.id });
    expect(stored).toMatchObject({ trackingCarrier: 'correios', trackingCode: 'AA123456789BR' });

    const events = await server.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(events.at(-1)).toMatchObject({
      status: 'approved',
      cause: 'Código de rastreio adicionado: Correios AA123456789BR',
    });
    const detail = await server.request.get(`/api/orders/${order.id}`).set(shop.merchant.auth).expect(200);
    expect(detail.body.timeline.at(-1).cause).toBe('Código de rastreio adicionado: Correios AA123456789BR');

    const mails = (await mailsTo(email)).filter((mail) => mail.subject.includes('código de rastreio'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Pedido nº ${order.number} enviado: código de rastreio — Loja do Teste`);
    expect(mails[0]!.text).toContain('Código de rastreio: AA123456789BR');
    expect(mails[0]!.text).toContain(
      'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR',
    );
    expect(mails[0]!.html).toContain(
      'href="https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR"',
    );

    const messages = (await webhookMessages(shop.storeId)).slice(before);
    expect(messages.map((message) => [message.endpointId, message.eventType]).sort()).toEqual(
      [
        [created.body.webhook.id ?? created.body.id, 'order.updated'],
        [expect.any(Number), 'order.updated'],
      ].sort(),
    );
    const custom = messages.find((message) => JSON.parse(message.payload).type === 'order.updated')!;
    expect(JSON.parse(custom.payload).data).toMatchObject({
      id: order.id,
      tracking: {
        carrier: 'Correios',
        code: 'AA123456789BR',
        url: 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR',
      },
    });
    const neorastro = messages.find((message) => message.id !== custom.id)!;
    expect(JSON.parse(neorastro.payload)).toMatchObject({
      event: 'order.updated',
      order: { id: String(order.id) },
      tracking_code: 'AA123456789BR',
    });

    // The follow-up of the drawer shows it.
    const followUp = (
      await server.request.get(`/api/orders/${order.id}/follow-up`).set(shop.merchant.auth).expect(200)
    ).body as OrderFollowUp;
    expect(followUp.tracking).toEqual(saved.body.tracking);
    expect(followUp.whatsapp_url).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(decodeURIComponent(followUp.whatsapp_url!.split('?text=')[1]!)).toContain(
      'código de rastreio AA123456789BR',
    );
  });

  it('editing is another event and another e-mail; the same code again changes nothing', async () => {
    const shop = await physicalShop();
    const { order, email } = await placeOrder(shop, cardFields());
    await putTracking(shop, order.id, { carrier: 'correios', code: 'AA123456789BR' }).expect(200);
    const again = await putTracking(shop, order.id, { carrier: 'correios', code: 'AA123456789BR' }).expect(
      200,
    );
    expect(again.body.message).toBe('Este código de rastreio já está salvo.');
    const edited = await putTracking(shop, order.id, { carrier: 'jadlog', code: '10084512345678' }).expect(
      200,
    );
    expect(edited.body.tracking).toMatchObject({
      carrier: 'jadlog',
      carrier_label: 'Jadlog',
      code: '10084512345678',
      url: null,
    });

    const causes = (
      await server.dataSource
        .getRepository(OrderEvent)
        .find({ where: { orderId: order.id }, order: { id: 'ASC' } })
    )
      .map((event) => event.cause)
      .filter((cause) => cause.startsWith('Código de rastreio'));
    expect(causes).toEqual([
      'Código de rastreio adicionado: Correios AA123456789BR',
      'Código de rastreio alterado: Jadlog 10084512345678',
    ]);
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.includes('código de rastreio'));
    expect(mails).toHaveLength(2);
    // A carrier without a public page that takes the code: the code and the carrier's name only.
    expect(mails[1]!.text).toContain('Acompanhe a entrega no site da Jadlog com este código.');
    expect(mails[1]!.text).not.toContain('rastreamento.correios');
  });

  it('refuses bad input, unpaid orders and other merchants’ orders; nothing is written', async () => {
    const shop = await physicalShop();
    const { order } = await placeOrder(shop, cardFields());
    for (const [body, error] of [
      [
        { carrier: 'correios', code: '123456789' },
        'Código dos Correios inválido. Use o formato AA123456789BR.',
      ],
      [{ carrier: 'correios', code: '' }, 'Informe o código de rastreio.'],
      [{ carrier: 'correios' }, 'Informe o código de rastreio.'],
      [{ carrier: 'dhl', code: 'AA123456789BR' }, 'Escolha a transportadora.'],
      [
        { carrier: 'loggi', code: 'ab' },
        'Código de rastreio inválido: use de 4 a 40 letras, números ou hífens.',
      ],
    ] as const) {
      expect((await putTracking(shop, order.id, body).expect(422)).body).toEqual({ error });
    }
    expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({ trackingCode: null });

    const pending = await placeOrder(shop, { payment_method: 'pix' });
    expect(
      (await putTracking(shop, pending.order.id, { carrier: 'correios', code: 'AA123456789BR' }).expect(409))
        .body,
    ).toEqual({
      error: 'Só pedidos pagos podem receber código de rastreio.',
    });

    const other = await merchantWithStore(server);
    const foreign = await server.request
      .put(`/api/orders/${order.id}/tracking`)
      .set(other.merchant.auth)
      .send({ carrier: 'correios', code: 'AA123456789BR' })
      .expect(404);
    expect(foreign.body).toEqual({ error: 'Pedido não encontrado.' });
    await server.request.get(`/api/orders/${order.id}/follow-up`).set(other.merchant.auth).expect(404);
    expect(await orders().findOneByOrFail({ id: order.id })).toMatchObject({ trackingCode: null });
  });
});

describe('WhatsApp links', () => {
  it('builds wa.me links with 55, DDD and number, and the message URL-encoded', () => {
    expect(whatsappUrl('(11) 98765-4321', 'Olá, Maria! Pedido nº 3 & mais')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Maria!%20Pedido%20n%C2%BA%203%20%26%20mais',
    );
    expect(whatsappUrl('+55 21 3456-7890')).toBe('https://wa.me/552134567890');
    expect(whatsappUrl('98765-4321')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });

  it('lists links for pending PIX/boleto orders and abandoned carts with a phone only', async () => {
    const shop = await physicalShop();
    const pix = await placeOrder(shop, { payment_method: 'pix' });
    const card = await placeOrder(shop, cardFields());
    const links = (
      await server.request
        .get('/api/orders/whatsapp')
        .query({ store_id: shop.storeId, ids: `${pix.order.id},${card.order.id}` })
        .set(shop.merchant.auth)
        .expect(200)
    ).body as WhatsappLinks;
    expect(Object.keys(links.links)).toEqual([String(pix.order.id)]);
    const text = decodeURIComponent(links.links[String(pix.order.id)]!.split('?text=')[1]!);
    expect(text).toContain(`pedido nº ${pix.order.number}`);
    expect(text).toContain(`http://pagora.test/c/${shop.storeId}/pedido/${pix.order.publicToken}`);

    // A cart: the message carries the recovery link, which reopens the checkout with the data.
    const buyer = server.agent();
    const personal = personalData({ name: 'Joana Prado', phone: '(21) 99876-5432' });
    await reachPayment(buyer, shop, personal);
    const [cart] = await server.dataSource
      .getRepository(CheckoutSession)
      .find({ where: { storeId: shop.storeId }, order: { id: 'DESC' }, take: 1 });
    expect(cart!.buyerPhone).toBe('21998765432');
    const cartLinks = (
      await server.request
        .get('/api/abandoned-carts/whatsapp')
        .query({ store_id: shop.storeId, ids: String(cart!.id) })
        .set(shop.merchant.auth)
        .expect(200)
    ).body as WhatsappLinks;
    const cartUrl = cartLinks.links[String(cart!.id)]!;
    expect(cartUrl).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=/);
    const message = decodeURIComponent(cartUrl.split('?text=')[1]!);
    const link = /http:\/\/pagora\.test\/\S+recuperar=[A-Za-z0-9_-]+/.exec(message)![0];
    const { view } = await openCheckout(server.agent(), new URL(link).pathname + new URL(link).search);
    expect(view.values).toMatchObject({ name: 'Joana Prado', email: personal.email, ...ADDRESS });

    const bad = await server.request
      .get('/api/orders/whatsapp')
      .query({ store_id: shop.storeId, ids: 'x' })
      .set(shop.merchant.auth)
      .expect(422);
    expect(bad.body).toEqual({ error: 'Informe até 50 ids separados por vírgula.' });
    const other = await merchantWithStore(server);
    await server.request
      .get('/api/orders/whatsapp')
      .query({ store_id: shop.storeId, ids: String(pix.order.id) })
      .set(other.merchant.auth)
      .expect(403);
  });
});

describe('recovery per payment method', () => {
  const worker = () =>
    new PaymentRecoveryWorker({
      db: server.db,
      mailer: server.mailer,
      publicUrl: server.config.publicUrl,
      logger,
    });
  const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  function methods(
    patch: Partial<{ [K in keyof RecoveryMethods]: Partial<RecoveryMethods[K]> }>,
  ): RecoveryMethods {
    const result = structuredClone(DEFAULT_RECOVERY_METHODS);
    for (const [kase, value] of Object.entries(patch))
      Object.assign(result[kase as keyof RecoveryMethods], value);
    return result;
  }

  function saveMethods(shop: Shop, value: RecoveryMethods) {
    return server.request
      .put('/api/recovery-settings')
      .set(shop.merchant.auth)
      .send({ store_id: shop.storeId, methods: value });
  }

  it('GET answers the defaults; PUT saves, refuses a PIX delay past its expiry and bad texts', async () => {
    const shop = await physicalShop();
    const read = await server.request
      .get(`/api/recovery-settings?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(read.body).toEqual({ methods: DEFAULT_RECOVERY_METHODS });
    const wanted = methods({
      pix_pending: { enabled: true, delay_minutes: 10, subject: 'Falta pouco, {nome}!' },
    });
    const saved = await saveMethods(shop, wanted).expect(200);
    expect(saved.body).toEqual({ message: 'Recuperação por forma de pagamento salva.', methods: wanted });
    expect(
      (await saveMethods(shop, methods({ pix_pending: { delay_minutes: 30 } })).expect(422)).body,
    ).toEqual({
      error: 'O lembrete do PIX precisa sair antes de o PIX expirar: escolha menos de 30 minutos.',
    });
    expect((await saveMethods(shop, methods({ card_declined: { message: '  ' } })).expect(422)).body).toEqual(
      {
        error: 'Informe o texto do e-mail.',
      },
    );
    const again = await server.request
      .get(`/api/recovery-settings?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(again.body).toEqual({ methods: wanted });
    const other = await merchantWithStore(server);
    await server.request
      .put('/api/recovery-settings')
      .set(other.merchant.auth)
      .send({ store_id: shop.storeId, methods: wanted })
      .expect(403);
  });

  it('PIX not paid: one e-mail after the delay and before expiry, with the order’s payment page; never after payment', async () => {
    const shop = await physicalShop();
    await saveMethods(
      shop,
      methods({ pix_pending: { enabled: true, delay_minutes: 10, subject: 'Falta pouco, {nome}!' } }),
    ).expect(200);
    const unpaid = await placeOrder(shop, { payment_method: 'pix' });
    const paidLater = await placeOrder(shop, { payment_method: 'pix' });
    const start = new Date(Date.now() - MINUTE);
    for (const { order } of [unpaid, paidLater])
      await orders().update(order.id, { updatedAt: start, pixExpiresAt: after(start, 30) });
    // The second buyer pays before the e-mail is due.
    await server.request
      .post(`/api/orders/${paidLater.order.id}/mark-paid`)
      .set(shop.merchant.auth)
      .expect(200);
    await orders().update(paidLater.order.id, { updatedAt: start });

    const runner = worker();
    expect((await runner.runOnce(after(start, 9))).sent).toBe(0);
    expect((await runner.runOnce(after(start, 10))).sent).toBe(1);
    expect((await runner.runOnce(after(start, 11))).sent).toBe(0);
    expect((await runner.runOnce(after(start, 29))).sent).toBe(0);

    const mails = (await mailsTo(unpaid.email)).filter((mail) => mail.subject === 'Falta pouco, Maria!');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `O PIX do seu pedido #${unpaid.order.number} (R$\u00a0110,00) em Loja do Teste ainda não foi pago.`,
    );
    const link = `http://pagora.test/c/${shop.storeId}/pedido/${unpaid.order.publicToken}`;
    expect(mails[0]!.text).toContain(link);
    expect(mails[0]!.html).toContain(`href="${link}"`);
    expect((await orders().findOneByOrFail({ id: unpaid.order.id })).recoveryPixAt).toBeInstanceOf(Date);
    expect(
      (await mailsTo(paidLater.email)).filter((mail) => mail.subject === 'Falta pouco, Maria!'),
    ).toHaveLength(0);
    // The link is the order's page with the PIX code to pay.
    const page = await server.agent().get(new URL(link).pathname).expect(200);
    expect(page.text).toContain(unpaid.order.pixPayload!.slice(0, 20));

    // Past its expiry a PIX gets nothing.
    const late = await placeOrder(shop, { payment_method: 'pix' });
    await orders().update(late.order.id, { updatedAt: start, pixExpiresAt: after(start, 5) });
    expect((await runner.runOnce(after(start, 12))).sent).toBe(0);
  });

  it('card declined: one e-mail after the delay whose link reopens the checkout at payment with the data; none once the buyer paid', async () => {
    const shop = await physicalShop();
    await saveMethods(shop, methods({ card_declined: { enabled: true, delay_minutes: 30 } })).expect(200);
    const declined = await placeOrder(
      shop,
      cardFields(INSUFFICIENT_FUNDS),
      personalData({ name: 'Ana Souza' }),
    );
    expect(declined.order.status).toBe('refused');
    const retried = await placeOrder(shop, cardFields(INSUFFICIENT_FUNDS));
    const start = new Date(Date.now() - MINUTE);
    for (const { order } of [declined, retried]) await orders().update(order.id, { updatedAt: start });
    // The second buyer tries again with another card at once: approved.
    const { view } = await openCheckout(retried.buyer, `${shop.path}?step=payment`);
    await pay(retried.buyer, shop, view, cardFields()).expect(303);
    expect((await orders().findOneByOrFail({ id: retried.order.id })).status).toBe('approved');

    const runner = worker();
    const results = await Promise.all([runner.runOnce(after(start, 29)), worker().runOnce(after(start, 29))]);
    expect(results.map((result) => result.sent)).toEqual([0, 0]);
    // Two instances at the same time: one e-mail.
    const both = await Promise.all([worker().runOnce(after(start, 31)), worker().runOnce(after(start, 31))]);
    expect(both[0].sent + both[1].sent).toBe(1);
    expect((await runner.runOnce(after(start, 60))).sent).toBe(0);

    const mails = (await mailsTo(declined.email)).filter(
      (mail) => mail.subject === 'Seu pagamento não foi aprovado — Loja do Teste',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Olá, Ana! O pagamento com cartão do seu pedido');
    expect(mails[0]!.text).toContain('Tentar novamente:');
    expect(
      (await mailsTo(retried.email)).filter((mail) =>
        mail.subject.startsWith('Seu pagamento não foi aprovado'),
      ),
    ).toHaveLength(0);
    const link = /http:\/\/pagora\.test\/\S+recuperar=[A-Za-z0-9_-]+/.exec(mails[0]!.text)![0];
    const returning: Buyer = server.agent();
    const { view: reopened } = await openCheckout(returning, new URL(link).pathname + new URL(link).search);
    expect(reopened.step).toBe('payment');
    expect(reopened.values).toMatchObject({ name: 'Ana Souza', email: declined.personal.email, ...ADDRESS });
    // Paying from there reuses the refused order.
    const paid = await pay(returning, shop, reopened, { payment_method: 'pix' }).expect(303);
    expect((await orderAt(server, paid.headers.location!)).id).toBe(declined.order.id);
  });

  it('boleto due tomorrow and overdue: each once at its time; the overdue link reopens the checkout with the data', async () => {
    const shop = await physicalShop();
    await saveMethods(
      shop,
      methods({
        boleto_due: { enabled: true, delay_minutes: 1440 },
        boleto_overdue: { enabled: true, delay_minutes: 360 },
      }),
    ).expect(200);
    const boleto = await placeOrder(shop, { payment_method: 'boleto' }, personalData({ name: 'Rita Lima' }));
    const due = new Date(Date.now() + 3 * 1440 * MINUTE);
    await orders().update(boleto.order.id, { boletoDueDate: due });
    const runner = worker();
    expect((await runner.runOnce(after(due, -1441))).sent).toBe(0);
    expect((await runner.runOnce(after(due, -1440))).sent).toBe(1);
    expect((await runner.runOnce(after(due, -60))).sent).toBe(0);
    const dueMails = (await mailsTo(boleto.email)).filter(
      (mail) => mail.subject === 'Seu boleto vence amanhã — Loja do Teste',
    );
    expect(dueMails).toHaveLength(1);
    expect(dueMails[0]!.text).toContain(
      `http://pagora.test/c/${shop.storeId}/pedido/${boleto.order.publicToken}`,
    );

    expect((await runner.runOnce(after(due, 359))).sent).toBe(0);
    expect((await runner.runOnce(after(due, 360))).sent).toBe(1);
    expect((await runner.runOnce(after(due, 2000))).sent).toBe(0);
    const overdue = (await mailsTo(boleto.email)).filter(
      (mail) => mail.subject === 'Seu boleto venceu — Loja do Teste',
    );
    expect(overdue).toHaveLength(1);
    const link = /http:\/\/pagora\.test\/\S+recuperar=[A-Za-z0-9_-]+/.exec(overdue[0]!.text)![0];
    const { view } = await openCheckout(server.agent(), new URL(link).pathname + new URL(link).search);
    expect(view.values).toMatchObject({ name: 'Rita Lima', email: boleto.personal.email, ...ADDRESS });

    // A boleto paid before its due date gets neither.
    const paid = await placeOrder(shop, { payment_method: 'boleto' });
    await orders().update(paid.order.id, { boletoDueDate: due });
    await server.request.post(`/api/orders/${paid.order.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    expect((await runner.runOnce(after(due, -1000))).sent).toBe(0);
    expect((await runner.runOnce(after(due, 400))).sent).toBe(0);
  });
});
