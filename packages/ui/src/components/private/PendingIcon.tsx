import { LoaderCircle } from 'lucide-react';
import * as styles from './PendingIcon.css.ts';

/** The spinning icon a button shows (before its label) while its action runs (`isPending`). */
export function PendingIcon({ size = 16 }: { size?: number }) {
  return <LoaderCircle size={size} aria-hidden className={styles.pendingIcon} />;
}
