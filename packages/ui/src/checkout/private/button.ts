import { cx } from './cx.ts';
import { buttonBase, buttonSize, buttonVariant, fullWidth } from './styles.css.ts';

export interface ButtonLook {
  /** @default 'primary' */
  variant?: keyof typeof buttonVariant;
  /** @default 'medium' */
  size?: keyof typeof buttonSize;
  fullWidth?: boolean;
}

/** The class names of a checkout button (also used on links that look like buttons). */
export const buttonClass = ({
  variant = 'primary',
  size = 'medium',
  fullWidth: full = false,
}: ButtonLook = {}) => cx(buttonBase, buttonVariant[variant], buttonSize[size], full && fullWidth);
