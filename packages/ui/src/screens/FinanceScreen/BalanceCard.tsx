import { BILLING_STATUS_LABELS, formatCents } from '@pagora/contract';
import { Wallet } from 'lucide-react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { cx } from '../../components/private/cx.ts';
import { Stack } from '../../components/Stack/Stack.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './FinanceScreen.css.ts';
import { BILLING_STATUS_TONES, type BillingSummary, type ListState } from './finance.ts';

export interface BalanceCardProps {
  /** The account's billing (`GET /api/billing/summary`). */
  summary: ListState<BillingSummary>;
  onRetry?: () => void;
  /** 'Depósito': open Sistema de Cobrança with the deposit's amount field focused. */
  onDeposit: () => void;
}

/** The header's figures: available balance, pending fees, plan and status, with 'Depósito'. */
export function BalanceCard({ summary, onRetry, onDeposit }: BalanceCardProps) {
  return (
    <Card as="section" aria-label="Saldo">
      <div className={styles.balance}>
        <RecordListBody
          isLoading={summary.status === 'loading'}
          loadingLabel="Carregando saldo…"
          error={summary.status === 'error' ? summary.message : null}
          errorTitle="Erro ao buscar o saldo"
          onRetry={onRetry}
          isEmpty={summary.status !== 'ready'}
          empty={null}
        >
          {summary.status === 'ready' && (
            <Inline as="dl" gap="xlarge" alignItems="stretch" margin="none">
              <Stack gap="xxsmall">
                <dt className={styles.figureLabel}>Saldo disponível</dt>
                <dd className={cx(styles.figureValue, styles.bigValue)}>
                  {formatCents(summary.data.available_cents)}
                </dd>
              </Stack>
              <Stack gap="xxsmall">
                <dt className={styles.figureLabel}>Taxas pendentes</dt>
                <dd
                  className={cx(
                    styles.figureValue,
                    styles.bigValue,
                    summary.data.pending_cents > 0 && styles.dangerValue,
                  )}
                >
                  {formatCents(summary.data.pending_cents)}
                </dd>
              </Stack>
              <Stack gap="xxsmall">
                <dt className={styles.figureLabel}>Plano</dt>
                <dd className={styles.figureValue}>{summary.data.plan.name}</dd>
              </Stack>
              <Stack gap="xxsmall">
                <dt className={styles.figureLabel}>Situação</dt>
                <dd className={styles.figureValue}>
                  <Badge tone={BILLING_STATUS_TONES[summary.data.status]}>
                    {BILLING_STATUS_LABELS[summary.data.status]}
                  </Badge>
                </dd>
              </Stack>
            </Inline>
          )}
        </RecordListBody>
        <Button onPress={onDeposit}>
          <Wallet size={16} aria-hidden />
          Depósito
        </Button>
      </div>
    </Card>
  );
}
