import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** A control-height track holding the segments. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  width: 'fit-content',
  height: vars.size.control,
  padding: vars.space.xxsmall,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: vars.size.control,
  paddingInline: vars.space.medium,
  border: '1px solid transparent',
  borderRadius: `calc(${vars.radius.medium} - ${vars.space.xxsmall})`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.border,
      color: vars.color.text,
      boxShadow: vars.shadow.small,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
