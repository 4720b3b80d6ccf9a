import {
  CHECKOUT_SUSPENDED_TITLE,
  DEPOSIT_BONUS_BPS,
  PLAN_SOLD_OUT_MESSAGE,
  type PlanId,
  testCardToken,
} from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePlan, plansView, proRataCents, renewMonth } from '../src/billing/plans.ts';
import { billingOf } from '../src/billing/routes/billing.ts';
import type { BillingService } from '../src/billing/service.ts';
import { BillingWorker } from '../src/billing/worker.ts';
import { BillingCharge, LedgerEntry } from '../src/db/entities/index.ts';
import { accountOf, DAY_MS, ledgerOf, ledgerSum, moveOrder, pendingOrder } from './billing-helpers.ts';
import { cardFields, createShop, orderAt, pay, reachPayment } from './checkout-helpers.ts';
import { type Merchant, merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercadopago-stand-in.ts';

let server: TestServer;
let billing: BillingService;
let mercadoPago: MercadoPagoStandIn;
beforeAll(async () => {
  mercadoPago = await startMercadoPagoStandIn();
  const base = await startTestServer();
  await base.close();
  server = await startTestServer({
    billing: { ...base.config.billing, escalaSpots: 1 },
    mercadopagoBaseUrl: mercadoPago.baseUrl,
  });
  billing = billingOf(server.app)!;
});
afterAll(async () => {
  await server?.close();
  await mercadoPago?.close();
});

const limits = { escalaSpots: 1 };

async function onPlan(plan: PlanId, now = new Date()) {
  const { merchant, storeId } = await merchantWithStore(server);
  if (plan !== 'gratis') {
    await server.db.transaction((manager) => changePlan(manager, merchant.userId, plan, limits, now));
  }
  return { merchant, storeId };
}

async function approvedOrder(storeId: number, totalCents: number, now = new Date()) {
  const order = await pendingOrder(server, storeId, totalCents);
  await moveOrder(server, order.id, 'approved', now);
  return order;
}

const feesOf = async (userId: number) =>
  (await ledgerOf(server, userId))
    .filter((entry) => entry.kind === 'order_fee')
    .map((entry) => entry.amountCents);

function addCard(merchant: Merchant, number: string) {
  const { token, brand, last4 } = testCardToken(number);
  return server.request
    .post('/api/billing/cards')
    .set(merchant.auth)
    .send({ token, brand, last4, exp_month: 12, exp_year: 2040 });
}

/** The charge the limit starts after its transaction commits (it runs in the background). */
async function settledCharge(userId: number): Promise<BillingCharge> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const charge = await server.dataSource.getRepository(BillingCharge).findOne({
      where: { userId },
      order: { id: 'DESC' },
    });
    if (charge && charge.status !== 'processing') return charge;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('A cobrança no cartão não terminou.');
}

