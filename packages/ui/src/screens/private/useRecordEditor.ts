import { useEffect, useRef, useState } from 'react';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

interface RecordEditorOptions<T extends { id: number }, V, E> {
  records: T[];
  isLoading?: boolean;
  /** Server field errors for the form last submitted. */
  serverErrors: E | undefined;
  onCreate: (values: V) => Promise<unknown>;
  onUpdate: (record: T, values: V) => Promise<unknown>;
}

/**
 * The create/edit form above a list (coupons, shipping options): which record is being edited,
 * a fresh form per record (`formKey`), server errors shown only on the form that was submitted,
 * the page scrolled up to the form when editing starts, and back to create mode after an update,
 * on 'Cancelar Edição' or when the edited record disappears from the list.
 */
export function useRecordEditor<T extends { id: number }, V, E>({
  records,
  isLoading = false,
  serverErrors,
  onCreate,
  onUpdate,
}: RecordEditorOptions<T, V, E>) {
  const [editing, setEditing] = useState<T | null>(null);

  useEffect(() => {
    if (editing && !isLoading && !records.some((record) => record.id === editing.id)) setEditing(null);
  }, [records, editing, isLoading]);

  const formKey = editing ? `editar-${editing.id}` : 'novo';
  const [errorsOf, setErrorsOf] = useState<{ errors: E | undefined; formKey: string | null }>({
    errors: serverErrors,
    formKey,
  });
  if (errorsOf.errors !== serverErrors) setErrorsOf({ errors: serverErrors, formKey });
  else if (errorsOf.formKey !== null && errorsOf.formKey !== formKey)
    setErrorsOf({ errors: serverErrors, formKey: null });
  const formErrors = errorsOf.formKey === formKey ? serverErrors : undefined;

  const scrollOnEdit = useRef(false);
  useEffect(() => {
    if (!editing || !scrollOnEdit.current) return;
    scrollOnEdit.current = false;
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [editing]);

  return {
    editing,
    formKey,
    formErrors,
    startEditing: (record: T) => {
      scrollOnEdit.current = true;
      setEditing(record);
    },
    cancelEditing: () => setEditing(null),
    submit: async (values: V) => {
      if (editing) {
        await onUpdate(editing, values);
        setEditing(null);
      } else {
        await onCreate(values);
      }
    },
  };
}
