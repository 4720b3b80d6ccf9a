import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** A lucide icon (decorative: `<Package aria-hidden />`); sized by the component. */
  icon?: ReactNode;
  /** e.g. 'Nenhum produto encontrado para esta loja.' */
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button or LinkButton, e.g. 'Criar Produto'. */
  action?: ReactNode;
  className?: string;
}

/** What a list or page shows when it has nothing yet, with what to do next. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
