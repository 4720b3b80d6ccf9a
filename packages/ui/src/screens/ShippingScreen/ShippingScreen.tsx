import type { ShippingOption } from '@pagora/contract';
import { useEffect, useRef, useState } from 'react';
import { Stack } from '../../components/Stack/Stack.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
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
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

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
}: ShippingScreenProps) {
  const [editing, setEditing] = useState<ShippingOption | null>(null);

  useEffect(() => {
    if (editing && !isLoading && !options.some((option) => option.id === editing.id)) setEditing(null);
  }, [options, editing, isLoading]);

  // Server field errors belong to the form that was submitted, not to the next one opened.
  const formKey = editing ? `editar-${editing.id}` : 'novo';
  const [errorsOf, setErrorsOf] = useState<{ errors: typeof optionErrors; formKey: string | null }>({
    errors: optionErrors,
    formKey,
  });
  if (errorsOf.errors !== optionErrors) setErrorsOf({ errors: optionErrors, formKey });
  else if (errorsOf.formKey !== null && errorsOf.formKey !== formKey)
    setErrorsOf({ errors: optionErrors, formKey: null });
  const formErrors = errorsOf.formKey === formKey ? optionErrors : undefined;

  const scrollOnEdit = useRef(false);
  useEffect(() => {
    if (!editing || !scrollOnEdit.current) return;
    scrollOnEdit.current = false;
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [editing]);

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Frete"
        description="Cadastre as opções de frete oferecidas no checkout da sua loja."
      />
      <ShippingForm
        key={formKey}
        option={editing}
        onSubmit={async (values) => {
          if (editing) {
            await onUpdateOption(editing, values);
            setEditing(null);
          } else {
            await onCreateOption(values);
          }
        }}
        onCancelEdit={() => setEditing(null)}
        validationErrors={formErrors}
      />
      <ShippingList
        options={options}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        editingId={editing?.id ?? null}
        onEdit={(option) => {
          scrollOnEdit.current = true;
          setEditing(option);
        }}
        onDelete={onDeleteOption}
      />
    </Stack>
  );
}
