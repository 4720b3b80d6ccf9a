import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { focusRing } from '../private/focusRing.css.ts';

export const link = style([
  focusRing,
  {
    color: vars.color.primary,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textDecorationColor: `color-mix(in srgb, ${vars.color.primary} 40%, transparent)`,
    textUnderlineOffset: '3px',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    transition: `text-decoration-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { textDecorationColor: vars.color.primary },
      '&[data-focus-visible]': { outlineOffset: '1px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
]);
