import { globalStyle, style } from '@vanilla-extract/css';
import { toneText } from '../../components/private/tone.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

// ─── Header ─────────────────────────────────────────────────────────────────────────────────────

export const panelIntro = style({
  margin: 0,
  flex: '1 1 240px',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// ─── Filters ────────────────────────────────────────────────────────────────────────────────────

/** Two columns on phones; from tablets up as many ~200 px columns as fit. The search is two wide. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' },
  },
});

export const searchCell = style({ gridColumn: 'span 2' });

/** The whole width of a phone: a date with its clear and calendar buttons, a lone select. */
export const wideOnPhone = style({
  gridColumn: 'span 2',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

/** 'Limpar filtros' lines up with the fields' controls, under their labels. */
export const clearCell = style({
  display: 'flex',
  alignItems: 'flex-end',
  alignSelf: 'stretch',
  '@media': { [media.tablet]: { paddingBottom: '1px' } },
  selectors: { '&:only-child': { alignItems: 'flex-start' } },
});

// ─── Tables ─────────────────────────────────────────────────────────────────────────────────────

/** The table's card: rows run to the pager with no gap. */
export const tableCard = style({ selectors: { '&&': { gap: 0 } } });

/** A strip over the rows while loading (the first time, or a refresh that keeps the rows). */
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

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.large,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

/** A grey bar where a value will be (static: no shimmer to distract or to flake screenshots). */
export const skeletonBar = style({
  display: 'block',
  height: '12px',
  borderRadius: vars.radius.small,
  background: vars.color.border,
  selectors: {
    '&:nth-child(3n+1)': { width: '70%' },
    '&:nth-child(3n+2)': { width: '90%' },
    '&:nth-child(3n)': { width: '55%' },
  },
});

export const footer = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.large } },
});

/** The lists' tables: narrower side padding, so more columns fit before the table scrolls. */
export const compactTable = style({});
globalStyle(`${compactTable} th, ${compactTable} td`, {
  paddingInline: vars.space.medium,
});
globalStyle(`${compactTable} :is(th, td):first-child`, { paddingInlineStart: vars.space.large });
globalStyle(`${compactTable} :is(th, td):last-child`, { paddingInlineEnd: vars.space.large });
// The reset's `max-width: 100%` on svg collapses icons in shrink-to-fit cells (the 1%-wide actions column).
globalStyle(`${compactTable} svg`, { maxWidth: 'none', flexShrink: 0 });

/** Amounts line up on the right. */
export const amount = style({ selectors: { '&&': { textAlign: 'end' } } });

/** Takes its content's width. */
export const fit = style({ width: '1%' });

/** 'Ver detalhes' and 'Chamar no WhatsApp' side by side, never wrapping. */
export const rowActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  whiteSpace: 'nowrap',
});

export const strong = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const muted = style({ color: vars.color.textMuted });

/** Long product names wrap instead of widening the table. */
export const productCell = style({
  selectors: { '&&': { whiteSpace: 'normal', minWidth: '140px', maxWidth: '220px' } },
});

/** 'Recuperar' with its outcome under it. */
export const recoverCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

/** The button keeps its icon and label whole while the outcome under it wraps. */
export const recoverButton = style({ flexShrink: 0, minWidth: 'max-content' });

const rowMessage = {
  maxWidth: '220px',
  whiteSpace: 'normal',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
} as const;

export const rowSuccess = style({ ...rowMessage, color: toneText(vars.color.success) });
export const rowError = style({ ...rowMessage, color: toneText(vars.color.danger) });

// ─── Pager ──────────────────────────────────────────────────────────────────────────────────────

export const pagerTotal = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const pagination = style({
  selectors: { '&&': { flex: '1 1 auto', justifyContent: 'flex-end', gap: vars.space.medium } },
});

// ─── Recovery settings ──────────────────────────────────────────────────────────────────────────

export const delayOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(4, minmax(0, max-content))',
      columnGap: vars.space.xlarge,
    },
  },
});
