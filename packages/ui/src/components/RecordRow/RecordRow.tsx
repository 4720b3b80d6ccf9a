import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './RecordRow.css.ts';

export interface RecordListProps extends HTMLAttributes<HTMLUListElement> {
  /** What the rows are, for screen readers, e.g. 'Cupons'. */
  'aria-label': string;
  children: ReactNode;
}

/** The list that holds record rows, one under the other. */
export function RecordList({ className, ...props }: RecordListProps) {
  return <ul {...props} className={cx(styles.list, className)} />;
}

export interface RecordRowProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A small icon in a tile before the title. */
  icon?: ReactNode;
  /** A picture shown as it is before the title (a product photo), instead of an icon tile. */
  media?: ReactNode;
  /** The record's name. */
  title: ReactNode;
  /** The line under the title (code, URL, contact…). */
  meta?: ReactNode;
  /** Badges under the meta line ('Em edição', 'Ativo'…). */
  badges?: ReactNode;
  /** Labelled facts (`RecordFact`): beside the title from tablets up, under it on phones, in equal columns. */
  facts?: ReactNode;
  /** The row's buttons, at its end. */
  actions?: ReactNode;
  /** Actions that fill the row's width on phones (a row without facts, e.g. one wide button). @default false */
  wideActions?: boolean;
  /** The record being edited: the row is outlined. @default false */
  isCurrent?: boolean;
  /** @default 'li' */
  as?: 'li' | 'div' | 'article';
}

/**
 * One record in a list (a coupon, a shipping option, a domain): icon, title, meta line and badges;
 * facts; actions at the end. From tablets up it is one line; on phones the facts wrap under the title.
 */
export function RecordRow({
  icon,
  media,
  title,
  meta,
  badges,
  facts,
  actions,
  wideActions = false,
  isCurrent = false,
  as: Component = 'li',
  className,
  ...props
}: RecordRowProps) {
  return (
    <Component
      {...props}
      className={cx(styles.row, facts == null && styles.rowCompact, className)}
      data-current={isCurrent || undefined}
    >
      <div className={styles.main}>
        {media ?? (icon != null && <span className={styles.icon}>{icon}</span>)}
        <div className={styles.titles}>
          <p className={styles.name}>{title}</p>
          {meta != null && <p className={styles.subtitle}>{meta}</p>}
          {badges != null && badges !== false && <div className={styles.badges}>{badges}</div>}
        </div>
      </div>
      {facts != null && <dl className={styles.facts}>{facts}</dl>}
      {actions != null && (
        <div className={cx(styles.actions, wideActions && styles.actionsWide)}>{actions}</div>
      )}
    </Component>
  );
}

export interface RecordFactProps {
  label: ReactNode;
  children: ReactNode;
}

/** A labelled fact in a record row: 'Desconto' over '10%'. */
export function RecordFact({ label, children }: RecordFactProps) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
