import { Stack } from '../../components/Stack/Stack.tsx';
import { useRecordEditor } from '../private/useRecordEditor.ts';
import { DeliveryLogDrawer, type DeliveryLogState } from './DeliveryLogDrawer.tsx';
import { type RevealedSecret, SecretDialog } from './SecretDialog.tsx';
import type { WebhookDeliveryRow, WebhookRow, WebhookValues } from './settings.ts';
import { WebhookForm } from './WebhookForm.tsx';
import { WebhookList, type WebhookListProps } from './WebhookList.tsx';

export interface WebhooksPanelProps extends Omit<WebhookListProps, 'editingId' | 'onEdit'> {
  /** 'Criar Webhook'. Resolve on success (the form empties), reject on failure (it keeps the values). */
  onCreate: (values: WebhookValues) => Promise<unknown>;
  /** 'Salvar Alterações'. Resolve on success (back to a new webhook), reject on failure. */
  onUpdate: (webhook: WebhookRow, values: WebhookValues) => Promise<unknown>;
  /** The server's field errors (`name`, `url`, `events`) for the webhook being saved. */
  formErrors?: Partial<Record<keyof WebhookValues, string>>;
  /** The delivery log open ('Ver entregas' → `onOpenDeliveries`); null when closed. */
  deliveries: DeliveryLogState | null;
  onCloseDeliveries: () => void;
  onRetryDeliveries?: () => void;
  /** 'Reenviar' on a delivery. A returned promise shows the button pending. */
  onResend: (delivery: WebhookDeliveryRow) => unknown;
  /** 'Reenviar todas as falhas' in the delivery log. A returned promise shows the button pending. */
  onResendFailed?: () => unknown;
  onDeliveriesPageChange?: (page: number) => void;
  /** The signing secret returned by create or rotate, shown once in a dialog; null when none. */
  revealedSecret: RevealedSecret | null;
  /** The secret dialog was closed: forget the secret. */
  onDismissSecret: () => void;
  /** 'Copiar segredo': the caller copies the text to the clipboard and confirms. */
  onCopy: (text: string) => void;
}

/** Webhooks: the form (create or edit), 'Webhooks Ativos', the delivery log and the new secret dialog. */
export function WebhooksPanel({
  onCreate,
  onUpdate,
  formErrors,
  deliveries,
  onCloseDeliveries,
  onRetryDeliveries,
  onResend,
  onResendFailed,
  onDeliveriesPageChange,
  revealedSecret,
  onDismissSecret,
  onCopy,
  ...listProps
}: WebhooksPanelProps) {
  const {
    editing,
    formKey,
    formErrors: shownErrors,
    startEditing,
    cancelEditing,
    submit,
  } = useRecordEditor({
    records: listProps.webhooks as WebhookRow[],
    isLoading: listProps.isLoading,
    serverErrors: formErrors,
    onCreate,
    onUpdate,
  });

  return (
    <Stack gap="xlarge" minWidth={0}>
      <WebhookForm
        key={formKey}
        webhook={editing}
        onSubmit={submit}
        onCancelEdit={cancelEditing}
        validationErrors={shownErrors}
      />
      <WebhookList {...listProps} editingId={editing?.id ?? null} onEdit={startEditing} />
      <DeliveryLogDrawer
        log={deliveries}
        timeZone={listProps.timeZone}
        onClose={onCloseDeliveries}
        onRetry={onRetryDeliveries}
        onResend={onResend}
        onResendFailed={onResendFailed}
        onPageChange={onDeliveriesPageChange}
      />
      <SecretDialog revealedSecret={revealedSecret} onDismiss={onDismissSecret} onCopy={onCopy} />
    </Stack>
  );
}