describe('fees per approved order', () => {
  it('charges each plan its percentage, rounded half up to the cent, plus its fixed part', async () => {
    const expected: Record<PlanId, number> = {
      // 12345 × 2 % = 246,9 → 247
      gratis: 247,
      // 12345 × 1,5 % = 185,175 → 185, + 100
      profissional: 285,
      // 12345 × 1 % = 123,45 → 123, + 80
      premium: 203,
      // 12345 × 0,75 % = 92,5875 → 93, + 65
      escala: 158,
    };
    for (const plan of ['gratis', 'profissional', 'premium', 'escala'] as const) {
      const { merchant, storeId } = await onPlan(plan);
      await approvedOrder(storeId, 12345);
      expect(await feesOf(merchant.userId)).toEqual([-expected[plan]]);
      const entry = (await ledgerOf(server, merchant.userId)).find((row) => row.kind === 'order_fee')!;
      expect(entry).toMatchObject({ plan, baseCents: 12345 });
    }
  });

  it('rounds exactly half a cent up and never loses the fixed part', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    await approvedOrder(storeId, 25); // 0,5 → 1
    await approvedOrder(storeId, 24); // 0,48 → 0
    await approvedOrder(storeId, 75); // 1,5 → 2
    expect(await feesOf(merchant.userId)).toEqual([-1, 0, -2]);
    const { merchant: pro, storeId: proStore } = await onPlan('profissional');
    await approvedOrder(proStore, 1); // 0,015 → 0, + 100
    expect(await feesOf(pro.userId)).toEqual([-100]);
  });

  it('charges nothing for a sale in test mode', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, cardFields()).expect(303);
    expect(await orderAt(server, response.headers.location as string)).toMatchObject({
      status: 'approved',
      gateway: 'test',
    });
    expect(await feesOf(shop.merchant.userId)).toEqual([]);
    const statement = await server.request.get('/api/billing/statement').set(shop.merchant.auth).expect(200);
    expect(statement.body).toMatchObject({ total: 0, items: [] });
  });

  it('writes the fee of a real gateway sale in its approval and shows it in Extrato', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await server.request
      .post('/api/billing/plan')
      .set(shop.merchant.auth)
      .send({ plan: 'profissional' })
      .expect(200);
    await server.request
      .put('/api/gateways/mercadopago')
      .set(shop.merchant.auth)
      .send({
        store_id: shop.storeId,
        public_key: mercadoPago.publicKey,
        secret_key: mercadoPago.accessToken,
        webhook_secret: mercadoPago.webhookSecret,
        methods: { card: true, pix: true, boleto: false },
      })
      .expect(200);
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, {
      payment_method: 'card',
      card_holder: 'APRO MARIA',
      installments: '1',
      card_token: await mercadoPago.createCardToken('APRO MARIA'),
      card_brand: 'mastercard',
      card_last4: '6351',
      card_payment_method_id: 'master',
      card_issuer_id: '24',
    }).expect(303);
    const order = await orderAt(server, response.headers.location as string);
    expect(order).toMatchObject({ status: 'approved', gateway: 'mercadopago' });
    const statement = await server.request.get('/api/billing/statement').set(shop.merchant.auth).expect(200);
    expect(statement.body).toMatchObject({ page: 1, page_count: 1, total: 1 });
    expect(statement.body.items[0]).toMatchObject({
      kind: 'order_fee',
      reference: `Pedido #${order.number} · Loja do Teste`,
      amount_cents: -(150 + 100),
      status: 'confirmed',
    });
    const summary = await server.request.get('/api/billing/summary').set(shop.merchant.auth).expect(200);
    expect(summary.body).toMatchObject({ balance_cents: -250, pending_cents: 250, status: 'em_dia' });
  });

  it('never writes a fee twice, even for concurrent approvals of one order or a dispute won', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    const order = await pendingOrder(server, storeId, 10000);
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => moveOrder(server, order.id, 'approved', now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value !== null)).toHaveLength(1);
    await moveOrder(server, order.id, 'chargeback', now);
    await moveOrder(server, order.id, 'approved', now);
    const others = await Promise.all(Array.from({ length: 6 }, () => pendingOrder(server, storeId, 5000)));
    await Promise.all(others.map((other) => moveOrder(server, other.id, 'approved', now)));
    expect(await feesOf(merchant.userId)).toEqual([-200, ...others.map(() => -100)]);
    const account = await accountOf(server, merchant.userId);
    expect(account.balanceCents).toBe(-800);
    expect(await ledgerSum(server, merchant.userId)).toBe(-800);
    expect(account.entrySeq).toBe(7);
  });
});

describe('fee reversal', () => {
  it('gives the fee back for a full refund within 7 days of the approval, and not after', async () => {
    const { merchant, storeId } = await onPlan('profissional');
    const approvedAt = new Date(Date.now() - 10 * DAY_MS);
    const early = await approvedOrder(storeId, 20000, approvedAt);
    const late = await approvedOrder(storeId, 20000, approvedAt);
    const partial = await approvedOrder(storeId, 20000, approvedAt);
    await moveOrder(server, early.id, 'refunded', new Date(approvedAt.getTime() + 7 * DAY_MS - 60_000));
    await moveOrder(server, late.id, 'refunded', new Date(approvedAt.getTime() + 7 * DAY_MS + 60_000));
    await moveOrder(server, partial.id, 'partially_refunded', new Date(approvedAt.getTime() + DAY_MS));
    const entries = await ledgerOf(server, merchant.userId);
    expect(entries.map((entry) => [entry.kind, entry.orderId, entry.amountCents])).toEqual([
      ['order_fee', early.id, -400],
      ['order_fee', late.id, -400],
      ['order_fee', partial.id, -400],
      ['fee_reversal', early.id, 400],
    ]);
    expect((await accountOf(server, merchant.userId)).balanceCents).toBe(-800);
  });
});

