import { History, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
} from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import * as drawerStyles from '../../components/Drawer/Drawer.css.ts';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { cx } from '../../components/private/cx.ts';
import * as overlay from '../../components/private/overlay.css.ts';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './SettingsScreen.css.ts';
import { StatusBadge } from './StatusBadge.tsx';
import {
  DELIVERY_STATUS,
  formatWhen,
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookEventLabel,
} from './settings.ts';

/** The delivery log shown: which webhook, and its page of deliveries (`GET /api/webhooks/:id/deliveries`). */
export interface DeliveryLogState {
  webhook: Pick<WebhookRow, 'id' | 'name'>;
  deliveries: readonly WebhookDeliveryRow[];
  /** Loading: a spinner until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the deliveries could not be loaded. */
  error?: string | null;
  /** The page shown, from 1 (the pager shows with more than one page). @default 1 */
  page?: number;
  /** @default 1 */
  pageCount?: number;
}

export interface DeliveryLogDrawerProps {
  /** The log shown; null closes the drawer. */
  log: DeliveryLogState | null;
  /** The store's time zone: times are shown in it. */
  timeZone: string;
  /** Escape, the backdrop or 'Fechar'. */
  onClose: () => void;
  /** 'Tentar novamente' of the error state. */
  onRetry?: () => void;
  /** 'Reenviar' on a delivery: a new attempt now. A returned promise shows the button pending. */
  onResend: (delivery: WebhookDeliveryRow) => unknown;
  onPageChange?: (page: number) => void;
}

const attemptsText = (n: number) => (n === 1 ? '1 tentativa' : `${n} tentativas`);

/** A webhook's delivery log in a panel from the right (full screen on phones), with 'Reenviar' per delivery. */
export function DeliveryLogDrawer({
  log,
  timeZone,
  onClose,
  onRetry,
  onResend,
  onPageChange,
}: DeliveryLogDrawerProps) {
  // The last log shown stays while the panel slides out, so it does not go blank.
  const [shown, setShown] = useState(log);
  if (log !== null && log !== shown) setShown(log);
  const current = log ?? shown;
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());
  const resend = (delivery: WebhookDeliveryRow) => {
    const result = onResend(delivery);
    if (!(result instanceof Promise)) return;
    setResending((ids) => new Set(ids).add(delivery.id));
    const done = () =>
      setResending((ids) => {
        const next = new Set(ids);
        next.delete(delivery.id);
        return next;
      });
    result.then(done, done);
  };

  return (
    <RACModalOverlay
      isOpen={log !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className={overlay.backdrop}
    >
      <RACModal className={cx(drawerStyles.panel({ side: 'right' }), styles.drawerPanel)}>
        <RACDialog className={styles.drawerDialog}>
          {({ close }) => (
            <>
              <header className={styles.drawerHeader}>
                <RACHeading slot="title" level={2} className={styles.drawerTitle}>
                  Entregas de {current?.webhook.name}
                </RACHeading>
                <Button variant="ghost" size="small" iconOnly aria-label="Fechar" onPress={close}>
                  <X size={18} aria-hidden />
                </Button>
              </header>
              <div className={styles.drawerBody}>
                {current && (
                  <RecordListBody
                    isLoading={current.isLoading ?? false}
                    loadingLabel="Carregando entregas…"
                    error={current.error}
                    errorTitle="Erro ao buscar entregas"
                    onRetry={onRetry}
                    isEmpty={current.deliveries.length === 0}
                    empty={
                      <EmptyState
                        icon={<History aria-hidden />}
                        title="Nenhuma entrega ainda."
                        description="Os eventos enviados a este webhook aparecem aqui. Use Testar para enviar um evento de exemplo."
                      />
                    }
                  >
                    <ul className={list.list} aria-label="Entregas">
                      {current.deliveries.map((delivery) => {
                        const lastAttempt = delivery.attempts.at(-1);
                        const status = DELIVERY_STATUS[delivery.status];
                        const isResending = resending.has(delivery.id);
                        return (
                          <li key={delivery.id} className={styles.deliveryRow}>
                            <div className={styles.deliveryHead}>
                              <p className={list.name}>{webhookEventLabel(delivery.event_type)}</p>
                              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                            </div>
                            <dl className={styles.deliveryFacts}>
                              <div className={list.fact}>
                                <dt className={list.factLabel}>Código</dt>
                                <dd className={list.factValue}>{lastAttempt?.response_code ?? '—'}</dd>
                              </div>
                              <div className={list.fact}>
                                <dt className={list.factLabel}>Tentativas</dt>
                                <dd className={list.factValue}>{attemptsText(delivery.attempts.length)}</dd>
                              </div>
                              <div className={list.fact}>
                                <dt className={list.factLabel}>Horário</dt>
                                <dd className={list.factValue}>
                                  {formatWhen(lastAttempt?.at ?? delivery.created_at, timeZone)}
                                </dd>
                              </div>
                            </dl>
                            {delivery.status === 'retrying' && delivery.next_attempt_at && (
                              <p className={list.subtitle}>
                                Próxima tentativa em {formatWhen(delivery.next_attempt_at, timeZone)}
                              </p>
                            )}
                            {delivery.status !== 'delivered' && lastAttempt?.error && (
                              <p className={styles.errorText}>{lastAttempt.error}</p>
                            )}
                            <div>
                              <Button
                                variant="secondary"
                                size="small"
                                isPending={isResending}
                                onPress={() => resend(delivery)}
                              >
                                {!isResending && <RefreshCw size={16} aria-hidden />}
                                Reenviar
                              </Button>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                    {(current.pageCount ?? 1) > 1 && onPageChange && (
                      <div className={list.footer}>
                        <Pagination
                          page={current.page ?? 1}
                          pageCount={current.pageCount ?? 1}
                          onPageChange={onPageChange}
                          isDisabled={current.isLoading}
                        />
                      </div>
                    )}
                  </RecordListBody>
                )}
              </div>
            </>
          )}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}
