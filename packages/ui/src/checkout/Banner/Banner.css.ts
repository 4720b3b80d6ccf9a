import { style } from '@vanilla-extract/css';
import { checkoutVars } from '../theme.css.ts';

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '728 / 90',
  objectFit: 'cover',
  borderRadius: checkoutVars.radius.medium,
  background: `color-mix(in srgb, ${checkoutVars.color.text} 6%, ${checkoutVars.color.surface})`,
});
