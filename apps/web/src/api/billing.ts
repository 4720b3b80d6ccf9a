import type {
  AddCardPayload,
  BillingSummary,
  CardsResponse,
  ChangePlanPayload,
  ChangePlanResponse,
  CreateDepositPayload,
  DepositResponse,
  DepositsResponse,
  PlansResponse,
  SettleCardPayload,
  SettleCardResponse,
  StatementPage,
  StatementQuery,
} from '@pagora/contract';
import { api } from './client.ts';

// The merchant's bill (/financeiro, /configuracoes › Planos). Billing belongs to the account, so no
// call carries a store_id.

/** Query-string values without the empty ones (an unset filter is not sent). */
function params(query: Record<string, string | number | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

export const getPlans = () => api.get('billing/plans').json<PlansResponse>();

/** An upgrade charges pro rata at once; a downgrade is scheduled; the current plan cancels a scheduled change. */
export const changePlan = (body: ChangePlanPayload) =>
  api.post('billing/plan', { json: body }).json<ChangePlanResponse>();

export const getBillingSummary = () => api.get('billing/summary').json<BillingSummary>();

export const listDeposits = () => api.get('billing/deposits').json<DepositsResponse>();

/** A PIX charge to Pagora for the amount (its QR and copia e cola come back). */
export const createDeposit = (body: CreateDepositPayload) =>
  api.post('billing/deposits', { json: body }).json<DepositResponse>();

/** One deposit; the server asks the provider again while it is pending. */
export const getDeposit = (id: number) => api.get(`billing/deposits/${id}`).json<DepositResponse>();

/** Test mode only: the bank's confirmation of a deposit. */
export const simulateDepositPayment = (id: number) =>
  api.post(`billing/deposits/${id}/simulate-payment`).json<DepositResponse>();

export const listCards = () => api.get('billing/cards').json<CardsResponse>();

/** Stores a card the provider tokenized in the browser: the token, brand, last four and expiry only. */
export const addCard = (body: AddCardPayload) =>
  api.post('billing/cards', { json: body }).json<CardsResponse>();

export const makeDefaultCard = (id: number) => api.post(`billing/cards/${id}/default`).json<CardsResponse>();

export const removeCard = (id: number) => api.delete(`billing/cards/${id}`).json<CardsResponse>();

export const getStatement = (query: StatementQuery) =>
  api
    .get('billing/statement', { searchParams: params(query as Record<string, string | number | null>) })
    .json<StatementPage>();

/** Quitar com PIX: a PIX charge for exactly the pending amount. */
export const settleWithPix = () => api.post('billing/settle/pix').json<DepositResponse>();

/** Pagar com Cartão: charges a card on file (the default when absent) for exactly the pending amount. */
export const settleWithCard = (body: SettleCardPayload) =>
  api.post('billing/settle/card', { json: body }).json<SettleCardResponse>();

/**
 * Downloads the statement as CSV (every row of the filter) through the authenticated client and
 * hands it to the browser as a file with the server's name.
 */
export async function downloadStatement(filter: Omit<StatementQuery, 'page'>): Promise<void> {
  const response = await api.get('billing/statement/export', {
    searchParams: params(filter as Record<string, string | number | null>),
    timeout: 120_000,
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'extrato.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
