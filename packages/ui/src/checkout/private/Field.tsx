import type { CheckoutFieldName } from '@pagora/contract/checkout-core';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { type ChangeEvent, type HTMLAttributes, type ReactNode, useId } from 'react';
import { useCheckoutText } from './context.ts';
import { cx } from './cx.ts';
import * as styles from './styles.css.ts';

interface FieldFrameProps {
  label: string;
  /** Appends '(opcional)' to the label. */
  optional?: boolean;
  error?: string | null;
  hint?: string;
  /** Columns of six: [narrow containers, wide containers]. */
  span?: [styles.Span, styles.Span];
}

function useFieldIds(error: string | null | undefined, hint: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Frame({
  id,
  label,
  optional,
  error,
  errorId,
  hint,
  hintId,
  span = [6, 6],
  children,
}: FieldFrameProps & { id: string; errorId: string; hintId: string; children: ReactNode }) {
  const text = useCheckoutText();
  return (
    <div className={cx(styles.field, styles.spanNarrow[span[0]], styles.spanWide[span[1]])}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className={styles.optional}>({text.fields.optional})</span>
          </>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** The message under a field (aria-describedby points at it). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.fieldError}>
      <CircleAlert className={styles.fieldErrorIcon} aria-hidden />
      <span>{children}</span>
    </p>
  );
}

export interface TextFieldProps extends FieldFrameProps {
  name: CheckoutFieldName;
  defaultValue?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  /** Announced as required; the server validates (no native `required`, so 'Voltar' and coupons always submit). */
  required?: boolean;
  /** Shown inside the field's right edge (e.g. the card brand). */
  adornment?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** An uncontrolled text input with its label, hint and error. */
export function TextField({
  name,
  label,
  optional,
  error,
  hint,
  span,
  defaultValue,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  required,
  adornment,
  onChange,
}: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  const input = (
    <input
      id={ids.id}
      name={name}
      type={type}
      className={cx(styles.control, adornment !== undefined && styles.withAdornment)}
      defaultValue={defaultValue}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      maxLength={maxLength}
      spellCheck={false}
      onChange={onChange}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
    />
  );
  return (
    <Frame {...ids} label={label} optional={optional} error={error} hint={hint} span={span}>
      {adornment === undefined ? (
        input
      ) : (
        <div className={styles.selectWrap}>
          {input}
          <span className={styles.adornment}>{adornment}</span>
        </div>
      )}
    </Frame>
  );
}

export interface SelectFieldProps extends FieldFrameProps {
  name: CheckoutFieldName;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  autoComplete?: string;
  /** First, empty option (e.g. 'Selecione'). */
  placeholder?: string;
  required?: boolean;
}

export function SelectField({
  name,
  label,
  optional,
  error,
  hint,
  span,
  options,
  defaultValue,
  autoComplete,
  placeholder,
  required,
}: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <Frame {...ids} label={label} optional={optional} error={error} hint={hint} span={span}>
      <div className={styles.selectWrap}>
        <select
          id={ids.id}
          name={name}
          className={cx(styles.control, styles.select)}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.selectChevron} aria-hidden />
      </div>
    </Frame>
  );
}
