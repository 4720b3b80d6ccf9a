import type { ReactNode } from 'react';
import { type ButtonLook, buttonClass } from './button.ts';
import { useCheckoutText } from './context.ts';
import { cx } from './cx.ts';
import * as styles from './styles.css.ts';

export interface SubmitButtonProps {
  /** Sent as the form's `action` field. */
  action: string;
  /** The action in flight: every submit button is disabled and the matching one shows a spinner. */
  pending?: string | null;
  children: ReactNode;
  variant?: ButtonLook['variant'];
  size?: ButtonLook['size'];
  fullWidth?: boolean;
  className?: string;
  /** Skip native constraint validation (Voltar, coupons). */
  formNoValidate?: boolean;
  disabled?: boolean;
  /** link: an inline underlined text button (e.g. 'Remover'). */
  appearance?: 'button' | 'link';
}

/** A submit button carrying `action`; while pending it keeps its width and shows a spinner. */
export function SubmitButton({
  action,
  pending,
  children,
  variant,
  size,
  fullWidth,
  className,
  formNoValidate,
  disabled,
  appearance = 'button',
}: SubmitButtonProps) {
  const text = useCheckoutText();
  const busy = pending === action;
  return (
    <button
      type="submit"
      name="action"
      value={action}
      className={cx(
        appearance === 'link' ? styles.linkButton : buttonClass({ variant, size, fullWidth }),
        className,
      )}
      disabled={disabled || pending != null}
      aria-busy={busy || undefined}
      formNoValidate={formNoValidate}
    >
      <span className={styles.buttonLabel}>{children}</span>
      {busy && (
        <>
          <span className={styles.buttonSpinner} aria-hidden />
          <span className={styles.visuallyHidden}>{text.actions.processing}</span>
        </>
      )}
    </button>
  );
}
