import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** The clickable label of a checkbox or switch: the control and its text side by side. */
export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: 'fit-content',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});
