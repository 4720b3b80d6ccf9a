import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  type CheckboxFieldProps,
  composeRenderProps,
  CheckboxField as RACCheckboxField,
} from 'react-aria-components';
import { Description, errorText, FieldError, type FieldProps } from '../Field/Field.tsx';
import { cx } from '../private/cx.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldProps, 'label'> {
  /** The label beside the box. */
  children?: ReactNode;
}

/** A checkbox with its label (and optional description and validation message). */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <RACCheckboxField {...props} className={composeRenderProps(className, (c) => cx(styles.field, c))}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.button}>
            <span className={cx(styles.box, styles.boxStates)}>
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} aria-hidden />
              ) : (
                isSelected && <Check size={14} strokeWidth={3} aria-hidden />
              )}
            </span>
            {children}
          </CheckboxButton>
          {description != null && <Description className={styles.help}>{description}</Description>}
          <FieldError className={styles.help}>{errorText(errorMessage)}</FieldError>
        </>
      )}
    </RACCheckboxField>
  );
}
