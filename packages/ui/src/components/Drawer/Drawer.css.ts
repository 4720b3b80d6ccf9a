import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideToLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideToRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    display: 'flex',
    width: `calc(${vars.size.sidebar} + ${vars.space.xxlarge})`,
    maxWidth: `calc(100vw - ${vars.space.xxxlarge})`,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        left: 0,
        borderRight: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': { animation: `${slideFromLeft} ${vars.duration.normal} ease-out` },
          '&[data-exiting]': { animation: `${slideToLeft} ${vars.duration.normal} ease-in` },
        },
      },
      right: {
        right: 0,
        borderLeft: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': { animation: `${slideFromRight} ${vars.duration.normal} ease-out` },
          '&[data-exiting]': { animation: `${slideToRight} ${vars.duration.normal} ease-in` },
        },
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
});

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  zIndex: 1,
});
