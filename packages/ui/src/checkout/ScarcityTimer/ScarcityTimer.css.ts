import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: `${space.xsmall} ${space.small}`,
  minHeight: '48px',
  padding: `${space.small} ${space.large}`,
  background: checkoutVars.color.scarcityBackground,
  color: checkoutVars.color.scarcityText,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  textAlign: 'center',
});

export const icon = style({ width: '18px', height: '18px', flexShrink: 0 });

export const clock = style({
  display: 'inline-block',
  minWidth: '5ch',
  padding: `${space.xxsmall} ${space.small}`,
  borderRadius: '6px',
  border: `1.5px solid color-mix(in srgb, ${checkoutVars.color.scarcityText} 50%, transparent)`,
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});
