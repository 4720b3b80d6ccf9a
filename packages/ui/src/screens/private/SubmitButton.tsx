import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/Button/Button.tsx';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'isPending' | 'children'> {
  children: ReactNode;
  /** While true the button is pending: it shows a spinner and ignores presses. */
  isSubmitting?: boolean;
}

/** A form's full-width submit button with its pending state. */
export function SubmitButton({ children, isSubmitting = false, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" size="large" fullWidth {...props} isPending={isSubmitting}>
      {children}
    </Button>
  );
}
