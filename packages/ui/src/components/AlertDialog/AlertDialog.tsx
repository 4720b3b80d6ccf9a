import { Info, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Dialog as RACDialog, Heading as RACHeading, Text as RACText } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as modalStyles from '../Modal/Modal.css.ts';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './AlertDialog.css.ts';

export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. 'Você tem certeza?'. */
  title: ReactNode;
  /** What will happen, e.g. 'Esta ação não pode ser desfeita…'. */
  children: ReactNode;
  /** Label of the confirm button, e.g. 'Sim, excluir'. */
  confirmLabel: string;
  /** @default 'Cancelar' */
  cancelLabel?: string;
  /** Colour of the confirm button and icon. @default 'danger' */
  variant?: 'danger' | 'primary';
  /**
   * Called when the user confirms. Then the dialog closes, unless the work is still going on: while
   * `isPending` is true (set it in the same update as the call) or while a returned promise is
   * unsettled, the confirm button shows pending and the dialog stays open; it closes when that work
   * ends (a rejected promise leaves it open).
   */
  onConfirm: (() => void) | (() => Promise<unknown>);
  /** The confirmed action is running: confirm shows pending, cancel and Escape are disabled. */
  isPending?: boolean;
  /** Confirm cannot be pressed yet (e.g. until the store's name is typed). @default false */
  isConfirmDisabled?: boolean;
  /** Focus the cancel button on open, so Enter does not confirm by accident. @default false */
  autoFocusCancel?: boolean;
}

/** A confirmation before a destructive or important action (role=alertdialog). */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  variant = 'danger',
  onConfirm,
  isPending = false,
  isConfirmDisabled = false,
  autoFocusCancel = false,
}: AlertDialogProps) {
  // After confirm: wait for isPending (or the returned promise) to end before closing.
  const [awaiting, setAwaiting] = useState(false);
  const [promisePending, setPromisePending] = useState(false);
  const busy = isPending || promisePending;

  useEffect(() => {
    if (!awaiting || isPending) return;
    setAwaiting(false);
    onOpenChange(false);
  }, [awaiting, isPending, onOpenChange]);

  useEffect(() => {
    if (!isOpen) setAwaiting(false);
  }, [isOpen]);

  const confirm = () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setPromisePending(true);
      result.then(
        () => {
          setPromisePending(false);
          onOpenChange(false);
        },
        () => setPromisePending(false),
      );
    } else {
      setAwaiting(true);
    }
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={busy} size="small">
      <RACDialog role="alertdialog" className={modalStyles.dialog}>
        <div className={styles.content}>
          <div className={styles.icon({ variant })}>
            {variant === 'danger' ? <TriangleAlert size={20} aria-hidden /> : <Info size={20} aria-hidden />}
          </div>
          <div className={styles.text}>
            <RACHeading slot="title" className={modalStyles.title}>
              {title}
            </RACHeading>
            <RACText slot="description" elementType="div" className={styles.message}>
              {children}
            </RACText>
          </div>
        </div>
        <div className={modalStyles.footer}>
          <Button
            variant="secondary"
            onPress={() => onOpenChange(false)}
            isDisabled={busy}
            autoFocus={autoFocusCancel}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            onPress={confirm}
            isPending={busy}
            isDisabled={isConfirmDisabled && !busy}
          >
            {confirmLabel}
          </Button>
        </div>
      </RACDialog>
    </Modal>
  );
}
