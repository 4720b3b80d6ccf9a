import { LoginScreen, type LoginValues, toast } from '@pagora/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { login } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { activeStoreIdAtom, sessionAtom, setSessionUserAtom, startSessionAtom } from '../../state/session.ts';
import { loadProfile } from '../app/useStoreData.ts';
import { useDelayedNavigate } from './useDelayedNavigate.ts';

/** The pause between the success toast and the redirect, so the toast can be read. */
const REDIRECT_DELAY_MS = 1_000;

/** /login: signs in, takes the active store from the profile (first store) and goes on after 1 s. */
export default function LoginRoute() {
  const session = useAtomValue(sessionAtom);
  const startSession = useSetAtom(startSessionAtom);
  const setSessionUser = useSetAtom(setSessionUserAtom);
  const setActiveStoreId = useSetAtom(activeStoreIdAtom);
  const navigateLater = useDelayedNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function handleSubmit(values: LoginValues) {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const result = await login(values);
      toast.success({ title: 'Login realizado com sucesso!', description: 'Verificando sua conta...' });
      // 'Lembrar meus dados' keeps the session across browser restarts; unchecked, it ends with the browser.
      startSession({ token: result.session.access_token, remember: values.remember });
      let hasStore = result.hasStore;
      try {
        // Read into the new session's cache: the layout shows it without asking again.
        const profile = await queryClient.fetchQuery({ queryKey: queryKeys.profile(), queryFn: loadProfile });
        setSessionUser(profile.id);
        setActiveStoreId(profile.stores[0]?.id ?? null);
        hasStore = profile.stores.length > 0;
      } catch {
        // The session is valid; without the profile the login answer still says where to go.
      }
      // Stays pending until the redirect so the form cannot be sent twice.
      navigateLater(hasStore ? '/dashboard' : '/first-store', REDIRECT_DELAY_MS, { replace: true });
    } catch (error) {
      const message = errorMessage(error, 'Falha no login.');
      toast.error({ title: 'Erro ao fazer login', description: message });
      setFailure(message);
      setSubmitting(false);
    }
  }

  // A merchant already signed in has nothing to do here (unless this page is signing them in now).
  if (session && !isSubmitting) return <Navigate to="/dashboard" replace />;
  return <LoginScreen onSubmit={handleSubmit} isSubmitting={isSubmitting} errorMessage={failure} />;
}
