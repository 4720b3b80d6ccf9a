import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';
  /** A small decorative icon before the text (give it `size={12}` and `aria-hidden`). */
  icon?: ReactNode;
  children?: ReactNode;
}

/** A short status label (Ativo, Pendente, Verificado…). */
export function Badge({ tone, icon, children, className, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(styles.badge({ tone }), className)}>
      {icon}
      {children}
    </span>
  );
}
