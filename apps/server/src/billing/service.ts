import { createHash, randomBytes } from 'node:crypto';
import {
  type BillingCard as BillingCardView,
  type BillingSummary,
  CARD_EXPIRED_MESSAGE,
  CARD_NOT_FOUND_MESSAGE,
  CARD_OTHER_PROVIDER_MESSAGE,
  CARD_SAVE_UNAVAILABLE_MESSAGE,
  CARD_TOKEN_MESSAGE,
  CARDS_MERCADOPAGO_UNAVAILABLE_MESSAGE,
  CARDS_PROVIDER_UNAVAILABLE_MESSAGE,
  type CardBrand,
  CHARGE_LIMIT_CENTS,
  DEPOSIT_BONUS_BPS,
  DEPOSIT_NOT_FOUND_MESSAGE,
  DEPOSIT_NOT_TEST_MESSAGE,
  type Deposit,
  type DepositPurpose,
  depositBonusCents,
  NO_CARD_MESSAGE,
  NOTHING_PENDING_MESSAGE,
  OVERDUE_BANNER_MESSAGE,
  planTerms,
  SUSPENDED_BANNER_MESSAGE,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { BillingConfig, Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import {
  BillingAccount,
  BillingCard,
  BillingCharge,
  type BillingChargeTrigger,
  BillingDeposit,
  User,
} from '../db/entities/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import type { CardInput, ChargeResult, PaymentProvider } from '../payments/provider.ts';
import { qrSvg } from '../payments/qr.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../shared/errors.ts';
import { onChargeLimitReached } from './fees.ts';
import {
  appendEntry,
  billingStatus,
  daysSince,
  ensureAccount,
  isWarned,
  lockAccount,
  pendingOf,
  startOverdue,
} from './ledger.ts';
import { enableBillingNotices } from './notices.ts';

/*
 * How merchants pay Pagora: the platform's own payment provider (test mode by default; Mercado
 * Pago or Pagar.me with Pagora's credentials from BILLING_*) charges PIX deposits and the cards
 * on file. Every provider call happens outside a transaction, between one that records the
 * attempt and one that records its result (as the checkout's charges do), with an idempotency key
 * per attempt so a retry never charges twice.
 *
 * Cards on file: test mode keeps its own reusable token. A real provider's browser token is single
 * use, so the provider must keep the card for its customer (`saveCard`: Pagar.me) and Pagora keeps
 * the ids; a provider that cannot charge a saved card without the holder typing the CVV again
 * (Mercado Pago) takes no cards on file, and the screen says why.
 */

/** How long a deposit's PIX code can be paid. */
const DEPOSIT_PIX_MS = 60 * 60 * 1000;
/** An overdue account's default card is retried automatically at most this often. */
const AUTO_RETRY_MS = 24 * 60 * 60 * 1000;
/** Deposits listed under Sistema de Cobrança. */
const LAST_DEPOSITS = 10;

export const PIX_UNAVAILABLE_MESSAGE = 'Não foi possível gerar o PIX agora. Tente novamente em instantes.';
export const CHARGE_UNKNOWN_MESSAGE =
  'Não recebemos a resposta da operadora do cartão. Confira o extrato em alguns minutos antes de tentar de novo.';
export const CHARGE_IN_PROGRESS_MESSAGE = 'Já há uma cobrança deste cartão em andamento.';

/** Test mode's card tokens (see testCardToken in the contract and the test provider). */
const TEST_TOKEN = /^tok_test_(approve|declined|funds|expired|unsupported)_([a-z]+)_(\d{4})_[0-9a-f]{16}$/;

export type CollectOutcome =
  | { status: 'nothing' | 'no_card' | 'in_progress' | 'unknown' }
  | { status: 'approved'; amountCents: number }
  | { status: 'refused'; amountCents: number; reason: string };

export interface BillingDeps {
  db: Database;
  config: Pick<Config, 'billing' | 'publicUrl' | 'mercadopagoScriptUrl' | 'pagarmeScriptUrl'>;
  gateways: PaymentGateways;
  logger: Logger;
  mailer: Mailer;
}

function depositView(deposit: BillingDeposit): Deposit {
  const payable = deposit.status === 'pending' && deposit.pixPayload !== null;
  return {
    id: deposit.id,
    purpose: deposit.purpose,
    amount_cents: deposit.amountCents,
    bonus_cents: deposit.bonusCents,
    status: deposit.status,
    created_at: deposit.createdAt.toISOString(),
    paid_at: deposit.paidAt?.toISOString() ?? null,
    expires_at: deposit.expiresAt?.toISOString() ?? null,
    pix_code: payable ? deposit.pixPayload : null,
    pix_qr:
      payable && deposit.pixPayload
        ? `data:image/svg+xml;base64,${Buffer.from(qrSvg(deposit.pixPayload)).toString('base64')}`
        : null,
  };
}

function cardView(card: BillingCard): BillingCardView {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    is_default: card.isDefault,
    created_at: card.createdAt.toISOString(),
  };
}

/** The account's billing: one per app, shared by the routes and the billing worker. */
export class BillingService {
  readonly #deps: BillingDeps;
  readonly provider: PaymentProvider;

  constructor(deps: BillingDeps) {
    this.#deps = deps;
    this.provider = platformProvider(deps.config.billing, deps.gateways);
    enableBillingNotices({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
    // Fees that reach the limit are charged to the default card once their transaction commits.
    onChargeLimitReached(deps.db.dataSource, (userId) => {
      this.collect(userId, 'limit', new Date()).catch((error: unknown) =>
        deps.logger.error({ err: error, userId }, 'Falha ao cobrar as taxas no cartão'),
      );
    });
  }

  get config(): BillingConfig {
    return this.#deps.config.billing;
  }

  // ─── Summary ──────────────────────────────────────────────────────────────────────────────────

  async summary(userId: number, now: Date): Promise<BillingSummary> {
    const manager = this.#deps.db.manager;
    const account = await this.#account(userId, now);
    const card = await manager.getRepository(BillingCard).findOne({ where: { userId, isDefault: true } });
    const status = billingStatus(account, now);
    const pending = pendingOf(account);
    const overdue = status !== 'em_dia';
    const terms = planTerms(account.plan);
    const { provider, publicKey } = this.config;
    return {
      balance_cents: account.balanceCents,
      available_cents: Math.max(0, account.balanceCents),
      pending_cents: pending,
      pending_since: overdue ? (account.overdueSince?.toISOString() ?? null) : null,
      days_pending: overdue ? daysSince(account.overdueSince, now) : 0,
      status,
      banner:
        status === 'suspensa'
          ? SUSPENDED_BANNER_MESSAGE
          : isWarned(account, now)
            ? OVERDUE_BANNER_MESSAGE
            : null,
      checkout_suspended: status === 'suspensa',
      plan: { id: terms.id, name: terms.name },
      charge_limit_cents: CHARGE_LIMIT_CENTS,
      deposit_bonus_bps: DEPOSIT_BONUS_BPS,
      test_mode: provider === 'test',
      card_tokenizer: {
        provider,
        public_key: provider === 'test' ? null : (publicKey ?? null),
        script_url:
          provider === 'mercadopago'
            ? this.#deps.config.mercadopagoScriptUrl
            : provider === 'pagarme'
              ? this.#deps.config.pagarmeScriptUrl
              : null,
        cards_unavailable: this.cardsUnavailable(),
      },
      actions: { pay_pix: pending > 0, pay_card: pending > 0 },
      default_card: card ? cardView(card) : null,
    };
  }

  async #account(userId: number, now: Date): Promise<BillingAccount> {
    const found = await this.#deps.db.manager.getRepository(BillingAccount).findOne({ where: { userId } });
    return found ?? this.#deps.db.transaction((manager) => ensureAccount(manager, userId, now));
  }

  // ─── Deposits ─────────────────────────────────────────────────────────────────────────────────

  async deposits(userId: number, now: Date): Promise<Deposit[]> {
    const repo = this.#deps.db.manager.getRepository(BillingDeposit);
    const find = () =>
      repo.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: LAST_DEPOSITS });
    const rows = await find();
    // A code past its expiry is asked about now, so the list never shows a dead code as payable.
    const stale = rows.filter((row) => row.status === 'pending' && row.expiresAt && row.expiresAt <= now);
    for (const row of stale) await this.refreshDeposit(row, now);
    return (stale.length > 0 ? await find() : rows).map(depositView);
  }

  /**
   * A PIX charge to Pagora: a deposit of `amountCents` (credited with its bonus when paid), or a
   * settlement of exactly what is pending now (no bonus).
   */
  async createDeposit(
    userId: number,
    purpose: DepositPurpose,
    amountCents: number | null,
    now: Date,
  ): Promise<Deposit> {
    const { db } = this.#deps;
    const deposit = await db.transaction(async (manager) => {
      const account = await lockAccount(manager, userId, now);
      const amount = purpose === 'settlement' ? pendingOf(account) : (amountCents ?? 0);
      if (amount <= 0) throw new ConflictError(NOTHING_PENDING_MESSAGE);
      const repo = manager.getRepository(BillingDeposit);
      return repo.save(
        repo.create({
          userId,
          purpose,
          amountCents: amount,
          bonusCents: purpose === 'deposit' ? depositBonusCents(amount) : 0,
          status: 'pending',
          provider: this.provider.id,
          idempotencyKey: `billing-deposit-${randomBytes(12).toString('hex')}`,
          reference: null,
          pixPayload: null,
          expiresAt: null,
          paidAt: null,
        }),
      );
    });
    const user = await db.manager.getRepository(User).findOneOrFail({ where: { id: userId } });
    const { pixKey, pixName, pixCity } = this.config;
    let result: Awaited<ReturnType<PaymentProvider['charge']>>;
    try {
      result = await this.provider.charge({
        idempotencyKey: deposit.idempotencyKey,
        amountCents: deposit.amountCents,
        method: 'pix',
        description: purpose === 'deposit' ? `Depósito Pagora #${deposit.id}` : `Taxas Pagora #${deposit.id}`,
        orderNumber: deposit.id,
        buyer: {
          name: user.fullName,
          email: user.email,
          cpf: /^\d{11}$/.test(user.documento) ? user.documento : null,
        },
        pix: { key: pixKey, merchantName: pixName, city: pixCity },
        expiresAt: new Date(now.getTime() + DEPOSIT_PIX_MS),
        now,
      });
    } catch (error) {
      this.#deps.logger.error({ err: error, depositId: deposit.id }, 'Falha ao gerar o PIX de depósito');
      await db.manager.getRepository(BillingDeposit).update({ id: deposit.id }, { status: 'cancelled' });
      throw new HttpError(502, PIX_UNAVAILABLE_MESSAGE);
    }
    if (result.status !== 'pending' || !result.pix) {
      await db.manager.getRepository(BillingDeposit).update({ id: deposit.id }, { status: 'cancelled' });
      throw new HttpError(502, PIX_UNAVAILABLE_MESSAGE);
    }
    await db.manager
      .getRepository(BillingDeposit)
      .update(
        { id: deposit.id },
        { reference: result.reference, pixPayload: result.pix.payload, expiresAt: result.pix.expiresAt },
      );
    return depositView(
      await db.manager.getRepository(BillingDeposit).findOneOrFail({ where: { id: deposit.id } }),
    );
  }

  async #ownDeposit(userId: number, id: number): Promise<BillingDeposit> {
    const deposit = await this.#deps.db.manager
      .getRepository(BillingDeposit)
      .findOne({ where: { id, userId } });
    if (!deposit) throw new NotFoundError(DEPOSIT_NOT_FOUND_MESSAGE);
    return deposit;
  }

  /** A deposit as it stands, asking the provider again while it is pending. */
  async deposit(userId: number, id: number, now: Date): Promise<Deposit> {
    const deposit = await this.#ownDeposit(userId, id);
    if (deposit.status === 'pending') await this.refreshDeposit(deposit, now);
    return depositView(await this.#ownDeposit(userId, id));
  }

  /** Test mode: the bank's confirmation of a deposit's PIX, then the credit. */
  async simulateDepositPayment(userId: number, id: number, now: Date): Promise<Deposit> {
    const deposit = await this.#ownDeposit(userId, id);
    if (!this.provider.testMode || deposit.provider !== this.#deps.gateways.test.id || !deposit.reference) {
      throw new ConflictError(DEPOSIT_NOT_TEST_MESSAGE);
    }
    await this.#deps.gateways.test.simulatePayment(deposit.reference, now);
    await this.refreshDeposit(deposit, now);
    return depositView(await this.#ownDeposit(userId, id));
  }

  /** Looks the deposit's charge up at the provider and records what it says (paid, expired). */
  async refreshDeposit(deposit: BillingDeposit, now: Date): Promise<void> {
    if (deposit.status !== 'pending' || !deposit.reference) return;
    const state = await this.provider.lookup({ reference: deposit.reference });
    if (!state) return;
    if (state.status === 'approved') {
      await this.#deps.db.transaction((manager) => creditDeposit(manager, deposit.id, now));
    } else if (state.status === 'expired' || state.status === 'cancelled') {
      await this.#deps.db.manager
        .getRepository(BillingDeposit)
        .update({ id: deposit.id, status: 'pending' }, { status: state.status });
    }
  }

  // ─── Cards on file ────────────────────────────────────────────────────────────────────────────

  async cards(userId: number): Promise<BillingCardView[]> {
    const rows = await this.#deps.db.manager
      .getRepository(BillingCard)
      .find({ where: { userId }, order: { isDefault: 'DESC', id: 'ASC' } });
    return rows.map(cardView);
  }

  /** Why cards on file cannot be added with the platform provider; null when they can. */
  cardsUnavailable(): string | null {
    if (this.#isTestMode() || this.provider.saveCard) return null;
    return this.provider.id === 'mercadopago'
      ? CARDS_MERCADOPAGO_UNAVAILABLE_MESSAGE
      : CARDS_PROVIDER_UNAVAILABLE_MESSAGE;
  }

  #isTestMode(): boolean {
    return this.provider === this.#deps.gateways.test;
  }

  /**
   * Keeps a card the provider tokenized in the merchant's browser: test mode's reusable token, or
   * (a real provider) the card the provider saved for the merchant as its customer. Stored: the
   * reference, brand, last four digits and expiry. The first card is the default.
   */
  async addCard(
    userId: number,
    card: { token: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number },
    now: Date,
  ): Promise<void> {
    const unavailable = this.cardsUnavailable();
    if (unavailable) throw new ConflictError(unavailable);
    if (expired(card.exp_month, card.exp_year, now)) throw new ValidationError(CARD_EXPIRED_MESSAGE);
    let kept: Pick<BillingCard, 'token' | 'customerId' | 'brand' | 'last4' | 'expMonth' | 'expYear'>;
    if (this.#isTestMode()) {
      const match = TEST_TOKEN.exec(card.token);
      if (!match || match[2] !== card.brand || match[3] !== card.last4) {
        throw new ValidationError(CARD_TOKEN_MESSAGE);
      }
      kept = {
        token: card.token,
        customerId: null,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    } else {
      kept = await this.#saveAtProvider(userId, card.token, now);
    }
    await this.#deps.db.transaction(async (manager) => {
      const account = await lockAccount(manager, userId, now);
      if (kept.customerId && account.cardCustomerId !== kept.customerId) {
        await manager
          .getRepository(BillingAccount)
          .update(
            { id: account.id },
            { cardCustomerProvider: this.provider.id, cardCustomerId: kept.customerId },
          );
      }
      const repo = manager.getRepository(BillingCard);
      const hasDefault = await repo.exists({ where: { userId, isDefault: true } });
      await repo.save(repo.create({ userId, provider: this.provider.id, ...kept, isDefault: !hasDefault }));
    });
  }

  /**
   * The provider keeps the card under the merchant's customer there (created on the first card,
   * reused after). Brand, last four and expiry are the provider's, not the browser's. The key is
   * derived from the single-use token, so a retried request saves the same card once.
   */
  async #saveAtProvider(userId: number, token: string, now: Date) {
    const saveCard = this.provider.saveCard?.bind(this.provider);
    if (!saveCard) throw new ConflictError(CARDS_PROVIDER_UNAVAILABLE_MESSAGE);
    const { db, logger } = this.#deps;
    const account = await this.#account(userId, now);
    const user = await db.manager.getRepository(User).findOneOrFail({ where: { id: userId } });
    let result: Awaited<ReturnType<typeof saveCard>>;
    try {
      result = await saveCard({
        token,
        customerId: account.cardCustomerProvider === this.provider.id ? account.cardCustomerId : null,
        customer: {
          code: `pagora-user-${userId}`,
          name: user.fullName,
          email: user.email,
          cpf: /^\d{11}$/.test(user.documento) ? user.documento : null,
        },
        idempotencyKey: `billing-card-${createHash('sha256').update(token).digest('hex').slice(0, 32)}`,
      });
    } catch (error) {
      // Unknown outcome: nothing is stored here; the card form makes a new token on the next try.
      logger.error({ err: error, userId }, 'Cadastro de cartão sem resposta do provedor');
      throw new HttpError(502, CARD_SAVE_UNAVAILABLE_MESSAGE);
    }
    if (result.status === 'refused') throw new ValidationError(result.reason);
    if (!/^\d{4}$/.test(result.last4) || expired(result.expMonth, result.expYear, now)) {
      throw new ValidationError(/^\d{4}$/.test(result.last4) ? CARD_EXPIRED_MESSAGE : CARD_TOKEN_MESSAGE);
    }
    return {
      token: result.cardId,
      customerId: result.customerId,
      brand: result.brand,
      last4: result.last4,
      expMonth: result.expMonth,
      expYear: result.expYear,
    };
  }

  async setDefaultCard(userId: number, cardId: number, now: Date): Promise<void> {
    await this.#deps.db.transaction(async (manager) => {
      await lockAccount(manager, userId, now);
      const repo = manager.getRepository(BillingCard);
      if (!(await repo.exists({ where: { id: cardId, userId } })))
        throw new NotFoundError(CARD_NOT_FOUND_MESSAGE);
      await repo.update({ userId, isDefault: true }, { isDefault: false });
      await repo.update({ id: cardId }, { isDefault: true });
    });
  }

  /**
   * Forgets a card; when it was the default, the oldest remaining card becomes the default. A card
   * the provider keeps is deleted there too, once Pagora no longer uses it (a failure there is
   * logged: the card can no longer be charged by Pagora either way).
   */
  async removeCard(userId: number, cardId: number, now: Date): Promise<void> {
    const removed = await this.#deps.db.transaction(async (manager) => {
      await lockAccount(manager, userId, now);
      const repo = manager.getRepository(BillingCard);
      const card = await repo.findOne({ where: { id: cardId, userId } });
      if (!card) throw new NotFoundError(CARD_NOT_FOUND_MESSAGE);
      await repo.delete({ id: cardId });
      if (card.isDefault) {
        const next = await repo.findOne({ where: { userId }, order: { id: 'ASC' } });
        if (next) await repo.update({ id: next.id }, { isDefault: true });
      }
      return card;
    });
    if (removed.customerId && removed.provider === this.provider.id && this.provider.deleteSavedCard) {
      await this.provider
        .deleteSavedCard({ customerId: removed.customerId, cardId: removed.token })
        .catch((error: unknown) =>
          this.#deps.logger.error({ err: error, userId }, 'Falha ao apagar o cartão no provedor'),
        );
    }
  }

  // ─── Card charges ─────────────────────────────────────────────────────────────────────────────

  /**
   * Charges a card on file (the default unless `cardId`) for exactly the fees pending now. An
   * automatic charge ('limit', 'month_end') that cannot be made or is refused starts the overdue
   * period and e-mails the merchant; the fees stay pending either way.
   */
  async collect(
    userId: number,
    trigger: BillingChargeTrigger,
    now: Date,
    cardId?: number,
  ): Promise<CollectOutcome> {
    const { db } = this.#deps;
    const attempt = await db.transaction(async (manager) => {
      const account = await lockAccount(manager, userId, now);
      const pending = pendingOf(account);
      if (pending === 0) return { status: 'nothing' as const };
      const charges = manager.getRepository(BillingCharge);
      if (await charges.exists({ where: { userId, status: 'processing' } }))
        return { status: 'in_progress' as const };
      if (trigger !== 'manual') {
        const last = account.lastAutoChargeAt;
        if (account.overdueSince && last && now.getTime() - last.getTime() < AUTO_RETRY_MS) {
          return { status: 'in_progress' as const };
        }
        await manager.getRepository(BillingAccount).update({ id: account.id }, { lastAutoChargeAt: now });
      }
      const card = await manager
        .getRepository(BillingCard)
        .findOne({ where: cardId === undefined ? { userId, isDefault: true } : { userId, id: cardId } });
      if (!card) {
        if (cardId !== undefined) throw new NotFoundError(CARD_NOT_FOUND_MESSAGE);
        if (trigger !== 'manual') await startOverdue(manager, userId, NO_CARD_MESSAGE, now);
        return { status: 'no_card' as const };
      }
      const charge = await charges.save(
        charges.create({
          userId,
          cardId: card.id,
          amountCents: pending,
          status: 'processing',
          trigger,
          idempotencyKey: `billing-charge-${randomBytes(12).toString('hex')}`,
          reference: null,
          reason: null,
        }),
      );
      return { status: 'charge' as const, charge, card: cardInputOf(card, this.provider) };
    });
    if (attempt.status !== 'charge') return attempt;
    const { charge, card } = attempt;
    if (!card) {
      // Saved with another provider than the one configured now: this one cannot charge it.
      return db.transaction((manager) =>
        recordChargeResult(
          manager,
          charge.id,
          {
            status: 'refused',
            reference: '',
            reason: CARD_OTHER_PROVIDER_MESSAGE,
            code: 'local_other_provider',
            class: 'hard',
            card: null,
          },
          now,
        ),
      );
    }
    const user = await db.manager.getRepository(User).findOneOrFail({ where: { id: userId } });
    let result: ChargeResult;
    try {
      result = await this.provider.charge({
        idempotencyKey: charge.idempotencyKey,
        amountCents: charge.amountCents,
        method: 'card',
        description: `Taxas Pagora #${charge.id}`,
        orderNumber: charge.id,
        buyer: {
          name: user.fullName,
          email: user.email,
          cpf: /^\d{11}$/.test(user.documento) ? user.documento : null,
        },
        card,
        now,
      });
    } catch (error) {
      // The outcome is unknown: the attempt stays 'processing' and the worker asks the provider.
      this.#deps.logger.error(
        { err: error, chargeId: charge.id },
        'Cobrança de taxas sem resposta do provedor',
      );
      return { status: 'unknown' };
    }
    // The issuer is still deciding (Pagar.me's 'processing' card): the attempt stays 'processing'
    // and the worker's lookup records the end, as for an unknown outcome.
    if (result.status === 'pending') return { status: 'unknown' };
    return db.transaction((manager) => recordChargeResult(manager, charge.id, result, now));
  }

  /** Charges still 'processing' (a crash, a timeout): asks the provider what happened. */
  async settleProcessingCharges(now: Date, olderThanMs = 60_000): Promise<number> {
    const { db } = this.#deps;
    const stale = await db.manager
      .getRepository(BillingCharge)
      .createQueryBuilder('charge')
      .where('charge.status = :status', { status: 'processing' })
      .getMany();
    let settled = 0;
    for (const charge of stale) {
      if (now.getTime() - charge.createdAt.getTime() < olderThanMs) continue;
      const state = await this.provider.lookup({ idempotencyKey: charge.idempotencyKey });
      // Still processing at the issuer: not over, asked again on the next run.
      if (state?.status === 'pending') continue;
      const result =
        state && (state.status === 'approved' || state.status === 'refused')
          ? state
          : ({
              status: 'refused',
              reference: '',
              reason: 'Cobrança não concluída.',
              code: '',
              class: 'unknown',
              card: null,
            } as const);
      await db.transaction((manager) => recordChargeResult(manager, charge.id, result, now));
      settled += 1;
    }
    return settled;
  }
}

