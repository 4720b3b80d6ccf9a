import {
  CANCEL_UNSUPPORTED_MESSAGE,
  ORDER_CANCELLED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND,
  ORDER_NOT_REFUNDABLE_MESSAGE,
  type OrderDetail,
  PAYMENT_STILL_PROCESSING_MESSAGE,
  REFUND_AMOUNT_INVALID_MESSAGE,
  REFUND_AMOUNT_POSITIVE_MESSAGE,
  REFUND_DONE_MESSAGE,
  REFUND_KEY_REUSED_MESSAGE,
  REFUND_PROCESSING_MESSAGE,
  type RefundResponse,
  refundTooLargeMessage,
} from '@pagora/contract';
import fc from 'fast-check';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coupon, Order, OrderEvent, PaymentAttempt } from '../src/db/entities/index.ts';
import { PaymentReconciler } from '../src/orders/reconciler.ts';
import { REFUND_NOT_RECEIVED_REASON } from '../src/orders/refunds.ts';
import type { PaymentProvider, RefundRequest, RefundResult } from '../src/payments/provider.ts';
import { CANCEL_NOT_PENDING_REASON } from '../src/payments/test-provider.ts';
import {
  cardFields,
  createCoupon,
  createShop,
  orderAt,
  pay,
  postForm,
  reachPayment,
  type Shop,
} from './checkout-helpers.ts';
import { registerMerchant, startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as Logger;

/** A R$ 100,00 digital product's order, paid with `fields` (an approved card by default). */
async function placeOrder(shop: Shop, fields: Record<string, string> = cardFields(), couponCode?: string) {
  const buyer = server.agent();
  let view = await reachPayment(buyer, shop);
  if (couponCode) {
    const applied = await postForm(buyer, shop.path, {
      action: 'apply_coupon',
      step: 'payment',
      coupon_code: couponCode,
    }).expect(200);
    view = viewFromHtml(applied.text);
  }
  const response = await pay(buyer, shop, view, fields).expect(303);
  return orderAt(server, response.headers.location as string);
}

const digitalShop = () => createShop(server, { productType: 'digital' });

function refund(shop: Shop, orderId: number, body: object = {}, key?: string) {
  const request = server.request.post(`/api/orders/${orderId}/refund`).set(shop.merchant.auth);
  if (key) request.set('Idempotency-Key', key);
  return request.send(body);
}

const cancel = (shop: Shop, orderId: number) =>
  server.request.post(`/api/orders/${orderId}/cancel`).set(shop.merchant.auth).send({});

const reload = (id: number) => server.dataSource.getRepository(Order).findOneByOrFail({ id });
const timeline = async (orderId: number) =>
  (await server.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } })).map(
    (event) => [event.status, event.cause],
  );
const refundAttempts = (orderId: number) =>
  server.dataSource
    .getRepository(PaymentAttempt)
    .find({ where: { orderId, kind: 'refund' }, order: { id: 'ASC' } });
const detail = async (shop: Shop, orderId: number) =>
  (await server.request.get(`/api/orders/${orderId}`).set(shop.merchant.auth).expect(200))
    .body as OrderDetail;
/** What the gateway itself says was refunded of the order's charge. */
async function refundedAtGateway(order: Order): Promise<number> {
  const state = await server.gateways.test.lookup({ reference: order.gatewayReference! });
  return state && 'refundedCents' in state ? state.refundedCents : 0;
}

