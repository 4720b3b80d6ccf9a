import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { control } from '../private/styles.css.ts';
import { checkoutVars, fontSize, space } from '../theme.css.ts';

const c = checkoutVars.color;

/**
 * The box a gateway's iframe field mounts into: it looks like Pagora's inputs (the iframe draws only
 * the text), and shows focus while the buyer types inside the iframe.
 */
export const frameBox = style([
  control,
  {
    position: 'relative',
    padding: 0,
    overflow: 'hidden',
    selectors: {
      '&:focus-within': {
        borderColor: c.primary,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${c.primary} 24%, transparent)`,
      },
      '&[aria-busy="true"]': { background: `color-mix(in srgb, ${c.text} 3%, ${c.surface})` },
    },
  },
]);

/** Room for the brand shown at the box's right edge. */
export const frameBoxWithBrand = style({ paddingRight: '88px' });

/** What a provider mounts inside the box (an iframe) fills it. */
export const frameSlot = style({ height: '100%' });

globalStyle(`${frameSlot} > iframe`, { display: 'block', width: '100%', height: '100%', border: 0 });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  gridColumn: '1 / -1',
  color: c.mutedText,
  fontSize: fontSize.small,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '14px',
  height: '14px',
  flexShrink: 0,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const securedBy = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xsmall,
  gridColumn: '1 / -1',
  color: c.mutedText,
  fontSize: fontSize.small,
});
