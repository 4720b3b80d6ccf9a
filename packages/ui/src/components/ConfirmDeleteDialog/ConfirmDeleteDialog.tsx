import type { ReactNode } from 'react';
import { AlertDialog } from '../AlertDialog/AlertDialog.tsx';

export interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What goes, with its article, as the sentence needs it: 'o cupom', 'a oferta', 'o frete'. */
  subject: string;
  /** The record's name where the list shows one; it follows the subject in quotes. */
  name?: string;
  /**
   * 'Sim, excluir' pressed. Return a promise to keep the dialog open and pending until it settles
   * (a rejection keeps it open), or drive `isPending` yourself.
   */
  onConfirm: (() => void) | (() => Promise<unknown>);
  /** A consequence beyond the record itself, one sentence after the standard text (e.g. what stops). */
  children?: ReactNode;
  /** The delete is running: 'Sim, excluir' shows a spinner; 'Não' and Escape are disabled. */
  isPending?: boolean;
}

/**
 * The one confirmation before deleting a record, worded the same everywhere: 'Você tem certeza?',
 * what goes for good (named), 'Não' (focused, so Enter does not delete by accident) and 'Sim, excluir'.
 */
export function ConfirmDeleteDialog({ subject, name, children, ...props }: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog
      {...props}
      title="Você tem certeza?"
      confirmLabel="Sim, excluir"
      cancelLabel="Não"
      autoFocusCancel
    >
      Esta ação não pode ser desfeita. Isso excluirá permanentemente {subject}
      {name ? (
        <>
          {' '}
          "<strong>{name}</strong>"
        </>
      ) : null}
      .{children != null && <> {children}</>}
    </AlertDialog>
  );
}
