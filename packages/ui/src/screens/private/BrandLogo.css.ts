import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  lineHeight: 1,
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: `0 0 0 4px ${vars.color.primarySoft}`,
});
