import { type ProfileStore, storeName } from '@pagora/contract';
import { Check, Store } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Dialog, Modal } from '../../components/Modal/Modal.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './AppShell.css.ts';

interface DialogState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface SwitchStoreDialogProps extends DialogState {
  stores: ProfileStore[];
  activeStoreId: number | null;
  onSwitchStore: (id: number) => void;
}

/** 'Trocar Loja': the user's stores; picking one makes it the active store and closes the dialog. */
export function SwitchStoreDialog({
  isOpen,
  onOpenChange,
  stores,
  activeStoreId,
  onSwitchStore,
}: SwitchStoreDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog title="Trocar Loja" description="Escolha a loja que você quer gerenciar agora.">
        {(close) => (
          <ul className={styles.storeList} aria-label="Suas lojas">
            {stores.map((store) => {
              const isCurrent = store.id === activeStoreId;
              return (
                <li key={store.id}>
                  <RACButton
                    className={styles.storeOption}
                    data-current={isCurrent || undefined}
                    aria-current={isCurrent ? 'true' : undefined}
                    onPress={() => {
                      if (!isCurrent) onSwitchStore(store.id);
                      close();
                    }}
                  >
                    <span className={styles.storeOptionIcon}>
                      <Store size={18} aria-hidden />
                    </span>
                    <span className={styles.storeOptionText}>
                      <span className={styles.storeOptionName}>{store.name}</span>
                      <span className={styles.storeOptionMeta}>ID: {store.id}</span>
                    </span>
                    {isCurrent && (
                      <Badge tone="success" icon={<Check size={12} aria-hidden />}>
                        Loja Ativa
                      </Badge>
                    )}
                  </RACButton>
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
    </Modal>
  );
}

export interface AddStoreDialogProps extends DialogState {
  /** Creates the store; the dialog closes when the promise resolves and stays open if it rejects. */
  onAddStore: (name: string) => Promise<unknown>;
}

function validateStoreName(value: string): string | null {
  const result = storeName.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Por favor, digite o nome da loja.');
}

/** 'Adicionar Loja': the new store's name, validated like the first store's. */
export function AddStoreDialog({ isOpen, onOpenChange, onAddStore }: AddStoreDialogProps) {
  const formId = useId();
  const [isPending, setPending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('storeName') ?? '').trim();
    setPending(true);
    onAddStore(name).then(
      () => {
        setPending(false);
        onOpenChange(false);
      },
      () => setPending(false),
    );
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog
        title="Adicionar Loja"
        description="A nova loja passa a ser a loja ativa assim que for criada."
        hideCloseButton={isPending}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              Cancelar
            </Button>
            <Button type="submit" form={formId} isPending={isPending}>
              Criar Loja
            </Button>
          </>
        )}
      >
        <Form id={formId} onSubmit={submit}>
          <TextField
            label="Nome da loja"
            name="storeName"
            placeholder="Ex.: Minha Loja Oficial"
            autoFocus
            maxLength={80}
            isDisabled={isPending}
            validate={validateStoreName}
          />
        </Form>
      </Dialog>
    </Modal>
  );
}

export interface DeleteStoreDialogProps extends DialogState {
  store: ProfileStore | undefined;
  /** Deletes the store; the dialog stays open (pending) until the promise settles. */
  onDeleteStore: (id: number) => Promise<unknown>;
}

/**
 * 'Excluir Loja': names the store, says everything in it goes for good, and asks for its name typed
 * before the button works — a store is a merchant's whole sales history, one click is too easy.
 */
export function DeleteStoreDialog({ isOpen, onOpenChange, store, onDeleteStore }: DeleteStoreDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = store !== undefined && typed.trim() === store.name.trim();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setTyped('');
        onOpenChange(open);
      }}
      title={`Excluir a loja “${store?.name ?? ''}”?`}
      confirmLabel="Sim, excluir"
      cancelLabel="Não"
      isConfirmDisabled={!matches}
      onConfirm={() => (store && matches ? onDeleteStore(store.id) : Promise.resolve())}
    >
      <p>
        Isso excluirá permanentemente a loja <strong>{store?.name}</strong> e todos os seus dados: produtos,
        pedidos, cupons, fretes, domínios e integrações. Esta ação não pode ser desfeita.
      </p>
      <TextField
        label="Digite o nome da loja para confirmar"
        value={typed}
        onChange={setTyped}
        autoComplete="off"
        className={styles.confirmName}
      />
    </AlertDialog>
  );
}
