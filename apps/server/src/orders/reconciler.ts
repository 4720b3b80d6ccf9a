import type { Logger } from 'pino';
import type { Database } from '../db/data-source.ts';
import { Order, PaymentAttempt } from '../db/entities/index.ts';
import { PeriodicWorker } from '../jobs/runner.ts';
import { BOLETO_CLEARING_MS } from '../payments/boleto.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import type { ChargeResult, ChargeState } from '../payments/provider.ts';
import { sqlTime } from '../shared/list-sql.ts';
import { transitionOrder } from './lifecycle.ts';
import { approvedCause, ORDER_EVENT_CAUSES, PAYMENT_FAILED_REASON, recordCharge } from './placement.ts';
import { followProviderState } from './provider-state.ts';
import { settleRefundAttempt } from './refunds.ts';

/*
 * The payment reconciler: what a crash, a restart or a timeout left unsettled is settled by
 * asking the provider, never by guessing.
 *
 * 1. A charge attempt still 'processing' a minute after it began (the process died between the
 *    call and its result, the database went away, the provider timed out) is looked up with the
 *    provider by the idempotency key it was sent with. The provider's answer becomes the order's
 *    status, exactly as if the request had finished; a charge the provider never received ends
 *    as a refusal the buyer may retry (nothing was charged, so a new attempt cannot pay twice).
 * 2. A pending PIX past its expiry, or a boleto past its due date and the banks' clearing days,
 *    is looked up too: paid → approved; unpaid → expired (its coupon use is given back).
 * 3. A refund still 'processing' a minute after it began is settled from the charge's lookup:
 *    when the gateway's refunded total covers it, it was made (the order becomes refunded or
 *    partially refunded); otherwise it never arrived and its amount may be refunded again.
 * Each attempt and order is claimed with a conditional UPDATE, so several instances never settle
 * the same one twice.
 */

export interface ReconcilerOptions {
  db: Database;
  gateways: PaymentGateways;
  logger: Logger;
  /** @default 30 s */
  intervalMs?: number;
  /** Attempts younger than this still belong to the request that made them. @default 60 s */
  settleAfterMs?: number;
  /** @default 100 */
  batchSize?: number;
}

export interface ReconcileResult {
  settled: number;
  expired: number;
  /** Refund attempts settled. */
  refunds: number;
}

/** The refusal of a charge the provider never received: safe to try again. */
const notReceived: ChargeResult = {
  status: 'refused',
  reference: '',
  reason: PAYMENT_FAILED_REASON,
  code: 'not_received',
  class: 'soft',
  card: null,
};

export class PaymentReconciler extends PeriodicWorker {
  readonly #options: Required<ReconcilerOptions>;

  constructor(options: ReconcilerOptions) {
    const resolved = { intervalMs: 30_000, settleAfterMs: 60_000, batchSize: 100, ...options };
    super('Conciliação de pagamentos', resolved.intervalMs, resolved.logger);
    this.#options = resolved;
  }

  async runOnce(now: Date): Promise<ReconcileResult> {
    return {
      settled: await this.#settleProcessing(now),
      expired: await this.#expireUnpaid(now),
      refunds: await this.#settleRefunds(now),
    };
  }

