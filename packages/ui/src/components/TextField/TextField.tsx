import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, errorText, FieldError, type FieldProps, Label } from '../Field/Field.tsx';
import { cx } from '../private/cx.ts';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldProps {
  placeholder?: string;
  /** A multi-line textarea instead of an input. @default false */
  multiline?: boolean;
  /** Visible lines of the textarea (with `multiline`). @default 4 */
  rows?: number;
  /** Shown inside the field's start edge, e.g. 'https://'. Ignored with `multiline`. */
  prefix?: ReactNode;
  /** Shown inside the field's end edge, e.g. '.myshopify.com'. Ignored with `multiline`. */
  suffix?: ReactNode;
}

/** A labelled text input (or textarea) with description, validation message and optional adornments. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  prefix,
  suffix,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
      <Label>{label}</Label>
      {multiline ? (
        <TextArea
          rows={rows}
          placeholder={placeholder}
          className={cx(fieldStyles.control, fieldStyles.input, styles.textarea)}
        />
      ) : (
        <Group className={fieldStyles.control}>
          {prefix != null && <span className={styles.adornment}>{prefix}</span>}
          <Input placeholder={placeholder} className={cx(fieldStyles.input, styles.input)} />
          {suffix != null && <span className={styles.adornment}>{suffix}</span>}
        </Group>
      )}
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACTextField>
  );
}