describe('plans', () => {
  it('charges an upgrade pro rata for the rest of the month, less what the old plan already covered', async () => {
    // 21/04/2026 in São Paulo: 10 of April's 30 days are left, today included.
    const now = new Date('2026-04-21T15:00:00Z');
    const { merchant } = await merchantWithStore(server);
    const premium = await server.db.transaction((manager) =>
      changePlan(manager, merchant.userId, 'premium', { escalaSpots: 50 }, now),
    );
    expect(premium.chargedCents).toBe(3997); // 11990 × 10 / 30 = 3996,67
    expect(proRataCents(11990, now)).toBe(3997);
    // The plan cards quote exactly what the upgrade then charges.
    const quoted = await server.db.transaction((manager) =>
      plansView(manager, merchant.userId, { escalaSpots: 50 }, now),
    );
    expect(quoted.plans.map((plan) => [plan.id, plan.upgrade_charge_cents])).toEqual([
      ['gratis', null],
      ['profissional', null],
      ['premium', null],
      ['escala', 8330 - 3997],
    ]);
    const escala = await server.db.transaction((manager) =>
      changePlan(manager, merchant.userId, 'escala', { escalaSpots: 50 }, now),
    );
    expect(escala.chargedCents).toBe(8330 - 3997); // 24990 × 10 / 30 = 8330
    const entries = await ledgerOf(server, merchant.userId);
    expect(entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['plan_charge', -3997],
      ['plan_charge', -4333],
    ]);
    const account = await accountOf(server, merchant.userId);
    expect(account.plan).toBe('escala');
    expect(account.paidUntil?.toISOString()).toBe('2026-05-01T03:00:00.000Z');
  });

  it('schedules a downgrade for the end of the paid month and renews paid plans at the new month', async () => {
    const april = new Date('2026-04-10T12:00:00Z');
    const { merchant } = await merchantWithStore(server);
    await server.db.transaction((manager) => changePlan(manager, merchant.userId, 'premium', limits, april));
    const down = await server.request.post('/api/billing/plan').set(merchant.auth).send({ plan: 'gratis' });
    // The request runs now, after April: the paid month has ended, so it takes effect at once.
    expect(down.status).toBe(200);

    const { merchant: other } = await merchantWithStore(server);
    await server.db.transaction((manager) => changePlan(manager, other.userId, 'premium', limits, april));
    const scheduled = await server.db.transaction((manager) =>
      changePlan(manager, other.userId, 'profissional', limits, new Date('2026-04-20T12:00:00Z')),
    );
    expect(scheduled.message).toBe(
      'A troca para Profissional acontece em 01/05/2026, ao fim do mês já pago.',
    );
    expect((await accountOf(server, other.userId)).plan).toBe('premium');
    const plans = await server.request.get('/api/billing/plans').set(other.auth).expect(200);
    expect(plans.body.current).toBe('premium');
    expect(plans.body.scheduled_change.plan).toBe('profissional');

    // 01/05/2026 00:30 in São Paulo: the downgrade takes effect, nothing is charged for May.
    await server.db.transaction((manager) =>
      renewMonth(manager, other.userId, new Date('2026-05-01T03:30:00Z')),
    );
    const after = await accountOf(server, other.userId);
    expect(after).toMatchObject({
      plan: 'profissional',
      scheduledPlan: null,
      paidUntil: null,
      cycleMonth: '2026-05',
    });
    expect((await ledgerOf(server, other.userId)).map((entry) => entry.amountCents)).toEqual([-8393]);

    const { merchant: renewing } = await merchantWithStore(server);
    await server.db.transaction((manager) => changePlan(manager, renewing.userId, 'premium', limits, april));
    await server.db.transaction((manager) =>
      renewMonth(manager, renewing.userId, new Date('2026-05-01T03:30:00Z')),
    );
    await server.db.transaction((manager) =>
      renewMonth(manager, renewing.userId, new Date('2026-05-02T03:30:00Z')),
    );
    const renewed = await ledgerOf(server, renewing.userId);
    expect(renewed.map((entry) => [entry.reference, entry.amountCents])).toEqual([
      ['upgrade:premium:2026-04', -8393], // 11990 × 21 / 30 = 8393
      ['plan:premium:2026-05', -11990],
    ]);
  });

  it('gives the last Escala spot to exactly one of several accounts asking at once', async () => {
    const base = await startTestServer();
    await base.close();
    const isolated = await startTestServer({ billing: { ...base.config.billing, escalaSpots: 1 } });
    try {
      const merchants = await Promise.all(Array.from({ length: 6 }, () => merchantWithStore(isolated)));
      const answers = await Promise.all(
        merchants.map(({ merchant }) =>
          isolated.request.post('/api/billing/plan').set(merchant.auth).send({ plan: 'escala' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const onEscala = await isolated.dataSource.query(
        "SELECT COUNT(*) AS n FROM billing_account WHERE plan = 'escala'",
      );
      expect(Number(onEscala[0].n)).toBe(1);
    } finally {
      await isolated.close();
    }
  });

  it('closes Escala when its spots are taken and shows the plan on /meus-dados', async () => {
    const first = await merchantWithStore(server);
    const second = await merchantWithStore(server);
    const firstPlans = await server.request.get('/api/billing/plans').set(first.merchant.auth).expect(200);
    const escalaBefore = firstPlans.body.plans.find((plan: { id: string }) => plan.id === 'escala');
    if (escalaBefore.spots_left === 1) {
      await server.request
        .post('/api/billing/plan')
        .set(first.merchant.auth)
        .send({ plan: 'escala' })
        .expect(200);
    }
    const refused = await server.request
      .post('/api/billing/plan')
      .set(second.merchant.auth)
      .send({ plan: 'escala' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: PLAN_SOLD_OUT_MESSAGE });
    const plans = await server.request.get('/api/billing/plans').set(second.merchant.auth).expect(200);
    expect(plans.body.plans.find((plan: { id: string }) => plan.id === 'escala')).toMatchObject({
      spots_left: 0,
      sold_out: true,
    });
    const profile = await server.request.get('/api/profile').set(second.merchant.auth).expect(200);
    expect(profile.body.plan).toEqual({ id: 'gratis', name: 'Grátis Inicial' });
    await server.request
      .post('/api/billing/plan')
      .set(second.merchant.auth)
      .send({ plan: 'premium' })
      .expect(200);
    const upgraded = await server.request.get('/api/profile').set(second.merchant.auth).expect(200);
    expect(upgraded.body.plan).toEqual({ id: 'premium', name: 'Premium' });
  });
});

describe('PIX deposits', () => {
  it('credits the amount and the 10 % bonus as separate entries once paid, once', async () => {
    const { merchant } = await merchantWithStore(server);
    const created = await server.request
      .post('/api/billing/deposits')
      .set(merchant.auth)
      .send({ amount_cents: 15000 })
      .expect(201);
    const deposit = created.body.deposit;
    expect(deposit).toMatchObject({ amount_cents: 15000, bonus_cents: 1500, status: 'pending' });
    expect(deposit.pix_code).toMatch(/^000201/);
    expect(deposit.pix_qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(DEPOSIT_BONUS_BPS).toBe(1000);

    const paid = await server.request
      .post(`/api/billing/deposits/${deposit.id}/simulate-payment`)
      .set(merchant.auth)
      .expect(200);
    expect(paid.body.deposit).toMatchObject({ status: 'paid', pix_code: null });
    await server.request
      .post(`/api/billing/deposits/${deposit.id}/simulate-payment`)
      .set(merchant.auth)
      .expect(200);
    await server.request.get(`/api/billing/deposits/${deposit.id}`).set(merchant.auth).expect(200);

    const entries = await ledgerOf(server, merchant.userId);
    expect(entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['pix_deposit', 15000],
      ['deposit_bonus', 1500],
    ]);
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body).toMatchObject({ balance_cents: 16500, available_cents: 16500, pending_cents: 0 });
    const list = await server.request.get('/api/billing/deposits').set(merchant.auth).expect(200);
    expect(list.body.deposits).toHaveLength(1);
    expect(list.body.deposits[0]).toMatchObject({ id: deposit.id, status: 'paid' });
  });

  it('pays fees from the balance first', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    const created = await server.request
      .post('/api/billing/deposits')
      .set(merchant.auth)
      .send({ amount_cents: 1000 })
      .expect(201);
    await server.request
      .post(`/api/billing/deposits/${created.body.deposit.id}/simulate-payment`)
      .set(merchant.auth)
      .expect(200);
    await approvedOrder(storeId, 30000); // fee 600 out of 1100
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body).toMatchObject({ balance_cents: 500, pending_cents: 0, status: 'em_dia' });
  });

  it('shows a code past its expiry as expired and never credits it', async () => {
    const { merchant } = await merchantWithStore(server);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const deposit = await billing.createDeposit(merchant.userId, 'deposit', 5000, twoHoursAgo);
    expect(new Date(deposit.expires_at!).getTime()).toBe(twoHoursAgo.getTime() + 3_600_000);
    const list = await server.request.get('/api/billing/deposits').set(merchant.auth).expect(200);
    expect(list.body.deposits[0]).toMatchObject({
      id: deposit.id,
      status: 'expired',
      pix_code: null,
      pix_qr: null,
    });
    await server.request
      .post(`/api/billing/deposits/${deposit.id}/simulate-payment`)
      .set(merchant.auth)
      .expect(200);
    expect(await ledgerOf(server, merchant.userId)).toEqual([]);
  });

  it('refuses amounts below the minimum and in fractions of a cent', async () => {
    const { merchant } = await merchantWithStore(server);
    const small = await server.request
      .post('/api/billing/deposits')
      .set(merchant.auth)
      .send({ amount_cents: 999 });
    expect(small.status).toBe(422);
    expect(small.body).toEqual({ error: 'O depósito mínimo é de R$ 10,00.' });
    const fraction = await server.request
      .post('/api/billing/deposits')
      .set(merchant.auth)
      .send({ amount_cents: 1000.5 });
    expect(fraction.status).toBe(422);
  });
});

