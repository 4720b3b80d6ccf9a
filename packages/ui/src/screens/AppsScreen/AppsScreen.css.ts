import { keyframes, style } from '@vanilla-extract/css';
import { toggleLabel } from '../../components/private/toggleLabel.css.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ gap: vars.space.xlarge });

/** A panel's buttons: stacked full width on phones, in a row from tablets up. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' } },
});

/** The panel's body while its integration loads. */
export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});

export const radioLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const radio = toggleLabel;

export const radioDot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.icon} * 0.9)`,
  height: `calc(${vars.size.icon} * 0.9)`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  selectors: {
    [`${radio}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.textMuted },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.primary,
      borderWidth: `calc(${vars.size.icon} * 0.25)`,
    },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const progressText = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

const slide = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(150%)' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

/** A part of the track sliding across while the total is unknown (paused in screenshots). */
export const fillIndeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 } },
});

/** A short muted note beside a button. */
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Numbered installation steps (the WooCommerce plugin). */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.icon} * 1.5) minmax(0, 1fr)`,
  columnGap: vars.space.medium,
  alignItems: 'start',
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.size.icon} * 1.5)`,
    height: `calc(${vars.size.icon} * 1.5)`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const stepText = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
