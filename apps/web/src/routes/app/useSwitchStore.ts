import { toast } from '@pagora/ui';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { activeStoreIdAtom } from '../../state/session.ts';
import { useProfile } from './useStoreData.ts';

/** Makes a store of the user's the active one (header 'Trocar Loja' and /meus-dados 'Mudar para esta loja'). */
export function useSwitchStore() {
  const profile = useProfile().data;
  const setActiveStoreId = useSetAtom(activeStoreIdAtom);
  return useCallback(
    (id: number) => {
      setActiveStoreId(id);
      const store = profile?.stores.find((candidate) => candidate.id === id);
      if (store)
        toast.info({ title: 'Loja alterada', description: `Agora você está gerenciando ${store.name}.` });
    },
    [profile, setActiveStoreId],
  );
}
