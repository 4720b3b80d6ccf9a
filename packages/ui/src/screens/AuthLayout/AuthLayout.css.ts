import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../components/private/focusRing.css.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const page = style({
  position: 'relative',
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  background: [
    `radial-gradient(ellipse 70% 45% at 50% 0%, ${vars.color.primarySoft}, transparent 70%)`,
    vars.color.background,
  ].join(', '),
  color: vars.color.text,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxxlarge, gap: vars.space.xxlarge } },
});

export const brand = style([
  focusRing,
  { color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.small },
]);

export const main = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  marginBlock: 'auto',
});

export const width = styleVariants({
  default: { maxWidth: vars.size.formMax, marginInline: 'auto' },
  wide: { maxWidth: `calc(${vars.size.formMax} + ${vars.space.xxxlarge} * 3)`, marginInline: 'auto' },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const iconTone = styleVariants({
  primary: {},
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});

export const footer = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