describe('cards on file', () => {
  it('keeps brand, last four and expiry of a token, and refuses a card number with 422', async () => {
    const { merchant } = await merchantWithStore(server);
    const raw = await server.request
      .post('/api/billing/cards')
      .set(merchant.auth)
      .send({ number: '4242424242424242', cvv: '123', exp_month: 12, exp_year: 2040 });
    expect(raw.status).toBe(422);
    expect(raw.body).toEqual({ error: 'Envie o cartão pelo formulário seguro do gateway.' });
    const added = await addCard(merchant, '4242 4242 4242 4242');
    expect(added.status).toBe(201);
    expect(added.body.cards).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2040,
        is_default: true,
      }),
    ]);
    const second = await addCard(merchant, '5555 5555 5555 4444');
    const mastercard = second.body.cards.find((card: { last4: string }) => card.last4 === '4444');
    expect(mastercard.is_default).toBe(false);
    await server.request.post(`/api/billing/cards/${mastercard.id}/default`).set(merchant.auth).expect(200);
    const removed = await server.request
      .delete(`/api/billing/cards/${mastercard.id}`)
      .set(merchant.auth)
      .expect(200);
    expect(removed.body.cards).toEqual([expect.objectContaining({ last4: '4242', is_default: true })]);
  });

  it('charges the default card when pending fees reach R$ 100,00', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    await addCard(merchant, '4242 4242 4242 4242').expect(201);
    await approvedOrder(storeId, 250000); // fee 5000: below the limit, nothing charged
    expect(await server.dataSource.getRepository(BillingCharge).countBy({ userId: merchant.userId })).toBe(0);
    await approvedOrder(storeId, 250000); // pending 10000: the limit
    const charge = await settledCharge(merchant.userId);
    expect(charge).toMatchObject({ status: 'approved', amountCents: 10000, trigger: 'limit' });
    const entries = await ledgerOf(server, merchant.userId);
    expect(entries.at(-1)).toMatchObject({ kind: 'card_charge', amountCents: 10000 });
    expect((await accountOf(server, merchant.userId)).balanceCents).toBe(0);
  });

  it('leaves the fees pending when the card is refused, and sends them to Regularização', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    await addCard(merchant, '4000 0000 0000 0002').expect(201);
    await approvedOrder(storeId, 600000); // fee 12000
    const charge = await settledCharge(merchant.userId);
    expect(charge).toMatchObject({ status: 'refused', reason: 'Cartão recusado pelo emissor.' });
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body).toMatchObject({
      balance_cents: -12000,
      pending_cents: 12000,
      status: 'pendente',
      days_pending: 0,
      banner: null,
      actions: { pay_pix: true, pay_card: true },
    });
    expect(summary.body.pending_since).not.toBeNull();
    const mails = await server.outbox();
    expect(
      mails.some(
        (mail) =>
          mail.userId === merchant.userId && mail.subject === 'Não conseguimos cobrar as taxas do Pagora',
      ),
    ).toBe(true);
    const manual = await server.request.post('/api/billing/settle/card').set(merchant.auth).send({});
    expect(manual.status).toBe(402);
    expect(manual.body).toEqual({ error: 'Cartão recusado pelo emissor.' });
    expect(await ledgerSum(server, merchant.userId)).toBe(-12000);
  });
});

