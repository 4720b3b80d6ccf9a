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
const fetchError = (fallback: string) => (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? FETCH_FORBIDDEN : errorMessage(error, fallback);

/** Runs one call at a time per action: `busy` while it runs, its error kept for the panel. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(
    call: () => Promise<T>,
    fail: { title: string; fallback: string },
  ): Promise<T | null> {
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

/** /apps › Shopify: the stored integration, save and validate, disconnect, theme checkout. */
export function useShopify(enabled: boolean) {
  const data = useStoreData({
    load: getShopify,
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError('Falha ao buscar a integração.'),
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
    async onSave(values: ShopifyValues) {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const saved = await save.run(() => saveShopify({ store_id: storeId, ...values }), {
        title: 'Erro na Integração',
        fallback: 'Falha ao salvar integração',
      });
      if (!saved) return;
      toast.success({ title: 'Integração salva!', description: saved.message });
      data.reload();
    },
    async onDisconnect() {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const done = await disconnect.run(() => disconnectShopify(storeId), {
        title: 'Erro',
        fallback: 'Falha ao desconectar a integração.',
      });
      if (!done) return;
      toast.success({ title: 'Integração removida', description: done.message });
      data.reload();
    },
    async onInstall() {
      if (data.storeId == null) {
        toast.error({
          title: 'Erro',
          description: 'Nenhuma loja ativa selecionada para instalar o checkout.',
        });
        return;
      }
      const storeId = data.storeId;
      const done = await install.run(() => installShopifyCheckout(storeId), {
        title: 'Erro na Instalação',
        fallback: 'Falha ao instalar checkout.',
      });
      if (!done) return;
      toast.success({ title: 'Sucesso!', description: done.message });
      data.reload();
    },
    async onRemoveCheckout() {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const done = await remove.run(() => removeShopifyCheckout(storeId), {
        title: 'Erro na Instalação',
        fallback: 'Falha ao remover o checkout do tema.',
      });
      if (!done) return;
      toast.success({ title: 'Sucesso!', description: done.message });
      data.reload();
    },
  };
}

/** /apps › WooCommerce: the stored integration, save and validate, delete. */
export function useWooCommerce(enabled: boolean) {
  const data = useStoreData({
    load: getWooCommerce,
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError('Falha ao buscar a integração.'),
    enabled,
  });
  const save = useAction();
  const remove = useAction();
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
    async onSave(values: WooCommerceValues) {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const saved = await save.run(() => saveWooCommerce({ store_id: storeId, ...values }), {
        title: 'Erro na Integração',
        fallback: 'Falha ao salvar integração',
      });
      if (!saved) return;
      toast.success({ title: 'Integração salva!', description: saved.message });
      data.reload();
    },
    async onDelete() {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const done = await remove.run(() => deleteWooCommerce(storeId), {
        title: 'Erro',
        fallback: 'Falha ao excluir a integração.',
      });
      if (!done) return;
      toast.success({ title: 'Integração removida', description: done.message });
      data.reload();
    },
  };
}

/** /apps › NeoRastro, Utmify or Reportana. */
export function useTracking(kind: TrackingIntegration, enabled: boolean) {
  const data = useStoreData({
    load: (storeId) => getTracking(kind, storeId),
    empty: null,
    errorTitle: 'Erro',
    describeError: fetchError('Falha ao buscar a integração.'),
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
    async onSave(values: TrackingValues) {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const body =
        kind === 'reportana'
          ? { client_id: values.clientId ?? '', client_secret: values.clientSecret ?? '' }
          : { webhook_url: values.webhookUrl ?? '' };
      const saved = await save.run(() => saveTracking(kind, storeId, body), {
        title: 'Erro na Integração',
        fallback: 'Falha ao salvar integração',
      });
      if (!saved) return;
      toast.success({
        title: 'Integração salva!',
        description: 'As informações foram atualizadas com sucesso.',
      });
      data.reload();
    },
    async onDelete() {
      const storeId = requireStore(data.storeId);
      if (storeId == null) return;
      const done = await remove.run(() => deleteTracking(kind, storeId), {
        title: 'Erro',
        fallback: 'Falha ao excluir a integração.',
      });
      if (!done) return;
      toast.success({ title: 'Integração removida', description: done.message });
      data.reload();
    },
  };
}
