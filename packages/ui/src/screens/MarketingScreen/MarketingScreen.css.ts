import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ gap: vars.space.xlarge });

/** The fields in two columns from tablets up, one on phones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  maxWidth: `calc(${vars.size.formMax} * 2 + ${vars.space.xlarge})`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xlarge },
  },
});

/** The discount amount beside its R$ / % switch. */
export const discountRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const discountField = style({ flex: 1, minWidth: 0 });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  maxWidth: `calc(${vars.size.formMax} * 2 + ${vars.space.xlarge})`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xlarge },
  },
});

/** Submit first; on phones the buttons fill the width, one under the other. */
export const formActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const editingBadge = style({ alignSelf: 'center' });

export const notice = style({ paddingBlock: vars.space.large });
