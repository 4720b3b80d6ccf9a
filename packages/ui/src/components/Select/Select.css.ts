import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { field } from '../Field/Field.css.ts';

/** The trigger button (on top of the shared field `control` box). */
export const trigger = style({
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${field}[data-invalid] &[data-focused], ${field}[data-invalid] &[data-focus-visible]`]: {
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    [`${field}[data-open] &`]: {
      borderColor: vars.color.primary,
      boxShadow: vars.shadow.fieldFocus,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${field}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ flexShrink: 0, color: vars.color.primary });
