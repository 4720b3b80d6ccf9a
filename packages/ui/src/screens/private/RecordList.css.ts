import { style } from '@vanilla-extract/css';
import { toneText } from '../../components/private/tone.ts';
import { vars } from '../../themes/vars.css.ts';

/** The record lists' own pieces; the rows themselves are components/RecordRow. */
export {
  actions,
  actionsWide,
  badges,
  fact,
  factLabel,
  facts,
  factValue,
  icon,
  list,
  main,
  name,
  row,
  rowCompact,
  subtitle,
  titles,
} from '../../components/RecordRow/RecordRow.css.ts';

/** A code or link in monospace (coupon code, checkout URL). */
export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const deleteButton = style({
  selectors: {
    '&&': { color: toneText(vars.color.danger) },
    '&&[data-hovered]': { background: vars.color.dangerSoft },
  },
});

/** Room for the spinner while the list loads. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '200px',
});

/** A card's footer row, e.g. the pager under a list. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', paddingTop: vars.space.large });
