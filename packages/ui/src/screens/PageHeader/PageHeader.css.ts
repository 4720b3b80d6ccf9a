import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/** Title block on the left, actions on the right; the actions wrap under the title on phones. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 320px',
});

/** Admin page titles are one step smaller than the landing's h1 (doubled class beats the Heading recipe). */
export const title = style({
  selectors: {
    '&&': { fontSize: vars.fontSize.xxlarge, overflowWrap: 'anywhere' },
  },
  '@media': {
    [media.tablet]: { selectors: { '&&': { fontSize: vars.fontSize.xxxlarge } } },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
