import { RefreshCw } from 'lucide-react';
import { ProgressBar } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { cx } from '../../components/private/cx.ts';
import { sprinkles } from '../../css/sprinkles.css.ts';
import * as styles from './AppsScreen.css.ts';
import { type SyncState, syncProgressText, syncResultText } from './integrations.ts';

export interface SyncProgressProps {
  sync: SyncState;
  /** 'Tentar novamente' after a failed sync. */
  onRetry?: () => void;
}

/**
 * A product sync: a progress bar with 'Sincronizando… 50 de 120 produtos' while it runs (indeterminate
 * while the total is unknown), the created/updated counts when done, the error and a retry when it failed.
 */
export function SyncProgress({ sync, onRetry }: SyncProgressProps) {
  if (sync.status === 'failed') {
    return (
      <Alert tone="danger" title="Erro na Sincronização">
        <p>{sync.error || 'Falha na sincronização.'}</p>
        {onRetry && (
          <Button variant="secondary" size="small" onPress={onRetry}>
            <RefreshCw size={16} aria-hidden />
            Tentar novamente
          </Button>
        )}
      </Alert>
    );
  }
  if (sync.status === 'done') {
    return (
      <Alert tone="success" title="Sincronização Concluída!">
        <p>
          {syncResultText(sync)}
          {sync.message ? `. ${sync.message}` : '.'}
        </p>
      </Alert>
    );
  }
  const text = syncProgressText(sync);
  const indeterminate = sync.total == null;
  const percent = indeterminate || !sync.total ? 0 : Math.min(100, (sync.processed / sync.total) * 100);
  return (
    <ProgressBar
      aria-label="Sincronização de produtos"
      valueLabel={text}
      isIndeterminate={indeterminate}
      value={indeterminate ? undefined : sync.processed}
      minValue={0}
      maxValue={indeterminate ? 100 : Math.max(sync.total ?? 0, 1)}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}
    >
      <span className={styles.progressText} aria-live="polite">
        {text}
      </span>
      <div className={styles.track}>
        <div
          className={cx(styles.fill, indeterminate && styles.fillIndeterminate)}
          style={indeterminate ? undefined : { width: `${percent}%` }}
        />
      </div>
    </ProgressBar>
  );
}
