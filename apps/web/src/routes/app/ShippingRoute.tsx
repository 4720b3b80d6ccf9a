import type { ShippingOption, ShippingSettingsResponse } from '@pagora/contract';
import { type FreightSettingsValues, ShippingScreen, type ShippingValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
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
import { useAction } from '../../api/useAction.ts';
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

interface FreightCall {
  storeId: number;
  send: (storeId: number) => Promise<unknown>;
  success: string;
  failure: string;
}

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
  const freightAction = useAction({
    run: ({ storeId, send }: FreightCall) => send(storeId),
    invalidates: ({ storeId }) => [queryKeys.shippingSettings(storeId)],
    onSuccess: (_answer, { success }) => toast.success({ title: success }),
    onError: (error, { failure }) => {
      const description = errorMessage(error, failure);
      toast.error({ title: 'Erro ao salvar', description });
      const field = error instanceof ApiError ? fieldOfMessage(description, freightFieldRules) : null;
      if (field) setFreightErrors({ [field]: description });
    },
  });

  async function freightCall(send: (storeId: number) => Promise<unknown>, success: string, failure: string) {
    const storeId = requireStore(freight.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setFreightErrors(undefined);
    await freightAction.mutateAsync({ storeId, send, success, failure });
  }

  const saving = useAction({
    run: ({
      storeId,
      values,
      option,
    }: {
      storeId: number;
      values: ShippingValues;
      option?: ShippingOption;
    }) => {
      const payload = { ...values, store_id: storeId };
      return option ? updateShippingOption(option.id, payload) : createShippingOption(payload);
    },
    invalidates: ({ storeId }) => [queryKeys.shippingOptions(storeId)],
    onSuccess: (_saved, { option }) =>
      toast.success({ title: option ? 'Frete atualizado com sucesso!' : 'Frete salvo com sucesso!' }),
    onError: (error) => {
      const description = errorMessage(error, 'Não foi possível salvar o frete.');
      toast.error({ title: 'Erro ao salvar', description });
      const field =
        error instanceof ApiError && error.status === 400
          ? fieldOfMessage(description, shippingFieldRules)
          : null;
      if (field) setOptionErrors({ [field]: description });
    },
  });
  const removing = useAction({
    run: ({ option }: { storeId: number | null; option: ShippingOption }) => deleteShippingOption(option.id),
    invalidates: ({ storeId }) => (storeId == null ? [] : [queryKeys.shippingOptions(storeId)]),
    onSuccess: ({ message }) => toast.success({ title: message || 'Frete excluído com sucesso!' }),
    onError: (error) =>
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir o frete.'),
      }),
  });

  // Refusals reject: the form keeps what was typed, the confirmation stays open.
  async function save(values: ShippingValues, option?: ShippingOption) {
    const storeId = requireStore(options.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setOptionErrors(undefined);
    await saving.mutateAsync({ storeId, values, option });
  }

  async function remove(option: ShippingOption) {
    await removing.mutateAsync({ storeId: options.storeId, option });
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
