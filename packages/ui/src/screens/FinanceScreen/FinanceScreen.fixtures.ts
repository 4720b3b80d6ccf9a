import {
  type BillingCard,
  type BillingSummary,
  type CardsResponse,
  type Deposit,
  type DepositsResponse,
  LEDGER_KINDS,
  type LedgerKind,
  OVERDUE_BANNER_MESSAGE,
  type StatementPage,
  type StatementRow,
  SUSPENDED_BANNER_MESSAGE,
} from '@pagora/contract';
import { pixPayload, pixQrSvg } from '../../checkout/checkout.fixtures.ts';

// What GET /api/billing/… answers in each situation of the stories.

const pixQr = `data:image/svg+xml;base64,${btoa(pixQrSvg)}`;

export const visa: BillingCard = {
  id: 11,
  brand: 'visa',
  last4: '4242',
  exp_month: 8,
  exp_year: 2030,
  is_default: true,
  created_at: '2026-10-02T13:10:00.000Z',
};

export const mastercard: BillingCard = {
  id: 12,
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2031,
  is_default: false,
  created_at: '2026-11-05T18:40:00.000Z',
};

export const twoCards: CardsResponse = { cards: [visa, mastercard], message: null };
export const noCards: CardsResponse = { cards: [], message: null };

/** Em dia on Profissional, R$ 152,40 of credit, test mode. */
export const emDia: BillingSummary = {
  balance_cents: 15240,
  available_cents: 15240,
  pending_cents: 0,
  pending_since: null,
  days_pending: 0,
  status: 'em_dia',
  banner: null,
  checkout_suspended: false,
  plan: { id: 'profissional', name: 'Profissional' },
  charge_limit_cents: 10000,
  deposit_bonus_bps: 1000,
  test_mode: true,
  card_tokenizer: { provider: 'test', public_key: null, script_url: null },
  actions: { pay_pix: false, pay_card: false },
  default_card: visa,
};

/** A refused card charge 9 days ago: R$ 137,85 pending, the banner shown. */
export const pendente: BillingSummary = {
  ...emDia,
  balance_cents: -13785,
  available_cents: 0,
  pending_cents: 13785,
  pending_since: '2026-11-11T12:00:00.000Z',
  days_pending: 9,
  status: 'pendente',
  banner: OVERDUE_BANNER_MESSAGE,
  actions: { pay_pix: true, pay_card: true },
};

/** 16 days overdue: every checkout of the account stopped. */
export const suspensa: BillingSummary = {
  ...pendente,
  pending_since: '2026-11-04T12:00:00.000Z',
  days_pending: 16,
  status: 'suspensa',
  banner: SUSPENDED_BANNER_MESSAGE,
  checkout_suspended: true,
};

/** This month's fees, below the limit: pending but not overdue. */
export const feesOfTheMonth: BillingSummary = {
  ...emDia,
  balance_cents: -4210,
  available_cents: 0,
  pending_cents: 4210,
  actions: { pay_pix: true, pay_card: true },
};

export const pendingDeposit: Deposit = {
  id: 7,
  purpose: 'deposit',
  amount_cents: 15000,
  bonus_cents: 1500,
  status: 'pending',
  created_at: '2026-11-20T14:30:00.000Z',
  paid_at: null,
  expires_at: '2026-11-20T15:00:00.000Z',
  pix_code: pixPayload,
  pix_qr: pixQr,
};

export const paidDeposit: Deposit = {
  ...pendingDeposit,
  status: 'paid',
  paid_at: '2026-11-20T14:33:00.000Z',
  pix_code: null,
  pix_qr: null,
};

export const settlementPix: Deposit = {
  ...pendingDeposit,
  id: 8,
  purpose: 'settlement',
  amount_cents: 13785,
  bonus_cents: 0,
};

export const lastDeposits: DepositsResponse = {
  deposits: [
    pendingDeposit,
    {
      ...paidDeposit,
      id: 5,
      amount_cents: 50000,
      bonus_cents: 5000,
      created_at: '2026-11-02T10:00:00.000Z',
      paid_at: '2026-11-02T10:02:00.000Z',
    },
    {
      ...paidDeposit,
      id: 4,
      purpose: 'settlement',
      amount_cents: 8120,
      bonus_cents: 0,
      created_at: '2026-10-18T09:00:00.000Z',
      paid_at: '2026-10-18T09:05:00.000Z',
    },
    {
      ...pendingDeposit,
      id: 3,
      status: 'expired',
      amount_cents: 2000,
      bonus_cents: 200,
      created_at: '2026-10-10T20:00:00.000Z',
      expires_at: '2026-10-10T20:30:00.000Z',
      pix_code: null,
      pix_qr: null,
    },
  ],
};

const references: Record<LedgerKind, (n: number) => [string, number]> = {
  order_fee: (n) => [`Pedido #${1200 + n} · Café da Serra`, -(250 + n * 7)],
  fee_reversal: (n) => [`Pedido #${1190 + n} · Café da Serra`, 250 + n],
  plan_charge: () => ['Plano Premium (proporcional)', -4797],
  pix_deposit: (n) => [`Depósito PIX #${n}`, 15000],
  deposit_bonus: (n) => [`Bônus do depósito PIX #${n}`, 1500],
  card_charge: () => ['Cartão Visa •••• 4242', 10140],
  adjustment: () => ['Ajuste', 100],
};

/** A statement page of 20 rows (a mix of every kind), numbered from `first`. */
function rows(first: number, count: number): StatementRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first - index;
    const kind = LEDGER_KINDS[n % LEDGER_KINDS.length] as LedgerKind;
    const [reference, amount] = references[kind](n);
    const day = String(20 - (index % 19)).padStart(2, '0');
    return {
      id: `TX-${String(n).padStart(6, '0')}`,
      kind,
      reference,
      created_at: `2026-11-${day}T1${index % 10}:15:00.000Z`,
      amount_cents: amount,
      status: 'confirmed' as const,
    };
  });
}

export const statementPage = (page: number, pageCount = 5): StatementPage => ({
  items: rows(94 - (page - 1) * 20, page === pageCount ? 14 : 20),
  page,
  page_count: pageCount,
  total: 94,
  page_size: 20,
});

export const emptyStatement: StatementPage = { items: [], page: 1, page_count: 1, total: 0, page_size: 20 };
