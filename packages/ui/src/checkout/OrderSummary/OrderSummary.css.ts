import { globalStyle, style } from '@vanilla-extract/css';
import { splitLayout } from '../private/layout.css.ts';
import { checkoutVars, fontSize, fontWeight, narrowScreen, size, space, wideScreen } from '../theme.css.ts';

const c = checkoutVars.color;
/** Where ::details-content exists the summary is always open on wide screens (no toggle). */
const alwaysOpen = 'selector(::details-content)';

export const summary = style({
  background: c.surface,
  border: `1px solid ${c.border}`,
  borderRadius: checkoutVars.radius.medium,
  boxShadow: '0 1px 2px rgb(16 24 40 / 0.04)',
  selectors: {
    [`${splitLayout} &`]: { background: 'transparent', border: 0, boxShadow: 'none' },
  },
  '@media': {
    [narrowScreen]: {
      selectors: {
        [`${splitLayout} &`]: {
          background: c.panel,
          borderBottom: `1px solid ${c.border}`,
          borderRadius: 0,
          marginInline: `calc(-1 * ${space.large})`,
          marginTop: `calc(-1 * ${space.large})`,
        },
      },
    },
  },
  '@supports': {
    [alwaysOpen]: {
      '@media': {
        [wideScreen]: {
          selectors: { '&::details-content': { contentVisibility: 'visible', display: 'block' } },
        },
      },
    },
  },
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  minHeight: '56px',
  padding: `${space.medium} ${space.large}`,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: fontWeight.semibold,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: '-2px', borderRadius: 'inherit' },
  },
  '@supports': { [alwaysOpen]: { '@media': { [wideScreen]: { display: 'none' } } } },
});

export const toggleLabel = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  width: size.icon,
  height: size.icon,
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const toggleTotal = style({
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const content = style({
  display: 'grid',
  gap: space.large,
  padding: `0 ${space.large} ${space.large}`,
  '@supports': { [alwaysOpen]: { '@media': { [wideScreen]: { padding: space.xlarge } } } },
  selectors: {
    [`${splitLayout} &`]: { paddingInline: 0 },
  },
  '@media': {
    [narrowScreen]: { selectors: { [`${splitLayout} &`]: { paddingInline: space.large } } },
  },
});

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The heading reads as the card's title on wide screens; on narrow ones the toggle already says
 * it, and the split panel's big total does: there it is for screen readers only.
 */
export const title = style({
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  '@media': {
    [narrowScreen]: hidden,
    [wideScreen]: { selectors: { [`${splitLayout} &`]: hidden } },
  },
});

export const hero = style({
  display: 'none',
  '@media': { [wideScreen]: { selectors: { [`${splitLayout} &`]: { display: 'grid', gap: space.xsmall } } } },
});

export const heroLabel = style({
  color: c.mutedText,
  fontSize: fontSize.medium,
  fontWeight: fontWeight.medium,
});

export const heroTotal = style({
  fontSize: '36px',
  fontWeight: fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
});

export const items = style({ display: 'grid', gap: space.large });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: space.medium,
});

export const itemPlain = style({ gridTemplateColumns: 'minmax(0, 1fr) auto' });

export const thumb = style({
  width: size.thumb,
  height: size.thumb,
  objectFit: 'cover',
  borderRadius: checkoutVars.radius.small,
  border: `1px solid ${c.border}`,
  background: c.background,
});

export const bumpThumb = style({
  display: 'grid',
  placeItems: 'center',
  width: size.thumb,
  height: size.thumb,
  borderRadius: checkoutVars.radius.small,
  border: `1px dashed ${c.fieldBorder}`,
  color: c.mutedText,
});

export const itemName = style({ fontWeight: fontWeight.semibold, lineHeight: 1.35 });

export const itemDescription = style({
  marginTop: space.xxsmall,
  color: c.mutedText,
  fontSize: fontSize.small,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const itemTag = style({ color: c.mutedText, fontSize: fontSize.small });

export const itemPrice = style({ fontWeight: fontWeight.semibold, whiteSpace: 'nowrap' });

export const divider = style({ height: '1px', background: c.border, border: 0, margin: 0 });

export const couponField = style({ display: 'grid', gap: '6px' });

export const couponRow = style({ display: 'flex', gap: space.small });

export const couponInput = style({ flex: 1, minWidth: 0, textTransform: 'uppercase' });

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xsmall} ${space.small}`,
  fontSize: fontSize.body,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  padding: `${space.xxsmall} ${space.small}`,
  borderRadius: checkoutVars.radius.small,
  background: `color-mix(in srgb, ${c.text} 7%, ${c.surface})`,
  fontWeight: fontWeight.semibold,
  fontSize: fontSize.small,
  letterSpacing: '0.02em',
});

export const couponNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xsmall,
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
});

export const couponNoteTone = {
  success: style({ color: c.success }),
  danger: style({ color: c.danger }),
  info: style({ color: c.mutedText }),
};

export const totals = style({ display: 'grid', gap: space.small });

/** While the server recomputes ('update'), the amounts fade to the muted colour (still AA). */
globalStyle(`${totals}[aria-busy="true"] dd`, { color: c.mutedText, cursor: 'progress' });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: space.large });

export const rowLabel = style({ color: c.mutedText });

export const discount = style({ color: c.success, fontWeight: fontWeight.semibold });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.large,
  paddingTop: space.medium,
  marginTop: space.xsmall,
  borderTop: `1px solid ${c.border}`,
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
});

export const totalAmount = style({ fontSize: fontSize.xlarge, letterSpacing: '-0.01em' });

/** '12x de R$ 10,23' under the total when paying in installments. */
export const installmentNote = style({
  textAlign: 'right',
  color: c.mutedText,
  fontSize: fontSize.small,
  marginTop: `calc(-1 * ${space.small})`,
});

export const approximate = style({
  textAlign: 'right',
  color: c.mutedText,
  fontSize: fontSize.small,
  marginTop: `calc(-1 * ${space.small})`,
});
