import { DEPOSIT_STATUS_LABELS, formatCents } from '@pagora/contract';
import { Landmark } from 'lucide-react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './FinanceScreen.css.ts';
import { billingDateTime, DEPOSIT_STATUS_TONES, type DepositsResponse, type ListState } from './finance.ts';

export interface DepositListProps {
  /** The last deposits (`GET /api/billing/deposits`), newest first. */
  state: ListState<DepositsResponse>;
  onRetry?: () => void;
}

/** Últimos depósitos: amount, bonus, date and status of each PIX deposit (settlements included). */
export function DepositList({ state, onRetry }: DepositListProps) {
  const deposits = state.status === 'ready' ? state.data.deposits : [];
  return (
    <Card as="section" aria-labelledby="depositos-titulo">
      <CardHeader id="depositos-titulo" title="Últimos depósitos" headingLevel={3} />
      <RecordListBody
        isLoading={state.status === 'loading' || (state.status === 'ready' && Boolean(state.isRefreshing))}
        loadingLabel="Carregando depósitos…"
        error={state.status === 'error' ? state.message : null}
        errorTitle="Erro ao buscar depósitos"
        onRetry={onRetry}
        isEmpty={deposits.length === 0}
        empty={
          <EmptyState
            icon={<Landmark aria-hidden />}
            title="Nenhum depósito ainda"
            description="Os depósitos por PIX aparecem aqui com o status de cada um."
          />
        }
      >
        <ul className={styles.list} aria-label="Últimos depósitos">
          {deposits.map((deposit) => (
            <li key={deposit.id} className={styles.listItem}>
              <Stack gap="xxsmall" minWidth={0}>
                <span className={styles.itemTitle}>
                  {formatCents(deposit.amount_cents)}
                  {deposit.bonus_cents > 0 && (
                    <span className={styles.itemMeta}>+ {formatCents(deposit.bonus_cents)} de bônus</span>
                  )}
                </span>
                <span className={styles.itemMeta}>
                  {deposit.purpose === 'settlement' ? 'Regularização' : `Depósito #${deposit.id}`} ·{' '}
                  {billingDateTime(deposit.paid_at ?? deposit.created_at)}
                </span>
              </Stack>
              <Badge tone={DEPOSIT_STATUS_TONES[deposit.status]}>
                {DEPOSIT_STATUS_LABELS[deposit.status]}
              </Badge>
            </li>
          ))}
        </ul>
      </RecordListBody>
    </Card>
  );
}