  async #settleRefunds(now: Date): Promise<number> {
    const { db, gateways, logger, settleAfterMs, batchSize } = this.#options;
    const attempts = await db.manager
      .getRepository(PaymentAttempt)
      .createQueryBuilder('attempt')
      .where("attempt.status = 'processing' AND attempt.kind = 'refund'")
      .andWhere('attempt.createdAt <= :cutoff', {
        cutoff: sqlTime(db.kind, new Date(now.getTime() - settleAfterMs)),
      })
      .orderBy('attempt.createdAt', 'ASC')
      .addOrderBy('attempt.id', 'ASC')
      .limit(batchSize)
      .getMany();
    let settled = 0;
    for (const attempt of attempts) {
      const order = await db.manager.getRepository(Order).findOne({
        select: { id: true, storeId: true, gatewayReference: true },
        where: { id: attempt.orderId },
      });
      const provider = order ? await gateways.byId(db.manager, order.storeId, attempt.provider) : null;
      if (!provider || !order?.gatewayReference) continue;
      let state: ChargeState | null;
      try {
        // A refund is looked up through its charge: what the gateway refunded of it in all.
        state = await provider.lookup({ reference: order.gatewayReference });
      } catch (error) {
        logger.warn({ err: error, attemptId: attempt.id }, 'Gateway indisponível na conciliação');
        continue;
      }
      if (!state) continue;
      const refunded =
        state.status === 'refunded' || state.status === 'partially_refunded' || state.status === 'chargeback'
          ? state.refundedCents
          : 0;
      if (await db.transaction((manager) => settleRefundAttempt(manager, attempt, refunded, now)))
        settled += 1;
    }
    return settled;
  }

  async #settleProcessing(now: Date): Promise<number> {
    const { db, gateways, logger, settleAfterMs, batchSize } = this.#options;
    const attempts = await db.manager
      .getRepository(PaymentAttempt)
      .createQueryBuilder('attempt')
      .where("attempt.status = 'processing' AND attempt.kind = 'charge'")
      .andWhere('attempt.createdAt <= :cutoff', {
        cutoff: sqlTime(db.kind, new Date(now.getTime() - settleAfterMs)),
      })
      .orderBy('attempt.createdAt', 'ASC')
      .limit(batchSize)
      .getMany();
    let settled = 0;
    for (const attempt of attempts) {
      const owner = await db.manager
        .getRepository(Order)
        .findOne({ select: { id: true, storeId: true }, where: { id: attempt.orderId } });
      const provider = owner ? await gateways.byId(db.manager, owner.storeId, attempt.provider) : null;
      if (!provider) continue;
      let state: ChargeState | null;
      try {
        state = await provider.lookup({ idempotencyKey: attempt.idempotencyKey });
      } catch (error) {
        // Still unknown: asked again on the next round.
        logger.warn({ err: error, attemptId: attempt.id }, 'Gateway indisponível na conciliação');
        continue;
      }
      const done = await db.transaction(async (manager) => {
        const claimed = await manager
          .createQueryBuilder()
          .update(PaymentAttempt)
          .set({ settledAt: now })
          .where("id = :id AND status = 'processing' AND settled_at IS NULL", { id: attempt.id })
          .execute();
        if (!claimed.affected) return false;
        const order = await manager.getRepository(Order).findOneBy({ id: attempt.orderId });
        if (!order) return false;
        if (!state) {
          await recordCharge(manager, order, attempt.id, notReceived, now);
          await manager.getRepository(PaymentAttempt).update(attempt.id, { status: 'failed' });
          return true;
        }
        if (state.status === 'approved' || state.status === 'refused' || state.status === 'pending') {
          await recordCharge(manager, order, attempt.id, state, now);
          return true;
        }
        // Settled at the provider beyond a charge's first outcome: the attempt failed to pay
        // (cancelled, expired) or paid and was then refunded or disputed; the order follows.
        await manager.getRepository(PaymentAttempt).update(attempt.id, {
          status: state.status === 'cancelled' || state.status === 'expired' ? 'failed' : 'approved',
          reference: state.reference,
        });
        await followProviderState(manager, order, state, now);
        return true;
      });
      if (done) settled += 1;
    }
    return settled;
  }

  async #expireUnpaid(now: Date): Promise<number> {
    const { db, gateways, logger, batchSize } = this.#options;
    const orders = await db.manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .where("o.status = 'pending'")
      .andWhere(
        "((o.paymentMethod = 'pix' AND o.pixExpiresAt <= :now) OR (o.paymentMethod = 'boleto' AND o.boletoDueDate <= :cleared))",
        {
          now: sqlTime(db.kind, now),
          cleared: sqlTime(db.kind, new Date(now.getTime() - BOLETO_CLEARING_MS)),
        },
      )
      .orderBy('o.id', 'ASC')
      .limit(batchSize)
      .getMany();
    let expired = 0;
    for (const order of orders) {
      const provider = await gateways.byId(db.manager, order.storeId, order.gateway);
      let state: ChargeState | null = null;
      try {
        state =
          provider && order.gatewayReference
            ? await provider.lookup({ reference: order.gatewayReference })
            : null;
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, 'Gateway indisponível na conciliação');
        continue;
      }
      // The provider still takes payment for it (its own expiry is later): leave it.
      if (state?.status === 'pending') continue;
      const changed = await db.transaction(async (manager) => {
        const current = await manager.getRepository(Order).findOneBy({ id: order.id });
        if (current?.status !== 'pending') return false;
        if (state?.status === 'approved') {
          return Boolean(
            await transitionOrder(manager, {
              order: current,
              to: 'approved',
              cause: approvedCause(null),
              changes: { paidAt: now },
              now,
            }),
          );
        }
        return Boolean(
          await transitionOrder(manager, {
            order: current,
            to: 'expired',
            cause:
              current.paymentMethod === 'pix'
                ? ORDER_EVENT_CAUSES.pixExpired
                : ORDER_EVENT_CAUSES.boletoExpired,
            now,
          }),
        );
      });
      if (changed) expired += 1;
    }
    return expired;
  }
}