describe('Pagar com Cartão', () => {
  it('charges a card on file for exactly the pending amount and brings the account back em dia', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    await addCard(merchant, '4000 0000 0000 0002').expect(201);
    await approvedOrder(storeId, 700000); // fee 14000: the limit's charge is refused
    expect((await settledCharge(merchant.userId)).status).toBe('refused');
    const added = await addCard(merchant, '5555 5555 5555 4444').expect(201);
    const good = added.body.cards.find((card: { last4: string }) => card.last4 === '4444');
    const paid = await server.request
      .post('/api/billing/settle/card')
      .set(merchant.auth)
      .send({ card_id: good.id })
      .expect(200);
    expect(paid.body.message).toBe('Taxas quitadas. Sua conta está em dia.');
    expect(paid.body.summary).toMatchObject({ status: 'em_dia', balance_cents: 0, pending_since: null });
    const entries = await ledgerOf(server, merchant.userId);
    expect(entries.at(-1)).toMatchObject({
      kind: 'card_charge',
      amountCents: 14000,
      description: 'Cobrança no cartão final 4444',
    });
    const again = await server.request.post('/api/billing/settle/card').set(merchant.auth).send({});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Não há taxas pendentes.' });
  });
});

describe('unpaid fees', () => {
  it('warns at 7 days, stops the checkout at 15 and sells again the moment it is paid', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const { merchant } = shop;
    await addCard(merchant, '4000 0000 0000 9995').expect(201);
    const sixteenDaysAgo = new Date(Date.now() - 16 * DAY_MS);
    await approvedOrder(shop.storeId, 300000, sixteenDaysAgo); // fee 6000
    expect((await billing.collect(merchant.userId, 'month_end', sixteenDaysAgo)).status).toBe('refused');

    const worker = new BillingWorker({ db: server.db, billing, logger: pinoSilent() });
    await worker.runOnce(new Date());
    const subjects = (await server.outbox())
      .filter((mail) => mail.userId === merchant.userId && !mail.subject.startsWith('Nova venda'))
      .map((mail) => mail.subject);
    expect(subjects).toEqual([
      'Não conseguimos cobrar as taxas do Pagora',
      'Taxas do Pagora pendentes há 7 dias',
      'Checkout suspenso: taxas do Pagora pendentes há 15 dias',
    ]);
    const summary = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(summary.body).toMatchObject({ status: 'suspensa', checkout_suspended: true, days_pending: 16 });
    expect(summary.body.banner).toContain('Checkout suspenso');

    const page = await server.agent().get(shop.path);
    expect(page.status).toBe(503);
    expect(page.text).toContain(CHECKOUT_SUSPENDED_TITLE);
    const post = await server.agent().post(shop.path).type('form').send({ action: 'next', step: 'personal' });
    expect(post.status).toBe(503);
    const ordersBefore = await server.dataSource
      .getRepository(LedgerEntry)
      .countBy({ userId: merchant.userId });

    const settle = await server.request.post('/api/billing/settle/pix').set(merchant.auth).expect(201);
    expect(settle.body.deposit).toMatchObject({ purpose: 'settlement', amount_cents: 6000, bonus_cents: 0 });
    await server.request
      .post(`/api/billing/deposits/${settle.body.deposit.id}/simulate-payment`)
      .set(merchant.auth)
      .expect(200);
    const after = await server.request.get('/api/billing/summary').set(merchant.auth).expect(200);
    expect(after.body).toMatchObject({
      status: 'em_dia',
      balance_cents: 0,
      checkout_suspended: false,
      banner: null,
    });
    expect((await server.agent().get(shop.path)).status).toBe(200);
    expect(await server.dataSource.getRepository(LedgerEntry).countBy({ userId: merchant.userId })).toBe(
      ordersBefore + 1,
    );
    const last = (await server.outbox()).filter((mail) => mail.userId === merchant.userId).at(-1);
    expect(last?.subject).toBe('Taxas quitadas: sua conta Pagora está em dia');
    const nothing = await server.request.post('/api/billing/settle/pix').set(merchant.auth);
    expect(nothing.status).toBe(409);
  });
});

