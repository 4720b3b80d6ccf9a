import {
  GATEWAY_UPDATED_MESSAGE,
  type GatewayChoice,
  type GatewayProvider,
  type GatewayRouting,
} from '@pagora/contract';
import { type GatewayFieldErrors, GatewaysScreen, type GatewayValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { deactivateGateway, getGateways, saveGateway, saveGatewayRouting } from '../../api/gateways.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

const FETCH_FORBIDDEN = 'Acesso não autorizado a esta loja.';
const fetchError = (error: unknown) =>
  error instanceof ApiError && error.status === 403
    ? FETCH_FORBIDDEN
    : errorMessage(error, 'Falha ao buscar os gateways.');

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
    load: getGateways,
    empty: null,
    errorTitle: 'Erro ao buscar gateways',
    describeError: fetchError,
  });
  const [selected, setSelected] = useState<GatewayChoice | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<GatewayFieldErrors | undefined>();
  const [deactivating, setDeactivating] = useState(false);
  const [savingRouting, setSavingRouting] = useState(false);
  const [routingError, setRoutingError] = useState<string | null>(null);

  // Another store's gateways start on the list.
  const [shownStore, setShownStore] = useState(gateways.storeId);
  if (shownStore !== gateways.storeId) {
    setShownStore(gateways.storeId);
    setSelected(null);
  }

  function open(next: GatewayChoice | null) {
    setSelected(next);
    setSaveError(null);
    setFieldErrors(undefined);
  }

  async function save(provider: GatewayProvider, values: GatewayValues) {
    const storeId = requireStore(gateways.storeId);
    if (storeId == null) return;
    setSaving(true);
    setSaveError(null);
    setFieldErrors(undefined);
    try {
      const { message } = await saveGateway(provider, { store_id: storeId, ...values });
      toast.success({
        title: message === GATEWAY_UPDATED_MESSAGE ? 'Gateway atualizado' : 'Gateway ativado',
      });
      gateways.reload();
    } catch (error) {
      const description = errorMessage(error, 'Não foi possível salvar o gateway.');
      setSaveError(description);
      const field =
        error instanceof ApiError && error.status === 422
          ? fieldOfMessage(description, gatewayFieldRules)
          : null;
      if (field) setFieldErrors({ [field]: description });
      toast.error({ title: 'Erro ao salvar gateway', description });
    } finally {
      setSaving(false);
    }
  }

  async function deactivate(provider: GatewayProvider) {
    const storeId = requireStore(gateways.storeId);
    if (storeId == null) return;
    setDeactivating(true);
    try {
      await deactivateGateway(provider, storeId);
      setSaveError(null);
      setFieldErrors(undefined);
      toast.success({ title: 'Gateway desativado' });
      gateways.reload();
    } catch (error) {
      toast.error({
        title: 'Erro ao desativar gateway',
        description: errorMessage(error, 'Não foi possível desativar o gateway.'),
      });
    } finally {
      setDeactivating(false);
    }
  }

  async function copyNotificationUrl(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: 'URL copiada!', description: 'Cadastre-a no painel do Pagar.me.' });
    } catch {
      toast.error({ title: 'Não foi possível copiar a URL', description: `Copie-a manualmente: ${url}` });
    }
  }

  async function saveRouting(routing: GatewayRouting) {
    const storeId = requireStore(gateways.storeId);
    if (storeId == null) return;
    setSavingRouting(true);
    setRoutingError(null);
    try {
      await saveGatewayRouting({ store_id: storeId, ...routing });
      toast.success({ title: 'Roteamento salvo' });
      gateways.reload();
    } catch (error) {
      const description = errorMessage(error, 'Não foi possível salvar o roteamento.');
      setRoutingError(description);
      toast.error({ title: 'Erro ao salvar roteamento', description });
    } finally {
      setSavingRouting(false);
    }
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
      isSaving={saving}
      saveError={saveError}
      validationErrors={fieldErrors}
      onDeactivate={deactivate}
      isDeactivating={deactivating}
      onCopyNotificationUrl={copyNotificationUrl}
      onSaveRouting={saveRouting}
      isSavingRouting={savingRouting}
      routingError={routingError}
    />
  );
}
