import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toneText } from '../../components/private/tone.ts';
import { vars } from '../../themes/vars.css.ts';

/** Read by screen readers, not shown (chart tables, the words around a bare figure). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A piece's card (grid cells stretch it to the row's height). */
export const piece = style({ minWidth: 0 });

/** The big figure of a card: 'R$ 12.345,67', '128'. */
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** '+12,5%' badge and 'vs. período anterior'. */
export const trend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const trendBadge = style({ fontVariantNumeric: 'tabular-nums' });

export const muted = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** How much of the track a bar fills, e.g. '62.5%'. */
export const fill = createVar();

/** A horizontal bar: the track, with the filled part in the primary colour. */
export const bar = style({
  position: 'relative',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: fill,
    borderRadius: vars.radius.full,
    background: vars.color.primary,
  },
});

/** A list of labelled rows with a bar each (payment methods, funnel stages). */
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const rowHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const rowLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const rowIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const rowFigure = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

/** A funnel stage's loss against the stage before it. */
export const drop = style({ color: toneText(vars.color.danger), fontWeight: vars.fontWeight.medium });

// ─── Loading skeletons ──────────────────────────────────────────────────────────────────────────

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** A grey placeholder shaped like what is coming. */
export const bone = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.small,
    background: vars.color.surfaceSunken,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    },
  },
  variants: {
    shape: {
      text: { height: vars.fontSize.small },
      value: { height: vars.fontSize.xxlarge },
      bar: { height: vars.space.small, borderRadius: vars.radius.full },
      chart: { height: `calc(${vars.size.controlLarge} * 5)` },
    },
    width: {
      quarter: { width: '25%' },
      third: { width: '33%' },
      half: { width: '50%' },
      twoThirds: { width: '66%' },
      full: { width: '100%' },
    },
  },
  defaultVariants: { shape: 'text', width: 'full' },
});
