import type { ReactNode } from 'react';
import {
  composeRenderProps,
  SwitchField as RACSwitchField,
  SwitchButton,
  type SwitchFieldProps,
} from 'react-aria-components';
import { Description } from '../Field/Field.tsx';
import { cx } from '../private/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps
  extends Omit<
    SwitchFieldProps,
    'children' | 'isRequired' | 'isInvalid' | 'validate' | 'validationBehavior'
  > {
  /** The label beside the switch. */
  children?: ReactNode;
  /** Help text under the label (muted). */
  description?: ReactNode;
}

/** An on/off setting that applies at once (e.g. a product's Status). */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <RACSwitchField {...props} className={composeRenderProps(className, (c) => cx(styles.field, c))}>
      <SwitchButton className={styles.button}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
      {description != null && <Description className={styles.help}>{description}</Description>}
    </RACSwitchField>
  );
}
