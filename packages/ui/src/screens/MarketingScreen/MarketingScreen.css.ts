import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ gap: vars.space.xlarge });

export const discountField = style({ flex: 1, minWidth: 0 });

/** Submit first; on phones the buttons fill the width, one under the other. */
export const formActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const editingBadge = style({ alignSelf: 'center' });

export const notice = style({ paddingBlock: vars.space.large });
