import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { toggleLabel } from '../private/toggleLabel.css.ts';

const trackWidth = `calc(${vars.size.icon} * 1.8)`;
const trackHeight = vars.size.icon;
const thumbSize = `calc(${vars.size.icon} - 6px)`;

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const button = toggleLabel;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: {
    [`${button}[data-hovered]:not([data-disabled]):not([data-selected]) &`]: {
      borderColor: vars.color.textMuted,
    },
    [`${button}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${button}[data-selected][data-pressed] &`]: {
      background: vars.color.primaryPressed,
      borderColor: vars.color.primaryPressed,
    },
    [`${button}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${trackHeight}))`,
      background: vars.color.primaryText,
    },
  },
});

export const help = style({
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.small})`,
});
