import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import {
  checkoutVars,
  fieldRowContainer,
  fontSize,
  fontWeight,
  narrowScreen,
  size,
  space,
} from '../theme.css.ts';
import { splitLayout } from './layout.css.ts';

const c = checkoutVars.color;
const tint = (weight: number) => `color-mix(in srgb, ${c.primary} ${weight}%, ${c.surface})`;
const hover = `inset 0 0 0 100vmax color-mix(in srgb, ${c.text} 6%, transparent)`;

export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: '2px' },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// ─── Cards and section headings ─────────────────────────────────────────────────────────────────

export const card = style({
  background: c.surface,
  border: `1px solid ${c.border}`,
  borderRadius: checkoutVars.radius.medium,
  padding: space.xlarge,
  boxShadow: '0 1px 2px rgb(16 24 40 / 0.04)',
  '@media': { [narrowScreen]: { padding: `${space.xlarge} ${space.large}` } },
  selectors: {
    // Stripe-like split: the form sits directly on its half, no boxes.
    [`${splitLayout} &`]: { background: 'transparent', border: 0, boxShadow: 'none', padding: 0 },
  },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.medium,
  marginBottom: space.large,
});

export const sectionTitle = style({
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  letterSpacing: '-0.01em',
});

/** The step number before a section title in 1-step mode. */
export const sectionNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `1.5px solid ${c.primary}`,
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
});

export const muted = style({ color: c.mutedText });

// ─── Fields ─────────────────────────────────────────────────────────────────────────────────────

/** Six columns: fields span all of them on narrow containers and part of them on wider ones. */
export const fieldGrid = style({
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: `${space.large} ${space.medium}`,
});

const spans = { 2: 'span 2', 3: 'span 3', 4: 'span 4', 6: 'span 6' } as const;
export type Span = keyof typeof spans;
export const spanNarrow = styleVariants(spans, (value) => ({ gridColumn: value }));
export const spanWide = styleVariants(spans, (value) => ({
  '@container': { [fieldRowContainer]: { gridColumn: value } },
}));

export const field = style({ display: 'grid', gap: '6px', alignContent: 'start', minWidth: 0 });

export const label = style({
  fontSize: fontSize.body,
  fontWeight: fontWeight.medium,
  lineHeight: 1.4,
});

export const optional = style({ color: c.mutedText, fontWeight: fontWeight.regular });

