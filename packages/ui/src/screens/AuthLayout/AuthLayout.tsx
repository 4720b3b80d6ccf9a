import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Card } from '../../components/Card/Card.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { BrandLogo } from '../private/BrandLogo.tsx';
import * as styles from './AuthLayout.css.ts';

export interface AuthLayoutProps {
  /** The page's heading (h1), shown at the top of the card. */
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  /** An icon above the title (e.g. for a confirmation state). */
  icon?: ReactNode;
  /** @default 'primary' */
  iconTone?: 'primary' | 'danger';
  /** The card's content: usually a form. */
  children?: ReactNode;
  /** Shown under the card, e.g. 'Não tem uma conta? Cadastre-se'. */
  footer?: ReactNode;
  /** 'wide' fits two columns of fields (the registration form). @default 'default' */
  width?: 'default' | 'wide';
}

/** The frame of the public auth pages: brand linking home, one centred card, a footer line. Works at 375 px. */
export function AuthLayout({
  title,
  description,
  icon,
  iconTone = 'primary',
  children,
  footer,
  width = 'default',
}: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <Link href="/" className={styles.brand} aria-label="Pagora, página inicial">
        <BrandLogo />
      </Link>
      <main className={`${styles.main} ${styles.width[width]}`}>
        <Card>
          <Stack gap="xlarge">
            <Stack gap="small">
              {icon != null && <span className={`${styles.icon} ${styles.iconTone[iconTone]}`}>{icon}</span>}
              <Heading level={1}>{title}</Heading>
              {description != null && <Text tone="muted">{description}</Text>}
            </Stack>
            {children}
          </Stack>
        </Card>
        {footer != null && <div className={styles.footer}>{footer}</div>}
      </main>
    </div>
  );
}