/** Records a card charge's result once: approved → a card_charge credit; refused → fees stay pending. */
async function recordChargeResult(
  manager: EntityManager,
  chargeId: number,
  result: Awaited<ReturnType<PaymentProvider['charge']>>,
  now: Date,
): Promise<CollectOutcome> {
  const charges = manager.getRepository(BillingCharge);
  const charge = await charges.findOneOrFail({ where: { id: chargeId } });
  if (result.status === 'approved') {
    const moved = await charges
      .createQueryBuilder()
      .update()
      .set({ status: 'approved', reference: result.reference })
      .where('id = :id AND status = :processing', { id: chargeId, processing: 'processing' })
      .execute();
    if (moved.affected) {
      const card = charge.cardId
        ? await manager.getRepository(BillingCard).findOne({ where: { id: charge.cardId } })
        : null;
      await appendEntry(
        manager,
        {
          userId: charge.userId,
          kind: 'card_charge',
          reference: `charge:${charge.id}`,
          amountCents: charge.amountCents,
          description: card ? `Cobrança no cartão final ${card.last4}` : 'Cobrança no cartão',
        },
        now,
      );
    }
    return { status: 'approved', amountCents: charge.amountCents };
  }
  const reason = result.status === 'refused' ? result.reason : 'Cobrança não concluída.';
  const moved = await charges
    .createQueryBuilder()
    .update()
    .set({ status: 'refused', reason: reason.slice(0, 200), reference: result.reference || null })
    .where('id = :id AND status = :processing', { id: chargeId, processing: 'processing' })
    .execute();
  if (moved.affected && charge.trigger !== 'manual') await startOverdue(manager, charge.userId, reason, now);
  return { status: 'refused', amountCents: charge.amountCents, reason };
}

