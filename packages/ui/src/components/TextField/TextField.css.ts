import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/**
 * Text at the field's edge ('https://', '.myshopify.com') as an add-on segment, or a small button
 * (the password toggle) sitting inside the field.
 */
export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  userSelect: 'none',
  selectors: {
    '&:first-child:not(:has(> button))': { borderInlineEnd: `1px solid ${vars.color.border}` },
    '&:last-child:not(:has(> button))': { borderInlineStart: `1px solid ${vars.color.border}` },
    '&:has(> button)': { paddingInline: vars.space.xsmall, background: 'transparent' },
  },
});

/** Beside a button adornment the input gives up that side's padding. */
export const input = style({
  selectors: {
    [`&:has(+ ${adornment} > button)`]: { paddingInlineEnd: 0 },
  },
});

export const textarea = style({
  display: 'block',
  flex: 'none',
  resize: 'vertical',
});
