import { createThemeContract } from '@vanilla-extract/css';

/**
 * The buyer-facing checkout's own theme: every value comes from the store's settings and is
 * assigned inline on the page's root (see `checkoutThemeVars` in theme.ts), so one stylesheet
 * serves every store and the builder's preview can restyle the page without new CSS.
 */
export const checkoutVars = createThemeContract({
  color: {
    /** Accents: selected options, focus rings, step dots. */
    primary: null,
    /** Text on `primaryStrong`. */
    primaryText: null,
    /** Behind text: the primary colour, darkened or lightened only as much as AA contrast needs. */
    primaryStrong: null,
    background: null,
    surface: null,
    text: null,
    /** Secondary text: a mix of text and background (AA on both surface and background). */
    mutedText: null,
    border: null,
    /** Input borders: stronger than `border` so fields read as fields. */
    fieldBorder: null,
    danger: null,
    success: null,
    headerBackground: null,
    headerText: null,
    noticeBackground: null,
    noticeText: null,
    scarcityBackground: null,
    scarcityText: null,
    bumpHighlight: null,
    /** Text on `bumpHighlight`. */
    bumpHighlightText: null,
    /** The split layout's product panel. */
    panel: null,
  },
  radius: {
    /** Fields and buttons. */
    small: null,
    /** Cards and panels. */
    medium: null,
  },
  font: { family: null },
});

/** Static scales (the same for every store), so styles never carry raw numbers. */
export const space = {
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

export const fontSize = {
  xsmall: '12px',
  small: '13px',
  body: '14px',
  /** Inputs stay at 16px so mobile Safari does not zoom on focus. */
  medium: '16px',
  large: '18px',
  xlarge: '22px',
  xxlarge: '28px',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const size = {
  control: '48px',
  button: '52px',
  icon: '18px',
  thumb: '64px',
  avatar: '40px',
  qr: '224px',
  summaryWidth: '400px',
  contentMax: '1080px',
  singleMax: '560px',
  splitColumn: '480px',
} as const;

/** The two-column layout collapses (summary on top) below this width. */
export const wideScreen = 'screen and (min-width: 900px)';
export const narrowScreen = 'screen and (max-width: 899.98px)';
/** Containers at least this wide lay fields side by side. */
export const fieldRowContainer = '(min-width: 420px)';
