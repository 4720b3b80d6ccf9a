import type { PageInfo } from '@pagora/contract';
import { CircleAlert, FilterX, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import * as styles from './OrdersScreen.css.ts';
import type { ListState } from './orders.ts';
import { Pager } from './Pager.tsx';

interface ListCardProps<T extends PageInfo & { items: unknown[] }> {
  state: ListState<T>;
  /** 'Carregando pedidos…' */
  loadingLabel: string;
  /** 'Não foi possível carregar os pedidos.' */
  errorTitle: string;
  onRetry?: () => void;
  /** A filter is set: an empty list says nothing matched, with 'Limpar filtros'. */
  isFiltered: boolean;
  onClearFilters: () => void;
  /** 'Nenhum pedido encontrado com esses filtros' */
  filteredEmptyTitle: string;
  /** The store has none at all (no filter). */
  empty: ReactNode;
  /** How many bars each skeleton row has (the table's columns). */
  columns: number;
  noun: readonly [singular: string, plural: string];
  onPageChange: (page: number) => void;
  /** The table of the loaded rows. */
  children: (data: T) => ReactNode;
}

const skeletonRows = [1, 2, 3, 4, 5];

/** A list's card: skeleton rows while loading, the error with a retry, the empty states, or the table and pager. */
export function ListCard<T extends PageInfo & { items: unknown[] }>({
  state,
  loadingLabel,
  errorTitle,
  onRetry,
  isFiltered,
  onClearFilters,
  filteredEmptyTitle,
  empty,
  columns,
  noun,
  onPageChange,
  children,
}: ListCardProps<T>) {
  if (state.status === 'error') {
    return (
      <Card>
        <EmptyState
          icon={<CircleAlert aria-hidden />}
          title={errorTitle}
          description={state.message !== errorTitle ? state.message : undefined}
          action={
            onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                <RefreshCw size={16} aria-hidden />
                Tentar novamente
              </Button>
            )
          }
        />
      </Card>
    );
  }

  if (state.status === 'loading') {
    return (
      <Card padding="none" className={styles.tableCard}>
        <div className={styles.busy}>
          <Spinner size="small" label={loadingLabel} showLabel />
        </div>
        <Stack gap="none" aria-hidden>
          {skeletonRows.map((row) => (
            <div key={row} className={styles.skeletonRow}>
              {Array.from({ length: columns }, (_, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder bars
                <span key={column} className={styles.skeletonBar} />
              ))}
            </div>
          ))}
        </Stack>
      </Card>
    );
  }

  const { data, isRefreshing = false } = state;
  if (data.items.length === 0 && data.total === 0) {
    return (
      <Card>
        {isFiltered ? (
          <EmptyState
            icon={<SearchX aria-hidden />}
            title={filteredEmptyTitle}
            description="Altere ou limpe os filtros para ver mais resultados."
            action={
              <Button variant="secondary" onPress={onClearFilters}>
                <FilterX size={16} aria-hidden />
                Limpar filtros
              </Button>
            }
          />
        ) : (
          empty
        )}
      </Card>
    );
  }

  return (
    <Card padding="none" className={styles.tableCard}>
      {isRefreshing && (
        <div className={styles.busy}>
          <Spinner size="small" label="Atualizando…" showLabel />
        </div>
      )}
      <div aria-busy={isRefreshing} className={styles.compactTable}>
        {children(data)}
      </div>
      <div className={styles.footer}>
        <Pager info={data} noun={noun} onPageChange={onPageChange} isDisabled={isRefreshing} />
      </div>
    </Card>
  );
}