describe('POST /api/orders/:id/refund', () => {
  it('refunds part, then the rest: answers, statuses, timeline, attempts and the gateway agree', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop);
    expect(order).toMatchObject({ status: 'approved', totalCents: 10000 });

    const first = await refund(shop, order.id, { amount_cents: 3000 }).expect(200);
    expect(first.body).toEqual({
      message: REFUND_DONE_MESSAGE,
      status: 'partially_refunded',
      refunded_cents: 3000,
      refundable_cents: 7000,
      processing: false,
    } satisfies RefundResponse);
    expect(await detail(shop, order.id)).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 3000,
      refundable_cents: 7000,
      can_refund: true,
    });

    // Nothing sent: all that is left.
    const rest = await refund(shop, order.id).expect(200);
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_cents: 10000, refundable_cents: 0 });
    expect((await timeline(order.id)).slice(-2)).toEqual([
      ['partially_refunded', 'Reembolso de R$ 30,00'],
      ['refunded', 'Reembolso de R$ 70,00'],
    ]);
    expect((await refundAttempts(order.id)).map((a) => [a.status, a.amountCents, a.provider])).toEqual([
      ['done', 3000, 'test'],
      ['done', 7000, 'test'],
    ]);
    expect(await refundedAtGateway(order)).toBe(10000);
    expect(await detail(shop, order.id)).toMatchObject({ refundable_cents: 0, can_refund: false });

    const again = await refund(shop, order.id, { amount_cents: 100 }).expect(409);
    expect(again.body).toEqual({ error: ORDER_NOT_REFUNDABLE_MESSAGE });
  });

  it('calls a refund of everything at once a total refund', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop);
    await refund(shop, order.id, { amount_cents: 10000 }).expect(200);
    expect((await reload(order.id)).status).toBe('refunded');
    expect((await timeline(order.id)).at(-1)).toEqual(['refunded', 'Reembolso total de R$ 100,00']);
  });

  it('refuses what cannot be refunded, with the reason in Portuguese', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop);
    const stranger = await registerMerchant(server);
    const foreign = await server.request
      .post(`/api/orders/${order.id}/refund`)
      .set(stranger.auth)
      .send({ amount_cents: 100 })
      .expect(404);
    expect(foreign.body).toEqual({ error: ORDER_NOT_FOUND });

    for (const [amount, message] of [
      [0, REFUND_AMOUNT_POSITIVE_MESSAGE],
      [-500, REFUND_AMOUNT_POSITIVE_MESSAGE],
      [10.5, REFUND_AMOUNT_INVALID_MESSAGE],
      ['trinta', REFUND_AMOUNT_INVALID_MESSAGE],
      [10001, refundTooLargeMessage(10000)],
    ] as const) {
      const response = await refund(shop, order.id, { amount_cents: amount }).expect(422);
      expect(response.body).toEqual({ error: message });
    }
    await refund(shop, order.id, { amount_cents: 9000 }).expect(200);
    expect((await refund(shop, order.id, { amount_cents: 1001 }).expect(422)).body).toEqual({
      error: refundTooLargeMessage(1000),
    });
    expect(await refundAttempts(order.id)).toHaveLength(1);

    const pending = await placeOrder(shop, { payment_method: 'pix' });
    expect((await refund(shop, pending.id).expect(409)).body).toEqual({
      error: ORDER_NOT_REFUNDABLE_MESSAGE,
    });
    expect(await refundAttempts(pending.id)).toEqual([]);
  });

  it('makes one refund of requests sent with the same Idempotency-Key (a double click)', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop);
    const [a, b] = await Promise.all([
      refund(shop, order.id, { amount_cents: 2500 }, 'clique-1'),
      refund(shop, order.id, { amount_cents: 2500 }, 'clique-1'),
    ]);
    // One of them made the refund; the other is the same refund: done, or still in flight when it
    // arrived while the first waited on the gateway (PostgreSQL runs them side by side).
    const [made, same] = a.body.processing ? [b, a] : [a, b];
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 2500,
      refundable_cents: 7500,
    });
    if (same.status === 202)
      expect(same.body).toMatchObject({ message: REFUND_PROCESSING_MESSAGE, processing: true });
    else expect(same.body).toEqual(made.body);
    const late = await refund(shop, order.id, { amount_cents: 2500 }, 'clique-1').expect(200);
    expect(late.body).toMatchObject({ refunded_cents: 2500 });
    expect(await refundAttempts(order.id)).toHaveLength(1);
    expect(await refundedAtGateway(order)).toBe(2500);
    expect((await timeline(order.id)).filter(([status]) => status === 'partially_refunded')).toHaveLength(1);

    // The same key for another amount is a client's mistake, not a second refund.
    expect((await refund(shop, order.id, { amount_cents: 100 }, 'clique-1').expect(409)).body).toEqual({
      error: REFUND_KEY_REUSED_MESSAGE,
    });
    // Another key is another refund.
    await refund(shop, order.id, { amount_cents: 2500 }, 'clique-2').expect(200);
    expect(await refundedAtGateway(order)).toBe(5000);
    // A key that is no printable token is refused, not ignored.
    await refund(shop, order.id, { amount_cents: 1 }, 'x'.repeat(201)).expect(400);
  });

  it('never refunds more than the total, and the status follows the sum (any sequence of requests)', async () => {
    const shop = await digitalShop();
    await fc.assert(
      fc.asyncProperty(
        // Amounts around the total, some too large; null asks for all that is left.
        fc.array(fc.option(fc.integer({ min: 1, max: 12_000 }), { nil: null, freq: 5 }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (amounts) => {
          const order = await placeOrder(shop);
          let refunded = 0;
          for (const amount of amounts) {
            const response = await refund(shop, order.id, amount === null ? {} : { amount_cents: amount });
            const left = order.totalCents - refunded;
            if (left === 0) {
              expect(response.status).toBe(409);
            } else if (amount !== null && amount > left) {
              expect(response.status).toBe(422);
            } else {
              expect(response.status).toBe(200);
              refunded += amount ?? left;
              expect(response.body).toMatchObject({
                refunded_cents: refunded,
                refundable_cents: 10000 - refunded,
              });
            }
          }
          expect(refunded).toBeLessThanOrEqual(order.totalCents);
          const stored = await reload(order.id);
          expect(stored.status).toBe(
            refunded === 0 ? 'approved' : refunded === order.totalCents ? 'refunded' : 'partially_refunded',
          );
          const attempts = await refundAttempts(order.id);
          expect(attempts.reduce((sum, attempt) => sum + attempt.amountCents, 0)).toBe(refunded);
          expect(await refundedAtGateway(order)).toBe(refunded);
        },
      ),
      { numRuns: 12 },
    );
  });
});

