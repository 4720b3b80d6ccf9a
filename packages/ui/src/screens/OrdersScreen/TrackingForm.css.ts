import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** The tracking form: its fields one above the other, the saved code on top. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
});

export const saved = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
});
