import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/**
 * Lists of a store's records under a form (coupons, shipping options, payment links): one bordered row
 * per record with an icon, its name and facts, and its actions at the end.
 */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * Name block and actions on the first line, facts under them on phones; one line (name, facts,
 * actions) from tablets up, the facts in equal columns so they line up from row to row.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"main actions" "facts facts"',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr) auto',
      gridTemplateAreas: '"main facts actions"',
      paddingInline: vars.space.large,
    },
  },
  selectors: {
    '&[data-current]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

/** Icon and the name block: takes the row's first line. */
export const main = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  gridArea: 'main',
  minWidth: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** Labelled facts (Desconto, Usos, Validade…) that wrap under the name on phones. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.small,
  gridArea: 'facts',
  margin: 0,
  '@media': {
    [media.tablet]: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      columnGap: vars.space.large,
    },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const factLabel = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** The row's buttons, at the end of its first line on phones and of the row from tablets up. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  gridArea: 'actions',
  justifySelf: 'end',
  alignSelf: 'start',
  '@media': { [media.tablet]: { alignSelf: 'center' } },
});

/** A row without facts: its action goes under the name on phones, at the end of the line from tablets up. */
export const rowCompact = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"main" "actions"',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"main actions"' },
  },
});

/** Actions that fill the row's width on phones (under the name in a compact row). */
export const actionsWide = style({
  justifySelf: 'stretch',
  '@media': { [media.tablet]: { justifySelf: 'end' } },
});
