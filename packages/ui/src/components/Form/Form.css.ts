import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/**
 * The width rule: a form fills its card, and its fields share that width (in `Columns` from tablets
 * up). The readable limit is the page content's (the app shell caps its content column at
 * `size.contentMax`), never a narrower cap on the form, which would leave an empty strip in the card.
 */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});
