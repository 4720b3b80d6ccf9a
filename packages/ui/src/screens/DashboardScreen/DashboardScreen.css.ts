import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** Period buttons on the left; the days shown and the time zone beside them (under them on phones). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const context = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const separator = style({ color: vars.color.borderStrong });

/** The figures; their width (not the window's) decides how many columns the pieces take. */
export const content = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  transition: `filter ${vars.duration.normal}`,
  selectors: {
    // The previous figures stay while the next period loads, greyed so they do not pass for it
    // (not faded: the text keeps its contrast).
    '&[data-stale]': { filter: 'grayscale(1)' },
  },
});

/** The funnel beside payment conversion and average ticket on wide containers; stacked otherwise. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@container': { '(min-width: 860px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The column's last card takes the height left beside the funnel. */
globalStyle(`${column} > :last-child`, { flexGrow: 1 });
