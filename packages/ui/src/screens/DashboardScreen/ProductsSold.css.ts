import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The top products run to the card's edges, under a rule. */
export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginInline: `calc(-1 * ${vars.space.large})`,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Lined up with the table's first column (narrower on phones). */
const inset = {
  paddingInline: vars.space.medium,
  '@media': { [media.tablet]: { paddingInline: vars.space.large } },
};

export const topTitle = style(inset);

export const empty = style(inset);

/** Names wrap rather than widen the table; the bar sits under the name. */
export const productCell = style({
  selectors: { '&&': { whiteSpace: 'normal', width: '100%', minWidth: '120px' } },
});

export const productName = style({
  display: 'block',
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const numeric = style({
  selectors: { '&&': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});

/** Narrower side padding on phones, so name and revenue fit without scrolling. */
export const compact = style({
  selectors: { '&&': { paddingInline: vars.space.medium } },
  '@media': { [media.tablet]: { selectors: { '&&': { paddingInline: vars.space.large } } } },
});

/** On phones the quantity shows under the name instead of in its own column. */
export const quantityColumn = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [media.tablet]: { selectors: { '&&': { display: 'table-cell' } } } },
});

export const quantityUnderName = style({
  display: 'block',
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { display: 'none' } },
});
