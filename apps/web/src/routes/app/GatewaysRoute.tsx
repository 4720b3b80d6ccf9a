import {
  GATEWAY_UPDATED_MESSAGE,
  type GatewayChoice,
  type GatewayProvider,
  type GatewayRouting,
} from '@pagora/contract';
import { GatewaysScreen, type GatewayValues, toast } from '@pagora/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { deactivateGateway, getGateways, saveGateway, saveGatewayRouting } from '../../api/gateways.ts';
import { invalidate } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

const FETCH_FORBIDDEN = 'Acesso não autorizado a esta loja.';
const fetchError = (error: unknown) =>
  error instanceof ApiError && error.status === 403
    ? FETCH_FORBIDDEN
    : errorMessage(error, 'Falha ao buscar os gateways.');

const saveFailure = (error: unknown) => errorMessage(error, 'Não foi possível salvar o gateway.');
const routingFailure = (error: unknown) => errorMessage(error, 'Não foi possível salvar o roteamento.');

/** Which form field a refusal of the save is about (the gateway's 'Credenciais inválidas.' is the secret). */
const gatewayFieldRules: [RegExp, keyof GatewayValues][] = [
  [/credenciais inválidas/i, 'secret_key'],
  [/chave pública/i, 'public_key'],
  [/chave secreta/i, 'secret_key'],
  [/assinatura/i, 'webhook_secret'],
  [/forma de pagamento/i, 'methods'],
];

/** /gateways: the active store's gateways (activate, update, deactivate) and the routing per method. */
export default function GatewaysRoute() {
  const gateways = useStoreData({
    queryKey: queryKeys.gateways,
    load: getGateways,
    empty: null,
    errorTitle: 'Erro ao buscar gateways',
    describeError: fetchError,
  });
  const [selected, setSelected] = useState<GatewayChoice | null>(null);

  const saving = useMutation({
    mutationFn: ({
      storeId,
      provider,
      values,
    }: {
      storeId: number;
      provider: GatewayProvider;
      values: GatewayValues;
    }) => saveGateway(provider, { store_id: storeId, ...values }),
    onSuccess: ({ message }, { storeId }) => {
      toast.success({
        title: message === GATEWAY_UPDATED_MESSAGE ? 'Gateway atualizado' : 'Gateway ativado',
      });
      void invalidate(queryKeys.gateways(storeId));
    },
    onError: (error) => toast.error({ title: 'Erro ao salvar gateway', description: saveFailure(error) }),
  });
  const deactivating = useMutation({
    mutationFn: ({ storeId, provider }: { storeId: number; provider: GatewayProvider }) =>
      deactivateGateway(provider, storeId),
    onSuccess: (_done, { storeId }) => {
      saving.reset();
      toast.success({ title: 'Gateway desativado' });
      void invalidate(queryKeys.gateways(storeId));
    },
    onError: (error) =>
      toast.error({
        title: 'Erro ao desativar gateway',
        description: errorMessage(error, 'Não foi possível desativar o gateway.'),
      }),
  });
  const savingRouting = useMutation({
    mutationFn: ({ storeId, routing }: { storeId: number; routing: GatewayRouting }) =>
      saveGatewayRouting({ store_id: storeId, ...routing }),
    onSuccess: (_done, { storeId }) => {
      toast.success({ title: 'Roteamento salvo' });
      void invalidate(queryKeys.gateways(storeId));
    },
    onError: (error) =>
      toast.error({ title: 'Erro ao salvar roteamento', description: routingFailure(error) }),
  });

  // Another store's gateways start on the list.
  const [shownStore, setShownStore] = useState(gateways.storeId);
  if (shownStore !== gateways.storeId) {
    setShownStore(gateways.storeId);
    setSelected(null);
  }

  function open(next: GatewayChoice | null) {
    setSelected(next);
    saving.reset();
  }

  function save(provider: GatewayProvider, values: GatewayValues) {
    const storeId = requireStore(gateways.storeId);
    if (storeId != null) saving.mutate({ storeId, provider, values });
  }

  function deactivate(provider: GatewayProvider) {
    const storeId = requireStore(gateways.storeId);
    if (storeId != null) deactivating.mutate({ storeId, provider });
  }

  const saveError = saving.error ? saveFailure(saving.error) : null;
  const field =
    saving.error instanceof ApiError && saving.error.status === 422 && saveError
      ? fieldOfMessage(saveError, gatewayFieldRules)
      : null;

  async function copyNotificationUrl(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: 'URL copiada!', description: 'Cadastre-a no painel do Pagar.me.' });
    } catch {
      toast.error({ title: 'Não foi possível copiar a URL', description: `Copie-a manualmente: ${url}` });
    }
  }

  function saveRouting(routing: GatewayRouting) {
    const storeId = requireStore(gateways.storeId);
    if (storeId != null) savingRouting.mutate({ storeId, routing });
  }

  return (
    <GatewaysScreen
      data={gateways.data}
      isLoading={gateways.isLoading}
      error={gateways.error}
      onRetry={gateways.storeId == null ? undefined : gateways.reload}
      selected={selected}
      onSelectedChange={open}
      onSave={save}
      isSaving={saving.isPending}
      saveError={saveError}
      validationErrors={field && saveError ? { [field]: saveError } : undefined}
      onDeactivate={deactivate}
      isDeactivating={deactivating.isPending}
      onCopyNotificationUrl={copyNotificationUrl}
      onSaveRouting={saveRouting}
      isSavingRouting={savingRouting.isPending}
      routingError={savingRouting.error ? routingFailure(savingRouting.error) : null}
    />
  );
}
