import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

globalStyle(`${icon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: vars.size.formMax,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.xsmall });