/** Credits a paid deposit once: the amount, and its bonus as a separate entry. */
export async function creditDeposit(manager: EntityManager, depositId: number, now: Date): Promise<boolean> {
  const moved = await manager
    .createQueryBuilder()
    .update(BillingDeposit)
    .set({ status: 'paid', paidAt: now })
    .where('id = :id AND status = :pending', { id: depositId, pending: 'pending' })
    .execute();
  if (!moved.affected) return false;
  const deposit = await manager.getRepository(BillingDeposit).findOneOrFail({ where: { id: depositId } });
  const label = deposit.purpose === 'deposit' ? `Depósito PIX #${deposit.id}` : `Quitação PIX #${deposit.id}`;
  await appendEntry(
    manager,
    {
      userId: deposit.userId,
      kind: 'pix_deposit',
      reference: `deposit:${deposit.id}`,
      amountCents: deposit.amountCents,
      description: label,
    },
    now,
  );
  if (deposit.bonusCents > 0) {
    await appendEntry(
      manager,
      {
        userId: deposit.userId,
        kind: 'deposit_bonus',
        reference: `deposit:${deposit.id}`,
        amountCents: deposit.bonusCents,
        description: `Bônus de 10% do depósito PIX #${deposit.id}`,
      },
      now,
    );
  }
  return true;
}

/** Whether a card expiring at the end of month/year is past `now`'s month (UTC). */
function expired(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * How the provider charges a card on file: test mode's reusable token, or the provider's saved
 * card of its customer. Null when the card was saved with another provider.
 */
function cardInputOf(card: BillingCard, provider: PaymentProvider): CardInput | null {
  if (card.provider !== provider.id) return null;
  return card.customerId
    ? { savedCard: { customerId: card.customerId, cardId: card.token }, installments: 1 }
    : { token: card.token, installments: 1 };
}

/** Pagora's own provider for merchants' payments. */
function platformProvider(config: BillingConfig, gateways: PaymentGateways): PaymentProvider {
  if (config.provider === 'test') return gateways.test;
  return gateways.provider(0, {
    id: config.provider,
    publicKey: config.publicKey ?? '',
    secretKey: config.secretKey ?? '',
    webhookSecret: config.webhookSecret ?? null,
  });
}