describe('statement', () => {
  it('pages the ledger on the server, filters by kind and period, and exports CSV', async () => {
    const { merchant, storeId } = await onPlan('gratis');
    for (let index = 0; index < 45; index++) await approvedOrder(storeId, 10000 + index);
    const first = await server.request.get('/api/billing/statement').set(merchant.auth).expect(200);
    expect(first.body).toMatchObject({ page: 1, page_count: 3, total: 45, page_size: 20 });
    expect(first.body.items).toHaveLength(20);
    const last = await server.request.get('/api/billing/statement?page=3').set(merchant.auth).expect(200);
    expect(last.body.items).toHaveLength(5);
    expect(last.body.items.at(-1).reference).toMatch(/^Pedido #1 · /);
    const ids = new Set([...first.body.items, ...last.body.items].map((item: { id: string }) => item.id));
    expect(ids.size).toBe(25);
    const deposits = await server.request
      .get('/api/billing/statement?kind=pix_deposit')
      .set(merchant.auth)
      .expect(200);
    expect(deposits.body).toMatchObject({ total: 0, page_count: 1, items: [] });
    const today = new Date().toISOString().slice(0, 10);
    const period = await server.request
      .get(`/api/billing/statement?kind=order_fee&from=2000-01-01&to=${today}&page=2`)
      .set(merchant.auth)
      .expect(200);
    expect(period.body).toMatchObject({ page: 2, total: 45 });
    const bad = await server.request.get('/api/billing/statement?kind=outro').set(merchant.auth);
    expect(bad.status).toBe(400);
    const csv = await server.request.get('/api/billing/statement/export').set(merchant.auth).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID da transação;Tipo;Referência;Data;Valor (R$);Status');
    expect(lines).toHaveLength(46);
    expect(lines.at(-1)).toMatch(
      /^TX-\d{6};Taxa de pedido;Pedido #1 · Loja;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};-2,00;Confirmado$/,
    );
  });
});

function pinoSilent() {
  // The worker only logs failures; a silent logger keeps the test output clean.
  return { error() {}, warn() {}, info() {} } as unknown as import('pino').Logger;
}
