import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

const c = checkoutVars.color;
const DOT = '28px';

export const list = style({ display: 'flex', alignItems: 'flex-start' });

export const item = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    // The connector from this step's dot to the next one's.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: `calc(${DOT} / 2 - 1px)`,
      left: `calc(50% + ${DOT} / 2 + 6px)`,
      right: `calc(-50% + ${DOT} / 2 + 6px)`,
      height: '2px',
      borderRadius: '2px',
      background: c.border,
    },
    '&[data-state="done"]:not(:last-child)::after': { background: c.primary },
  },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xsmall,
  minWidth: 0,
  textDecoration: 'none',
  color: c.mutedText,
  textAlign: 'center',
  borderRadius: checkoutVars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: '3px' },
    '[data-state="current"] > &': { color: c.text },
    '[data-state="done"] > &': { color: c.text },
  },
});

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: DOT,
  height: DOT,
  borderRadius: '50%',
  border: `1.5px solid ${c.fieldBorder}`,
  background: c.surface,
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
  selectors: {
    '[data-state="current"] &': { borderColor: c.primary, borderWidth: '2px', color: c.text },
    '[data-state="done"] &': {
      borderColor: c.primaryStrong,
      background: c.primaryStrong,
      color: c.primaryText,
    },
  },
});

export const check = style({ width: '15px', height: '15px', strokeWidth: 3 });

export const label = style({
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
  lineHeight: 1.3,
  selectors: {
    '[data-state="current"] &': { fontWeight: fontWeight.semibold },
    'a:hover > &': { textDecoration: 'underline', textUnderlineOffset: '2px' },
  },
});
