import type { TrackingIntegration, TrackingIntegrationView } from '@pagora/contract';
import {
  type ShopifyValues,
  type ShopifyIntegration as ShopifyView,
  type TrackingValues,
  type TrackingIntegration as TrackingView,
  toast,
  type WooCommerceValues,
  type WooCommerceIntegration as WooView,
} from '@pagora/ui';
import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import {
  deleteTracking,
  deleteWooCommerce,
  disconnectShopify,
  downloadWooPlugin,
  getShopify,
  getTracking,
  getWooCommerce,
  installShopifyCheckout,
  removeShopifyCheckout,
  saveShopify,
  saveTracking,
  saveWooCommerce,
} from '../../../api/integrations.ts';
import { invalidate } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { requireStore, useStoreData } from '../useStoreData.ts';

const FETCH_FORBIDDEN = 'Acesso não autorizado para buscar a integração desta loja.';
const fetchError = (error: unknown) =>
  error instanceof ApiError && error.status === 403
    ? FETCH_FORBIDDEN
    : errorMessage(error, 'Falha ao buscar a integração.');

interface Failure {
  title: string;
  fallback: string;
}

/**
 * A store-scoped action of a panel, run through a mutation: needs the active store (else the
 * 'Nenhuma loja ativa' toast, `noStore` says for what), shows the error toast and keeps the error
 * for the panel, or confirms with the server's message and invalidates the panel's data.
 */
function useStoreAction<T extends { message: string }, V = void>(
  data: { storeId: number | null; queryKey: (storeId: number) => QueryKey },
  call: (storeId: number, variables: V) => Promise<T>,
  fail: Failure,
  success: (done: T) => { title: string; description?: string },
  noStore?: string,
) {
  const mutation = useMutation({
    mutationFn: ({ storeId, variables }: { storeId: number; variables: V }) => call(storeId, variables),
    onSuccess: (done, { storeId }) => {
      toast.success(success(done));
      void invalidate(data.queryKey(storeId));
    },
    onError: (error) => toast.error({ title: fail.title, description: errorMessage(error, fail.fallback) }),
  });
  return {
    busy: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, fail.fallback) : null,
    run(variables: V) {
      if (data.storeId == null && noStore) {
        toast.error({ title: 'Erro', description: noStore });
        return;
      }
      const storeId = requireStore(data.storeId);
      if (storeId != null) mutation.mutate({ storeId, variables });
    },
  };
}

const SAVE_FAILED: Failure = { title: 'Erro na Integração', fallback: 'Falha ao salvar integração' };
const DELETE_FAILED: Failure = { title: 'Erro', fallback: 'Falha ao excluir a integração.' };
const saved = (done: { message: string }) => ({ title: 'Integração salva!', description: done.message });
const removed = (done: { message: string }) => ({ title: 'Integração removida', description: done.message });
const succeeded = (done: { message: string }) => ({ title: 'Sucesso!', description: done.message });

/** /apps › Shopify: the stored integration, save and validate, disconnect, theme checkout. */
export function useShopify(enabled: boolean) {
  const queryKey = (storeId: number) => queryKeys.integration(storeId, 'shopify');
  const data = useStoreData({
    queryKey,
    load: getShopify,
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError,
    enabled,
  });
  const scope = { storeId: data.storeId, queryKey };
  const save = useStoreAction(
    scope,
    (storeId, values: ShopifyValues) => saveShopify({ store_id: storeId, ...values }),
    SAVE_FAILED,
    saved,
  );
  const disconnect = useStoreAction(
    scope,
    disconnectShopify,
    { title: 'Erro', fallback: 'Falha ao desconectar a integração.' },
    removed,
  );
  const install = useStoreAction(
    scope,
    installShopifyCheckout,
    { title: 'Erro na Instalação', fallback: 'Falha ao instalar checkout.' },
    succeeded,
    'Nenhuma loja ativa selecionada para instalar o checkout.',
  );
  const remove = useStoreAction(
    scope,
    removeShopifyCheckout,
    { title: 'Erro na Instalação', fallback: 'Falha ao remover o checkout do tema.' },
    succeeded,
  );
  const stored = data.data;
  // One object per answer: the panel resets its form when it receives a new one.
  const integration = useMemo<ShopifyView | null>(
    () =>
      stored && {
        shop_name: stored.shop_name,
        api_key: stored.api_key,
        admin_api_token: stored.admin_api_token_hint,
        api_secret: stored.api_secret_hint,
        skip_cart: stored.skip_cart,
        import_coupons: stored.import_coupons,
        is_active: stored.is_active,
      },
    [stored],
  );

  return {
    data,
    integration,
    checkoutInstalled: stored?.checkout_installed ?? false,
    save,
    disconnect,
    install,
    remove,
    onSave: save.run,
    onDisconnect: () => disconnect.run(),
    onInstall: () => install.run(),
    onRemoveCheckout: () => remove.run(),
  };
}

