import { Badge } from '../../components/Badge/Badge.tsx';
import * as styles from './SettingsScreen.css.ts';

export interface StatusBadgeProps {
  /** The dot's colour. */
  tone: 'success' | 'warning' | 'danger' | 'neutral';
  children: string;
}

/**
 * A status as a neutral badge with a coloured dot (Entregue, Falhou, Desativado…): the text keeps full
 * contrast on raised rows and in drawers, where the tinted danger badge falls short of AA.
 */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <Badge icon={<span className={styles.dot({ tone })} aria-hidden />}>{children}</Badge>;
}
