import type { SocialProof } from '@pagora/contract';
import { Stack } from '../../components/Stack/Stack.tsx';
import { useRecordEditor } from '../private/useRecordEditor.ts';
import { SocialProofForm } from './SocialProofForm.tsx';
import { SocialProofList } from './SocialProofList.tsx';
import type { SocialProofErrors, SocialProofValues } from './socialProofs.ts';

export interface CheckoutSocialProofsProps {
  /** The store's testimonials, newest first (`GET /api/social-proofs?store_id=`). */
  proofs: SocialProof[];
  /** Loading: a spinner in the list until the first answer. */
  isLoading?: boolean;
  /** Why the testimonials could not be loaded (shown in the list). */
  error?: string | null;
  /** 'Tentar novamente' in the list's error state. */
  onRetry?: () => void;
  /** 'Salvar Prova Social'. Resolve on success (the form empties), reject on failure (it keeps the values). */
  onCreate: (values: SocialProofValues) => Promise<unknown>;
  /** 'Salvar Alterações'. Resolve on success (back to create mode), reject on failure. */
  onUpdate: (proof: SocialProof, values: SocialProofValues) => Promise<unknown>;
  /** 'Sim, excluir' in the confirmation. Resolve on success, reject to keep the dialog open. */
  onDelete: (proof: SocialProof) => Promise<unknown>;
  /** The server's field errors for the testimonial being saved. */
  errors?: SocialProofErrors;
}

/** /configuracao-checkout › Provas Sociais: the testimonial form (create or edit) above the store's list. */
export function CheckoutSocialProofs({
  proofs,
  isLoading = false,
  error,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  errors,
}: CheckoutSocialProofsProps) {
  const { editing, formKey, formErrors, startEditing, cancelEditing, submit } = useRecordEditor({
    records: proofs,
    isLoading,
    serverErrors: errors,
    onCreate,
    onUpdate,
  });

  return (
    <Stack gap="xlarge">
      <SocialProofForm
        // A fresh form for each testimonial edited, and for create mode again.
        key={formKey}
        proof={editing}
        onSubmit={submit}
        onCancelEdit={cancelEditing}
        validationErrors={formErrors}
      />
      <SocialProofList
        proofs={proofs}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        editingId={editing?.id ?? null}
        onEdit={startEditing}
        onDelete={onDelete}
      />
    </Stack>
  );
}
