import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ gap: vars.space.xlarge });

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

/** One line per payment method: icon and name, then the address (under them on phones). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `calc(${vars.size.controlLarge} * 4) minmax(0, 1fr)`,
      alignItems: 'center',
      gap: vars.space.large,
      paddingInline: vars.space.large,
    },
  },
});

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const methodIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const url = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const none = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
