import { type CheckoutPageView, ORDER_STATUSES, type OrderStatus } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Coupon,
  Order,
  OrderEvent,
  PaymentAttempt,
  StoreChange,
  WebhookMessage,
} from '../src/db/entities/index.ts';
import {
  canTransition,
  IllegalTransitionError,
  ORDER_TRANSITIONS,
  transitionOrder,
} from '../src/orders/lifecycle.ts';
import { PAYMENT_FAILED_REASON } from '../src/orders/placement.ts';
import { PaymentReconciler } from '../src/orders/reconciler.ts';
import { PaymentGateways } from '../src/payments/gateways.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../src/payments/provider.ts';
import {
  type Buyer,
  cardFields,
  createCoupon,
  createShop,
  followToOrder,
  openCheckout,
  orderAt,
  pay,
  postForm,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // The webhooks' SSRF guard lets this test's endpoint on loopback through.
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.1/32'] });
});
afterAll(async () => {
  await server?.close();
});

const digitalShop = () => createShop(server, { productType: 'digital' });

/** Pays the shop's product with the given fields; the order and its page's path. */
async function placeOrder(shop: Shop, fields: Record<string, string>, couponCode?: string) {
  const buyer: Buyer = server.agent();
  let view = await reachPayment(buyer, shop);
  if (couponCode) {
    const applied = await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: couponCode,
    }).expect(200);
    view = viewFromHtml<CheckoutPageView>(applied.text);
  }
  const response = await pay(buyer, shop, view, fields).expect(303);
  const location = response.headers.location as string;
  return { buyer, location, order: await orderAt(server, location) };
}

const eventsOf = (orderId: number) =>
  server.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } });

describe('the transition table', () => {
  it('lets a status follow only the statuses it lists, and never leaves a final status', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to)).toBe(ORDER_TRANSITIONS[from].includes(to));
      }
    }
    expect(canTransition('pending', 'approved')).toBe(true);
    expect(canTransition('approved', 'partially_refunded')).toBe(true);
    expect(canTransition('refused', 'refunded')).toBe(false);
    expect(canTransition('approved', 'pending')).toBe(false);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
  });

  it('refuses an illegal change with a typed 409 error and writes nothing', async () => {
    const shop = await digitalShop();
    const { order } = await placeOrder(shop, cardFields());
    expect(order.status).toBe('approved');
    const before = await eventsOf(order.id);
    const attempt = server.db.transaction((manager) =>
      transitionOrder(manager, { order, to: 'pending' as OrderStatus, cause: 'x', now: new Date() }),
    );
    await expect(attempt).rejects.toBeInstanceOf(IllegalTransitionError);
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: 'Não é possível mudar um pedido aprovado para pendente.',
    });
    expect((await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(
      'approved',
    );
    expect(await eventsOf(order.id)).toHaveLength(before.length);
  });

  it('writes status, timeline, live change and webhook outbox together; a stale caller changes nothing', async () => {
    const shop = await digitalShop();
    await server.request
      .post('/api/webhooks')
      .set(shop.merchant.auth)
      .send({
        store_id: shop.storeId,
        name: 'ERP',
        url: 'http://127.0.0.1:9/hook',
        events: ['order.status_changed'],
      })
      .expect(201);
    const { order } = await placeOrder(shop, cardFields());
    const changesBefore = await server.dataSource.getRepository(StoreChange).countBy({ orderId: order.id });
    const messagesBefore = await server.dataSource.getRepository(WebhookMessage).count();
    const now = new Date();
    const refunded = await server.db.transaction((manager) =>
      transitionOrder(manager, { order, to: 'refunded', cause: 'Reembolso total', now }),
    );
    expect(refunded?.status).toBe('refunded');
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ status: 'refunded', cause: 'Reembolso total' });
    expect(await server.dataSource.getRepository(StoreChange).countBy({ orderId: order.id })).toBe(
      changesBefore + 1,
    );
    expect(await server.dataSource.getRepository(WebhookMessage).count()).toBe(messagesBefore + 1);
    // The caller read 'approved'; the order is 'refunded' now: nothing is written twice.
    const stale = await server.db.transaction((manager) =>
      transitionOrder(manager, { order, to: 'refunded', cause: 'De novo', now }),
    );
    expect(stale).toBeNull();
    expect((await eventsOf(order.id)).filter((event) => event.status === 'refunded')).toHaveLength(1);
  });
});

