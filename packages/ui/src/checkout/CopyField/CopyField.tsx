import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../private/button.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import * as styles from '../private/styles.css.ts';
import * as own from './CopyField.css.ts';

export interface CopyFieldProps {
  label: string;
  /** The text to copy (PIX copia e cola, boleto digitable line). */
  value: string;
  /** A textarea (long PIX codes) instead of a one-line input. */
  multiline?: boolean;
  /** Visible lines of the textarea. */
  rows?: number;
  /** The copy button's look: primary where copying is the page's main action. */
  variant?: 'primary' | 'secondary';
}

const COPIED_MS = 2500;

/**
 * A read-only code the buyer can select without JavaScript, and a copy button that appears once
 * the page is hydrated (never a dead control), in a box of the same size either way.
 */
export function CopyField({
  label,
  value,
  multiline = false,
  rows = 4,
  variant = 'primary',
}: CopyFieldProps) {
  const t = useCheckoutText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Older browsers or a denied permission: select the text and use the legacy command.
      inputRef.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  const common = {
    id,
    ref: inputRef,
    readOnly: true,
    value,
    className: cx(styles.control, own.value),
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      event.currentTarget.select(),
    spellCheck: false,
  };

  return (
    <div className={own.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type="text" />}
      <div className={own.buttonBox}>
        <button
          type="button"
          className={buttonClass({ variant, size: 'large', fullWidth: true })}
          hidden={!ready}
          onClick={copy}
        >
          <span className={styles.buttonLabel}>
            {copied ? (
              <Check className={styles.icon} aria-hidden />
            ) : (
              <Copy className={styles.icon} aria-hidden />
            )}
            {copied ? t.order.copied : t.order.copy}
          </span>
        </button>
      </div>
      <span className={styles.visuallyHidden} role="status">
        {copied ? t.order.copied : ''}
      </span>
    </div>
  );
}
