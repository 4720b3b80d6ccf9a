import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { toggleLabel } from '../private/toggleLabel.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** The box that shows the check. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.icon} * 0.9)`,
  height: `calc(${vars.size.icon} * 0.9)`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.primaryText,
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
});

/** The clickable label: box and text. */
export const button = toggleLabel;

export const boxStates = style({
  selectors: {
    [`${button}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.textMuted },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.primary },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Description and error line up with the label text, not the box. */
export const help = style({
  paddingInlineStart: `calc(${vars.size.icon} * 0.9 + ${vars.space.small})`,
});
