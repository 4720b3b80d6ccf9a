import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const buttons = style({ display: 'flex', gap: vars.space.small });
