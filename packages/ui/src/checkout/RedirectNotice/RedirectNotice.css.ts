import { keyframes, style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

const c = checkoutVars.color;
const drain = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

export const notice = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
  padding: `${space.large} ${space.xlarge}`,
  overflow: 'hidden',
  background: c.surface,
  border: `1px solid ${c.border}`,
  borderRadius: checkoutVars.radius.medium,
});

export const text = style({
  fontWeight: fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  fontSize: fontSize.body,
});

export const progress = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '3px',
  background: c.primary,
  transformOrigin: 'left',
  animationName: drain,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
});
