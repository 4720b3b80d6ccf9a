import { SOCIAL_PROOF_DELETED_MESSAGE, SOCIAL_PROOF_SAVED_MESSAGE, type SocialProof } from '@pagora/contract';
import { CheckoutSocialProofs, type SocialProofErrors, type SocialProofValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import {
  createSocialProof,
  deleteSocialProof,
  listSocialProofs,
  updateSocialProof,
} from '../../../api/socialProofs.ts';
import { useAction } from '../../../api/useAction.ts';
import { NO_ACTIVE_STORE } from '../productErrors.ts';
import { fieldOfMessage, useStoreData } from '../useStoreData.ts';

/** The form field a server message is about (shown there as well as in the toast). */
const socialProofFieldRules: [RegExp, keyof SocialProofErrors][] = [
  [/imagem|foto|arquivo/i, 'photo'],
  [/depoimento/i, 'text'],
  [/nome/i, 'name'],
];

const noProofs: SocialProof[] = [];

/** /configuracao-checkout › Provas Sociais: the active store's testimonials (create, edit, delete). */
export function SocialProofsTab() {
  const proofs = useStoreData({
    queryKey: queryKeys.socialProofs,
    load: listSocialProofs,
    empty: noProofs,
    errorTitle: 'Erro ao buscar provas sociais',
    describeError: (error) => errorMessage(error, 'Falha ao buscar provas sociais.'),
  });
  const { storeId } = proofs;
  const [errors, setErrors] = useState<SocialProofErrors | undefined>();
  const proofKeys = () => (storeId == null ? [] : [queryKeys.socialProofs(storeId)]);

  const saving = useAction({
    run: ({ storeId, values, proof }: { storeId: number; values: SocialProofValues; proof?: SocialProof }) =>
      proof ? updateSocialProof(proof.id, storeId, values) : createSocialProof(storeId, values),
    invalidates: ({ storeId }) => [queryKeys.socialProofs(storeId)],
    onSuccess: () => toast.success({ title: SOCIAL_PROOF_SAVED_MESSAGE }),
    onError: (error) => {
      const description = errorMessage(error, 'Não foi possível salvar a prova social.');
      toast.error({ title: 'Erro ao salvar', description });
      // A rejected field (400/413/415/422): also on the field it is about.
      const field =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? fieldOfMessage(description, socialProofFieldRules)
          : null;
      if (field) setErrors({ [field]: description });
    },
  });
  const removing = useAction({
    run: (proof: SocialProof) => deleteSocialProof(proof.id),
    invalidates: proofKeys,
    onSuccess: ({ message }) => toast.success({ title: message || SOCIAL_PROOF_DELETED_MESSAGE }),
    onError: (error) =>
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir a prova social.'),
      }),
  });

  // A refusal rejects: the form keeps what was typed.
  async function save(values: SocialProofValues, proof?: SocialProof) {
    if (storeId == null) throw new Error(NO_ACTIVE_STORE);
    setErrors(undefined);
    await saving.mutateAsync({ storeId, values, proof });
  }

  return (
    <CheckoutSocialProofs
      proofs={proofs.data}
      isLoading={proofs.isLoading}
      error={proofs.error}
      onRetry={proofs.reload}
      onCreate={(values) => save(values)}
      onUpdate={(proof, values) => save(values, proof)}
      onDelete={(proof) => removing.mutateAsync(proof)}
      errors={errors}
    />
  );
}
