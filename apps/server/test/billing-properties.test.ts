import {
  depositBonusCents,
  FEE_REVERSAL_DAYS,
  orderFeeCents,
  PLAN_IDS,
  planTerms,
  testCardToken,
} from '@pagora/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onChargeLimitReached } from '../src/billing/fees.ts';
import { changePlan } from '../src/billing/plans.ts';
import { billingOf } from '../src/billing/routes/billing.ts';
import type { BillingService } from '../src/billing/service.ts';
import { BillingCharge, Order } from '../src/db/entities/index.ts';
import { accountOf, DAY_MS, ledgerOf, ledgerSum, moveOrder, pendingOrder } from './billing-helpers.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';

/*
 * Random sequences of what moves a merchant's money — approvals, a dispute won (approved again),
 * full refunds sooner or later than 7 days, PIX deposits, card charges and plan changes — against
 * a model kept beside them. After every sequence: the balance is the sum of the entries, no order
 * has two fees or two reversals, every fee is the rounding rule applied to its own order, every
 * reversal gives back exactly its fee, and the balance is what the model says (nothing created or
 * lost by rounding).
 */

let server: TestServer;
let billing: BillingService;
beforeAll(async () => {
  server = await startTestServer();
  billing = billingOf(server.app)!;
  // Charges happen only when a command asks for one, so the model knows every one of them.
  onChargeLimitReached(server.dataSource, () => {});
});
afterAll(async () => {
  await server?.close();
});

const HOUR_MS = 3_600_000;

type Command =
  | { kind: 'approve'; totalCents: number }
  | { kind: 'dispute_won'; index: number }
  | { kind: 'refund'; index: number; hours: number }
  | { kind: 'deposit'; amountCents: number }
  | { kind: 'card_charge' }
  | { kind: 'plan'; plan: (typeof PLAN_IDS)[number] };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('approve' as const),
      totalCents: fc.integer({ min: 1, max: 900_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute_won' as const), index: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      index: fc.nat(),
      hours: fc.integer({ min: 0, max: 240 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amountCents: fc.integer({ min: 1_000, max: 200_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'card_charge' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('plan' as const), plan: fc.constantFrom(...PLAN_IDS) }),
  },
);

describe('the ledger under random sequences', () => {
  it('keeps balance == sum of entries == model, one fee per order, and exact rounding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const { merchant, storeId } = await merchantWithStore(server);
        const userId = merchant.userId;
        const { token, brand, last4 } = testCardToken('4242424242424242');
        await server.request
          .post('/api/billing/cards')
          .set(merchant.auth)
          .send({ token, brand, last4, exp_month: 12, exp_year: 2040 })
          .expect(201);

        const start = Date.now() - 20 * DAY_MS;
        let clock = start;
        const tick = () => {
          clock += 60_000;
          return new Date(clock);
        };
        let expected = 0;
        let plan: (typeof PLAN_IDS)[number] = 'gratis';
        const orders: { id: number; approvedAt: number; fee: number; status: string }[] = [];

        for (const step of commands) {
          switch (step.kind) {
            case 'approve': {
              const now = tick();
              const order = await pendingOrder(server, storeId, step.totalCents);
              await moveOrder(server, order.id, 'approved', now);
              const fee = orderFeeCents(step.totalCents, planTerms(plan));
              expected -= fee;
              orders.push({ id: order.id, approvedAt: now.getTime(), fee, status: 'approved' });
              break;
            }
            case 'dispute_won': {
              const order = orders.filter((o) => o.status === 'approved')[
                step.index % Math.max(1, orders.length)
              ];
              if (!order) break;
              await moveOrder(server, order.id, 'chargeback', tick());
              await moveOrder(server, order.id, 'approved', tick());
              break;
            }
            case 'refund': {
              const candidates = orders.filter((o) => o.status === 'approved');
              const order = candidates[step.index % Math.max(1, candidates.length)];
              if (!order) break;
              const at = order.approvedAt + step.hours * HOUR_MS;
              await moveOrder(server, order.id, 'refunded', new Date(at));
              order.status = 'refunded';
              if (at - order.approvedAt <= FEE_REVERSAL_DAYS * DAY_MS) expected += order.fee;
              break;
            }
            case 'deposit': {
              const deposit = await billing.createDeposit(userId, 'deposit', step.amountCents, tick());
              await billing.simulateDepositPayment(userId, deposit.id, tick());
              expected += step.amountCents + depositBonusCents(step.amountCents);
              break;
            }
            case 'card_charge': {
              const outcome = await billing.collect(userId, 'manual', tick());
              if (outcome.status === 'approved') expected += outcome.amountCents;
              break;
            }
            case 'plan': {
              try {
                const change = await server.db.transaction((manager) =>
                  changePlan(manager, userId, step.plan, { escalaSpots: 1_000_000 }, new Date()),
                );
                expected -= change.chargedCents;
                plan = (await accountOf(server, userId)).plan;
              } catch (error) {
                if ((error as { status?: number }).status !== 409) throw error;
              }
              break;
            }
          }
        }

        const account = await accountOf(server, userId);
        const entries = await ledgerOf(server, userId);
        expect(account.balanceCents).toBe(await ledgerSum(server, userId));
        expect(account.balanceCents).toBe(expected);
        expect(account.entrySeq).toBe(entries.length);
        expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, index) => index + 1));

        const fees = entries.filter((entry) => entry.kind === 'order_fee');
        const reversals = entries.filter((entry) => entry.kind === 'fee_reversal');
        expect(new Set(fees.map((entry) => entry.orderId)).size).toBe(fees.length);
        expect(new Set(reversals.map((entry) => entry.orderId)).size).toBe(reversals.length);
        expect(fees).toHaveLength(orders.length);
        for (const fee of fees) {
          const order = await server.dataSource.getRepository(Order).findOneByOrFail({ id: fee.orderId! });
          expect(fee.baseCents).toBe(order.totalCents);
          expect(0 - fee.amountCents).toBe(
            orderFeeCents(order.totalCents, { percent_bps: fee.percentBps!, fixed_cents: fee.fixedCents! }),
          );
        }
        for (const reversal of reversals) {
          const fee = fees.find((entry) => entry.orderId === reversal.orderId)!;
          expect(reversal.amountCents).toBe(0 - fee.amountCents);
        }
        const approvedCharges = await server.dataSource
          .getRepository(BillingCharge)
          .findBy({ userId, status: 'approved' });
        const cardCredits = entries.filter((entry) => entry.kind === 'card_charge');
        expect(cardCredits.map((entry) => entry.amountCents).sort()).toEqual(
          approvedCharges.map((charge) => charge.amountCents).sort(),
        );
      }),
      { numRuns: 15 },
    );
  });
});
