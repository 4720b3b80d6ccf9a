import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const circle = recipe({
  base: {
    flexShrink: 0,
    color: vars.color.primary,
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
  },
  variants: {
    size: {
      small: { width: `calc(${vars.size.icon} * 0.8)`, height: `calc(${vars.size.icon} * 0.8)` },
      medium: { width: `calc(${vars.size.icon} * 1.2)`, height: `calc(${vars.size.icon} * 1.2)` },
      large: { width: vars.size.control, height: vars.size.control },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const track = style({ stroke: vars.color.border });
