import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import * as styles from './RecordList.css.ts';

export interface RecordListBodyProps {
  /** Loading: a spinner while there is nothing to show yet (loaded rows stay during a reload). */
  isLoading: boolean;
  /** What the spinner announces, e.g. 'Carregando cupons…'. */
  loadingLabel: string;
  /** Why the list could not be loaded. */
  error?: string | null;
  /** The error state's title, e.g. 'Erro ao buscar Cupons'. */
  errorTitle: string;
  onRetry?: () => void;
  isEmpty: boolean;
  /** Shown when loaded and empty (usually an EmptyState). */
  empty: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** The body of a record list card: error, first load, empty, or the rows. */
export function RecordListBody({
  isLoading,
  loadingLabel,
  error,
  errorTitle,
  onRetry,
  isEmpty,
  empty,
  children,
}: RecordListBodyProps) {
  if (error) {
    return (
      <EmptyState
        icon={<CircleAlert aria-hidden />}
        title={errorTitle}
        description={error}
        action={
          onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              <RefreshCw size={16} aria-hidden />
              Tentar novamente
            </Button>
          )
        }
      />
    );
  }
  if (isLoading && isEmpty) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={loadingLabel} />
      </div>
    );
  }
  if (isEmpty) return <>{empty}</>;
  return <div aria-busy={isLoading || undefined}>{children}</div>;
}
