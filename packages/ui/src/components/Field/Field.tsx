import { CircleAlert } from 'lucide-react';
import { type ReactNode, useContext, useRef } from 'react';
import {
  composeRenderProps,
  FieldErrorContext,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text as RACText,
  type TextProps as RACTextProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx.ts';
import * as styles from './Field.css.ts';

/** Re-exported for code that already imports it from here; the helper lives in `private/cx.ts`. */
export { cx };

/** What every field takes besides its control's own props. */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control (muted). */
  description?: ReactNode;
  /**
   * Shown (in red, under the control) while the field is invalid. A string replaces the browser's own
   * messages (required, e-mail format…) and is shown with `isInvalid`; messages from `validate` or from
   * the Form's `validationErrors` (server) still win, being specific. A function receives RAC's
   * validation result and decides alone.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** The FieldError content for a field's `errorMessage` (see FieldProps). */
export function errorText(errorMessage: FieldProps['errorMessage']) {
  return (validation: ValidationResult): string => {
    if (typeof errorMessage === 'function') return errorMessage(validation);
    const ownMessages = validation.validationDetails.customError ? validation.validationErrors : [];
    if (ownMessages.length > 0) return ownMessages.join(' ');
    return errorMessage ?? validation.validationErrors.join(' ');
  };
}

/** The field's label (RAC connects it to the control). */
export function Label({ className, ...props }: RACLabelProps) {
  return <RACLabel {...props} className={cx(styles.label, className)} />;
}

/** Help text under a control, announced as its description. */
export function Description({ className, ...props }: Omit<RACTextProps, 'slot'>) {
  return <RACText {...props} slot="description" className={cx(styles.description, className)} />;
}

/**
 * The field's validation message, while the field is invalid. Once a message has shown, its line
 * stays reserved after the field becomes valid: the message going away on blur must not move the
 * form up under the pointer (a click on 'Salvar' right after fixing a field would land nowhere).
 */
export function FieldError({ className, children, ...props }: RACFieldErrorProps) {
  const validation = useContext(FieldErrorContext);
  const shown = useRef(false);
  if (validation?.isInvalid) shown.current = true;
  if (!validation?.isInvalid && shown.current) {
    return <div className={styles.fieldErrorSpace} aria-hidden data-field-error-space />;
  }
  return (
    <RACFieldError {...props} className={composeRenderProps(className, (c) => cx(styles.fieldError, c))}>
      {composeRenderProps(children, (content, validation) => (
        <>
          <CircleAlert size={14} aria-hidden className={styles.fieldErrorIcon} />
          <span>{content ?? validation.validationErrors.join(' ')}</span>
        </>
      ))}
    </RACFieldError>
  );
}
