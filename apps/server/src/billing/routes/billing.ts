import type Router from '@koa/router';
import {
  addCardPayload,
  BILLING_RAW_CARD_FIELDS,
  CARD_ADDED_MESSAGE,
  CARD_DEFAULT_MESSAGE,
  CARD_NOT_FOUND_MESSAGE,
  CARD_RAW_REFUSED_MESSAGE,
  CARD_REMOVED_MESSAGE,
  type CardsResponse,
  type ChangePlanResponse,
  changePlanPayload,
  createDepositPayload,
  DEPOSIT_CREATED_MESSAGE,
  DEPOSIT_NOT_FOUND_MESSAGE,
  DEPOSIT_PAID_MESSAGE,
  type DepositResponse,
  type DepositsResponse,
  NO_CARD_MESSAGE,
  NOTHING_PENDING_MESSAGE,
  type PlansResponse,
  SETTLED_MESSAGE,
  type SettleCardResponse,
  type StatementPage,
  settleCardPayload,
  statementQuery,
} from '@pagora/contract';
import type Koa from 'koa';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody } from '../../http/validate.ts';
import { listQuery, sendCsv } from '../../orders/routes/orders.ts';
import { ConflictError, HttpError, ValidationError } from '../../shared/errors.ts';
import { localDate } from '../../shared/zoned-time.ts';
import { BILLING_ZONE } from '../ledger.ts';
import { changePlan, plansView } from '../plans.ts';
import { type BillingService, CHARGE_IN_PROGRESS_MESSAGE, CHARGE_UNKNOWN_MESSAGE } from '../service.ts';
import { statementCsv, statementPage } from '../statement.ts';

/** The app's billing service (main.ts runs its worker with it; tests reach it too). */
const services = new WeakMap<Koa, BillingService>();
export const attachBilling = (app: Koa, billing: BillingService) => services.set(app, billing);
export const billingOf = (app: Koa) => services.get(app);

/**
 * /financeiro and /configuracoes › Planos: the account's plan, balance, deposits, cards, statement
 * and regularização. Every call is the signed-in account's own (billing is per account).
 */
export function registerBillingRoutes(
  router: Router<AppState>,
  deps: AppDeps,
  billing: BillingService,
): void {
  const { db } = deps;
  const auth = requireAuth(db);
  const limits = { escalaSpots: deps.config.billing.escalaSpots };

  router.get('/api/billing/plans', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    ctx.body = (await plansView(db.manager, user.id, limits, new Date())) satisfies PlansResponse;
  });

  router.post('/api/billing/plan', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { plan } = validateBody(ctx, changePlanPayload);
    const now = new Date();
    const change = await db.transaction((manager) => changePlan(manager, user.id, plan, limits, now));
    ctx.body = {
      ...(await plansView(db.manager, user.id, limits, now)),
      message: change.message,
      charged_cents: change.chargedCents,
    } satisfies ChangePlanResponse;
  });

  router.get('/api/billing/summary', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    ctx.body = await billing.summary(user.id, new Date());
  });

  router.get('/api/billing/deposits', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    ctx.body = { deposits: await billing.deposits(user.id, new Date()) } satisfies DepositsResponse;
  });

  router.post('/api/billing/deposits', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { amount_cents } = validateBody(ctx, createDepositPayload);
    const deposit = await billing.createDeposit(user.id, 'deposit', amount_cents, new Date());
    ctx.status = 201;
    ctx.body = { deposit, message: DEPOSIT_CREATED_MESSAGE } satisfies DepositResponse;
  });

  router.get('/api/billing/deposits/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, DEPOSIT_NOT_FOUND_MESSAGE);
    const deposit = await billing.deposit(user.id, id, new Date());
    ctx.body = {
      deposit,
      message: deposit.status === 'paid' ? DEPOSIT_PAID_MESSAGE : null,
    } satisfies DepositResponse;
  });

  /** Test mode: the PIX is paid, as 'Marcar como pago' does for a test-mode order. */
  router.post('/api/billing/deposits/:id/simulate-payment', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const id = parseId(ctx.params.id, DEPOSIT_NOT_FOUND_MESSAGE);
    const deposit = await billing.simulateDepositPayment(user.id, id, new Date());
    ctx.body = {
      deposit,
      message: deposit.status === 'paid' ? DEPOSIT_PAID_MESSAGE : null,
    } satisfies DepositResponse;
  });

  router.get('/api/billing/cards', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    ctx.body = { cards: await billing.cards(user.id), message: null } satisfies CardsResponse;
  });

  router.post('/api/billing/cards', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    // The card itself never reaches Pagora: a body that carries it is refused without reading it.
    if (typeof body === 'object' && BILLING_RAW_CARD_FIELDS.some((name) => Object.hasOwn(body, name))) {
      throw new ValidationError(CARD_RAW_REFUSED_MESSAGE);
    }
    const card = validateBody(ctx, addCardPayload);
    await billing.addCard(user.id, card, new Date());
    ctx.status = 201;
    ctx.body = { cards: await billing.cards(user.id), message: CARD_ADDED_MESSAGE } satisfies CardsResponse;
  });

  router.post('/api/billing/cards/:id/default', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    await billing.setDefaultCard(user.id, parseId(ctx.params.id, CARD_NOT_FOUND_MESSAGE), new Date());
    ctx.body = { cards: await billing.cards(user.id), message: CARD_DEFAULT_MESSAGE } satisfies CardsResponse;
  });

  router.delete('/api/billing/cards/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    await billing.removeCard(user.id, parseId(ctx.params.id, CARD_NOT_FOUND_MESSAGE), new Date());
    ctx.body = { cards: await billing.cards(user.id), message: CARD_REMOVED_MESSAGE } satisfies CardsResponse;
  });

  router.get('/api/billing/statement', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const filter = listQuery(ctx, statementQuery);
    ctx.body = (await statementPage(db.manager, user.id, filter)) satisfies StatementPage;
  });

  /** Every row of the filtered statement (the page number is ignored). */
  router.get('/api/billing/statement/export', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const filter = listQuery(ctx, statementQuery);
    const day = localDate(new Date(), BILLING_ZONE);
    sendCsv(ctx, `extrato-${user.id}-${day}.csv`, statementCsv(db, user.id, filter));
  });

  /** Quitar com PIX: a PIX charge for exactly what is pending now. */
  router.post('/api/billing/settle/pix', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const deposit = await billing.createDeposit(user.id, 'settlement', null, new Date());
    ctx.status = 201;
    ctx.body = { deposit, message: DEPOSIT_CREATED_MESSAGE } satisfies DepositResponse;
  });

  /** Pagar com Cartão: a card on file (the default unless card_id) for exactly what is pending. */
  router.post('/api/billing/settle/card', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const { card_id } = validateBody(ctx, settleCardPayload);
    const now = new Date();
    const outcome = await billing.collect(user.id, 'manual', now, card_id);
    switch (outcome.status) {
      case 'nothing':
        throw new ConflictError(NOTHING_PENDING_MESSAGE);
      case 'no_card':
        throw new ConflictError(NO_CARD_MESSAGE);
      case 'in_progress':
        throw new ConflictError(CHARGE_IN_PROGRESS_MESSAGE);
      case 'unknown':
        throw new HttpError(502, CHARGE_UNKNOWN_MESSAGE);
      case 'refused':
        throw new HttpError(402, outcome.reason);
      case 'approved':
        ctx.body = {
          message: SETTLED_MESSAGE,
          summary: await billing.summary(user.id, now),
        } satisfies SettleCardResponse;
    }
  });
}
