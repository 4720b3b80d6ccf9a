import { PASSWORD_MIN_LENGTH } from '@pagora/contract';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { fieldMessages, passwordMessages } from '../private/fieldMessages.ts';
import { SubmitButton } from '../private/SubmitButton.tsx';

export interface ResetPasswordScreenProps {
  /** 'form' asks for the new password; 'invalid' when the link is missing, used or expired; 'done' after the change. */
  status: 'form' | 'invalid' | 'done';
  /** Called with the new password once it is long enough and confirmed. */
  onSubmit: (values: { newPassword: string }) => void;
  /** The request is in flight. */
  isSubmitting?: boolean;
  /** A failure to show: above the form, or as the reason in the 'invalid' state. */
  errorMessage?: string;
}

const tooShort = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;

/** /redefinir-senha?token=…: sets a new password from the e-mailed link. */
export function ResetPasswordScreen({
  status,
  onSubmit,
  isSubmitting = false,
  errorMessage,
}: ResetPasswordScreenProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  if (status === 'invalid') {
    return (
      <AuthLayout
        icon={<LinkIcon size={24} aria-hidden />}
        iconTone="danger"
        title="Link inválido ou expirado"
        description={
          errorMessage ?? 'Este link de redefinição não vale mais. Peça um novo link para criar sua senha.'
        }
      >
        <Text size="small" tone="muted">
          Por segurança, cada link vale por 1 hora e pode ser usado uma única vez.
        </Text>
        <LinkButton href="/recuperar-senha" size="large" fullWidth>
          Solicitar novo link
        </LinkButton>
      </AuthLayout>
    );
  }

  if (status === 'done') {
    return (
      <AuthLayout
        icon={<CircleCheck size={24} aria-hidden />}
        title="Senha redefinida!"
        description="Sua nova senha já está valendo. Entre com ela para acessar suas lojas."
      >
        <LinkButton href="/login" size="large" fullWidth>
          Ir para o login
        </LinkButton>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Redefinir senha"
      description="Crie uma nova senha para a sua conta."
      footer={
        <Text as="p" size="small" tone="muted" align="center">
          Lembrou a senha? <TextLink href="/login">Entrar</TextLink>
        </Text>
      }
    >
      <Form
        aria-label="Redefinir senha"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitting) onSubmit({ newPassword });
        }}
      >
        {errorMessage && (
          <Alert tone="danger" title="Não foi possível redefinir a senha">
            {errorMessage}
          </Alert>
        )}
        <PasswordField
          label="Nova senha"
          name="newPassword"
          autoComplete="new-password"
          description={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres.`}
          isRequired
          value={newPassword}
          onChange={setNewPassword}
          validate={(value) => (value && value.length < PASSWORD_MIN_LENGTH ? tooShort : null)}
          errorMessage={passwordMessages}
        />
        <PasswordField
          label="Confirmar nova senha"
          name="confirmation"
          autoComplete="new-password"
          isRequired
          value={confirmation}
          onChange={setConfirmation}
          validate={(value) => (value && value !== newPassword ? 'As senhas não coincidem.' : null)}
          errorMessage={fieldMessages({ valueMissing: 'Confirme a nova senha.' })}
        />
        <SubmitButton isSubmitting={isSubmitting}>Redefinir senha</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
