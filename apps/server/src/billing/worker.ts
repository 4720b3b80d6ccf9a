import { CHARGE_LIMIT_CENTS, OVERDUE_SUSPENSION_DAYS, OVERDUE_WARNING_DAYS } from '@pagora/contract';
import type { Logger } from 'pino';
import { IsNull, LessThan, LessThanOrEqual, Not } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { BillingAccount, BillingDeposit } from '../db/entities/index.ts';
import { PeriodicWorker } from '../jobs/runner.ts';
import { billingMonth, pendingOf } from './ledger.ts';
import { queueBillingNotice } from './notices.ts';
import { renewMonth } from './plans.ts';
import type { BillingService } from './service.ts';

/*
 * The billing clock, on every instance (each step is a conditional write, so two instances never
 * do one twice): at the start of each month (America/Sao_Paulo) scheduled downgrades take effect,
 * paid plans are charged the new month and pending fees are charged to the default card; pending
 * fees at the limit whose charge was missed are charged; overdue accounts get the 7-day and
 * 15-day e-mails; pending deposits and card charges without an answer are looked up.
 */

const DAY_MS = 86_400_000;
const INTERVAL_MS = 5 * 60 * 1000;

export interface BillingRun {
  renewed: number;
  collected: number;
  warned: number;
  suspended: number;
  deposits: number;
}

export class BillingWorker extends PeriodicWorker<BillingRun> {
  readonly #db: Database;
  readonly #billing: BillingService;

  constructor(options: { db: Database; billing: BillingService; logger: Logger }) {
    super('Cobrança do Pagora', INTERVAL_MS, options.logger);
    this.#db = options.db;
    this.#billing = options.billing;
  }

  async runOnce(now: Date): Promise<BillingRun> {
    const run: BillingRun = { renewed: 0, collected: 0, warned: 0, suspended: 0, deposits: 0 };
    const accounts = this.#db.manager.getRepository(BillingAccount);
    const month = billingMonth(now);

    // Month start: renewal, then the month-end charge of what is pending.
    const due = await accounts.find({ where: { cycleMonth: LessThan(month) }, select: { userId: true } });
    for (const { userId } of due) {
      await this.#db.transaction((manager) => renewMonth(manager, userId, now));
      run.renewed += 1;
      const outcome = await this.#billing.collect(userId, 'month_end', now);
      if (outcome.status === 'approved') run.collected += 1;
    }

    // Fees at the limit whose charge did not run (a restart between commit and charge), and the
    // daily retry of overdue accounts.
    const overLimit = await accounts.find({
      where: { balanceCents: LessThanOrEqual(-CHARGE_LIMIT_CENTS) },
      select: { userId: true },
    });
    const overdue = await accounts.find({ where: { overdueSince: Not(IsNull()) }, select: { userId: true } });
    const retry = new Set([...overLimit, ...overdue].map((account) => account.userId));
    for (const userId of retry) {
      const outcome = await this.#billing.collect(userId, 'limit', now);
      if (outcome.status === 'approved') run.collected += 1;
    }

    // The overdue steps' e-mails, once each per overdue period.
    const warnBefore = new Date(now.getTime() - OVERDUE_WARNING_DAYS * DAY_MS);
    const suspendBefore = new Date(now.getTime() - OVERDUE_SUSPENSION_DAYS * DAY_MS);
    for (const step of [
      { column: 'warnedAt', before: warnBefore, kind: 'overdue_warning' },
      { column: 'suspendedAt', before: suspendBefore, kind: 'suspended' },
    ] as const) {
      const candidates = await accounts.find({
        where: { overdueSince: LessThanOrEqual(step.before), [step.column]: IsNull() },
      });
      for (const account of candidates) {
        const sent = await this.#db.transaction(async (manager) => {
          const moved = await manager
            .createQueryBuilder()
            .update(BillingAccount)
            .set({ [step.column]: now })
            .where(`id = :id AND ${step.column === 'warnedAt' ? 'warned_at' : 'suspended_at'} IS NULL`, {
              id: account.id,
            })
            .andWhere('overdue_since IS NOT NULL AND balance_cents < 0')
            .execute();
          if (!moved.affected) return false;
          await queueBillingNotice(manager, account.userId, step.kind, { pendingCents: pendingOf(account) });
          return true;
        });
        if (sent) run[step.kind === 'overdue_warning' ? 'warned' : 'suspended'] += 1;
      }
    }

    // Deposits whose payment was not seen yet (real providers notify no one here: ask).
    const pending = await this.#db.manager
      .getRepository(BillingDeposit)
      .find({ where: { status: 'pending', reference: Not(IsNull()) } });
    for (const deposit of pending) {
      await this.#billing.refreshDeposit(deposit, now);
      run.deposits += 1;
    }
    await this.#billing.settleProcessingCharges(now);
    return run;
  }
}
