import { FirstStoreScreen, toast } from '@pagora/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { createStore } from '../../api/stores.ts';
import { useAction } from '../../api/useAction.ts';
import { activeStoreIdAtom, endSessionAtom, sessionAtom } from '../../state/session.ts';
import { useDelayedNavigate } from '../public/useDelayedNavigate.ts';
import { RequireAuth } from '../RequireAuth.tsx';
import { updateCachedProfile } from './useStoreData.ts';

const REDIRECT_DELAY_MS = 1_500;

/** /first-store: creates the merchant's first store, makes it active and opens the dashboard after 1.5 s. */
export default function FirstStoreRoute() {
  return (
    <RequireAuth>
      <FirstStore />
    </RequireAuth>
  );
}

function FirstStore() {
  const session = useAtomValue(sessionAtom);
  const setActiveStoreId = useSetAtom(activeStoreIdAtom);
  const endSession = useSetAtom(endSessionAtom);
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  // Once created, the form stays disabled until the dashboard opens.
  const [isCreated, setCreated] = useState(false);
  const [failure, setFailure] = useState<string>();

  const creating = useAction({
    run: ({ storeName, userId }: { storeName: string; userId: number | null }) =>
      createStore({ storeName, ...(userId ? { userId } : {}) }),
    onSuccess: (result) => {
      const storeId = result.store?.id;
      if (!storeId) {
        toast.error({ title: 'Erro ao Criar Loja', description: 'A API não retornou o ID da loja criada.' });
        return;
      }
      setCreated(true);
      // The layout finds the new store among the user's (a profile read before it has none).
      updateCachedProfile((current) => ({
        ...current,
        stores: [...current.stores, { id: storeId, name: result.store.name }],
      }));
      setActiveStoreId(storeId);
      toast.success({ title: 'Loja criada com sucesso!' });
      navigateLater('/dashboard', REDIRECT_DELAY_MS, { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, 'Não foi possível criar a loja.');
      toast.error({ title: 'Erro ao Criar Loja', description: message });
      setFailure(message);
    },
  });

  function handleSubmit({ storeName }: { storeName: string }) {
    if (!session?.token) {
      toast.error({
        title: 'Erro',
        description: 'Informações de utilizador não encontradas. Por favor, faça login novamente.',
      });
      endSession();
      navigate('/login', { replace: true });
      return;
    }
    setFailure(undefined);
    creating.mutate({ storeName, userId: session.userId });
  }

  async function handleLogout() {
    try {
      await logout();
    } catch {
      // The token is forgotten locally either way.
    }
    endSession();
    navigate('/login', { replace: true });
  }

  return (
    <FirstStoreScreen
      onSubmit={handleSubmit}
      onLogout={handleLogout}
      isSubmitting={creating.isPending || isCreated}
      errorMessage={failure}
    />
  );
}
