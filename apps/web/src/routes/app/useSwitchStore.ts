import { toast } from '@pagora/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { profileAtom } from '../../state/profile.ts';
import { activeStoreIdAtom } from '../../state/session.ts';

/** Makes a store of the user's the active one (header 'Trocar Loja' and /meus-dados 'Mudar para esta loja'). */
export function useSwitchStore() {
  const profile = useAtomValue(profileAtom);
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
