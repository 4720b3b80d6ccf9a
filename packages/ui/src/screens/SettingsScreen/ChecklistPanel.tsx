import { CircleCheck, CircleDashed } from 'lucide-react';
import { Label, ProgressBar } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { cx } from '../../components/private/cx.ts';
import { RecordList, RecordRow } from '../../components/RecordRow/RecordRow.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { sprinkles } from '../../css/sprinkles.css.ts';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './SettingsScreen.css.ts';
import { type ChecklistItem, checklistProgress } from './settings.ts';

export interface ChecklistPanelProps {
  /** The setup items computed by the server (`GET /api/checklist?store_id=` items). */
  items: readonly ChecklistItem[];
  /** Loading: a spinner until the first answer. */
  isLoading?: boolean;
  /** Why the checklist could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
}

/** Checklist: what is left to set up the store, each item Concluído or Pendente, and the share done. */
export function ChecklistPanel({ items, isLoading = false, error, onRetry }: ChecklistPanelProps) {
  const { done, total, percent } = checklistProgress(items);
  return (
    <Card as="section" aria-labelledby="checklist-titulo">
      <CardHeader
        id="checklist-titulo"
        title="Checklist da loja"
        description="Complete estes passos para vender com tudo configurado."
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel="Carregando checklist…"
        error={error}
        errorTitle="Erro ao carregar o checklist"
        onRetry={onRetry}
        isEmpty={items.length === 0}
        empty={<EmptyState title="Nenhum item no checklist." />}
      >
        <Stack gap="xlarge" minWidth={0}>
          <ProgressBar
            value={done}
            minValue={0}
            maxValue={Math.max(total, 1)}
            valueLabel={`${done} de ${total} concluídos (${percent}%)`}
            className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}
          >
            {({ valueText }) => (
              <>
                <Inline gap="small" justifyContent="space-between" alignItems="stretch">
                  <Label className={styles.progressLabel}>Progresso da configuração</Label>
                  <span className={styles.progressValue}>{valueText}</span>
                </Inline>
                <div className={styles.progressTrack}>
                  <div className={styles.progressFill} style={{ width: `${percent}%` }} />
                </div>
              </>
            )}
          </ProgressBar>
          <RecordList aria-label="Itens do checklist">
            {items.map((item) => (
              <RecordRow
                key={item.key}
                media={
                  <span className={cx(list.icon, styles.checkIcon({ done: item.done }))}>
                    {item.done ? (
                      <CircleCheck size={18} aria-hidden />
                    ) : (
                      <CircleDashed size={18} aria-hidden />
                    )}
                  </span>
                }
                title={item.label}
                meta={!item.done && item.hint ? item.hint : undefined}
                actions={
                  item.done ? <Badge tone="success">Concluído</Badge> : <Badge tone="warning">Pendente</Badge>
                }
              />
            ))}
          </RecordList>
        </Stack>
      </RecordListBody>
    </Card>
  );
}
