import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});