describe('unpaid orders give their coupon use back when they end', () => {
  it('an expired PIX order releases the only use of a coupon', async () => {
    const shop = await digitalShop();
    await createCoupon(server, shop, { code: 'UNICO', totalUses: 1 });
    const { order } = await placeOrder(shop, { payment_method: 'pix' }, 'UNICO');
    expect(order.status).toBe('pending');
    const coupon = () =>
      server.dataSource.getRepository(Coupon).findOneByOrFail({ storeId: shop.storeId, code: 'UNICO' });
    expect((await coupon()).usedCount).toBe(1);

    // Two hours later the PIX (valid for 30 minutes) was never paid.
    const later = new Date(Date.now() + 2 * 3_600_000);
    const gateways = new PaymentGateways(server.db, { clock: () => later });
    const result = await new PaymentReconciler({ db: server.db, gateways, logger: silent }).runOnce(later);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const expired = await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(expired.status).toBe('expired');
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      status: 'expired',
      cause: 'PIX expirado sem pagamento',
    });
    expect((await coupon()).usedCount).toBe(0);
  });

  it('a PIX paid before the reconciler looks is approved, not expired', async () => {
    const shop = await digitalShop();
    const { order } = await placeOrder(shop, { payment_method: 'pix' });
    await server.gateways.test.simulatePayment(order.gatewayReference!, new Date());
    const later = new Date(Date.now() + 2 * 3_600_000);
    await new PaymentReconciler({ db: server.db, gateways: server.gateways, logger: silent }).runOnce(later);
    expect((await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(
      'approved',
    );
  });
});

const silent = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
} as unknown as import('pino').Logger;

/**
 * A provider whose connection drops: the test gateway charges (or never sees the request), and
 * the caller gets an error instead of the result, as when the process or the network dies there.
 */
function droppingProvider(real: PaymentProvider, reachesGateway: boolean): PaymentProvider {
  return Object.assign(Object.create(real) as PaymentProvider, {
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (reachesGateway) await real.charge(request);
      throw new Error('socket hang up');
    },
  });
}

describe('card payments cut off mid-flight', () => {
  async function cutOff(reachesGateway: boolean) {
    const shop = await digitalShop();
    const forStore = server.gateways.forStore.bind(server.gateways);
    server.gateways.forStore = async () => ({
      forMethod: () => droppingProvider(server.gateways.test, reachesGateway),
      cardScriptUrl: null,
      cardContingency: null,
      contingency: null,
      card: null,
    });
    try {
      return { shop, ...(await placeOrder(shop, cardFields())) };
    } finally {
      server.gateways.forStore = forStore;
    }
  }

  it('stay pending with the attempt processing, then the reconciler approves what the gateway charged', async () => {
    const { buyer, location, order } = await cutOff(true);
    expect(order.status).toBe('pending');
    const attempt = await server.dataSource
      .getRepository(PaymentAttempt)
      .findOneByOrFail({ orderId: order.id });
    expect(attempt).toMatchObject({ status: 'processing', provider: 'test', amountCents: order.totalCents });
    expect((await followToOrder(buyer, location)).view.order.status).toBe('pending');

    const reconciler = new PaymentReconciler({
      db: server.db,
      gateways: server.gateways,
      logger: silent,
      settleAfterMs: 0,
    });
    expect((await reconciler.runOnce(new Date())).settled).toBe(1);
    const settled = await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(settled).toMatchObject({ status: 'approved', cardBrand: 'visa', cardLast4: '4242' });
    expect(
      await server.dataSource.getRepository(PaymentAttempt).findOneByOrFail({ id: attempt.id }),
    ).toMatchObject({
      status: 'approved',
    });
    // The buyer's page and its status endpoint follow.
    expect((await followToOrder(buyer, location)).view.order.status).toBe('approved');
    expect((await buyer.get(`${location}/status`).expect(200)).body).toEqual({ status: 'approved' });
    // A second round (or another instance) finds nothing left to do.
    expect((await reconciler.runOnce(new Date())).settled).toBe(0);
    expect((await eventsOf(order.id)).filter((event) => event.status === 'approved')).toHaveLength(1);
  });

  it('end as a refusal the buyer can retry when the gateway never received the charge', async () => {
    const { shop, buyer, location, order } = await cutOff(false);
    const reconciler = new PaymentReconciler({
      db: server.db,
      gateways: server.gateways,
      logger: silent,
      settleAfterMs: 0,
    });
    await reconciler.runOnce(new Date());
    const refused = await server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(refused).toMatchObject({ status: 'refused', refusalReason: PAYMENT_FAILED_REASON });
    expect(
      await server.dataSource.getRepository(PaymentAttempt).findOneByOrFail({ orderId: order.id }),
    ).toMatchObject({
      status: 'failed',
      declineCode: 'not_received',
      declineClass: 'soft',
    });
    // The buyer pays again: the same order, now approved, charged once.
    const view = (await followToOrder(buyer, location)).view;
    expect(view.order.status).toBe('refused');
    const { view: payment } = await openCheckout(buyer, `${shop.path}?step=payment`);
    const again = await pay(buyer, shop, payment, cardFields()).expect(303);
    expect(again.headers.location).toBe(location);
    expect((await orderAt(server, location)).status).toBe('approved');
  });
});

describe('mark-paid goes through the test gateway and the lifecycle', () => {
  it('records the payment at the gateway, so a lookup says approved', async () => {
    const shop = await digitalShop();
    const { order } = await placeOrder(shop, { payment_method: 'boleto' });
    await server.request.post(`/api/orders/${order.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    expect(await server.gateways.test.lookup({ reference: order.gatewayReference! })).toMatchObject({
      status: 'approved',
    });
    expect((await eventsOf(order.id)).map((event) => event.status)).toEqual([
      'pending',
      'pending',
      'approved',
    ]);
  });
});
