import { ProgressBar } from 'react-aria-components';
import { cx } from '../private/cx.ts';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** What is loading, for screen readers (and shown with `showLabel`). @default 'Carregando…' */
  label?: string;
  /** Show the label beside the spinner. @default false */
  showLabel?: boolean;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** An indeterminate loading indicator (role=progressbar). */
export function Spinner({ label = 'Carregando…', showLabel = false, size, className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx(styles.spinner, className)}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden className={styles.circle({ size })}>
        <circle cx="12" cy="12" r="9.5" strokeWidth="3" className={styles.track} />
        <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel && <span>{label}</span>}
    </ProgressBar>
  );
}
