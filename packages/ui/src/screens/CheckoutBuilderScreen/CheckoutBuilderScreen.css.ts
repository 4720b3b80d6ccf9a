import { createVar, style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '320px',
});

/** Settings on the left, the preview on the right from desktop up; the preview below them before. */
export const builder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xlarge,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(320px, 400px) minmax(0, 1fr)' },
  },
});

export const panel = style({ gap: vars.space.large });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const stepsText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 180px',
  minWidth: 0,
});

export const stepsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const stepsDescription = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The close button: an X link shaped like an icon-only ghost button. */
export const close = style({ width: vars.size.control });

// ─── Preview ────────────────────────────────────────────────────────────────────────────────

/** Stays in view beside the long settings column (below the app's sticky header). */
export const previewCard = style({
  gap: 0,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.header} + ${vars.space.large})`,
    },
  },
});

export const previewToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
});

export const previewHeading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: '1 1 160px',
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const previewDescription = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

/** Phones show only the device icons (each keeps its name for screen readers). */
export const deviceLabel = style({
  '@media': { 'screen and (max-width: 479px)': { display: 'none' } },
});

export const previewProduct = style({
  paddingInline: vars.space.large,
  paddingBottom: vars.space.large,
  maxWidth: vars.size.formMax,
});

export const previewEmpty = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xxxlarge,
});

export const checkoutBackground = createVar();
export const frameWidth = createVar();
export const frameHeight = createVar();
export const frameScale = createVar();
export const boxWidth = createVar();
export const boxHeight = createVar();

/** The area the device sits in. */
export const stage = style({
  padding: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderBottomLeftRadius: vars.radius.large,
  borderBottomRightRadius: vars.radius.large,
});

/** The width the device may take (measured). */
export const stageInner = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

/** The device's footprint after scaling; the iframe inside keeps the device's real size. */
export const frameBox = style({
  position: 'relative',
  flexShrink: 0,
  width: boxWidth,
  height: boxHeight,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: checkoutBackground,
  // A ring rather than a border, so the device keeps its exact width.
  boxShadow: `0 0 0 1px ${vars.color.border}, ${vars.shadow.medium}`,
  selectors: {
    '&[data-device="mobile"], &[data-device="tablet"]': { borderRadius: vars.radius.large },
  },
});

export const frame = style({
  display: 'block',
  width: frameWidth,
  height: frameHeight,
  border: 0,
  transform: `scale(${frameScale})`,
  transformOrigin: 'top left',
  // Same scheme as a page without one, so a blank page is not painted over with white in dark mode.
  colorScheme: 'normal',
});

export const frameLoading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.textMuted,
});
