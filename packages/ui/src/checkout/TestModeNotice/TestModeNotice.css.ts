import { globalStyle, style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

const c = checkoutVars.color;
const amber = '#b45309';

export const notice = style({
  border: `1px dashed color-mix(in srgb, ${amber} 60%, ${c.surface})`,
  borderRadius: checkoutVars.radius.medium,
  background: `color-mix(in srgb, #f59e0b 9%, ${c.surface})`,
  fontSize: fontSize.small,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  padding: `${space.medium} ${space.large}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: '2px', borderRadius: 'inherit' },
  },
});

export const tag = style({
  flexShrink: 0,
  padding: `${space.xxsmall} ${space.small}`,
  borderRadius: '999px',
  background: '#fde68a',
  color: '#78350f',
  fontSize: fontSize.xsmall,
  fontWeight: fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const intro = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const body = style({
  display: 'grid',
  gap: space.medium,
  padding: `0 ${space.large} ${space.large}`,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.small });

globalStyle(`${table} th, ${table} td`, {
  padding: `${space.xsmall} 0`,
  textAlign: 'left',
  borderBottom: `1px solid color-mix(in srgb, ${amber} 25%, ${c.surface})`,
});
globalStyle(`${table} th`, { fontWeight: fontWeight.semibold });

export const caption = style({
  textAlign: 'left',
  fontWeight: fontWeight.semibold,
  paddingBottom: space.xsmall,
});

export const number = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'nowrap',
});

export const notes = style({ display: 'grid', gap: space.xsmall, color: c.mutedText });
