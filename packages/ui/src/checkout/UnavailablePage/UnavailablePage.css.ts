import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: `${space.xxxlarge} ${space.large}`,
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.medium,
  maxWidth: '440px',
  padding: `${space.xxlarge} ${space.xlarge}`,
  background: checkoutVars.color.surface,
  border: `1px solid ${checkoutVars.color.border}`,
  borderRadius: checkoutVars.radius.medium,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  background: `color-mix(in srgb, ${checkoutVars.color.text} 7%, ${checkoutVars.color.surface})`,
  color: checkoutVars.color.mutedText,
});

export const svg = style({ width: '28px', height: '28px' });

export const title = style({ fontSize: fontSize.xlarge, fontWeight: fontWeight.bold });

export const text = style({ color: checkoutVars.color.mutedText });

export const store = style({ fontWeight: fontWeight.semibold, color: checkoutVars.color.text });
