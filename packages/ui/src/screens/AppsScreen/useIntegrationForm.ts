import { useState } from 'react';

/**
 * The state of an integration's credentials form: open (editable) while not configured or after
 * 'Editar', read-only otherwise. A save that ends (`isSaving` true → false) without `saveError` closes
 * it and forgets the typed secrets; a failed one keeps what was typed. A new stored integration resets
 * the draft unless the merchant is editing.
 */
export function useIntegrationForm<I, D extends object>({
  integration,
  configured,
  isSaving,
  saveError,
  draftFrom,
}: {
  integration: I | null;
  configured: boolean;
  isSaving: boolean;
  saveError: string | null | undefined;
  /** The form's values from the stored integration (secrets empty). */
  draftFrom: (integration: I | null) => D;
}) {
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState<D>(() => draftFrom(integration));

  const [wasSaving, setWasSaving] = useState(isSaving);
  if (wasSaving !== isSaving) {
    setWasSaving(isSaving);
    if (!isSaving && !saveError) {
      setEditing(false);
      setDraft(draftFrom(integration));
    }
  }
  const [shown, setShown] = useState(integration);
  if (shown !== integration) {
    setShown(integration);
    if (!isEditing) setDraft(draftFrom(integration));
  }

  const set =
    <K extends keyof D>(key: K) =>
    (value: D[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  return {
    /** Editable: not configured yet, or 'Editar' was pressed. */
    isOpen: !configured || isEditing,
    /** 'Editar' was pressed on a configured integration (secrets may stay empty). */
    isEditing: configured && isEditing,
    draft,
    set,
    startEditing: () => {
      setDraft(draftFrom(integration));
      setEditing(true);
    },
    cancelEditing: () => setEditing(false),
  };
}
