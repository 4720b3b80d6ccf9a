import type { ForgotPasswordRequest } from '@pagora/contract';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { emailMessages } from '../private/fieldMessages.ts';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from './ForgotPasswordScreen.css.ts';

export interface ForgotPasswordScreenProps {
  /** Called with the e-mail when the form is submitted. */
  onSubmit: (values: ForgotPasswordRequest) => void;
  /** The request is in flight. */
  isSubmitting?: boolean;
  /** The link was sent: the screen shows the confirmation instead of the form. */
  sent?: boolean;
  /** The last attempt's failure, shown above the form. */
  errorMessage?: string;
}

const backToLogin = (
  <Text as="p" size="small" align="center">
    <TextLink href="/login" className={styles.backLink}>
      <ArrowLeft size={14} aria-hidden />
      Voltar para o login
    </TextLink>
  </Text>
);

/** /recuperar-senha: asks for the account's e-mail and sends a single-use reset link. */
export function ForgotPasswordScreen({
  onSubmit,
  isSubmitting = false,
  sent = false,
  errorMessage,
}: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState('');

  if (sent) {
    return (
      <AuthLayout
        icon={<MailCheck size={24} aria-hidden />}
        title="E-mail enviado!"
        description="Verifique sua caixa de entrada para redefinir sua senha."
      >
        <Text size="small" tone="muted">
          Se houver uma conta com esse e-mail, a mensagem chega em instantes. O link vale por 1 hora e pode
          ser usado uma única vez. Não encontrou? Confira a caixa de spam.
        </Text>
        <LinkButton href="/login" size="large" fullWidth>
          Voltar para o login
        </LinkButton>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Recuperar senha"
      description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={backToLogin}
    >
      <Form
        aria-label="Recuperar senha"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitting) onSubmit({ email: email.trim() });
        }}
      >
        {errorMessage && (
          <Alert tone="danger" title="Não foi possível enviar o link">
            {errorMessage}
          </Alert>
        )}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="voce@exemplo.com.br"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={emailMessages}
        />
        <SubmitButton isSubmitting={isSubmitting}>Enviar link de recuperação</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
