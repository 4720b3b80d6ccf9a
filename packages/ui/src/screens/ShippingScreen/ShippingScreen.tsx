import type { ShippingOption } from '@pagora/contract';
import { Stack } from '../../components/Stack/Stack.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { useRecordEditor } from '../private/useRecordEditor.ts';
import { FreightSettings, type FreightSettingsProps } from './FreightSettings.tsx';
import { ShippingForm } from './ShippingForm.tsx';
import { ShippingList } from './ShippingList.tsx';
import type { ShippingValues } from './shipping.ts';

export interface ShippingScreenProps {
  /** The active store's shipping options (`GET /api/shipping?store_id=`). */
  options: ShippingOption[];
  /** The options are loading: a spinner in the list until the first answer. */
  isLoading?: boolean;
  /** Why the options could not be loaded (shown in the list). */
  error?: string | null;
  /** 'Tentar novamente' in the list's error state. */
  onRetry?: () => void;
  /** 'Salvar Frete'. Resolve on success (the form empties), reject on failure (it keeps the values). */
  onCreateOption: (values: ShippingValues) => Promise<unknown>;
  /** 'Salvar Alterações'. Resolve on success (back to a new option), reject on failure. */
  onUpdateOption: (option: ShippingOption, values: ShippingValues) => Promise<unknown>;
  /** 'Sim, excluir' in the confirmation. Resolve on success, reject to keep the dialog open. */
  onDeleteOption: (option: ShippingOption) => Promise<unknown>;
  /** The server's field errors for the option being saved. */
  optionErrors?: Partial<Record<keyof ShippingValues, string>>;
  /** Origin CEP, quote rules and the Melhor Envio connection; the section is left out without it. */
  freight?: FreightSettingsProps;
}

/** /logistica (Frete): the shipping options offered on the checkout, with a form to add or edit one. */
export function ShippingScreen({
  options,
  isLoading = false,
  error,
  onRetry,
  onCreateOption,
  onUpdateOption,
  onDeleteOption,
  optionErrors,
  freight,
}: ShippingScreenProps) {
  const { editing, formKey, formErrors, startEditing, cancelEditing, submit } = useRecordEditor({
    records: options,
    isLoading,
    serverErrors: optionErrors,
    onCreate: onCreateOption,
    onUpdate: onUpdateOption,
  });

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Frete"
        description="Cadastre as opções de frete oferecidas no checkout da sua loja."
      />
      {freight && <FreightSettings {...freight} />}
      <ShippingForm
        key={formKey}
        option={editing}
        onSubmit={submit}
        onCancelEdit={cancelEditing}
        validationErrors={formErrors}
      />
      <ShippingList
        options={options}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        editingId={editing?.id ?? null}
        onEdit={startEditing}
        onDelete={onDeleteOption}
      />
    </Stack>
  );
}