export const control = style([
  {
    display: 'block',
    width: '100%',
    height: size.control,
    padding: `0 ${space.medium}`,
    background: c.surface,
    border: `1px solid ${c.fieldBorder}`,
    borderRadius: checkoutVars.radius.small,
    fontSize: fontSize.medium,
    lineHeight: 1.25,
    outline: 'none',
    transition: 'border-color 120ms, box-shadow 120ms',
    selectors: {
      '&::placeholder': { color: `color-mix(in srgb, ${c.text} 42%, ${c.surface})`, opacity: 1 },
      '&:focus': {
        borderColor: c.primary,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${c.primary} 24%, transparent)`,
      },
      '&[aria-invalid="true"]': { borderColor: c.danger },
      '&[aria-invalid="true"]:focus': {
        boxShadow: `0 0 0 3px color-mix(in srgb, ${c.danger} 22%, transparent)`,
      },
      '&[readonly]': { background: `color-mix(in srgb, ${c.text} 3%, ${c.surface})` },
    },
    // Windows high contrast drops box-shadows: keep a visible focus indicator there.
    '@media': { '(forced-colors: active)': { selectors: { '&:focus': { outline: '2px solid Highlight' } } } },
  },
]);

export const select = style({
  appearance: 'none',
  paddingRight: space.xxlarge,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

export const selectWrap = style({ position: 'relative' });

export const selectChevron = style({
  position: 'absolute',
  right: space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  width: size.icon,
  height: size.icon,
  color: c.mutedText,
  pointerEvents: 'none',
});

/** Room on the right of an input for an adornment (the card brand). */
export const withAdornment = style({ paddingRight: '88px' });

export const adornment = style({
  position: 'absolute',
  right: space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  fontSize: fontSize.xsmall,
  fontWeight: fontWeight.semibold,
  color: c.mutedText,
  pointerEvents: 'none',
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xsmall,
  color: c.danger,
  fontSize: fontSize.small,
  lineHeight: 1.4,
});

export const fieldErrorIcon = style({ flexShrink: 0, width: '14px', height: '14px', marginTop: '2px' });

export const hint = style({ color: c.mutedText, fontSize: fontSize.small, lineHeight: 1.4 });

// ─── Option cards (shipping choices) ────────────────────────────────────────────────────────────

export const radio = style([
  focusRing,
  {
    appearance: 'none',
    flexShrink: 0,
    width: '18px',
    height: '18px',
    margin: 0,
    borderRadius: '50%',
    border: `1.5px solid ${c.fieldBorder}`,
    background: c.surface,
    cursor: 'pointer',
    transition: 'border-width 120ms, border-color 120ms',
    selectors: {
      '&:checked': { borderWidth: '5.5px', borderColor: c.primary },
    },
  },
]);

export const checkbox = style([
  focusRing,
  {
    appearance: 'none',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '20px',
    height: '20px',
    margin: 0,
    borderRadius: `min(${checkoutVars.radius.small}, 5px)`,
    border: `1.5px solid ${c.fieldBorder}`,
    background: c.surface,
    cursor: 'pointer',
    selectors: {
      '&::after': {
        content: '""',
        width: '6px',
        height: '11px',
        marginTop: '-2px',
        border: `solid ${c.primaryText}`,
        borderWidth: '0 2.5px 2.5px 0',
        transform: 'rotate(45deg)',
        opacity: 0,
      },
      '&:checked': { background: c.primaryStrong, borderColor: c.primaryStrong },
      '&:checked::after': { opacity: 1 },
    },
  },
]);

export const optionList = style({ display: 'grid', gap: space.small });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: space.medium,
  minHeight: '60px',
  padding: `${space.medium} ${space.large}`,
  background: c.surface,
  border: `1px solid ${c.border}`,
  borderRadius: checkoutVars.radius.small,
  cursor: 'pointer',
  transition: 'border-color 120ms, background 120ms',
  selectors: {
    '&:hover': { borderColor: c.fieldBorder },
    '&:has(input:checked)': {
      borderColor: c.primary,
      boxShadow: `inset 0 0 0 1px ${c.primary}`,
      background: tint(5),
    },
  },
});

export const optionTitle = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.body });
export const optionDetail = style({ color: c.mutedText, fontSize: fontSize.small });
export const optionPrice = style({ fontWeight: fontWeight.semibold, whiteSpace: 'nowrap' });
export const free = style({ color: c.success, fontWeight: fontWeight.bold });

// ─── Buttons ────────────────────────────────────────────────────────────────────────────────────

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const buttonBase = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.small,
    border: '1px solid transparent',
    borderRadius: checkoutVars.radius.small,
    fontWeight: fontWeight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'box-shadow 120ms, background 120ms',
    selectors: {
      '&[hidden]': { display: 'none' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
]);

// Plain class maps (no recipe runtime in the buyer's bundle); `buttonClass` in button.ts composes them.
export const buttonVariant = styleVariants({
  primary: {
    background: c.primaryStrong,
    color: c.primaryText,
    boxShadow: '0 1px 2px rgb(16 24 40 / 0.12)',
    selectors: { '&:hover:not(:disabled)': { boxShadow: 'inset 0 0 0 100vmax rgb(0 0 0 / 0.08)' } },
  },
  secondary: {
    background: c.surface,
    color: c.text,
    borderColor: c.fieldBorder,
    selectors: { '&:hover:not(:disabled)': { boxShadow: hover } },
  },
  ghost: {
    background: 'transparent',
    color: c.text,
    selectors: { '&:hover:not(:disabled)': { boxShadow: hover } },
  },
});

export const buttonSize = styleVariants({
  small: { minHeight: '36px', padding: `0 ${space.medium}`, fontSize: fontSize.small },
  medium: { minHeight: size.control, padding: `0 ${space.large}`, fontSize: fontSize.body },
  large: { minHeight: size.button, padding: `0 ${space.xlarge}`, fontSize: fontSize.medium },
});

export const fullWidth = style({ width: '100%' });

/** The label stays in place (keeping the button's width) while a spinner covers it. */
export const buttonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.small,
  selectors: { '[aria-busy="true"] > &': { visibility: 'hidden' } },
});

export const buttonSpinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: '2.5px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const linkButton = style([
  focusRing,
  {
    position: 'relative',
    padding: 0,
    border: 0,
    background: 'none',
    color: c.text,
    fontSize: fontSize.small,
    fontWeight: fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.65 } },
  },
]);

export const icon = style({ width: size.icon, height: size.icon, flexShrink: 0 });
export const smallIcon = style({ width: '16px', height: '16px', flexShrink: 0 });

// ─── Notices ────────────────────────────────────────────────────────────────────────────────────

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.small,
  padding: `${space.medium} ${space.large}`,
  borderRadius: checkoutVars.radius.small,
  border: '1px solid',
  fontSize: fontSize.body,
  fontWeight: fontWeight.medium,
  color: c.text,
});

export const messageTone = styleVariants({
  danger: {
    borderColor: `color-mix(in srgb, ${c.danger} 45%, ${c.surface})`,
    background: `color-mix(in srgb, ${c.danger} 8%, ${c.surface})`,
  },
  success: {
    borderColor: `color-mix(in srgb, ${c.success} 45%, ${c.surface})`,
    background: `color-mix(in srgb, ${c.success} 8%, ${c.surface})`,
  },
  info: { borderColor: c.border, background: tint(6) },
});

export const messageIcon = style({ width: size.icon, height: size.icon, flexShrink: 0, marginTop: '1px' });

export const messageIconTone = styleVariants({
  danger: { color: c.danger },
  success: { color: c.success },
  info: { color: c.text },
});
