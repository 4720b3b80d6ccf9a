import type { TrackingIntegration } from '@pagora/contract';
import {
  type ShopifyValues,
  type ShopifyIntegration as ShopifyView,
  type TrackingValues,
  type TrackingIntegration as TrackingView,
  toast,
  type WooCommerceValues,
  type WooCommerceIntegration as WooView,
} from '@pagora/ui';
import { useMemo, useState } from 'react';
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
import { requireStore, useStoreData } from '../useStoreData.ts';

const FETCH_FORBIDDEN = 'Acesso não autorizado para buscar a integração desta loja.';
const fetchError = (error: unknown) =>
  error instanceof ApiError && error.status === 403
    ? FETCH_FORBIDDEN
    : errorMessage(error, 'Falha ao buscar a integração.');

/** One call at a time per action: `busy` while it runs, its error kept for the panel. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(call: () => Promise<T>, fail: Failure): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (caught) {
      const description = errorMessage(caught, fail.fallback);
      setError(description);
      toast.error({ title: fail.title, description });
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

type Action = ReturnType<typeof useAction>;
interface Failure {
  title: string;
  fallback: string;
}

/**
 * A store-scoped action of a panel: needs the active store (else the 'Nenhuma loja ativa' toast, `noStore` says
 * for what), runs `call` through `action` (busy flag, error toast), then confirms with the server's
 * message and reloads the panel's data.
 */
async function storeAction<T extends { message: string }>(
  data: { storeId: number | null; reload: () => void },
  action: Action,
  call: (storeId: number) => Promise<T>,
  fail: Failure,
  success: (done: T) => { title: string; description?: string },
  noStore?: string,
): Promise<void> {
  if (data.storeId == null && noStore) {
    toast.error({ title: 'Erro', description: noStore });
    return;
  }
  const storeId = requireStore(data.storeId);
  if (storeId == null) return;
  const done = await action.run(() => call(storeId), fail);
  if (!done) return;
  toast.success(success(done));
  data.reload();
}

const SAVE_FAILED: Failure = { title: 'Erro na Integração', fallback: 'Falha ao salvar integração' };
const DELETE_FAILED: Failure = { title: 'Erro', fallback: 'Falha ao excluir a integração.' };
const saved = (done: { message: string }) => ({ title: 'Integração salva!', description: done.message });
const removed = (done: { message: string }) => ({ title: 'Integração removida', description: done.message });
const succeeded = (done: { message: string }) => ({ title: 'Sucesso!', description: done.message });

/** /apps › Shopify: the stored integration, save and validate, disconnect, theme checkout. */
export function useShopify(enabled: boolean) {
  const data = useStoreData({
    load: getShopify,
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError,
    enabled,
  });
  const save = useAction();
  const disconnect = useAction();
  const install = useAction();
  const remove = useAction();
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
    onSave: (values: ShopifyValues) =>
      storeAction(data, save, (storeId) => saveShopify({ store_id: storeId, ...values }), SAVE_FAILED, saved),
    onDisconnect: () =>
      storeAction(
        data,
        disconnect,
        disconnectShopify,
        { title: 'Erro', fallback: 'Falha ao desconectar a integração.' },
        removed,
      ),
    onInstall: () =>
      storeAction(
        data,
        install,
        installShopifyCheckout,
        { title: 'Erro na Instalação', fallback: 'Falha ao instalar checkout.' },
        succeeded,
        'Nenhuma loja ativa selecionada para instalar o checkout.',
      ),
    onRemoveCheckout: () =>
      storeAction(
        data,
        remove,
        removeShopifyCheckout,
        { title: 'Erro na Instalação', fallback: 'Falha ao remover o checkout do tema.' },
        succeeded,
      ),
  };
}

/** /apps › WooCommerce: the stored integration, save and validate, delete, the WordPress plugin. */
export function useWooCommerce(enabled: boolean) {
  const data = useStoreData({
    load: getWooCommerce,
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError,
    enabled,
  });
  const save = useAction();
  const remove = useAction();
  const plugin = useAction();
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
    onSave: (values: WooCommerceValues) =>
      storeAction(
        data,
        save,
        (storeId) => saveWooCommerce({ store_id: storeId, ...values }),
        SAVE_FAILED,
        saved,
      ),
    onDelete: () => storeAction(data, remove, deleteWooCommerce, DELETE_FAILED, removed),
    plugin,
    async onDownloadPlugin() {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const done = await plugin.run(() => downloadWooPlugin(storeId).then(() => true), {
        title: 'Erro ao baixar o plugin',
        fallback: 'Falha ao baixar o plugin.',
      });
      if (done) {
        toast.success({
          title: 'Plugin baixado!',
          description:
            'Envie o arquivo pagora-checkout.zip no WordPress em Plugins › Adicionar novo › Enviar plugin.',
        });
      }
    },
  };
}

/** /apps › NeoRastro, Utmify or Reportana: the panel's props. */
export function useTracking(kind: TrackingIntegration, enabled: boolean) {
  const data = useStoreData({
    load: (storeId) => getTracking(kind, storeId),
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError,
    enabled,
  });
  const save = useAction();
  const remove = useAction();
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
      return storeAction(
        data,
        save,
        (storeId) => saveTracking(kind, storeId, body),
        SAVE_FAILED,
        () => ({
          title: 'Integração salva!',
          description: 'As informações foram atualizadas com sucesso.',
        }),
      );
    },
    onDelete: () =>
      storeAction(data, remove, (storeId) => deleteTracking(kind, storeId), DELETE_FAILED, removed),
  };
}
