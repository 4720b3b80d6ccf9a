import { z } from 'zod';
import { type CardBrand, cardBrand, digitsOnly } from './checkout-core.ts';
import { integerField } from './number-fields.ts';

/*
 * The merchant's bill (/financeiro and /configuracoes › Planos): Pagora's plans, its fee per
 * approved order, the account's ledger and how it is paid. Billing belongs to the account (the
 * person who signs in), not to one store: every store of the account pays into the same ledger,
 * and when fees stay unpaid every store of the account stops selling. No call takes a store_id.
 *
 * Money is integer cents everywhere. Rounding rule (the only place money is rounded):
 *   fee of an order = round half up (total_cents × percent_bps / 10 000) + fixed_cents,
 *   computed once, when the order is approved, with the plan the account is on at that moment,
 *   and written as one ledger entry. A reversal gives back exactly that entry's amount.
 *   A pro-rata monthly charge = round half up (monthly_cents × days left, today included ÷ days
 *   in the month), days counted in America/Sao_Paulo. The deposit bonus = round half up
 *   (deposit × 10 %). Nothing else is ever rounded: every balance is a plain sum of entries.
 *
 * GET    /api/billing/plans                   → PlansResponse
 * POST   /api/billing/plan                    ChangePlanPayload → ChangePlanResponse
 *        (409 PLAN_SOLD_OUT_MESSAGE when Escala has no spots left)
 * GET    /api/billing/summary                 → BillingSummary (header, banner, Regularização)
 * GET    /api/billing/deposits                → DepositsResponse (the last deposits, newest first)
 * POST   /api/billing/deposits                CreateDepositPayload → DepositResponse (a PIX charge)
 * GET    /api/billing/deposits/:id            → DepositResponse (asks the provider again while pending)
 * POST   /api/billing/deposits/:id/simulate-payment → DepositResponse (test mode only: the bank's
 *        confirmation, as 'Marcar como pago' does for test-mode orders; 409 outside test mode)
 * GET    /api/billing/cards                   → CardsResponse
 * POST   /api/billing/cards                   AddCardPayload → CardsResponse (422 when the body carries
 *        a card number, expiry text or CVV: only the provider's token is accepted)
 * POST   /api/billing/cards/:id/default       → CardsResponse
 * DELETE /api/billing/cards/:id               → CardsResponse
 * GET    /api/billing/statement?page=&from=&to=&kind=  → StatementPage
 * GET    /api/billing/statement/export?from=&to=&kind= → text/csv (every row of the filter)
 * POST   /api/billing/settle/pix              → DepositResponse (PIX for exactly the pending amount;
 *        409 NOTHING_PENDING_MESSAGE when em dia)
 * POST   /api/billing/settle/card             SettleCardPayload → SettleCardResponse (charges a card
 *        on file for exactly the pending amount; 402 with the refusal reason when refused)
 */

// ─── Plans ──────────────────────────────────────────────────────────────────────────────────────

