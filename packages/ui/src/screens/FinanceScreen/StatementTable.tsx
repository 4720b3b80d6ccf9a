import { STATEMENT_STATUS_LABELS } from '@pagora/contract';
import { ReceiptText } from 'lucide-react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { cx } from '../../components/private/cx.ts';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { ListCard } from '../OrdersScreen/ListCard.tsx';
import * as tableStyles from '../OrdersScreen/OrdersScreen.css.ts';
import * as styles from './FinanceScreen.css.ts';
import {
  billingDateTime,
  type ListState,
  ledgerKindLabel,
  type StatementPage,
  signedCents,
} from './finance.ts';

export interface StatementTableProps {
  /** The page of the ledger (`GET /api/billing/statement`): loading, error or loaded. */
  state: ListState<StatementPage>;
  /** A filter is set: an empty page says nothing matched, with 'Limpar filtros'. @default false */
  isFiltered?: boolean;
  onClearFilters: () => void;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
}

/** Extrato: every ledger entry, newest first, with its transaction ID, reference, date, amount and status. */
export function StatementTable({
  state,
  isFiltered = false,
  onClearFilters,
  onRetry,
  onPageChange,
}: StatementTableProps) {
  return (
    <ListCard
      state={state}
      loadingLabel="Carregando extrato…"
      errorTitle="Não foi possível carregar o extrato."
      onRetry={onRetry}
      isFiltered={isFiltered}
      onClearFilters={onClearFilters}
      filteredEmptyTitle="Nenhum lançamento encontrado com esses filtros"
      empty={
        <EmptyState
          icon={<ReceiptText aria-hidden />}
          title="Nenhum lançamento ainda"
          description="As taxas dos pedidos aprovados, os depósitos e as cobranças aparecem aqui."
        />
      }
      columns={5}
      noun={['lançamento', 'lançamentos']}
      onPageChange={onPageChange}
    >
      {(page) => (
        <Table aria-label="Extrato">
          <TableHeader>
            <Column isRowHeader>ID</Column>
            <Column>Referência</Column>
            <Column>Data</Column>
            <Column className={tableStyles.amount}>Valor</Column>
            <Column>Status</Column>
          </TableHeader>
          <TableBody items={page.items}>
            {(row) => (
              <Row id={row.id}>
                <Cell>
                  <span className={tableStyles.strong}>{row.id}</span>
                </Cell>
                <Cell textValue={row.reference}>
                  <Stack as="span" gap="xxsmall">
                    <span>{row.reference}</span>
                    <span className={tableStyles.muted}>{ledgerKindLabel(row.kind)}</span>
                  </Stack>
                </Cell>
                <Cell>{billingDateTime(row.created_at)}</Cell>
                <Cell
                  className={cx(
                    tableStyles.amount,
                    tableStyles.strong,
                    row.amount_cents > 0 && styles.credit,
                  )}
                >
                  {signedCents(row.amount_cents)}
                </Cell>
                <Cell>
                  <Badge tone="success">{STATEMENT_STATUS_LABELS[row.status] ?? row.status}</Badge>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </ListCard>
  );
}
