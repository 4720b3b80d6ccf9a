import { SquarePen, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import * as styles from './RecordList.css.ts';

export interface RowActionsProps {
  /** e.g. 'Editar cupom BEMVINDO10'. */
  editLabel: string;
  /** e.g. 'Excluir cupom BEMVINDO10'. */
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  isDisabled?: boolean;
}

/** A record row's edit and delete icon buttons. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, isDisabled }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      <Button
        variant="ghost"
        size="small"
        iconOnly
        aria-label={editLabel}
        onPress={onEdit}
        isDisabled={isDisabled}
      >
        <SquarePen size={16} aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="small"
        iconOnly
        aria-label={deleteLabel}
        className={styles.deleteButton}
        onPress={onDelete}
        isDisabled={isDisabled}
      >
        <Trash2 size={16} aria-hidden />
      </Button>
    </div>
  );
}
