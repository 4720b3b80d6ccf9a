import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, size, space } from '../theme.css.ts';

export const field = style({ display: 'grid', gap: space.small });

export const value = style({
  height: 'auto',
  minHeight: size.control,
  padding: space.medium,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: fontSize.small,
  lineHeight: 1.5,
  wordBreak: 'break-all',
  resize: 'none',
  color: checkoutVars.color.text,
});

/** Always the button's height, so revealing the button after hydration moves nothing. */
export const buttonBox = style({ height: size.button });