/** /apps › WooCommerce: the stored integration, save and validate, delete, the WordPress plugin. */
export function useWooCommerce(enabled: boolean) {
  const queryKey = (storeId: number) => queryKeys.integration(storeId, 'woocommerce');
  const data = useStoreData({
    queryKey,
    load: getWooCommerce,
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError,
    enabled,
  });
  const scope = { storeId: data.storeId, queryKey };
  const save = useStoreAction(
    scope,
    (storeId, values: WooCommerceValues) => saveWooCommerce({ store_id: storeId, ...values }),
    SAVE_FAILED,
    saved,
  );
  const remove = useStoreAction(scope, deleteWooCommerce, DELETE_FAILED, removed);
  const pluginFailure: Failure = { title: 'Erro ao baixar o plugin', fallback: 'Falha ao baixar o plugin.' };
  const plugin = useMutation({
    mutationFn: downloadWooPlugin,
    onSuccess: () =>
      toast.success({
        title: 'Plugin baixado!',
        description:
          'Envie o arquivo pagora-checkout.zip no WordPress em Plugins › Adicionar novo › Enviar plugin.',
      }),
    onError: (error) =>
      toast.error({ title: pluginFailure.title, description: errorMessage(error, pluginFailure.fallback) }),
  });
  const stored = data.data;
  const integration = useMemo<WooView | null>(
    () =>
      stored?.is_active === true
        ? {
            store_url: stored.store_url,
            consumer_key: stored.consumer_key_hint,
            consumer_secret: stored.consumer_secret_hint,
            skip_cart: stored.skip_cart,
          }
        : null,
    [stored],
  );
  return {
    data,
    integration,
    save,
    remove,
    onSave: save.run,
    onDelete: () => remove.run(),
    plugin: {
      busy: plugin.isPending,
      error: plugin.error ? errorMessage(plugin.error, pluginFailure.fallback) : null,
    },
    onDownloadPlugin() {
      const storeId = requireStore(data.storeId);
      if (storeId != null) plugin.mutate(storeId);
    },
  };
}

/** /apps › NeoRastro, Utmify or Reportana: the panel's props. */
export function useTracking(kind: TrackingIntegration, enabled: boolean) {
  const queryKey = (storeId: number) => queryKeys.integration(storeId, kind);
  const data = useStoreData<TrackingIntegrationView | null>({
    queryKey,
    load: (storeId) => getTracking(kind, storeId),
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError,
    enabled,
  });
  const scope = { storeId: data.storeId, queryKey };
  const save = useStoreAction(
    scope,
    (storeId, body: Parameters<typeof saveTracking>[2]) => saveTracking(kind, storeId, body),
    SAVE_FAILED,
    () => ({ title: 'Integração salva!', description: 'As informações foram atualizadas com sucesso.' }),
  );
  const remove = useStoreAction(scope, (storeId) => deleteTracking(kind, storeId), DELETE_FAILED, removed);
  const stored = data.data;
  const integration = useMemo<TrackingView | null>(
    () =>
      stored?.configured
        ? {
            webhook_url: stored.webhook_url ?? undefined,
            client_id: stored.client_id ?? undefined,
            client_secret: stored.client_secret_hint ?? undefined,
          }
        : null,
    [stored],
  );
  return {
    integration,
    isLoading: data.isLoading,
    loadError: data.error,
    onRetryLoad: data.storeId == null ? undefined : data.reload,
    isSaving: save.busy,
    saveError: save.error,
    isDeleting: remove.busy,
    onSave(values: TrackingValues) {
      // An empty Client Secret keeps the saved one.
      const body =
        kind === 'reportana'
          ? { client_id: values.clientId ?? '', client_secret: values.clientSecret ?? '' }
          : { webhook_url: values.webhookUrl ?? '' };
      return save.run(body);
    },
    onDelete: () => remove.run(),
  };
}
