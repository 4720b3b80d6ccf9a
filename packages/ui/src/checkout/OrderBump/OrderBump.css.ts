import { style, styleVariants } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

const c = checkoutVars.color;

export const bump = style({
  border: `2px dashed ${c.bumpHighlight}`,
  borderRadius: checkoutVars.radius.medium,
  background: c.surface,
  overflow: 'hidden',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.medium,
  padding: `${space.medium} ${space.large}`,
  background: c.bumpHighlight,
  color: c.bumpHighlightText,
  fontSize: fontSize.medium,
  fontWeight: fontWeight.bold,
  lineHeight: 1.3,
  cursor: 'pointer',
});

export const checkbox = style({ borderColor: 'currentColor' });

export const body = styleVariants({
  vertical: { display: 'grid', gap: space.medium, padding: space.large },
  horizontal: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    gap: space.large,
    padding: space.large,
  },
});

export const image = style({
  width: '80px',
  height: '80px',
  objectFit: 'cover',
  borderRadius: checkoutVars.radius.small,
  border: `1px solid ${c.border}`,
  background: c.background,
});

export const text = style({ display: 'grid', gap: space.xsmall, minWidth: 0 });

export const product = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.medium });

export const description = style({ color: c.mutedText, fontSize: fontSize.body });

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space.xsmall} ${space.small}`,
  marginTop: space.xsmall,
});

export const original = style({ color: c.mutedText, fontSize: fontSize.body });

export const price = style({ fontSize: fontSize.large, fontWeight: fontWeight.bold });

export const off = style({
  alignSelf: 'center',
  padding: `1px ${space.small}`,
  borderRadius: '999px',
  background: c.bumpHighlight,
  color: c.bumpHighlightText,
  fontSize: fontSize.xsmall,
  fontWeight: fontWeight.bold,
});
