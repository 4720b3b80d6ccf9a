import type { PlatformResponse } from '@pagora/contract';
import { AppShell, type AppShellUser, Box, OverdueBanner, PublicUrlNotice, toast } from '@pagora/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { getPlatform } from '../../api/platform.ts';
import { invalidate, queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { createStore, deleteStore } from '../../api/stores.ts';
import { useAction } from '../../api/useAction.ts';
import { activeStoreIdAtom, endSessionAtom } from '../../state/session.ts';
import { themePreferenceAtom } from '../../state/theme.ts';
import { RequireAuth } from '../RequireAuth.tsx';
import { updateCachedProfile, useBillingSummary, useProfile } from './useStoreData.ts';
import { useSwitchStore } from './useSwitchStore.ts';

/** The authenticated layout of every admin page: guard, sidebar, header menus, and the page in the Outlet. */
export default function AppLayoutRoute() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}

/** Pages a user without any store may still open (everything else is scoped to a store). */
const STORELESS_PATHS = ['/meus-dados'];

function AppLayout() {
  // The real user and stores, shared with every page (the pages update it after their own changes).
  const profile = useProfile().data;
  const [activeStoreId, setActiveStoreId] = useAtom(activeStoreIdAtom);
  const [theme, setTheme] = useAtom(themePreferenceAtom);
  const endSession = useSetAtom(endSessionAtom);
  const switchStore = useSwitchStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Where merchants' links point: a note while that is only this machine (development).
  const [platform, setPlatform] = useState<PlatformResponse | null>(null);
  useEffect(() => {
    getPlatform().then(setPlatform, () => {
      // Only a note: without it the admin works the same.
    });
  }, []);

  // The account's billing, read again on every page change: the overdue banner shows everywhere
  // and goes away as soon as the fees are paid. The banner is a reminder, read quietly;
  // /financeiro reports a failure to read the billing.
  const billing = useBillingSummary({ quiet: true }).data;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return; // the first page: read as the layout opened
    shownPath.current = pathname;
    void invalidate(queryKeys.billingSummary());
  }, [pathname]);

  // The active store must be one of the user's: else the first one; with none, create one first.
  const stores = profile?.stores;
  useEffect(() => {
    if (!stores) return;
    if (stores.some((store) => store.id === activeStoreId)) return;
    const first = stores[0];
    setActiveStoreId(first ? first.id : null);
    if (!first && !STORELESS_PATHS.includes(pathname)) navigate('/first-store', { replace: true });
  }, [stores, activeStoreId, setActiveStoreId, pathname, navigate]);

  const user = useMemo<AppShellUser | null>(
    () => (profile ? { name: profile.full_name, email: profile.email, avatarUrl: profile.avatar_url } : null),
    [profile],
  );

  async function handleLogout() {
    try {
      await logout(); // the server revokes the token
    } catch {
      // Forgotten locally either way.
    }
    toast.clear();
    endSession();
    navigate('/login', { replace: true });
  }

  const addingStore = useAction({
    run: (name: string) => createStore({ storeName: name }),
    onSuccess: ({ store }) => {
      updateCachedProfile((current) => ({
        ...current,
        stores: [...current.stores, { id: store.id, name: store.name }],
      }));
      setActiveStoreId(store.id);
      toast.success({ title: 'Loja criada com sucesso!' });
    },
    onError: (error) =>
      toast.error({
        title: 'Erro ao Criar Loja',
        description: errorMessage(error, 'Não foi possível criar a loja.'),
      }),
  });

  const deletingStore = useAction({
    run: (id: number) => deleteStore(id),
    onSuccess: ({ message }, id) => {
      toast.success({ title: message });
      // Nothing of the deleted store is kept, nor shown again.
      queryClient.removeQueries({ queryKey: queryKeys.store(id) });
      const remaining = (profile?.stores ?? []).filter((store) => store.id !== id);
      updateCachedProfile((current) => ({
        ...current,
        stores: current.stores.filter((store) => store.id !== id),
      }));
      const next = remaining[0];
      setActiveStoreId(next ? next.id : null);
      if (!next) navigate('/first-store', { replace: true });
    },
    onError: (error) =>
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir a loja.'),
      }),
  });

  // A refusal rejects, which keeps the dialog (or the confirmation) open.
  const handleAddStore = (name: string) => addingStore.mutateAsync(name);
  const handleDeleteStore = (id: number) => deletingStore.mutateAsync(id);

  return (
    <AppShell
      user={user}
      stores={profile?.stores ?? []}
      activeStoreId={activeStoreId}
      currentPath={pathname}
      theme={theme}
      onThemeChange={setTheme}
      onLogout={handleLogout}
      onSwitchStore={switchStore}
      onAddStore={handleAddStore}
      onDeleteStore={handleDeleteStore}
    >
      {platform?.public_url_local ? (
        <Box marginBottom="xlarge">
          <PublicUrlNotice publicUrl={platform.public_url} />
        </Box>
      ) : null}
      {/* The page keeps its place (and its state) whether the banner shows or not. */}
      {billing?.banner ? (
        <Box marginBottom="xlarge">
          <OverdueBanner message={billing.banner} suspended={billing.checkout_suspended} />
        </Box>
      ) : null}
      <Outlet />
    </AppShell>
  );
}