/** The test gateway behind a connection that drops on refunds (after the gateway acted, or before). */
function droppingRefunds(reachesGateway: boolean): PaymentProvider {
  const real = server.gateways.test;
  return {
    id: real.id,
    label: real.label,
    testMode: real.testMode,
    capabilities: real.capabilities,
    charge: (request) => real.charge(request),
    lookup: (query) => real.lookup(query),
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (reachesGateway) await real.refund(request);
      throw new Error('socket hang up');
    },
    cancel: (request) => real.cancel(request),
    verifyNotification: () => real.verifyNotification(),
    classifyDecline: (code) => real.classifyDecline(code),
  };
}

describe('a refund whose answer never came', () => {
  async function cutOff(reachesGateway: boolean) {
    const shop = await digitalShop();
    const order = await placeOrder(shop);
    const byId = server.gateways.byId.bind(server.gateways);
    server.gateways.byId = async () => droppingRefunds(reachesGateway);
    try {
      const response = await refund(shop, order.id, { amount_cents: 3000 }).expect(202);
      return { shop, order, response };
    } finally {
      server.gateways.byId = byId;
    }
  }
  const reconcile = () =>
    new PaymentReconciler({
      db: server.db,
      gateways: server.gateways,
      logger: silent,
      settleAfterMs: 0,
    }).runOnce(new Date());

  it('stays in progress (its amount reserved) until the reconciler finds the gateway made it', async () => {
    const { shop, order, response } = await cutOff(true);
    expect(response.body).toEqual({
      message: REFUND_PROCESSING_MESSAGE,
      status: 'approved',
      refunded_cents: 0,
      refundable_cents: 7000,
      processing: true,
    } satisfies RefundResponse);
    expect((await refundAttempts(order.id)).map((a) => a.status)).toEqual(['processing']);
    expect(await detail(shop, order.id)).toMatchObject({ status: 'approved', refundable_cents: 7000 });
    // The reserved amount cannot be refunded a second time meanwhile.
    expect((await refund(shop, order.id, { amount_cents: 7001 }).expect(422)).body).toEqual({
      error: refundTooLargeMessage(7000),
    });

    expect((await reconcile()).refunds).toBe(1);
    expect((await reload(order.id)).status).toBe('partially_refunded');
    expect((await timeline(order.id)).at(-1)).toEqual(['partially_refunded', 'Reembolso de R$ 30,00']);
    expect((await refundAttempts(order.id)).map((a) => a.status)).toEqual(['done']);
    expect(await detail(shop, order.id)).toMatchObject({ refunded_cents: 3000, refundable_cents: 7000 });
    expect((await reconcile()).refunds).toBe(0);
  });

  it('is freed again when the gateway never received it', async () => {
    const { shop, order } = await cutOff(false);
    expect((await reconcile()).refunds).toBe(1);
    expect((await reload(order.id)).status).toBe('approved');
    expect(await refundAttempts(order.id)).toMatchObject([
      { status: 'failed', reason: REFUND_NOT_RECEIVED_REASON },
    ]);
    expect(await detail(shop, order.id)).toMatchObject({ refunded_cents: 0, refundable_cents: 10000 });
    expect(await refundedAtGateway(order)).toBe(0);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels a pending PIX at the gateway first, then the order, giving its coupon use back', async () => {
    const shop = await digitalShop();
    await createCoupon(server, shop, { code: 'UNICO', totalUses: 1 });
    const order = await placeOrder(shop, { payment_method: 'pix' }, 'UNICO');
    const coupon = () =>
      server.dataSource.getRepository(Coupon).findOneByOrFail({ storeId: shop.storeId, code: 'UNICO' });
    expect((await coupon()).usedCount).toBe(1);
    expect(await detail(shop, order.id)).toMatchObject({ can_cancel: true, can_refund: false });

    const response = await cancel(shop, order.id).expect(200);
    expect(response.body).toEqual({ message: ORDER_CANCELLED_MESSAGE, status: 'cancelled' });
    expect(await server.gateways.test.lookup({ reference: order.gatewayReference! })).toMatchObject({
      status: 'cancelled',
    });
    expect((await timeline(order.id)).at(-1)).toEqual(['cancelled', 'Pedido cancelado pelo lojista']);
    expect((await coupon()).usedCount).toBe(0);
    expect(
      await server.dataSource
        .getRepository(PaymentAttempt)
        .findOneByOrFail({ orderId: order.id, kind: 'cancel' }),
    ).toMatchObject({ status: 'done', provider: 'test', reference: order.gatewayReference });
    expect(await detail(shop, order.id)).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
      can_mark_paid: false,
    });

    // Cancelled for good: neither again nor paid.
    expect((await cancel(shop, order.id).expect(409)).body).toEqual({ error: ORDER_NOT_CANCELLABLE_MESSAGE });
    await server.request.post(`/api/orders/${order.id}/mark-paid`).set(shop.merchant.auth).expect(409);
  });

  it('cancels a pending boleto', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop, { payment_method: 'boleto' });
    await cancel(shop, order.id).expect(200);
    expect((await reload(order.id)).status).toBe('cancelled');
  });

  it('refuses a card order, a paid one, another merchant’s, and one the gateway already took payment for', async () => {
    const shop = await digitalShop();
    const card = await placeOrder(shop);
    expect((await cancel(shop, card.id).expect(409)).body).toEqual({ error: ORDER_NOT_CANCELLABLE_MESSAGE });

    const paid = await placeOrder(shop, { payment_method: 'pix' });
    await server.request.post(`/api/orders/${paid.id}/mark-paid`).set(shop.merchant.auth).expect(200);
    expect((await cancel(shop, paid.id).expect(409)).body).toEqual({ error: ORDER_NOT_CANCELLABLE_MESSAGE });

    const pending = await placeOrder(shop, { payment_method: 'pix' });
    const stranger = await registerMerchant(server);
    await server.request.post(`/api/orders/${pending.id}/cancel`).set(stranger.auth).send({}).expect(404);

    // The buyer paid at the gateway before Pagora heard of it: the gateway refuses, the order stays.
    await server.gateways.test.simulatePayment(pending.gatewayReference!, new Date());
    const refused = await cancel(shop, pending.id).expect(409);
    expect(refused.body).toEqual({ error: `O gateway recusou a operação: ${CANCEL_NOT_PENDING_REASON}` });
    expect((await reload(pending.id)).status).toBe('pending');
  });

  it('refuses a gateway that cannot cancel a pending payment', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop, { payment_method: 'pix' });
    const byId = server.gateways.byId.bind(server.gateways);
    const real = server.gateways.test;
    server.gateways.byId = async () => ({
      ...droppingRefunds(true),
      capabilities: { ...real.capabilities, cancelPending: false },
    });
    try {
      expect((await cancel(shop, order.id).expect(409)).body).toEqual({ error: CANCEL_UNSUPPORTED_MESSAGE });
      expect(await detail(shop, order.id)).toMatchObject({ can_cancel: false });
    } finally {
      server.gateways.byId = byId;
    }
    expect((await reload(order.id)).status).toBe('pending');
  });
});

describe('what is left to refund', () => {
  it('says nothing is left once a refund in progress holds the rest', async () => {
    const shop = await digitalShop();
    const order = await placeOrder(shop);
    const byId = server.gateways.byId.bind(server.gateways);
    server.gateways.byId = async () => droppingRefunds(false);
    try {
      await refund(shop, order.id).expect(202);
    } finally {
      server.gateways.byId = byId;
    }
    expect(await detail(shop, order.id)).toMatchObject({ refundable_cents: 0, can_refund: false });
    expect((await refund(shop, order.id).expect(409)).body).toEqual({
      error: PAYMENT_STILL_PROCESSING_MESSAGE,
    });
  });
});
