import {
  isValidCpfOrCnpj,
  PASSWORD_MIN_LENGTH,
  personName,
  phone,
  type RegisterRequest,
} from '@pagora/contract';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { emailMessages, fieldMessages, passwordMessages, schemaCheck } from '../private/fieldMessages.ts';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from './RegisterScreen.css.ts';

export const PASSWORDS_DIFFER = 'As senhas não coincidem.';
const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;

export type RegisterFieldErrors = Partial<Record<keyof RegisterRequest, string>>;

export interface RegisterScreenProps {
  /** Called with the payload of POST /api/register once every field is valid and the passwords match. */
  onSubmit: (values: RegisterRequest) => void;
  /** Called instead of `onSubmit` when a check that needs a toast fails ('As senhas não coincidem.'). */
  onValidationError?: (message: string) => void;
  /** The registration call is in flight. */
  isSubmitting?: boolean;
  /** The server's field errors, shown on the matching fields until they are edited. */
  fieldErrors?: RegisterFieldErrors;
  /** A failure that belongs to no field, shown above the form. */
  errorMessage?: string;
}

const checkName = schemaCheck(personName);
const checkPhone = schemaCheck(phone);
const checkDocument = (value: string) =>
  value.trim() && !isValidCpfOrCnpj(value) ? 'Informe um CPF ou CNPJ válido.' : null;
const checkPassword = (value: string) =>
  value && value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;

/** /cadastro: nome, documento (CPF/CNPJ), e-mail, telefone, senha and its confirmation; all required. */
export function RegisterScreen({
  onSubmit,
  onValidationError,
  isSubmitting = false,
  fieldErrors,
  errorMessage,
}: RegisterScreenProps) {
  const [senha, setSenha] = useState('');
  const [confirmarSenha, setConfirmarSenha] = useState('');
  const [passwordsDiffer, setPasswordsDiffer] = useState(false);

  // A stable object: RAC shows server errors again whenever validationErrors changes identity.
  const validationErrors = useMemo(
    () => (passwordsDiffer ? { ...fieldErrors, confirmarSenha: PASSWORDS_DIFFER } : { ...fieldErrors }),
    [fieldErrors, passwordsDiffer],
  );

  return (
    <AuthLayout
      width="wide"
      title="Crie sua conta"
      description="Comece a vender com a Pagora em poucos minutos."
      footer={
        <Text as="p" size="small" tone="muted" align="center">
          Já tem uma conta? <TextLink href="/login">Entrar</TextLink>
        </Text>
      }
    >
      <Form
        aria-label="Cadastro"
        validationErrors={validationErrors}
        onSubmit={(event) => {
          event.preventDefault();
          if (isSubmitting) return;
          if (senha !== confirmarSenha) {
            setPasswordsDiffer(true);
            onValidationError?.(PASSWORDS_DIFFER);
            return;
          }
          const data = new FormData(event.currentTarget);
          const text = (name: string) => String(data.get(name) ?? '').trim();
          onSubmit({
            nome: text('nome'),
            documento: text('documento'),
            email: text('email'),
            telefone: text('telefone'),
            senha,
          });
        }}
      >
        {errorMessage && (
          <Alert tone="danger" title="Erro no Cadastro">
            {errorMessage}
          </Alert>
        )}
        <div className={styles.grid}>
          <TextField
            className={styles.full}
            label="Nome completo"
            name="nome"
            autoComplete="name"
            isRequired
            validate={checkName}
            errorMessage={fieldMessages({ valueMissing: 'Informe o nome.' })}
          />
          <TextField
            label="CPF ou CNPJ"
            name="documento"
            placeholder="000.000.000-00"
            description="Pode ser qualquer documento, desde que seja válido"
            isRequired
            validate={checkDocument}
            errorMessage={fieldMessages({ valueMissing: 'Informe o CPF ou CNPJ.' })}
          />
          <TextField
            label="Telefone"
            name="telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 91234-5678"
            isRequired
            validate={checkPhone}
            errorMessage={fieldMessages({ valueMissing: 'Informe o telefone.' })}
          />
          <TextField
            className={styles.full}
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="voce@exemplo.com.br"
            isRequired
            errorMessage={emailMessages}
          />
          <PasswordField
            label="Senha"
            name="senha"
            autoComplete="new-password"
            description={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres.`}
            isRequired
            value={senha}
            onChange={(value) => {
              setSenha(value);
              setPasswordsDiffer(false);
            }}
            validate={checkPassword}
            errorMessage={passwordMessages}
          />
          <PasswordField
            label="Confirmar senha"
            name="confirmarSenha"
            autoComplete="new-password"
            isRequired
            value={confirmarSenha}
            onChange={(value) => {
              setConfirmarSenha(value);
              setPasswordsDiffer(false);
            }}
            errorMessage={fieldMessages({ valueMissing: 'Confirme a senha.' })}
          />
        </div>
        <SubmitButton isSubmitting={isSubmitting}>Criar conta</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
