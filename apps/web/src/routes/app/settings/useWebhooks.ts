import type { Webhook } from '@pagora/contract';
import {
  type DeliveryLogState,
  type RevealedSecret,
  toast,
  type WebhookDeliveryRow,
  type WebhookRow,
  type WebhookValues,
} from '@pagora/ui';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
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
    load: listWebhooks,
    empty: noWebhooks,
    errorTitle: 'Erro ao buscar webhooks',
    describeError: (error) => errorMessage(error, 'Falha ao buscar webhooks.'),
    enabled,
  });
  const [formErrors, setFormErrors] = useState<FormErrors>({});
  const [revealedSecret, setRevealedSecret] = useState<RevealedSecret | null>(null);
  const [deliveries, setDeliveries] = useState<DeliveryLogState | null>(null);
  const openLog = useRef<number | null>(null);

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

  async function loadDeliveries(webhook: Pick<WebhookRow, 'id' | 'name'>, page: number) {
    openLog.current = webhook.id;
    setDeliveries((current) => ({
      webhook,
      deliveries: current?.webhook.id === webhook.id ? current.deliveries : [],
      isLoading: true,
      page,
      pageCount: current?.webhook.id === webhook.id ? current.pageCount : 1,
    }));
    try {
      const found = await listWebhookDeliveries(webhook.id, page);
      if (openLog.current !== webhook.id) return;
      setDeliveries({ webhook, deliveries: found.items, page: found.page, pageCount: found.page_count });
    } catch (error) {
      if (openLog.current !== webhook.id) return;
      setDeliveries({
        webhook,
        deliveries: [],
        page,
        error: errorMessage(error, 'Falha ao buscar as entregas.'),
      });
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
        list.reload();
      });
    },
    async onUpdate(webhook: WebhookRow, values: WebhookValues) {
      await save(async () => {
        await updateWebhook(webhook.id, values);
        toast.success({
          title: 'Configurações salvas!',
          description: 'As informações foram atualizadas com sucesso.',
        });
        list.reload();
      });
    },
    async onDelete(webhook: WebhookRow) {
      const { message } = await action(
        () => deleteWebhook(webhook.id),
        'Não foi possível excluir o webhook.',
      );
      toast.success({ title: message });
      list.reload();
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
      list.reload();
    },
    async onEnable(webhook: WebhookRow) {
      const { message } = await action(
        () => enableWebhook(webhook.id),
        'Não foi possível reativar o webhook.',
      );
      toast.success({ title: message });
      list.reload();
    },
    onOpenDeliveries: (webhook: WebhookRow) => loadDeliveries(webhook, 1),
    onCloseDeliveries() {
      openLog.current = null;
      setDeliveries(null);
    },
    onRetryDeliveries() {
      if (deliveries) loadDeliveries(deliveries.webhook, deliveries.page ?? 1);
    },
    onDeliveriesPageChange(page: number) {
      if (deliveries) loadDeliveries(deliveries.webhook, page);
    },
    async onResend(delivery: WebhookDeliveryRow) {
      const { message } = await action(
        () => resendWebhookDelivery(delivery.id),
        'Não foi possível reenviar.',
      );
      toast.success({ title: message });
      if (deliveries) await loadDeliveries(deliveries.webhook, deliveries.page ?? 1);
    },
    async onResendFailed() {
      if (!deliveries) return;
      const { webhook } = deliveries;
      const { message, queued } = await action(
        () => resendFailedWebhookDeliveries(webhook.id),
        'Não foi possível reenviar as falhas.',
      );
      if (queued > 0) toast.success({ title: message, description: 'Acompanhe o resultado nesta lista.' });
      else toast.info({ title: message });
      await loadDeliveries(webhook, deliveries.page ?? 1);
    },
  };
}
