import { ResetPasswordScreen, type ResetPasswordScreenProps, toast } from '@pagora/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';

/** /redefinir-senha?token=…: sets a new password with the e-mailed single-use token. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<ResetPasswordScreenProps['status']>(token ? 'form' : 'invalid');
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function handleSubmit({ newPassword }: { newPassword: string }) {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const result = await resetPassword({ token, newPassword });
      setStatus('done');
      toast.success({ title: 'Senha redefinida!', description: result.message });
    } catch (error) {
      const message = errorMessage(error, 'Não foi possível redefinir a senha.');
      // 400: the link is unknown, used or expired; a new one is needed.
      if (error instanceof ApiError && error.status === 400) setStatus('invalid');
      else toast.error({ title: 'Não foi possível redefinir a senha', description: message });
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ResetPasswordScreen
      status={status}
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      errorMessage={failure}
    />
  );
}