export const PLAN_IDS = ['gratis', 'profissional', 'premium', 'escala'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanTerms {
  id: PlanId;
  name: string;
  /** The fee's percentage part in basis points: 200 = 2 %, 75 = 0,75 %. */
  percent_bps: number;
  /** The fee's fixed part per approved order, in cents. */
  fixed_cents: number;
  /** The monthly price in cents; 0 = free. */
  monthly_cents: number;
}

/** The four plans, cheapest first: a later one is an upgrade, an earlier one a downgrade. */
export const PLAN_TERMS: readonly PlanTerms[] = [
  { id: 'gratis', name: 'Grátis Inicial', percent_bps: 200, fixed_cents: 0, monthly_cents: 0 },
  { id: 'profissional', name: 'Profissional', percent_bps: 150, fixed_cents: 100, monthly_cents: 0 },
  { id: 'premium', name: 'Premium', percent_bps: 100, fixed_cents: 80, monthly_cents: 11990 },
  { id: 'escala', name: 'Escala', percent_bps: 75, fixed_cents: 65, monthly_cents: 24990 },
];

/** A new account starts here. */
export const DEFAULT_PLAN: PlanId = 'gratis';

export function planTerms(id: PlanId): PlanTerms {
  const terms = PLAN_TERMS.find((plan) => plan.id === id);
  if (!terms) throw new RangeError(`Plano desconhecido: ${id}`);
  return terms;
}

/** Position of a plan (0 = Grátis Inicial): moving to a higher one is an upgrade. */
export const planRank = (id: PlanId) => PLAN_IDS.indexOf(id);

/** round half up (a / b) for non-negative integers, exactly (no floating point past 2^53). */
export function roundHalfUpDiv(numerator: number, denominator: number): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError('roundHalfUpDiv: valores inválidos.');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The fee of one approved order: round half up (total × bps / 10 000) + fixed, in cents. */
export function orderFeeCents(
  totalCents: number,
  plan: Pick<PlanTerms, 'percent_bps' | 'fixed_cents'>,
): number {
  return roundHalfUpDiv(totalCents * plan.percent_bps, 10_000) + plan.fixed_cents;
}

/** '2%', '1,5% + R$ 1,00' — the rate as the plan cards show it. */
export function planRateLabel(plan: Pick<PlanTerms, 'percent_bps' | 'fixed_cents'>): string {
  const percent = `${(plan.percent_bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
  if (plan.fixed_cents === 0) return percent;
  const fixed = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
    plan.fixed_cents / 100,
  );
  return `${percent} + ${fixed}`;
}

export interface PlanView extends PlanTerms {
  /** The account is on this plan now ('Atual', disabled 'Plano Atual'). */
  current: boolean;
  /** A downgrade to this plan is scheduled (takes effect at `scheduled_change.effective_at`). */
  scheduled: boolean;
  /** Spots left for a plan with limited spots (Escala); null when unlimited. */
  spots_left: number | null;
  /** No spot left ('Vagas esgotadas'); never true for the current plan. */
  sold_out: boolean;
  /**
   * For a higher plan: what choosing it now would charge at once (the pro-rata monthly price less
   * what the current plan's price already covered), so the confirmation states the exact amount.
   * Absent or null for the current plan, a lower one, or when the server does not quote it.
   */
  upgrade_charge_cents?: number | null;
}

export interface ScheduledPlanChange {
  plan: PlanId;
  /** ISO instant: the end of the paid month, when the downgrade takes effect. */
  effective_at: string;
}

/** GET /api/billing/plans */
export interface PlansResponse {
  plans: PlanView[];
  current: PlanId;
  scheduled_change: ScheduledPlanChange | null;
  /** ISO instant the current paid month ends (null on a free plan). */
  paid_until: string | null;
}

/**
 * POST /api/billing/plan. An upgrade takes effect at once and charges the monthly price pro rata
 * for the rest of the month (less what the old plan's price already covered); a downgrade is
 * scheduled for the end of the paid month (immediate when the current plan is free). Choosing the
 * current plan while a downgrade is scheduled cancels the scheduled change.
 */
export const changePlanPayload = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Plano inválido.' }),
});
export type ChangePlanPayload = z.input<typeof changePlanPayload>;

export interface ChangePlanResponse extends PlansResponse {
  message: string;
  /** What the change charged now (a pro-rata plan_charge entry); 0 for a downgrade or a free plan. */
  charged_cents: number;
}

// ─── Balance, status, regularização ─────────────────────────────────────────────────────────────

/** Card charge threshold: pending fees are charged to the default card when they reach this. */
export const CHARGE_LIMIT_CENTS = 10_000;
/** The deposit bonus, in basis points of the deposit (10 %). */
export const DEPOSIT_BONUS_BPS = 1_000;
/** Days with fees overdue before the banner and e-mail. */
export const OVERDUE_WARNING_DAYS = 7;
/** Days with fees overdue before every checkout of the account stops selling. */
export const OVERDUE_SUSPENSION_DAYS = 15;
/** A full refund within this many days of the approval gives the order's fee back. */
export const FEE_REVERSAL_DAYS = 7;

/** The deposit bonus of a deposit: round half up (amount × 10 %). */
export const depositBonusCents = (amountCents: number) =>
  roundHalfUpDiv(amountCents * DEPOSIT_BONUS_BPS, 10_000);

export const BILLING_STATUSES = ['em_dia', 'pendente', 'suspensa'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  em_dia: 'Em dia',
  pendente: 'Pendente',
  suspensa: 'Checkout suspenso',
};

/** The card form's and the screens' explanation of the rules, shown as is. */
export const BILLING_RULES_TEXT = {
  rounding:
    'Taxa por pedido = percentual do plano sobre o total do pedido, arredondado ao centavo mais próximo (meio centavo para cima), mais a parte fixa. Calculada uma vez, na aprovação.',
  reversal: `Pedido reembolsado por completo em até ${FEE_REVERSAL_DAYS} dias da aprovação tem a taxa devolvida.`,
  balanceFirst: 'As taxas são pagas primeiro com o seu saldo; o que faltar fica pendente.',
  cardCharge:
    'Quando as taxas pendentes chegam a R$ 100,00, e no fim de cada mês, cobramos o cartão padrão. Uma cobrança recusada deixa as taxas pendentes.',
  overdue: `Taxas pendentes há ${OVERDUE_WARNING_DAYS} dias: aviso e e-mail. Há ${OVERDUE_SUSPENSION_DAYS} dias: o checkout das suas lojas para de vender até a quitação (nada é cobrado dos compradores).`,
  bonus: 'Todo depósito por PIX ganha 10% de bônus, lançado à parte no extrato.',
  planChange:
    'Upgrade vale na hora, com a mensalidade proporcional aos dias restantes do mês. Downgrade vale no fim do mês já pago.',
} as const;

/** GET /api/billing/summary */
export interface BillingSummary {
  /** Sum of every ledger entry: positive = credit, negative = fees owed. */
  balance_cents: number;
  /** What the header shows as 'Saldo disponível': max(balance, 0). */
  available_cents: number;
  /** Fees not yet paid: max(−balance, 0). Regularização charges exactly this. */
  pending_cents: number;
  /**
   * ISO instant since which fees are overdue (a card charge was refused or there was no card when
   * they fell due); null when em dia. Fees below the limit before month end are not overdue.
   */
  pending_since: string | null;
  /** Whole days since `pending_since` (0 when em dia). */
  days_pending: number;
  status: BillingStatus;
  /** The admin's warning (overdue ≥ 7 days), or null: show it as given. */
  banner: string | null;
  /** Every checkout of the account is stopped (overdue ≥ 15 days). */
  checkout_suspended: boolean;
  plan: { id: PlanId; name: string };
  charge_limit_cents: number;
  deposit_bonus_bps: number;
  /** The platform's provider is test mode: deposits can be marked paid, cards are test cards. */
  test_mode: boolean;
  /** How the browser tokenizes a card for the platform's provider (see AddCardPayload). */
  card_tokenizer: BillingCardTokenizer;
  /** What Regularização offers now: both only while something is pending. */
  actions: { pay_pix: boolean; pay_card: boolean };
  /** The default card, to name it on 'Pagar com Cartão'. */
  default_card: BillingCard | null;
}

/**
 * The platform provider's browser tokenizer. 'test': the page makes the token itself with
 * `testCardToken` (the number never leaves the browser); 'mercadopago' / 'pagarme': load
 * `script_url` with `public_key` as the checkout does.
 */
export interface BillingCardTokenizer {
  provider: 'test' | 'mercadopago' | 'pagarme';
  public_key: string | null;
  script_url: string | null;
  /**
   * Why cards on file cannot be added with this provider, to show instead of sending the card
   * anywhere; absent or null when they can.
   */
  cards_unavailable?: string | null;
}

// ─── Deposits ───────────────────────────────────────────────────────────────────────────────────

export const MIN_DEPOSIT_CENTS = 1_000;
export const MAX_DEPOSIT_CENTS = 10_000_000;
export const DEPOSIT_AMOUNT_MESSAGE = 'Informe o valor do depósito em centavos.';
export const DEPOSIT_MIN_MESSAGE = 'O depósito mínimo é de R$ 10,00.';
export const DEPOSIT_MAX_MESSAGE = 'O depósito máximo é de R$ 100.000,00.';

/** POST /api/billing/deposits: the amount in integer cents (the form parses '150,00' → 15000). */
export const createDepositPayload = z.object({
  amount_cents: integerField({ invalid: DEPOSIT_AMOUNT_MESSAGE }).pipe(
    z.number().min(MIN_DEPOSIT_CENTS, DEPOSIT_MIN_MESSAGE).max(MAX_DEPOSIT_CENTS, DEPOSIT_MAX_MESSAGE),
  ),
});
export type CreateDepositPayload = z.input<typeof createDepositPayload>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  expired: 'Expirado',
  cancelled: 'Cancelado',
};

/** 'deposit': credit with the 10 % bonus; 'settlement': Quitar com PIX, exactly the pending amount, no bonus. */
export type DepositPurpose = 'deposit' | 'settlement';

export interface Deposit {
  id: number;
  purpose: DepositPurpose;
  amount_cents: number;
  /** The bonus credited (or to be credited when paid): 10 % of a deposit, 0 for a settlement. */
  bonus_cents: number;
  status: DepositStatus;
  created_at: string;
  paid_at: string | null;
  /** ISO instant the PIX code stops being payable. */
  expires_at: string | null;
  /** PIX copia e cola (null once paid or expired). */
  pix_code: string | null;
  /** The QR of `pix_code` as an SVG data URL (data:image/svg+xml;base64,…), or null. */
  pix_qr: string | null;
}

/** POST/GET one deposit. */
export interface DepositResponse {
  deposit: Deposit;
  message: string | null;
}

/** GET /api/billing/deposits: the last 10, newest first. */
export interface DepositsResponse {
  deposits: Deposit[];
}

export const DEPOSIT_CREATED_MESSAGE = 'Depósito gerado!';
export const DEPOSIT_CREATED_DESCRIPTION = 'QR Code PIX gerado com sucesso.';
export const DEPOSIT_PAID_MESSAGE = 'Depósito confirmado.';
export const DEPOSIT_NOT_FOUND_MESSAGE = 'Depósito não encontrado.';
export const DEPOSIT_NOT_TEST_MESSAGE = 'Só depósitos em modo de teste podem ser marcados como pagos.';

// ─── Cards on file ──────────────────────────────────────────────────────────────────────────────

export interface BillingCard {
  id: number;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  created_at: string;
}

export interface CardsResponse {
  cards: BillingCard[];
  message: string | null;
}

export const CARD_TOKEN_MESSAGE = 'Não foi possível validar o cartão. Tente novamente.';
export const CARD_RAW_REFUSED_MESSAGE = 'Envie o cartão pelo formulário seguro do gateway.';
export const CARD_EXPIRY_MESSAGE = 'Validade inválida.';
export const CARD_EXPIRED_MESSAGE = 'Cartão vencido.';
export const CARD_ADDED_MESSAGE = 'Cartão cadastrado com sucesso!';
export const CARD_REMOVED_MESSAGE = 'Cartão removido.';
export const CARD_DEFAULT_MESSAGE = 'Cartão padrão atualizado.';
export const CARD_NOT_FOUND_MESSAGE = 'Cartão não encontrado.';
export const NO_CARD_MESSAGE = 'Cadastre um cartão para pagar as taxas.';
/**
 * Mercado Pago charges a saved card only with a new token made from the card and the security
 * code the holder types again (charging without the CVV is a product Mercado Pago enables per
 * application, not part of its public API), and Pagora never keeps a CVV: automatic charges of a
 * card on file are impossible there.
 */
export const CARDS_MERCADOPAGO_UNAVAILABLE_MESSAGE =
  'Cartões salvos não estão disponíveis com o Mercado Pago: ele exige que o CVV seja digitado de novo a cada cobrança, e o Pagora não guarda o CVV. Pague as taxas com o saldo ou por PIX.';
/** Another provider that cannot keep cards for later charges. */
export const CARDS_PROVIDER_UNAVAILABLE_MESSAGE =
  'O provedor de cobrança configurado não guarda cartões para cobranças futuras. Pague as taxas com o saldo ou por PIX.';
/** The provider did not answer while saving the card: nothing was kept on Pagora's side. */
export const CARD_SAVE_UNAVAILABLE_MESSAGE =
  'Não foi possível falar com o provedor de cobrança agora. Tente novamente em instantes.';
/** A card saved with another platform provider than the one configured now. */
export const CARD_OTHER_PROVIDER_MESSAGE =
  'Este cartão foi cadastrado em outro provedor de cobrança. Cadastre-o de novo.';

/** Fields that would carry the card itself: a body with any of them is refused (422) unread. */
export const BILLING_RAW_CARD_FIELDS = [
  'number',
  'card_number',
  'cvv',
  'card_cvv',
  'cvc',
  'expiry',
  'card_expiry',
] as const;

/**
 * POST /api/billing/cards: what the provider's tokenizer gave back in the browser. Never the
 * number, the CVV or the holder's name (they stay with the provider).
 */
export const addCardPayload = z.object({
  token: z
    .string({ error: CARD_TOKEN_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, CARD_TOKEN_MESSAGE),
  brand: z.enum(['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'unknown'], { error: CARD_TOKEN_MESSAGE }),
  last4: z.string({ error: CARD_TOKEN_MESSAGE }).regex(/^\d{4}$/, CARD_TOKEN_MESSAGE),
  exp_month: integerField({ invalid: CARD_EXPIRY_MESSAGE }).pipe(
    z.number().min(1, CARD_EXPIRY_MESSAGE).max(12, CARD_EXPIRY_MESSAGE),
  ),
  exp_year: integerField({ invalid: CARD_EXPIRY_MESSAGE }).pipe(
    z.number().min(2000, CARD_EXPIRY_MESSAGE).max(2100, CARD_EXPIRY_MESSAGE),
  ),
  /** Mercado Pago's detected payment method ('visa', 'master'…), when its script gives one. */
  payment_method_id: z.string().trim().max(30).optional(),
});
export type AddCardPayload = z.input<typeof addCardPayload>;

/** The test cards' outcomes (TEST_CARDS); any other valid number is refused as unsupported. */
const TEST_TOKEN_OUTCOMES: Record<string, string> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'declined',
  '4000000000009995': 'funds',
  '4000000000000069': 'expired',
};

/**
 * Test mode's browser tokenizer: the token the built-in test gateway accepts
 * (`tok_test_<outcome>_<brand>_<last4>_<16 hex>`), made in the page so the number never reaches
 * the server even in test mode. The outcome of a later charge follows TEST_CARDS.
 */
export function testCardToken(number: string): { token: string; brand: CardBrand; last4: string } {
  const digits = digitsOnly(number);
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4).padStart(4, '0');
  const outcome = TEST_TOKEN_OUTCOMES[digits] ?? 'unsupported';
  const random = new Uint8Array(8);
  globalThis.crypto.getRandomValues(random);
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { token: `tok_test_${outcome}_${brand}_${last4}_${hex}`, brand, last4 };
}

// ─── Statement (Extrato) ────────────────────────────────────────────────────────────────────────

export const LEDGER_KINDS = [
  'order_fee',
  'fee_reversal',
  'plan_charge',
  'pix_deposit',
  'deposit_bonus',
  'card_charge',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  order_fee: 'Taxa de pedido',
  fee_reversal: 'Estorno de taxa',
  plan_charge: 'Mensalidade do plano',
  pix_deposit: 'Depósito PIX',
  deposit_bonus: 'Bônus de depósito',
  card_charge: 'Cobrança no cartão',
  adjustment: 'Ajuste',
};

/** Rows per statement page. */
export const STATEMENT_PAGE_SIZE = 20;

const statementDate = (label: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message: `${label} inválida.` });
        return z.NEVER;
      }
      return value;
    });

/** GET /api/billing/statement (and /export): whole days in America/Sao_Paulo, both ends included. */
export const statementQuery = z
  .object({
    page: integerField({ invalid: 'Página inválida.' })
      .pipe(z.number().min(1, 'Página inválida.').max(1_000_000, 'Página inválida.'))
      .optional()
      .default(1),
    from: statementDate('Data inicial'),
    to: statementDate('Data final'),
    kind: z.enum(LEDGER_KINDS, { error: 'Tipo inválido.' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A data final deve ser igual ou posterior à inicial.',
      });
    }
  });
export type StatementQuery = z.input<typeof statementQuery>;
export type StatementFilter = z.output<typeof statementQuery>;

/** 'confirmed' for every ledger entry (the ledger only holds what happened). */
export type StatementStatus = 'confirmed';
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = { confirmed: 'Confirmado' };

export interface StatementRow {
  /** The entry's transaction ID as shown ('TX-000123'). */
  id: string;
  kind: LedgerKind;
  /** 'Pedido #123 · Loja X', 'Depósito PIX #4', 'Plano Premium (proporcional)'. */
  reference: string;
  created_at: string;
  /** Signed: a credit is positive, a fee negative. */
  amount_cents: number;
  status: StatementStatus;
}

export interface StatementPage {
  items: StatementRow[];
  page: number;
  /** At least 1 (an empty statement is page 1 of 1). */
  page_count: number;
  total: number;
  page_size: number;
}

// ─── Regularização ──────────────────────────────────────────────────────────────────────────────

/** POST /api/billing/settle/card: a card on file (the default when absent). */
export const settleCardPayload = z.object({
  card_id: integerField({ invalid: CARD_NOT_FOUND_MESSAGE }).optional(),
});
export type SettleCardPayload = z.input<typeof settleCardPayload>;

export interface SettleCardResponse {
  message: string;
  summary: BillingSummary;
}

export const NOTHING_PENDING_MESSAGE = 'Não há taxas pendentes.';
export const SETTLED_MESSAGE = 'Taxas quitadas. Sua conta está em dia.';
export const PLAN_SOLD_OUT_MESSAGE = 'Vagas esgotadas';
export const PLAN_ALREADY_CURRENT_MESSAGE = 'Este já é o seu plano.';
export const OVERDUE_BANNER_MESSAGE =
  'Há taxas pendentes há mais de 7 dias. Regularize em Financeiro › Regularização para o checkout não ser suspenso.';
export const SUSPENDED_BANNER_MESSAGE =
  'Checkout suspenso: há taxas pendentes há mais de 15 dias. Regularize em Financeiro › Regularização e suas lojas voltam a vender na hora.';
/** What a buyer sees on a suspended store's checkout (nothing is charged). */
export const CHECKOUT_SUSPENDED_TITLE = 'Checkout temporariamente indisponível';
export const CHECKOUT_SUSPENDED_TEXT =
  'Esta loja não está aceitando pedidos no momento. Nenhum valor foi cobrado. Tente novamente mais tarde.';

export const planChangedMessage = (name: string) => `Plano alterado para ${name}.`;
export const planScheduledMessage = (name: string, date: string) =>
  `A troca para ${name} acontece em ${date}, ao fim do mês já pago.`;
export const PLAN_SCHEDULE_CANCELLED_MESSAGE = 'Troca de plano agendada cancelada.';
