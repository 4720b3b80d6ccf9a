import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, narrowScreen, size, space } from '../theme.css.ts';

const c = checkoutVars.color;

export const header = style({
  background: c.headerBackground,
  color: c.headerText,
  borderBottom: `1px solid color-mix(in srgb, ${c.headerText} 12%, ${c.headerBackground})`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.large,
  maxWidth: size.contentMax,
  minHeight: '68px',
  margin: '0 auto',
  padding: `${space.medium} ${space.xlarge}`,
  '@media': { [narrowScreen]: { minHeight: '60px', padding: `${space.small} ${space.large}` } },
});

/** Aligned with the single-column layout's narrow column. */
export const narrow = style({
  maxWidth: `calc(${size.singleMax} + 2 * ${space.large})`,
  paddingInline: space.large,
});

export const logo = style({
  display: 'block',
  height: '40px',
  width: 'auto',
  maxWidth: '180px',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { [narrowScreen]: { height: '34px', maxWidth: '150px' } },
});

export const storeName = style({
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
  letterSpacing: '-0.01em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  flexShrink: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const badgeIcon = style({ width: '16px', height: '16px', flexShrink: 0 });
