import type { Webhook } from '@pagora/contract';
import {
  type DeliveryLogState,
  type RevealedSecret,
  toast,
  type WebhookDeliveryRow,
  type WebhookRow,
  type WebhookValues,
} from '@pagora/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { invalidate } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendFailedWebhookDeliveries,
  resendWebhookDelivery,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from '../../../api/settings.ts';
import { fieldOfMessage, requireStore, useStoreData } from '../useStoreData.ts';

const noWebhooks: Webhook[] = [];
type FormErrors = Partial<Record<keyof WebhookValues, string>>;

/** The form field a server refusal is about (shown there as well as in the toast). */
const fieldRules: [RegExp, keyof WebhookValues][] = [
  [/nome/i, 'name'],
  [/evento/i, 'events'],
  [/url|endereço|https|rede/i, 'url'],
];

/**
 * /configuracoes › Webhooks: endpoints (create, edit, delete, test, secret rotation, re-enable),
 * the signing secret shown once, and each endpoint's delivery log with resend (one delivery, or
 * every failed one at once).
 */
export function useWebhooks(enabled: boolean) {
  const list = useStoreData({
    queryKey: queryKeys.webhooks,
    load: listWebhooks,
    empty: noWebhooks,
    errorTitle: 'Erro ao buscar webhooks',
    describeError: (error) => errorMessage(error, 'Falha ao buscar webhooks.'),
    enabled,
  });
  const [formErrors, setFormErrors] = useState<FormErrors>({});
  const [revealedSecret, setRevealedSecret] = useState<RevealedSecret | null>(null);
  // The delivery log open on screen (which endpoint, which page).
  const [log, setLog] = useState<{ webhook: Pick<WebhookRow, 'id' | 'name'>; page: number } | null>(null);
  const deliveries = useDeliveries(list.storeId, log);
  const refresh = () => {
    if (list.storeId != null) void invalidate(queryKeys.webhooks(list.storeId));
  };
  /** The open log read again (after a resend), awaited so the rows show the outcome. */
  const refreshLog = async () => {
    if (list.storeId != null && log)
      await invalidate(queryKeys.webhookDeliveries(list.storeId, log.webhook.id, log.page));
  };

  async function save(call: () => Promise<unknown>) {
    setFormErrors({});
    try {
      await call();
    } catch (error) {
      const description = errorMessage(error, 'Não foi possível salvar o webhook.');
      toast.error({ title: 'Erro ao salvar', description });
      const field =
        error instanceof ApiError && (error.status === 400 || error.status === 422)
          ? fieldOfMessage(description, fieldRules)
          : null;
      if (field) setFormErrors({ [field]: description });
      throw error; // the form keeps what was typed
    }
  }

  async function action<T>(call: () => Promise<T>, fallback: string): Promise<T> {
    try {
      return await call();
    } catch (error) {
      toast.error({ title: 'Erro', description: errorMessage(error, fallback) });
      throw error;
    }
  }

  return {
    webhooks: list.data,
    isLoading: list.isLoading,
    error: list.error,
    onRetry: list.storeId == null ? undefined : list.reload,
    formErrors,
    revealedSecret,
    onDismissSecret: () => setRevealedSecret(null),
    deliveries,
    async onCreate(values: WebhookValues) {
      const storeId = requireStore(list.storeId);
      if (storeId == null) throw new Error('Nenhuma loja ativa');
      await save(async () => {
        const created = await createWebhook(storeId, values);
        toast.success({
          title: 'Configurações salvas!',
          description: 'As informações foram atualizadas com sucesso.',
        });
        setRevealedSecret({ webhookName: created.webhook.name, secret: created.secret });
        refresh();
      });
    },
    async onUpdate(webhook: WebhookRow, values: WebhookValues) {
      await save(async () => {
        await updateWebhook(webhook.id, values);
        toast.success({
          title: 'Configurações salvas!',
          description: 'As informações foram atualizadas com sucesso.',
        });
        refresh();
      });
    },
    async onDelete(webhook: WebhookRow) {
      const { message } = await action(
        () => deleteWebhook(webhook.id),
        'Não foi possível excluir o webhook.',
      );
      toast.success({ title: message });
      refresh();
    },
    async onTest(webhook: WebhookRow) {
      const { message } = await action(() => testWebhook(webhook.id), 'Não foi possível enviar o teste.');
      toast.success({ title: message, description: 'Acompanhe o resultado em Ver entregas.' });
    },
    async onRotateSecret(webhook: WebhookRow) {
      const { secret } = await action(
        () => rotateWebhookSecret(webhook.id),
        'Não foi possível gerar o segredo.',
      );
      setRevealedSecret({ webhookName: webhook.name, secret });
      refresh();
    },
    async onEnable(webhook: WebhookRow) {
      const { message } = await action(
        () => enableWebhook(webhook.id),
        'Não foi possível reativar o webhook.',
      );
      toast.success({ title: message });
      refresh();
    },
    onOpenDeliveries: (webhook: WebhookRow) => setLog({ webhook, page: 1 }),
    onCloseDeliveries: () => setLog(null),
    onRetryDeliveries: () => void refreshLog(),
    onDeliveriesPageChange(page: number) {
      setLog((current) => current && { ...current, page });
    },
    async onResend(delivery: WebhookDeliveryRow) {
      const { message } = await action(
        () => resendWebhookDelivery(delivery.id),
        'Não foi possível reenviar.',
      );
      toast.success({ title: message });
      await refreshLog();
    },
    async onResendFailed() {
      if (!log) return;
      const { webhook } = log;
      const { message, queued } = await action(
        () => resendFailedWebhookDeliveries(webhook.id),
        'Não foi possível reenviar as falhas.',
      );
      if (queued > 0) toast.success({ title: message, description: 'Acompanhe o resultado nesta lista.' });
      else toast.info({ title: message });
      await refreshLog();
    },
  };
}

/**
 * An endpoint's delivery log, a page at a time: the rows (and page count) of the page on screen
 * stay while the next page or a reload arrives.
 */
function useDeliveries(
  storeId: number | null,
  log: { webhook: Pick<WebhookRow, 'id' | 'name'>; page: number } | null,
): DeliveryLogState | null {
  const webhookId = log?.webhook.id ?? 0;
  const query = useQuery({
    queryKey: queryKeys.webhookDeliveries(storeId ?? 0, webhookId, log?.page ?? 1),
    queryFn: () => listWebhookDeliveries(webhookId, log?.page ?? 1),
    enabled: storeId != null && log != null,
    // Deliveries are retried in the background: an opened log always asks again.
    staleTime: 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === webhookId ? previous : undefined,
  });
  if (!log) return null;
  const { webhook, page } = log;
  if (query.isError && !query.isFetching)
    return {
      webhook,
      deliveries: [],
      page,
      error: errorMessage(query.error, 'Falha ao buscar as entregas.'),
    };
  const found = query.data;
  if (!found || query.isPlaceholderData || query.isFetching)
    return {
      webhook,
      deliveries: found?.items ?? [],
      isLoading: true,
      page,
      pageCount: found?.page_count ?? 1,
    };
  return { webhook, deliveries: found.items, page: found.page, pageCount: found.page_count };
}
