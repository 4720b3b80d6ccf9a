import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'multiline' | 'rows' | 'suffix'> {}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ isDisabled, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      isDisabled={isDisabled}
      type={visible ? 'text' : 'password'}
      suffix={
        <RACButton
          className={styles.toggle}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          isDisabled={isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          <Icon size={18} aria-hidden />
        </RACButton>
      }
    />
  );
}
