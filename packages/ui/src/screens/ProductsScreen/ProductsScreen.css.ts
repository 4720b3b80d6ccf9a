import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
});

/** A strip over the rows while the next page loads (the rows stay readable). */
export const busy = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

/** The table's card: the rows run to the pager with no gap. */
export const tableCard = style({ selectors: { '&&': { gap: 0 } } });

/** Narrower side padding on phones, so photo, name and actions fit without scrolling. */
export const compact = style({
  selectors: { '&&': { paddingInline: vars.space.medium } },
  '@media': { [media.tablet]: { selectors: { '&&': { paddingInline: vars.space.large } } } },
});

export const photoColumn = style({
  width: `calc(${vars.size.controlLarge} + 2 * ${vars.space.medium})`,
  '@media': { [media.tablet]: { width: `calc(${vars.size.controlLarge} + 2 * ${vars.space.large})` } },
});

/** Status and actions take their content's width; the name takes the rest. */
export const fitColumn = style({ width: '1%' });

/**
 * The price, right-aligned in tabular figures so the amounts line up; on phones it shows under the
 * name instead, so the actions stay on screen.
 */
export const priceColumn = style({
  whiteSpace: 'nowrap',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: { '&&': { display: 'none' } },
  '@media': { [media.tablet]: { selectors: { '&&': { display: 'table-cell' } } } },
});

export const priceUnderName = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { display: 'none' } },
});

/** The search box: the whole width on phones, a comfortable field from tablets up. */
export const search = style({
  display: 'block',
  width: '100%',
  '@media': { [media.tablet]: { maxWidth: vars.size.formMax } },
});

/** On phones the status shows under the name instead of in its own column. */
export const statusColumn = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [media.tablet]: { selectors: { '&&': { display: 'table-cell' } } } },
});

export const statusUnderName = style({
  display: 'flex',
  marginTop: vars.space.xsmall,
  '@media': { [media.tablet]: { display: 'none' } },
});

/** Long names wrap instead of pushing the actions off screen. */
export const name = style({
  display: 'block',
  minWidth: '96px',
  maxWidth: '520px',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  '@media': { [media.tablet]: { minWidth: '160px' } },
});

export const footer = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.large } },
});
