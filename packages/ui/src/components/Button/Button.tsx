import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { PendingIcon } from '../private/PendingIcon.tsx';
import * as styles from './Button.css.ts';

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Square button holding only an icon; give it an aria-label. @default false */
  iconOnly?: boolean;
}

/** A button; while `isPending` it shows a spinner before its label and ignores presses. */
export function Button({ variant, size, fullWidth, iconOnly, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.button({ variant, size, fullWidth, iconOnly }), className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending }) =>
        isPending && !iconOnly ? (
          <>
            <PendingIcon />
            {children}
          </>
        ) : (
          children
        ),
      )}
    </RACButton>
  );
}

export interface LinkButtonProps extends RACLinkProps {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/** A link that looks like a button: navigation actions (e.g. 'Criar Produto'). */
export function LinkButton({ variant, size, fullWidth, ...props }: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' '),
      )}
    />
  );
}
