import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Inner spacing; 'none' for content that runs to the edges (tables, images). @default 'large' */
  padding?: 'none' | 'medium' | 'large';
  /** The element to render, e.g. 'section' or 'article'. @default 'div' */
  as?: ElementType;
}

/** A raised surface grouping related content; children stack with even space between them. */
export function Card({ as: Component = 'div', padding, className, ...props }: CardProps) {
  return <Component {...props} className={cx(styles.card({ padding }), className)} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the header's end (they wrap under the title on narrow screens). */
  action?: ReactNode;
  /** The title's heading level (the size stays the same). @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Id for the title, e.g. to label the card with `aria-labelledby`. */
  id?: string;
}

/** A card's title row: title, optional description and an action at the end. */
export function CardHeader({ title, description, action, headingLevel = 2, id }: CardHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {description != null && <p className={styles.description}>{description}</p>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
