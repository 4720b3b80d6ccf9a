import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/** Headline and description take the form's whole width from tablets up. */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const audienceHelp = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const triggerCount = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The store's products to tick, in two columns from tablets up; scrolls past a dozen. */
export const triggerList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  maxHeight: `calc(${vars.size.control} * 6.5)`,
  overflowY: 'auto',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.large },
  },
});

/** Struck-through original price before the offer's. */
export const prices = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
});

export const originalPrice = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
});

export const offerPrice = style({ color: vars.color.text });

/** Text for screen readers only ('De', 'por'). */
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
