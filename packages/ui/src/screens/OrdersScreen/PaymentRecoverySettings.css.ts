import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
});

/** The placeholders' legend: each one beside what it becomes. */
export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
});

export const placeholderRow = style({ display: 'contents' });

export const placeholder = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });

export const placeholderMeaning = style({ margin: 0, color: vars.color.textMuted });

/** One payment method's case: its switch, delay, subject and text. */
export const kase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)', columnGap: vars.space.large },
  },
});
