import { SOCIAL_PROOF_DELETED_MESSAGE, SOCIAL_PROOF_SAVED_MESSAGE, type SocialProof } from '@pagora/contract';
import { CheckoutSocialProofs, type SocialProofErrors, type SocialProofValues, toast } from '@pagora/ui';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import {
  createSocialProof,
  deleteSocialProof,
  listSocialProofs,
  updateSocialProof,
} from '../../../api/socialProofs.ts';
import { fieldOfMessage } from '../useStoreData.ts';

/** The form field a server message is about (shown there as well as in the toast). */
const socialProofFieldRules: [RegExp, keyof SocialProofErrors][] = [
  [/imagem|foto|arquivo/i, 'photo'],
  [/depoimento/i, 'text'],
  [/nome/i, 'name'],
];

interface ListState {
  storeId: number;
  proofs: SocialProof[];
  isLoading: boolean;
  error: string | null;
}

/** /configuracao-checkout › Provas Sociais: the store's testimonials (create, edit, delete). */
export function SocialProofsTab({ storeId }: { storeId: number }) {
  const [state, setState] = useState<ListState>({ storeId, proofs: [], isLoading: true, error: null });
  const [reloads, setReloads] = useState(0);
  const [errors, setErrors] = useState<SocialProofErrors | undefined>();
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the reload trigger.
  useEffect(() => {
    let isCurrent = true;
    // Another store's testimonials go at once; the same store's stay on screen while reloading.
    setState((current) =>
      current.storeId === storeId
        ? { ...current, isLoading: true, error: null }
        : { storeId, proofs: [], isLoading: true, error: null },
    );
    listSocialProofs(storeId).then(
      (proofs) => {
        if (isCurrent) setState({ storeId, proofs, isLoading: false, error: null });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const description = errorMessage(error, 'Falha ao buscar provas sociais.');
        toast.error({ title: 'Erro ao buscar provas sociais', description });
        setState({ storeId, proofs: [], isLoading: false, error: description });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [storeId, reloads]);

  async function save(values: SocialProofValues, proof?: SocialProof) {
    setErrors(undefined);
    try {
      await (proof ? updateSocialProof(proof.id, storeId, values) : createSocialProof(storeId, values));
    } catch (error) {
      const description = errorMessage(error, 'Não foi possível salvar a prova social.');
      toast.error({ title: 'Erro ao salvar', description });
      // A rejected field (400/413/415/422): also on the field it is about.
      const field =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? fieldOfMessage(description, socialProofFieldRules)
          : null;
      if (field) setErrors({ [field]: description });
      throw error; // the form keeps what was typed
    }
    toast.success({ title: SOCIAL_PROOF_SAVED_MESSAGE });
    reload();
  }

  async function remove(proof: SocialProof) {
    let message: string;
    try {
      ({ message } = await deleteSocialProof(proof.id));
    } catch (error) {
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir a prova social.'),
      });
      throw error; // keeps the confirmation open
    }
    toast.success({ title: message || SOCIAL_PROOF_DELETED_MESSAGE });
    reload();
  }

  const isOtherStore = state.storeId !== storeId;
  return (
    <CheckoutSocialProofs
      proofs={isOtherStore ? [] : state.proofs}
      isLoading={isOtherStore || state.isLoading}
      error={isOtherStore ? null : state.error}
      onRetry={reload}
      onCreate={(values) => save(values)}
      onUpdate={(proof, values) => save(values, proof)}
      onDelete={remove}
      errors={errors}
    />
  );
}
