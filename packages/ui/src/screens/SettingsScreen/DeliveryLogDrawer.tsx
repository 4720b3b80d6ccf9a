import { History, RefreshCw, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
} from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import * as drawerStyles from '../../components/Drawer/Drawer.css.ts';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { cx } from '../../components/private/cx.ts';
import * as overlay from '../../components/private/overlay.css.ts';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './SettingsScreen.css.ts';
import { StatusBadge } from './StatusBadge.tsx';
import {
  DELIVERY_KEPT_NOTE,
  DELIVERY_STATUS,
  formatWhen,
  isKeptForReactivation,
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
  /**
   * 'Reenviar todas as falhas': every delivery of the webhook that failed for good (on any page) is
   * sent again now. A returned promise shows the button pending. Without it, no button.
   */
  onResendFailed?: () => unknown;
  onPageChange?: (page: number) => void;
}

const attemptsText = (n: number) => (n === 1 ? '1 tentativa' : `${n} tentativas`);

/** 'Pedido #1042' of an order event. */
const orderText = (number: number) => `Pedido #${number}`;

/** When the delivery goes out next, or why it waits. */
function nextStep(delivery: WebhookDeliveryRow, timeZone: string): string | null {
  if (isKeptForReactivation(delivery)) return DELIVERY_KEPT_NOTE;
  if (!delivery.next_attempt_at) return null;
  if (delivery.status === 'retrying')
    return `Próxima tentativa em ${formatWhen(delivery.next_attempt_at, timeZone)}`;
  if (delivery.status === 'pending' && delivery.next_attempt_at > delivery.created_at)
    return `Envio previsto para ${formatWhen(delivery.next_attempt_at, timeZone)}`;
  return null;
}

/**
 * A webhook's delivery log in a panel from the right (full screen on phones): each event with its
 * order (or 'Teste'), status, attempts and what went wrong, 'Reenviar' per delivery and 'Reenviar
 * todas as falhas'.
 */
export function DeliveryLogDrawer({
  log,
  timeZone,
  onClose,
  onRetry,
  onResend,
  onResendFailed,
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
  const [resendingFailed, setResendingFailed] = useState(false);
  const resendFailed = () => {
    const result = onResendFailed?.();
    if (!(result instanceof Promise)) return;
    setResendingFailed(true);
    const done = () => setResendingFailed(false);
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
                    {onResendFailed && (
                      <Inline gap="small" justifyContent="space-between" marginBottom="medium">
                        <p className={styles.note}>
                          Envios que falharam em todas as tentativas podem ser reenviados de uma vez.
                        </p>
                        <Button
                          variant="secondary"
                          size="small"
                          isPending={resendingFailed}
                          onPress={resendFailed}
                        >
                          {!resendingFailed && <RotateCcw size={16} aria-hidden />}
                          Reenviar todas as falhas
                        </Button>
                      </Inline>
                    )}
                    <ul className={list.list} aria-label="Entregas">
                      {current.deliveries.map((delivery) => {
                        const lastAttempt = delivery.attempts.at(-1);
                        const status = DELIVERY_STATUS[delivery.status];
                        const isResending = resending.has(delivery.id);
                        const next = nextStep(delivery, timeZone);
                        return (
                          <li key={delivery.id} className={styles.deliveryRow}>
                            <Inline gap="small" justifyContent="space-between">
                              <Inline gap="xsmall" minWidth={0}>
                                <p className={list.name}>{webhookEventLabel(delivery.event_type)}</p>
                                {delivery.test && <Badge tone="info">Teste</Badge>}
                                {delivery.order_number != null && (
                                  <span className={styles.deliveryOrder}>
                                    {orderText(delivery.order_number)}
                                  </span>
                                )}
                              </Inline>
                              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                            </Inline>
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
                            {next && <p className={list.subtitle}>{next}</p>}
                            {delivery.status !== 'delivered' && lastAttempt?.error && (
                              <p className={styles.errorText}>{lastAttempt.error}</p>
                            )}
                            {delivery.status !== 'delivered' && lastAttempt?.error_detail && (
                              <p className={styles.errorDetail}>
                                Detalhe técnico: {lastAttempt.error_detail}
                              </p>
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
