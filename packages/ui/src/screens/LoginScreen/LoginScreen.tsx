import type { LoginRequest } from '@pagora/contract';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { emailMessages, passwordMessages } from '../private/fieldMessages.ts';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from './LoginScreen.css.ts';

export type LoginValues = Required<LoginRequest>;

export interface LoginScreenProps {
  /** Called with the form's values when it is submitted. */
  onSubmit: (values: LoginValues) => void;
  /** The login call is in flight: the button shows it and ignores presses. */
  isSubmitting?: boolean;
  /** The last attempt's failure, shown above the form. */
  errorMessage?: string;
}

/** /login: e-mail, senha, 'Lembrar meus dados'. */
export function LoginScreen({ onSubmit, isSubmitting = false, errorMessage }: LoginScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  return (
    <AuthLayout
      title="Entrar"
      description="Acesse o painel das suas lojas."
      footer={
        <Text as="p" size="small" tone="muted" align="center">
          Ainda não tem uma conta? <TextLink href="/cadastro">Cadastre-se</TextLink>
        </Text>
      }
    >
      <Form
        aria-label="Entrar"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitting) onSubmit({ email: email.trim(), password, remember });
        }}
      >
        {errorMessage && (
          <Alert tone="danger" title="Erro ao fazer login">
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
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          errorMessage={passwordMessages}
        />
        <div className={styles.options}>
          <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
            Lembrar meus dados
          </Checkbox>
          <TextLink href="/recuperar-senha">Esqueceu sua senha?</TextLink>
        </div>
        <SubmitButton isSubmitting={isSubmitting}>Entrar</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
