import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { toneText } from '../private/tone.ts';

/** A field: label, control, description and error one under the other. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
});

export const description = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: toneText(vars.color.danger),
});

export const fieldErrorIcon = style({ flexShrink: 0, marginTop: '2px' });

/** The line a message took, kept empty once the field is valid again (one line of error text). */
export const fieldErrorSpace = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  minHeight: `calc(${vars.fontSize.xsmall} * ${vars.lineHeight.normal})`,
});

/** The bare input/textarea inside `control` (defined first: `control` wins where both apply, on the textarea). */
export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/**
 * The box around a text control (RAC Group or the Select trigger): the theme's field background and
 * border, its ring while focused, red border when invalid.
 */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minHeight: vars.size.control,
  background: vars.color.fieldBackground,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.fieldBorderHover },
    '&[data-focus-within], &[data-focused], &[data-focus-visible]': {
      background: vars.color.fieldBackgroundFocused,
      borderColor: vars.color.primary,
      boxShadow: vars.shadow.fieldFocus,
      outline: 'none',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focus-within], &[data-invalid][data-focused], &[data-invalid][data-focus-visible]':
      {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 1px ${vars.color.danger}`,
      },
    '&[data-disabled]': { background: 'transparent', opacity: 0.55, cursor: 'not-allowed' },
    [`${field}[data-readonly] &`]: { background: 'transparent', borderStyle: 'dashed' },
  },
});
