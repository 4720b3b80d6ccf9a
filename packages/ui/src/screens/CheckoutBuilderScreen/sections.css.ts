import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toneText } from '../../components/private/tone.ts';
import { vars } from '../../themes/vars.css.ts';

// ─── Section layout ──────────────────────────────────────────────────────────────────────────

/** A section's fields, one under the other. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** Two short fields (colours, selects) side by side when the panel has room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

/** A labelled group of fields inside a long section (Configurações). */
export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  selectors: {
    '& + &': { paddingTop: vars.space.large, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** A fieldset laid out like a field: legend as the label, then the checkboxes. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const inlineError = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: toneText(vars.color.danger),
});

// ─── Colour field ────────────────────────────────────────────────────────────────────────────

export const colorControl = style({ alignItems: 'center' });

/** The native colour input, drawn as a rounded swatch at the field's start. */
export const swatchWell = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineStart: vars.space.small,
});

export const swatch = style({
  appearance: 'none',
  width: '24px',
  height: '24px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::-webkit-color-swatch-wrapper': { padding: 0 },
    '&::-webkit-color-swatch': { border: 0, borderRadius: `calc(${vars.radius.small} - 1px)` },
    '&::-moz-color-swatch': { border: 0, borderRadius: `calc(${vars.radius.small} - 1px)` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const colorInput = style({
  fontFamily: vars.font.mono,
  textTransform: 'uppercase',
  paddingInlineStart: vars.space.small,
});

// ─── Images ──────────────────────────────────────────────────────────────────────────────────

export const imageField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A legend is no flex item: its space below is its own. */
export const imageLegend = style({ padding: 0, marginBottom: vars.space.small });

export const imageFrame = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    overflow: 'hidden',
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceSunken,
  },
  variants: {
    kind: {
      logo: { height: '72px', padding: vars.space.small },
      // 728 × 90, the banner's recommended size.
      banner: { aspectRatio: '728 / 90', minHeight: '48px' },
    },
  },
});

export const image = recipe({
  base: { display: 'block', maxWidth: '100%' },
  variants: {
    kind: {
      logo: { maxHeight: '100%', objectFit: 'contain' },
      banner: { width: '100%', height: '100%', objectFit: 'cover' },
    },
  },
});

export const imageEmpty = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const imageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

// ─── Template picker ─────────────────────────────────────────────────────────────────────────

export const templateGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.small,
});

export const thumbBackground = createVar();
export const thumbHeader = createVar();
export const thumbSurface = createVar();
export const thumbPrimary = createVar();
export const thumbText = createVar();
export const thumbRadius = createVar();

export const templateCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]:not([data-selected])': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** A miniature of the template: header strip, then the layout's blocks in the preset's colours. */
export const thumb = style({
  display: 'flex',
  flexDirection: 'column',
  height: '64px',
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.medium} - ${vars.space.xsmall})`,
  background: thumbBackground,
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${thumbText} 12%, transparent)`,
});

export const thumbTop = style({ flexShrink: 0, height: '10px', background: thumbHeader });

export const thumbBody = recipe({
  base: { flex: 1, display: 'grid', gap: '4px', padding: '5px', minHeight: 0 },
  variants: {
    layout: {
      'two-column': { gridTemplateColumns: '3fr 2fr' },
      'single-column': { gridTemplateColumns: '1fr', paddingInline: '22%' },
      split: { gridTemplateColumns: '1fr 1fr', padding: 0, gap: 0 },
    },
  },
});

export const thumbBlock = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: '3px',
  padding: '4px',
  minWidth: 0,
  background: thumbSurface,
  borderRadius: thumbRadius,
});

/** Split layout: the product panel in the primary colour. */
export const thumbPanel = style({
  background: `color-mix(in srgb, ${thumbPrimary} 85%, ${thumbBackground})`,
});

export const thumbLine = recipe({
  base: {
    height: '3px',
    borderRadius: '2px',
    background: `color-mix(in srgb, ${thumbText} 35%, transparent)`,
  },
  variants: { length: { long: { width: '75%' }, short: { width: '50%' } } },
});

export const thumbButton = style({ height: '6px', borderRadius: thumbRadius, background: thumbPrimary });

export const templateName = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingInline: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const templateCheck = style({ flexShrink: 0, color: toneText(vars.color.primary) });
