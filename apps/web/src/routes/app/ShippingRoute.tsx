import type { ShippingOption } from '@pagora/contract';
import { ShippingScreen, type ShippingValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  createShippingOption,
  deleteShippingOption,
  listShippingOptions,
  updateShippingOption,
} from '../../api/shipping.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

type OptionErrors = Partial<Record<keyof ShippingValues, string>>;

const noOptions: ShippingOption[] = [];

const shippingFieldRules: [RegExp, keyof ShippingValues][] = [
  [/prazo mínimo/i, 'min_days'],
  [/prazo máximo/i, 'max_days'],
  [/preço/i, 'price'],
  [/nome/i, 'name'],
];

/** /logistica (Frete): the active store's shipping options (create, edit, delete). */
export default function ShippingRoute() {
  const options = useStoreData({
    load: listShippingOptions,
    empty: noOptions,
    errorTitle: 'Erro ao buscar fretes',
    describeError: (error) => errorMessage(error, 'Falha ao buscar fretes.'),
  });
  const [optionErrors, setOptionErrors] = useState<OptionErrors | undefined>();

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
    options.reload();
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
    options.reload();
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
    />
  );
}
