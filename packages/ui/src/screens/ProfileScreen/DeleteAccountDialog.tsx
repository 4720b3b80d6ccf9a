import { deleteAccountRequest } from '@pagora/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Dialog, Modal } from '../../components/Modal/Modal.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Deletes the account, confirmed with its password. The dialog stays open (pending) until the
   * promise settles, and open with what was typed if it rejects (the caller reports why).
   */
  onDeleteAccount: (password: string) => Promise<unknown>;
}

function validatePassword(value: string): string | null {
  const result = deleteAccountRequest.shape.password.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Informe sua senha.');
}

/**
 * 'Excluir sua conta?': says what goes, for good, and asks the account's password before it does —
 * an open session alone is not enough to delete everything.
 */
export function DeleteAccountDialog({ isOpen, onOpenChange, onDeleteAccount }: DeleteAccountDialogProps) {
  const formId = useId();
  const [isPending, setPending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setPending(true);
    onDeleteAccount(password).then(
      () => {
        setPending(false);
        onOpenChange(false);
      },
      () => setPending(false),
    );
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={isPending} size="small">
      <Dialog
        role="alertdialog"
        title="Excluir sua conta?"
        description="Esta ação é irreversível. Sua conta, todas as suas lojas e todos os dados delas (produtos, pedidos, cupons, fretes, domínios e integrações) serão excluídos permanentemente."
        hideCloseButton={isPending}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              Não
            </Button>
            <Button variant="danger" type="submit" form={formId} isPending={isPending}>
              Sim, excluir
            </Button>
          </>
        )}
      >
        <Form id={formId} onSubmit={submit}>
          <PasswordField
            label="Sua senha"
            name="password"
            autoComplete="current-password"
            description="Digite a senha da conta para confirmar."
            autoFocus
            validate={validatePassword}
            isDisabled={isPending}
          />
        </Form>
      </Dialog>
    </Modal>
  );
}
