import { type ReactNode, useId } from 'react';
import * as styles from './styles.css.ts';

export interface SectionProps {
  title: string;
  /** The step's number before the title (1-step mode lists all sections numbered). */
  number?: number;
  children: ReactNode;
}

/** A titled card of the checkout form. The heading takes focus when its step opens. */
export function Section({ title, number, children }: SectionProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        {number !== undefined && (
          <span className={styles.sectionNumber} aria-hidden>
            {number}
          </span>
        )}
        <h2 id={id} className={styles.sectionTitle} tabIndex={-1} data-section-heading>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
