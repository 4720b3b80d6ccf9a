import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, narrowScreen, size, space, wideScreen } from '../theme.css.ts';

const c = checkoutVars.color;

export const previewBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.small,
  padding: `${space.small} ${space.large}`,
  background: c.text,
  color: c.surface,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  textAlign: 'center',
});

/** Layout markers (set on the form). */
export const twoColumn = style({});
export const singleColumn = style({});

/**
 * Narrow screens (and the single column at any width): one column in this order: summary
 * (collapsed), banner and notices, the form's sections, testimonials. `aside`/`primary` dissolve
 * (display: contents) so their children can be ordered around each other.
 */
export const form = style({
  flex: 1,
  width: '100%',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  padding: `${space.large} ${space.large} ${space.xxxlarge}`,
  selectors: {
    [`&${twoColumn}`]: { maxWidth: size.contentMax },
    [`&${singleColumn}`]: { maxWidth: `calc(${size.singleMax} + 2 * ${space.large})` },
  },
  '@media': {
    [wideScreen]: {
      paddingTop: space.xxlarge,
      selectors: {
        [`&${twoColumn}`]: {
          display: 'grid',
          gridTemplateColumns: `minmax(0, 1fr) ${size.summaryWidth}`,
          alignItems: 'start',
          columnGap: '40px',
          paddingInline: space.xlarge,
        },
      },
    },
  },
});

/** Split: a tinted product panel on the left half, the form on the right half. */
export const split = style({
  background: c.background,
  '@media': {
    [wideScreen]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      alignItems: 'stretch',
      gap: 0,
      padding: 0,
      background: `linear-gradient(to right, ${c.panel} 50%, ${c.background} 50%)`,
    },
  },
});

export const aside = style({
  display: 'contents',
  '@media': {
    [wideScreen]: {
      selectors: {
        [`${twoColumn} > &`]: { display: 'grid', gap: space.xlarge, gridColumn: 2, gridRow: 1 },
        [`${split} > &`]: {
          display: 'grid',
          alignContent: 'start',
          gap: space.xxlarge,
          gridColumn: 1,
          gridRow: 1,
          justifySelf: 'end',
          width: `min(100%, calc(${size.summaryWidth} + 2 * 56px))`,
          padding: `${space.xxxlarge} 56px`,
        },
      },
    },
  },
});

export const primary = style({
  display: 'contents',
  '@media': {
    [wideScreen]: {
      selectors: {
        [`${twoColumn} > &`]: { display: 'grid', gap: space.xlarge, gridColumn: 1, gridRow: 1 },
        [`${split} > &`]: {
          display: 'grid',
          alignContent: 'start',
          gap: space.xlarge,
          gridColumn: 2,
          gridRow: 1,
          justifySelf: 'start',
          width: `min(100%, calc(${size.splitColumn} + 2 * 56px))`,
          padding: `${space.xxxlarge} 56px`,
          borderLeft: `1px solid ${c.border}`,
        },
      },
    },
  },
});

/** Summary first and testimonials last wherever the columns dissolve. */
export const summarySlot = style({ order: -1 });
export const extrasSlot = style({ order: 1 });

export const headline = style({
  fontSize: fontSize.xxlarge,
  fontWeight: fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1.2,
  '@media': { [narrowScreen]: { fontSize: fontSize.xlarge } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.medium,
  '@media': { [narrowScreen]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const grow = style({ flex: 1 });

export const payArea = style({ display: 'grid', gap: space.medium });

export const guarantee = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.small,
  color: c.mutedText,
  fontSize: fontSize.small,
  textAlign: 'center',
});

export const guaranteeIcon = style({ width: '16px', height: '16px', flexShrink: 0, color: c.success });
