import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const chart = style({ display: 'block', width: '100%', overflow: 'visible' });

export const barRect = style({ fill: vars.color.primary });

export const gridline = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  strokeDasharray: '4 4',
});

export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

/** Every other axis label is left out on phones, where they would overlap. */
export const minorLabel = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const emptyText = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.small });
