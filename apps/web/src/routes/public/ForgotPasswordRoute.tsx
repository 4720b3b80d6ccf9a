import type { ForgotPasswordRequest } from '@pagora/contract';
import { ForgotPasswordScreen, toast } from '@pagora/ui';
import { useState } from 'react';
import { forgotPassword } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';

/** /recuperar-senha: e-mails a single-use reset link (the answer never says whether the e-mail exists). */
export default function ForgotPasswordRoute() {
  const [isSubmitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function handleSubmit(values: ForgotPasswordRequest) {
    setSubmitting(true);
    setFailure(undefined);
    try {
      await forgotPassword(values);
      setSent(true);
      toast.success({
        title: 'E-mail enviado!',
        description: 'Verifique sua caixa de entrada para redefinir sua senha.',
      });
    } catch (error) {
      const message = errorMessage(error, 'Não foi possível enviar o link. Tente novamente.');
      toast.error({ title: 'Não foi possível enviar o link', description: message });
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ForgotPasswordScreen
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      sent={sent}
      errorMessage={failure}
    />
  );
}
