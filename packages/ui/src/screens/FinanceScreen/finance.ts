// Types, texts and pure helpers of /financeiro. The data shapes are the contract's (GET
// /api/billing/…); the card form's values are what the merchant typed, handed to the app so the
// platform's provider tokenizes them in the browser.

import {
  type BillingCard,
  type BillingStatus,
  CARD_BRAND_LABELS,
  CHARGE_LIMIT_CENTS,
  checkoutFieldError,
  DEFAULT_TIME_ZONE,
  DEPOSIT_MAX_MESSAGE,
  DEPOSIT_MIN_MESSAGE,
  type DepositStatus,
  formatCents,
  isValidCardNumber,
  LEDGER_KIND_LABELS,
  type LedgerKind,
  MAX_DEPOSIT_CENTS,
  MIN_DEPOSIT_CENTS,
  MONEY_FORMAT_MESSAGE,
  parseReais,
  type StatementQuery,
} from '@pagora/contract';
import type { BadgeProps } from '../../components/Badge/Badge.tsx';
import { formatDateTime } from '../../format.ts';

export type {
  BillingCard,
  BillingStatus,
  BillingSummary,
  CardsResponse,
  Deposit,
  DepositsResponse,
  LedgerKind,
  StatementPage,
  StatementRow,
} from '@pagora/contract';
export type { ListState } from '../OrdersScreen/orders.ts';

/** The three tabs of /financeiro. */
export type FinanceTab = 'cobranca' | 'extrato' | 'regularizacao';

export const FINANCE_TABS: { id: FinanceTab; label: string }[] = [
  { id: 'cobranca', label: 'Sistema de Cobrança' },
  { id: 'extrato', label: 'Extrato' },
  { id: 'regularizacao', label: 'Regularização' },
];

/** Billing is counted in São Paulo's days (the month of a plan, the statement's periods). */
export const BILLING_TIME_ZONE = DEFAULT_TIME_ZONE;

/** 'dd/MM/yyyy HH:mm' in São Paulo. */
export const billingDateTime = (value: string) => formatDateTime(value, BILLING_TIME_ZONE);

/** 'dd/MM/yyyy' in São Paulo. */
export const billingDate = (value: string) => billingDateTime(value).slice(0, 10);

/** A signed amount of the statement: '+R$ 10,00' for a credit, '−R$ 2,00' for a fee. */
export function signedCents(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}

export const CHARGE_LIMIT_TEXT = `Limite de cobrança: ${formatCents(CHARGE_LIMIT_CENTS)}`;

// ─── Status labels ──────────────────────────────────────────────────────────────────────────────

export const BILLING_STATUS_TONES: Record<BillingStatus, NonNullable<BadgeProps['tone']>> = {
  em_dia: 'success',
  pendente: 'warning',
  suspensa: 'danger',
};

export const DEPOSIT_STATUS_TONES: Record<DepositStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'neutral',
};

export const ledgerKindLabel = (kind: LedgerKind) => LEDGER_KIND_LABELS[kind] ?? kind;

// ─── Deposit ────────────────────────────────────────────────────────────────────────────────────

export const DEPOSIT_REQUIRED = 'Informe o valor do depósito.';

/** The typed amount in cents, or the message saying why it cannot be deposited. */
export function parseDepositAmount(text: string): { cents: number } | { error: string } {
  const parsed = parseReais(text);
  if (!parsed.ok) {
    if (parsed.error === 'empty') return { error: DEPOSIT_REQUIRED };
    if (parsed.error === 'format') return { error: MONEY_FORMAT_MESSAGE };
    if (parsed.error === 'range') return { error: DEPOSIT_MAX_MESSAGE };
    return { error: 'Informe um valor em reais, por exemplo 150,00.' };
  }
  if (parsed.cents < MIN_DEPOSIT_CENTS) return { error: DEPOSIT_MIN_MESSAGE };
  if (parsed.cents > MAX_DEPOSIT_CENTS) return { error: DEPOSIT_MAX_MESSAGE };
  return { cents: parsed.cents };
}

/** The field's check: nothing for an empty value (isRequired covers it), else the reason. */
export function checkDepositAmount(text: string): string | null {
  if (!text.trim()) return null;
  const result = parseDepositAmount(text);
  return 'error' in result ? result.error : null;
}

// ─── Cards ──────────────────────────────────────────────────────────────────────────────────────

/**
 * What the merchant typed in the card form. The app hands it to the platform provider's tokenizer
 * in the browser; only the token, brand, last four digits and expiry ever reach Pagora.
 */
export interface CardFormValues {
  holder: string;
  /** Digits and spaces as typed. */
  number: string;
  /** MM/AAAA. */
  expiry: string;
  cvv: string;
}

/** Messages per field (the tokenizer's refusal of one field, shown under it). */
export type CardFieldErrors = Partial<Record<keyof CardFormValues, string>>;

export const CARD_EXPIRY_FORMAT_MESSAGE = 'Validade inválida. Use MM/AAAA.';

/** MM/AAAA → month and year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export const checkHolder = (text: string) =>
  text.trim() ? checkoutFieldError('card_holder', text, { cpf: 'no' }) : null;

export const checkCardNumber = (text: string) =>
  !text.trim() || isValidCardNumber(text) ? null : 'Número do cartão inválido.';

export function checkExpiry(text: string, now: Date = new Date()): string | null {
  if (!text.trim()) return null;
  const expiry = parseExpiry(text);
  if (!expiry) return CARD_EXPIRY_FORMAT_MESSAGE;
  const currentMonth = now.getFullYear() * 12 + now.getMonth() + 1;
  return expiry.year * 12 + expiry.month < currentMonth ? 'Cartão vencido.' : null;
}

export const checkCvv = (text: string) =>
  !text.trim() || /^\d{3,4}$/.test(text.trim()) ? null : 'CVV inválido.';

/** '4242 4242 4242 4242' as it is typed: digits in groups of four. */
export const groupCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '0829' or '08/2029' as it is typed → 'MM/AAAA'. */
export function maskExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const brandName = (card: Pick<BillingCard, 'brand'>) => CARD_BRAND_LABELS[card.brand] ?? card.brand;

/** '08/2029'. */
export const cardExpiryText = (card: Pick<BillingCard, 'exp_month' | 'exp_year'>) =>
  `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;

/** 'Visa •••• 4242'. */
export const cardLabel = (card: Pick<BillingCard, 'brand' | 'last4'>) =>
  `${brandName(card)} •••• ${card.last4}`;

// ─── Statement ──────────────────────────────────────────────────────────────────────────────────

/** The Extrato filters: the statement's query without the page; an unset filter is absent. */
export type StatementListFilter = Pick<StatementQuery, 'from' | 'to' | 'kind'>;
