import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../private/cx.ts';
import * as styles from './Form.css.ts';

export interface FormProps extends RACFormProps {}

/**
 * A form laid out as a vertical stack of fields. Server field errors go in `validationErrors`
 * (keyed by field `name`); they show on the matching fields until the user edits them.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.form, className)} />;
}
