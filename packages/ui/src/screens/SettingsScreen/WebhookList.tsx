import { WEBHOOK_DISABLED_NOTICE } from '@pagora/contract';
import { History, KeyRound, Power, Send, SquarePen, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { cx } from '../../components/private/cx.ts';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './SettingsScreen.css.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { DELIVERY_STATUS, formatWhen, type WebhookRow, webhookEventLabel } from './settings.ts';

export interface WebhookListProps {
  /** The store's webhooks (`GET /api/webhooks?store_id=`). */
  webhooks: readonly WebhookRow[];
  /** Loading: a spinner until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the webhooks could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The store's time zone (time of the last delivery). */
  timeZone: string;
  /** The webhook in the form (edit mode), marked in the list. */
  editingId?: number | null;
  /** 'Editar': load the webhook into the form. */
  onEdit: (webhook: WebhookRow) => void;
  /** 'Sim, excluir' in the confirmation; a returned promise keeps it pending (and open when it rejects). */
  onDelete: (webhook: WebhookRow) => unknown;
  /** 'Testar': send a sample event. A returned promise shows the button pending until it settles. */
  onTest: (webhook: WebhookRow) => unknown;
  /**
   * 'Sim, gerar novo' in the 'Gerar novo segredo' confirmation; a returned promise keeps it pending. The
   * caller then shows the new secret through `revealedSecret`.
   */
  onRotateSecret: (webhook: WebhookRow) => unknown;
  /** 'Ver entregas': open the delivery log of the webhook. */
  onOpenDeliveries: (webhook: WebhookRow) => void;
  /** 'Reativar' (disabled webhooks only). A returned promise shows the button pending. */
  onEnable: (webhook: WebhookRow) => unknown;
}

type Confirm = { kind: 'delete' | 'rotate'; webhook: WebhookRow };

/** 'Webhooks Ativos': each webhook with its URL, events, status and last delivery, and its actions. */
export function WebhookList({
  webhooks,
  isLoading = false,
  error,
  onRetry,
  timeZone,
  editingId = null,
  onEdit,
  onDelete,
  onTest,
  onRotateSecret,
  onOpenDeliveries,
  onEnable,
}: WebhookListProps) {
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  // 'Testar' and 'Reativar' run per webhook; the button shows pending while its promise runs.
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const run = (key: string, action: () => unknown) => {
    const result = action();
    if (!(result instanceof Promise)) return;
    setRunning((current) => new Set(current).add(key));
    const done = () =>
      setRunning((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    result.then(done, done);
  };
  const ask = (kind: Confirm['kind'], webhook: WebhookRow) => {
    setConfirm({ kind, webhook });
    setDialogOpen(true);
  };

  return (
    <Card as="section" aria-labelledby="webhooks-lista-titulo">
      <CardHeader
        id="webhooks-lista-titulo"
        title="Webhooks Ativos"
        description="As URLs que recebem os eventos da sua loja."
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel="Carregando webhooks…"
        error={error}
        errorTitle="Erro ao buscar webhooks"
        onRetry={onRetry}
        isEmpty={webhooks.length === 0}
        empty={
          <EmptyState
            icon={<Webhook aria-hidden />}
            title="Nenhum webhook cadastrado."
            description="Crie um webhook no formulário acima para receber os eventos da loja."
          />
        }
      >
        <ul className={list.list} aria-label="Webhooks">
          {webhooks.map((webhook) => {
            const titleId = `webhook-${webhook.id}-nome`;
            const last = webhook.last_delivery;
            const testing = running.has(`test-${webhook.id}`);
            const enabling = running.has(`enable-${webhook.id}`);
            return (
              <li key={webhook.id}>
                <article
                  aria-labelledby={titleId}
                  className={styles.webhookRow}
                  data-current={webhook.id === editingId || undefined}
                >
                  <Inline gap="small" justifyContent="space-between" alignItems="flex-start">
                    <div className={list.main}>
                      <span className={list.icon}>
                        <Webhook size={18} aria-hidden />
                      </span>
                      <div className={list.titles}>
                        <h3 id={titleId} className={list.name}>
                          {webhook.name}
                        </h3>
                        <p className={cx(list.subtitle, list.mono)}>{webhook.url}</p>
                      </div>
                    </div>
                    <Inline gap="xsmall" alignItems="stretch">
                      {webhook.enabled ? (
                        <StatusBadge tone="success">Ativo</StatusBadge>
                      ) : (
                        <StatusBadge tone="danger">Desativado</StatusBadge>
                      )}
                      {webhook.id === editingId && <Badge tone="info">Em edição</Badge>}
                    </Inline>
                  </Inline>
                  {!webhook.enabled && webhook.disabled_reason && (
                    <p className={styles.errorText}>{webhook.disabled_reason}</p>
                  )}
                  {!webhook.enabled && <p className={styles.note}>{WEBHOOK_DISABLED_NOTICE}</p>}
                  <dl className={styles.webhookFacts}>
                    <div className={list.fact}>
                      <dt className={list.factLabel}>Eventos</dt>
                      <dd className={cx(list.factValue, list.badges)}>
                        {webhook.events.map((event) => (
                          <Badge key={event}>{webhookEventLabel(event)}</Badge>
                        ))}
                      </dd>
                    </div>
                    <div className={list.fact}>
                      <dt className={list.factLabel}>Última entrega</dt>
                      <dd className={cx(list.factValue, styles.lastDelivery)}>
                        {last ? (
                          <>
                            <StatusBadge tone={DELIVERY_STATUS[last.status].tone}>
                              {DELIVERY_STATUS[last.status].label}
                            </StatusBadge>
                            <span>
                              {last.response_code !== null ? `HTTP ${last.response_code} · ` : ''}
                              {formatWhen(last.at, timeZone)}
                            </span>
                          </>
                        ) : (
                          'Nenhuma entrega ainda'
                        )}
                      </dd>
                    </div>
                    {webhook.secret_hint && (
                      <div className={list.fact}>
                        <dt className={list.factLabel}>Segredo</dt>
                        <dd className={cx(list.factValue, list.mono)}>{webhook.secret_hint}</dd>
                      </div>
                    )}
                  </dl>
                  <div className={styles.webhookActions}>
                    {!webhook.enabled && (
                      <Button
                        size="small"
                        isPending={enabling}
                        onPress={() => run(`enable-${webhook.id}`, () => onEnable(webhook))}
                      >
                        {!enabling && <Power size={16} aria-hidden />}
                        Reativar
                      </Button>
                    )}
                    <Button variant="secondary" size="small" onPress={() => onOpenDeliveries(webhook)}>
                      <History size={16} aria-hidden />
                      Ver entregas
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      isPending={testing}
                      onPress={() => run(`test-${webhook.id}`, () => onTest(webhook))}
                    >
                      {!testing && <Send size={16} aria-hidden />}
                      Testar
                    </Button>
                    <Button variant="secondary" size="small" onPress={() => ask('rotate', webhook)}>
                      <KeyRound size={16} aria-hidden />
                      Gerar novo segredo
                    </Button>
                    <Button variant="ghost" size="small" onPress={() => onEdit(webhook)}>
                      <SquarePen size={16} aria-hidden />
                      Editar
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      className={list.deleteButton}
                      onPress={() => ask('delete', webhook)}
                    >
                      <Trash2 size={16} aria-hidden />
                      Excluir
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </RecordListBody>
      <ConfirmDeleteDialog
        isOpen={isDialogOpen && confirm?.kind === 'delete'}
        onOpenChange={setDialogOpen}
        subject="o webhook"
        name={confirm?.webhook.name}
        onConfirm={() => (confirm ? onDelete(confirm.webhook) : undefined)}
      >
        Ele deixará de receber os eventos da loja.
      </ConfirmDeleteDialog>
      <AlertDialog
        isOpen={isDialogOpen && confirm?.kind === 'rotate'}
        onOpenChange={setDialogOpen}
        title="Gerar novo segredo?"
        confirmLabel="Sim, gerar novo"
        variant="primary"
        onConfirm={() => (confirm ? onRotateSecret(confirm.webhook) : undefined)}
      >
        As próximas entregas de <strong>{confirm?.webhook.name}</strong> serão assinadas com o novo segredo.
        Atualize o seu sistema com ele assim que for exibido.
      </AlertDialog>
    </Card>
  );
}
