import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** The one focus indicator: RAC sets data-focus-visible on keyboard focus only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
