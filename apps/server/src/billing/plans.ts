import {
  type ChangePlanResponse,
  PLAN_ALREADY_CURRENT_MESSAGE,
  PLAN_IDS,
  PLAN_SCHEDULE_CANCELLED_MESSAGE,
  PLAN_SOLD_OUT_MESSAGE,
  PLAN_TERMS,
  type PlanId,
  type PlansResponse,
  planChangedMessage,
  planRank,
  planScheduledMessage,
  planTerms,
  roundHalfUpDiv,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { BillingAccount } from '../db/entities/index.ts';
import { ConflictError } from '../shared/errors.ts';
import { localParts, startOfLocalMonth, startOfNextLocalMonth } from '../shared/zoned-time.ts';
import { appendEntry, BILLING_ZONE, billingMonth, ensureAccount, lockAccount } from './ledger.ts';

/*
 * Plans. An upgrade takes effect at once and charges the new monthly price pro rata for the rest
 * of the month (days left, today included, over the days of the month; round half up), less the
 * same share of the old plan's price when the old plan was paid for this month. A downgrade from
 * a paid plan waits for the end of the paid month (`renewMonth` applies it); from a free plan it
 * is immediate. Escala has a configured number of spots.
 */

const DAY_MS = 86_400_000;

/** Days left in the month (today included) and the month's length, in the billing zone. */
export function monthShare(now: Date): { daysLeft: number; daysInMonth: number } {
  const start = startOfLocalMonth(now, BILLING_ZONE);
  const next = startOfNextLocalMonth(now, BILLING_ZONE);
  const daysInMonth = Math.round((next.getTime() - start.getTime()) / DAY_MS);
  const day = localParts(now, BILLING_ZONE).day;
  return { daysLeft: daysInMonth - day + 1, daysInMonth };
}

/** round half up (monthly × days left ÷ days in month). */
export function proRataCents(monthlyCents: number, now: Date): number {
  const { daysLeft, daysInMonth } = monthShare(now);
  return roundHalfUpDiv(monthlyCents * daysLeft, daysInMonth);
}

/** 'dd/MM/yyyy' in the billing zone. */
export function billingDate(instant: Date): string {
  const p = localParts(instant, BILLING_ZONE);
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}`;
}

/** Accounts on each plan with limited spots. */
async function takenSpots(manager: EntityManager, plan: PlanId): Promise<number> {
  return manager.getRepository(BillingAccount).count({ where: { plan } });
}

export interface PlanLimits {
  /** Spots of Escala (BILLING_ESCALA_SPOTS). */
  escalaSpots: number;
}

export async function plansView(
  manager: EntityManager,
  userId: number,
  limits: PlanLimits,
  now: Date,
): Promise<PlansResponse> {
  const account = await ensureAccount(manager, userId, now);
  const escalaLeft = Math.max(0, limits.escalaSpots - (await takenSpots(manager, 'escala')));
  return {
    plans: PLAN_TERMS.map((terms) => {
      const current = terms.id === account.plan;
      const spotsLeft = terms.id === 'escala' ? escalaLeft : null;
      return {
        ...terms,
        current,
        scheduled: account.scheduledPlan === terms.id,
        spots_left: spotsLeft,
        sold_out: !current && spotsLeft === 0,
        upgrade_charge_cents:
          planRank(terms.id) > planRank(account.plan) ? upgradeChargeCents(account, terms.id, now) : null,
      };
    }),
    current: account.plan,
    scheduled_change:
      account.scheduledPlan && account.paidUntil
        ? { plan: account.scheduledPlan, effective_at: account.paidUntil.toISOString() }
        : null,
    paid_until: account.paidUntil?.toISOString() ?? null,
  };
}

/**
 * What an upgrade charges now: the new plan's price for the rest of the month, less what the
 * current plan's price already covered of it (the same quote the plan cards show).
 */
function upgradeChargeCents(
  account: Pick<BillingAccount, 'plan' | 'paidUntil'>,
  target: PlanId,
  now: Date,
): number {
  const paidThisMonth = account.paidUntil !== null && account.paidUntil.getTime() > now.getTime();
  const credit = paidThisMonth ? proRataCents(planTerms(account.plan).monthly_cents, now) : 0;
  return Math.max(0, proRataCents(planTerms(target).monthly_cents, now) - credit);
}

export interface PlanChange {
  message: string;
  chargedCents: number;
}

/** Changes (or schedules) the plan inside the caller's transaction. */
export async function changePlan(
  manager: EntityManager,
  userId: number,
  target: PlanId,
  limits: PlanLimits,
  now: Date,
): Promise<PlanChange> {
  if (!PLAN_IDS.includes(target)) throw new ConflictError('Plano inválido.');
  const account = await lockAccount(manager, userId, now);
  const repo = manager.getRepository(BillingAccount);
  if (target === account.plan) {
    if (!account.scheduledPlan) throw new ConflictError(PLAN_ALREADY_CURRENT_MESSAGE);
    await repo.update({ id: account.id }, { scheduledPlan: null });
    return { message: PLAN_SCHEDULE_CANCELLED_MESSAGE, chargedCents: 0 };
  }
  const to = planTerms(target);
  if (planRank(target) > planRank(account.plan)) {
    if (target === 'escala') {
      // Two accounts taking the last spot at once: on PostgreSQL the count and the change are
      // serialised by a transaction-scoped lock (SQLite runs one write transaction at a time).
      if (manager.connection.options.type === 'postgres') {
        await manager.query("SELECT pg_advisory_xact_lock(hashtext('pagora:plan:escala'))");
      }
      if ((await takenSpots(manager, 'escala')) >= limits.escalaSpots) {
        throw new ConflictError(PLAN_SOLD_OUT_MESSAGE);
      }
    }
    const charge = upgradeChargeCents(account, target, now);
    if (charge > 0) {
      await appendEntry(
        manager,
        {
          userId,
          kind: 'plan_charge',
          reference: `upgrade:${target}:${billingMonth(now)}`,
          amountCents: -charge,
          description: `Plano ${to.name} (proporcional até ${billingDate(new Date(startOfNextLocalMonth(now, BILLING_ZONE).getTime() - 1))})`,
          plan: target,
        },
        now,
      );
    }
    await repo.update(
      { id: account.id },
      {
        plan: target,
        scheduledPlan: null,
        paidUntil: to.monthly_cents > 0 ? startOfNextLocalMonth(now, BILLING_ZONE) : null,
      },
    );
    return { message: planChangedMessage(to.name), chargedCents: charge };
  }
  // A downgrade: at once from a plan not paid for this month, else at the end of the paid month.
  if (account.paidUntil === null || account.paidUntil.getTime() <= now.getTime()) {
    await repo.update({ id: account.id }, { plan: target, scheduledPlan: null, paidUntil: null });
    return { message: planChangedMessage(to.name), chargedCents: 0 };
  }
  await repo.update({ id: account.id }, { scheduledPlan: target });
  return { message: planScheduledMessage(to.name, billingDate(account.paidUntil)), chargedCents: 0 };
}

/**
 * The start of a new month for one account, once per month: a scheduled downgrade takes effect,
 * then a paid plan is charged the new month in full. Returns whether anything was charged.
 */
export async function renewMonth(manager: EntityManager, userId: number, now: Date): Promise<boolean> {
  const account = await lockAccount(manager, userId, now);
  const month = billingMonth(now);
  if (account.cycleMonth >= month) return false;
  const plan = account.scheduledPlan ?? account.plan;
  const terms = planTerms(plan);
  let charged = false;
  if (terms.monthly_cents > 0) {
    const appended = await appendEntry(
      manager,
      {
        userId,
        kind: 'plan_charge',
        reference: `plan:${plan}:${month}`,
        amountCents: -terms.monthly_cents,
        description: `Mensalidade do plano ${terms.name} (${month.slice(5)}/${month.slice(0, 4)})`,
        plan,
      },
      now,
    );
    charged = appended !== null;
  }
  await manager.getRepository(BillingAccount).update(
    { id: account.id },
    {
      plan,
      scheduledPlan: null,
      cycleMonth: month,
      paidUntil: terms.monthly_cents > 0 ? startOfNextLocalMonth(now, BILLING_ZONE) : null,
    },
  );
  return charged;
}

export type { ChangePlanResponse };
