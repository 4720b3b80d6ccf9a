import type { CreateStoreRequest } from '@pagora/contract';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { SubmitButton } from '../private/SubmitButton.tsx';

export const STORE_NAME_REQUIRED = 'Por favor, digite o nome da loja.';

export interface FirstStoreScreenProps {
  /** Called with the trimmed store name. */
  onSubmit: (values: Pick<CreateStoreRequest, 'storeName'>) => void;
  /** The creation call is in flight. */
  isSubmitting?: boolean;
  /** The last attempt's failure, shown above the form. */
  errorMessage?: string;
  /** Offers 'Sair' under the card, for someone who signed in with the wrong account. */
  onLogout?: () => void;
}

/** /first-store: names the merchant's first store. */
export function FirstStoreScreen({
  onSubmit,
  isSubmitting = false,
  errorMessage,
  onLogout,
}: FirstStoreScreenProps) {
  const [storeName, setStoreName] = useState('');
  return (
    <AuthLayout
      icon={<Store size={24} aria-hidden />}
      title="Crie sua primeira loja"
      description="Dê um nome à sua loja para começar. Você pode mudá-lo depois e criar outras lojas quando quiser."
      footer={
        onLogout && (
          <Button variant="ghost" size="small" onPress={onLogout}>
            Sair e entrar com outra conta
          </Button>
        )
      }
    >
      <Form
        aria-label="Criar loja"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitting) onSubmit({ storeName: storeName.trim() });
        }}
      >
        {errorMessage && (
          <Alert tone="danger" title="Erro ao Criar Loja">
            {errorMessage}
          </Alert>
        )}
        <TextField
          label="Nome da loja"
          name="storeName"
          placeholder="Ex.: Loja da Ana"
          maxLength={80}
          isRequired
          value={storeName}
          onChange={setStoreName}
          validate={(value) => (value.trim() ? null : STORE_NAME_REQUIRED)}
          errorMessage={STORE_NAME_REQUIRED}
        />
        <SubmitButton isSubmitting={isSubmitting}>Criar Loja</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
