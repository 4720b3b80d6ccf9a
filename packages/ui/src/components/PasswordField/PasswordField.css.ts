import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { focusRing } from '../private/focusRing.css.ts';

/** The eye button at the field's end. */
export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled])': {
        color: vars.color.text,
        background: vars.color.surfaceRaised,
      },
      '&[data-pressed]': { background: vars.color.surface },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);
