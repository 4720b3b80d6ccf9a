import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Alert.css.ts';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
}

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

/**
 * An inline notice box. Danger alerts are announced (role=alert) when they appear, the others politely
 * (role=status); pass `role` to override, e.g. `role="note"` for a notice that is always on the page.
 */
export function Alert({ tone, title, children, className, ...props }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      {...props}
      className={cx(styles.alert({ tone }), className)}
    >
      <Icon size={18} aria-hidden className={styles.icon} />
      <div className={styles.content}>
        {title != null && <p className={styles.title}>{title}</p>}
        {children != null && <div className={styles.body}>{children}</div>}
      </div>
    </div>
  );
}
