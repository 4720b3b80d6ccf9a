import type { RegisterRequest } from '@pagora/contract';
import { type RegisterFieldErrors, RegisterScreen, toast } from '@pagora/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { register } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { activeStoreIdAtom, startSessionAtom } from '../../state/session.ts';
import { useDelayedNavigate } from './useDelayedNavigate.ts';

const REDIRECT_DELAY_MS = 1_500;

/** /cadastro: creates the account, signs in (remembered) and goes to /first-store after 1.5 s. */
export default function RegisterRoute() {
  const startSession = useSetAtom(startSessionAtom);
  const setActiveStoreId = useSetAtom(activeStoreIdAtom);
  const navigateLater = useDelayedNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<RegisterFieldErrors>();
  const [failure, setFailure] = useState<string>();

  async function handleSubmit(values: RegisterRequest) {
    setSubmitting(true);
    setFieldErrors(undefined);
    setFailure(undefined);
    try {
      const result = await register(values);
      const token = result.session?.access_token;
      if (!token) {
        toast.error({ title: 'Erro no Cadastro', description: 'Falha ao obter sessão após o cadastro.' });
        setSubmitting(false);
        return;
      }
      startSession({ token, userId: result.userId, remember: true });
      setActiveStoreId(null);
      if (!result.userId) {
        toast.info({
          title: 'Atenção',
          description: 'Não foi possível obter o ID do utilizador após o cadastro...',
        });
      }
      toast.success({
        title: 'Cadastro realizado!',
        description: 'Redirecionando para criação da sua primeira loja...',
      });
      navigateLater('/first-store', REDIRECT_DELAY_MS, { replace: true });
    } catch (error) {
      const message = errorMessage(error, 'Falha ao cadastrar.');
      toast.error({ title: 'Erro no Cadastro', description: message });
      // 409: the e-mail already has an account; show it on the field.
      if (error instanceof ApiError && error.status === 409) setFieldErrors({ email: message });
      else setFailure(message);
      setSubmitting(false);
    }
  }

  return (
    <RegisterScreen
      onSubmit={handleSubmit}
      onValidationError={(message) => toast.error({ title: 'Erro de Validação', description: message })}
      isSubmitting={isSubmitting}
      fieldErrors={fieldErrors}
      errorMessage={failure}
    />
  );
}
