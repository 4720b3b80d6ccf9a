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
import { useAction } from '../../../api/useAction.ts';
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
  const webhookKeys = () => (list.storeId == null ? [] : [queryKeys.webhooks(list.storeId)]);
  /** The open log read again (after a resend), awaited so the rows show the outcome. */
  const logKeys = () =>
    list.storeId != null && log ? [queryKeys.webhookDeliveries(list.storeId, log.webhook.id, log.page)] : [];
  const failed = (fallback: string) => (error: unknown) =>
    toast.error({ title: 'Erro', description: errorMessage(error, fallback) });
  const saved = () =>
    toast.success({
      title: 'Configurações salvas!',
      description: 'As informações foram atualizadas com sucesso.',
    });
  const saveFailed = (error: unknown) => {
    const description = errorMessage(error, 'Não foi possível salvar o webhook.');
    toast.error({ title: 'Erro ao salvar', description });
    const field =
      error instanceof ApiError && (error.status === 400 || error.status === 422)
        ? fieldOfMessage(description, fieldRules)
        : null;
    if (field) setFormErrors({ [field]: description });
  };

  const creating = useAction({
    run: ({ storeId, values }: { storeId: number; values: WebhookValues }) => createWebhook(storeId, values),
    invalidates: webhookKeys,
    onSuccess: (created) => {
      saved();
      setRevealedSecret({ webhookName: created.webhook.name, secret: created.secret });
    },
    onError: saveFailed,
  });
  const updating = useAction({
    run: ({ webhook, values }: { webhook: WebhookRow; values: WebhookValues }) =>
      updateWebhook(webhook.id, values),
    invalidates: webhookKeys,
    onSuccess: saved,
    onError: saveFailed,
  });
  const deleting = useAction({
    run: (webhook: WebhookRow) => deleteWebhook(webhook.id),
    invalidates: webhookKeys,
    onSuccess: ({ message }) => toast.success({ title: message }),
    onError: failed('Não foi possível excluir o webhook.'),
  });
  const testing = useAction({
    run: (webhook: WebhookRow) => testWebhook(webhook.id),
    onSuccess: ({ message }) =>
      toast.success({ title: message, description: 'Acompanhe o resultado em Ver entregas.' }),
    onError: failed('Não foi possível enviar o teste.'),
  });
  const rotating = useAction({
    run: (webhook: WebhookRow) => rotateWebhookSecret(webhook.id),
    invalidates: webhookKeys,
    onSuccess: ({ secret }, webhook) => setRevealedSecret({ webhookName: webhook.name, secret }),
    onError: failed('Não foi possível gerar o segredo.'),
  });
  const enabling = useAction({
    run: (webhook: WebhookRow) => enableWebhook(webhook.id),
    invalidates: webhookKeys,
    onSuccess: ({ message }) => toast.success({ title: message }),
    onError: failed('Não foi possível reativar o webhook.'),
  });
  const resending = useAction({
    run: (delivery: WebhookDeliveryRow) => resendWebhookDelivery(delivery.id),
    invalidates: logKeys,
    awaitRefresh: true,
    onSuccess: ({ message }) => toast.success({ title: message }),
    onError: failed('Não foi possível reenviar.'),
  });
  const resendingFailed = useAction({
    run: (webhookId: number) => resendFailedWebhookDeliveries(webhookId),
    invalidates: logKeys,
    awaitRefresh: true,
    onSuccess: ({ message, queued }) => {
      if (queued > 0) toast.success({ title: message, description: 'Acompanhe o resultado nesta lista.' });
      else toast.info({ title: message });
    },
    onError: failed('Não foi possível reenviar as falhas.'),
  });

  // Each handler rejects on a refusal: the form keeps what was typed, a confirmation stays open.
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
      setFormErrors({});
      await creating.mutateAsync({ storeId, values });
    },
    async onUpdate(webhook: WebhookRow, values: WebhookValues) {
      setFormErrors({});
      await updating.mutateAsync({ webhook, values });
    },
    onDelete: (webhook: WebhookRow) => deleting.mutateAsync(webhook),
    onTest: (webhook: WebhookRow) => testing.mutateAsync(webhook),
    onRotateSecret: (webhook: WebhookRow) => rotating.mutateAsync(webhook),
    onEnable: (webhook: WebhookRow) => enabling.mutateAsync(webhook),
    onOpenDeliveries: (webhook: WebhookRow) => setLog({ webhook, page: 1 }),
    onCloseDeliveries: () => setLog(null),
    onRetryDeliveries: () => {
      for (const key of logKeys()) void invalidate(key);
    },
    onDeliveriesPageChange(page: number) {
      setLog((current) => current && { ...current, page });
    },
    onResend: (delivery: WebhookDeliveryRow) => resending.mutateAsync(delivery),
    async onResendFailed() {
      if (!log) return;
      await resendingFailed.mutateAsync(log.webhook.id);
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
