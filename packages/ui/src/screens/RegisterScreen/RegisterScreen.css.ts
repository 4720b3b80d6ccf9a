import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/** Two columns of fields from tablet width; one column on phones. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const full = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});
