import type { ShippingOption, ShippingSettingsResponse } from '@pagora/contract';
import { type FreightSettingsValues, ShippingScreen, type ShippingValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { invalidate } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import {
  connectMelhorEnvio,
  createShippingOption,
  deleteShippingOption,
  disconnectMelhorEnvio,
  getShippingSettings,
  listShippingOptions,
  saveShippingSettings,
  updateShippingOption,
} from '../../api/shipping.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

type OptionErrors = Partial<Record<keyof ShippingValues, string>>;

const noOptions: ShippingOption[] = [];
type FreightErrors = Partial<Record<keyof FreightSettingsValues | 'token', string>>;

const freightFieldRules: [RegExp, keyof FreightErrors][] = [
  [/CEP/i, 'origin_cep'],
  [/margem/i, 'margin'],
  [/frete grátis/i, 'free_shipping_from'],
  [/token/i, 'token'],
];

const shippingFieldRules: [RegExp, keyof ShippingValues][] = [
  [/prazo mínimo/i, 'min_days'],
  [/prazo máximo/i, 'max_days'],
  [/preço/i, 'price'],
  [/nome/i, 'name'],
];

/** /logistica (Frete): the active store's shipping options (create, edit, delete). */
export default function ShippingRoute() {
  const options = useStoreData({
    queryKey: queryKeys.shippingOptions,
    load: listShippingOptions,
    empty: noOptions,
    errorTitle: 'Erro ao buscar fretes',
    describeError: (error) => errorMessage(error, 'Falha ao buscar fretes.'),
  });
  const [optionErrors, setOptionErrors] = useState<OptionErrors | undefined>();
  const freight = useStoreData<ShippingSettingsResponse | null>({
    queryKey: queryKeys.shippingSettings,
    load: getShippingSettings,
    empty: null,
    errorTitle: 'Erro ao buscar configurações de frete',
    describeError: (error) => errorMessage(error, 'Falha ao buscar as configurações de frete.'),
  });
  const [freightErrors, setFreightErrors] = useState<FreightErrors | undefined>();

  /** A freight settings call: the toast, the field error, and the screen reloaded with the answer. */
  async function freightCall(run: (storeId: number) => Promise<unknown>, success: string, failure: string) {
    const storeId = requireStore(freight.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setFreightErrors(undefined);
    try {
      await run(storeId);
    } catch (error) {
      const description = errorMessage(error, failure);
      toast.error({ title: 'Erro ao salvar', description });
      const field = error instanceof ApiError ? fieldOfMessage(description, freightFieldRules) : null;
      if (field) setFreightErrors({ [field]: description });
      throw error;
    }
    toast.success({ title: success });
    void invalidate(queryKeys.shippingSettings(storeId));
  }

  async function save(values: ShippingValues, option?: ShippingOption) {
    const storeId = requireStore(options.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setOptionErrors(undefined);
    const payload = { ...values, store_id: storeId };
    try {
      await (option ? updateShippingOption(option.id, payload) : createShippingOption(payload));
    } catch (error) {
      const description = errorMessage(error, 'Não foi possível salvar o frete.');
      toast.error({ title: 'Erro ao salvar', description });
      const field =
        error instanceof ApiError && error.status === 400
          ? fieldOfMessage(description, shippingFieldRules)
          : null;
      if (field) setOptionErrors({ [field]: description });
      throw error;
    }
    toast.success({ title: option ? 'Frete atualizado com sucesso!' : 'Frete salvo com sucesso!' });
    void invalidate(queryKeys.shippingOptions(storeId));
  }

  async function remove(option: ShippingOption) {
    let message: string;
    try {
      ({ message } = await deleteShippingOption(option.id));
    } catch (error) {
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir o frete.'),
      });
      throw error;
    }
    toast.success({ title: message || 'Frete excluído com sucesso!' });
    if (options.storeId != null) void invalidate(queryKeys.shippingOptions(options.storeId));
  }

  return (
    <ShippingScreen
      options={options.data}
      isLoading={options.isLoading}
      error={options.error}
      onRetry={options.storeId == null ? undefined : options.reload}
      onCreateOption={(values) => save(values)}
      onUpdateOption={(option, values) => save(values, option)}
      onDeleteOption={remove}
      optionErrors={optionErrors}
      freight={{
        settings: freight.data,
        validationErrors: freightErrors,
        onSave: (values) =>
          freightCall(
            (storeId) =>
              saveShippingSettings({
                store_id: storeId,
                origin_cep: values.origin_cep,
                margin_type: values.margin_type,
                margin: values.margin,
                free_shipping_from: values.free_shipping_from.trim() || null,
              }),
            'Origem e regras de frete salvas!',
            'Não foi possível salvar as configurações de frete.',
          ),
        onConnect: (token) =>
          freightCall(
            (storeId) => connectMelhorEnvio({ store_id: storeId, token }),
            'Melhor Envio conectado!',
            'Não foi possível conectar o Melhor Envio.',
          ),
        onDisconnect: () =>
          freightCall(
            (storeId) => disconnectMelhorEnvio(storeId),
            'Melhor Envio desconectado.',
            'Não foi possível desconectar o Melhor Envio.',
          ),
      }}
    />
  );
}
