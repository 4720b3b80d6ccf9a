import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Disable both buttons, e.g. while the next page loads. @default false */
  isDisabled?: boolean;
  className?: string;
}

/** 'Página X de N' with 'Anterior'/'Próxima', each disabled at its end. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  isDisabled = false,
  className,
}: PaginationProps) {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav aria-label="Paginação" className={[styles.nav, className].filter(Boolean).join(' ')}>
      <p className={styles.status} aria-live="polite">
        Página {current} de {last}
      </p>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="small"
          isDisabled={isDisabled || current <= 1}
          onPress={() => onPageChange(current - 1)}
        >
          <ChevronLeft size={16} aria-hidden />
          Anterior
        </Button>
        <Button
          variant="secondary"
          size="small"
          isDisabled={isDisabled || current >= last}
          onPress={() => onPageChange(current + 1)}
        >
          Próxima
          <ChevronRight size={16} aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
