import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Text } from '../../components/Text/Text.tsx';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's title (the page's one h1). */
  title: ReactNode;
  /** A sentence under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons or links for the page's main actions, on the right (under the title on phones). */
  actions?: ReactNode;
}

/** The top of every admin page: h1 title, description and the page's main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <Heading level={1} className={styles.title}>
          {title}
        </Heading>
        {description != null && (
          <Text size="small" tone="muted">
            {description}
          </Text>
        )}
      </div>
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
