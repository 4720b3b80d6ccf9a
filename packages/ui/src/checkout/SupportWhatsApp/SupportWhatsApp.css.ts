import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

const c = checkoutVars.color;

/** A small pill fixed at the bottom corner, above the page, in the store's own colours. */
export const link = style({
  position: 'fixed',
  insetInlineEnd: space.large,
  insetBlockEnd: space.large,
  zIndex: 10,
  padding: `${space.small} ${space.large}`,
  borderRadius: '999px',
  background: c.primaryStrong,
  color: c.primaryText,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  boxShadow: `0 2px 8px color-mix(in srgb, ${c.text} 25%, transparent)`,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: '2px' },
  },
});
