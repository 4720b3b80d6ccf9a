import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { field } from '../Field/Field.css.ts';

/** The field box (on top of the shared `control`): segments, then the clear and calendar buttons. */
export const group = style({
  alignItems: 'center',
  paddingInlineEnd: vars.space.xsmall,
  gap: vars.space.xxsmall,
  selectors: {
    [`${field}[data-open] &`]: {
      borderColor: vars.color.primary,
      boxShadow: vars.shadow.fieldFocus,
    },
  },
});

/** The dd/MM/yyyy segments. */
export const input = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The small square buttons inside the field: 'Limpar data' and the calendar trigger. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const popover = style({
  zIndex: vars.zIndex.modal,
  maxWidth: `calc(100vw - ${vars.space.large} * 2)`,
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space.medium });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  color: vars.color.text,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** 'março de 2026' → 'Março de 2026'. */
export const month = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const navButton = style([
  iconButton,
  {
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    selectors: { '&[data-disabled]': { opacity: 0.4 } },
  },
]);

export const grid = style({
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxsmall,
  margin: `calc(-1 * ${vars.space.xxsmall})`,
});

export const weekday = style({
  paddingBottom: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.primarySoft },
    '&[data-today]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: 'none',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'not-allowed',
      background: 'transparent',
    },
    '&[data-invalid][data-selected]': { background: vars.color.danger, color: vars.color.dangerText },
  },
});
