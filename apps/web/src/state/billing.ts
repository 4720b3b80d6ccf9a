import type { BillingSummary } from '@pagora/contract';
import { atom } from 'jotai';
import { getBillingSummary } from '../api/billing.ts';
import { sessionAtom } from './session.ts';

/** The summary, remembered with the token it was read with: another session never sees it. */
const summaryEntryAtom = atom<{ token: string; summary: BillingSummary } | null>(null);

/**
 * The account's billing (`GET /api/billing/summary`): balance, plan, status and the overdue banner.
 * Shared by the shell (banner), /financeiro, /meus-dados and Planos; null until read.
 */
export const billingSummaryAtom = atom(
  (get) => {
    const entry = get(summaryEntryAtom);
    return entry && entry.token === get(sessionAtom)?.token ? entry.summary : null;
  },
  (get, set, summary: BillingSummary | null) => {
    const token = get(sessionAtom)?.token;
    set(summaryEntryAtom, token && summary ? { token, summary } : null);
  },
);

/** Reads the summary into `billingSummaryAtom` and returns it; failures are rethrown for the caller. */
export const refreshBillingSummaryAtom = atom(null, async (_get, set) => {
  const summary = await getBillingSummary();
  set(billingSummaryAtom, summary);
  return summary;
});
