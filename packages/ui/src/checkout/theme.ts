import type { CheckoutFont, CheckoutSettings, Rounding } from '@pagora/contract/checkout-core';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { isDark, readableOn, withContrast } from './private/color.ts';
import { checkoutVars } from './theme.css.ts';

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The checkout's fonts as font-family stacks: a buyer's device uses the font when installed, else a close system font. Nothing is downloaded. */
export const CHECKOUT_FONT_STACKS: Record<CheckoutFont, string> = {
  Inter: `Inter, 'Inter Variable', ${SANS}`,
  'Work Sans': `'Work Sans', ${SANS}`,
  Montserrat: `Montserrat, ${SANS}`,
  Arial: "Arial, 'Helvetica Neue', Helvetica, 'Liberation Sans', sans-serif",
  Calibri: `Calibri, Carlito, ${SANS}`,
  Nunito: `Nunito, 'Nunito Sans', ${SANS}`,
  // The font offered as 'Railway' is the Raleway typeface.
  Railway: `Raleway, ${SANS}`,
  Taviraj: "Taviraj, Georgia, Cambria, 'Times New Roman', serif",
  Rubik: `Rubik, ${SANS}`,
  Poppins: `Poppins, ${SANS}`,
};

/** Fields/buttons and cards for each rounding option. */
export const CHECKOUT_RADII: Record<Rounding, { small: string; medium: string }> = {
  none: { small: '0', medium: '0' },
  small: { small: '6px', medium: '10px' },
  large: { small: '14px', medium: '20px' },
};

const mix = (a: string, weightOfA: number, b: string) => `color-mix(in srgb, ${a} ${weightOfA}%, ${b})`;

/**
 * The checkout theme's values for a store's settings, as inline custom properties for the root
 * element. Merchant colours are used as given, except text colours that would fall below WCAG AA,
 * which are nudged just enough (the primary colour behind button text included).
 */
export function checkoutThemeVars(settings: CheckoutSettings) {
  const { appearance, header, notice_bar: notice, scarcity, order_bump: bump } = settings;
  const surface = appearance.surface_color;
  const text = withContrast(withContrast(appearance.text_color, surface), appearance.background_color);
  const dark = isDark(surface);
  const c = checkoutVars.color;
  return assignInlineVars(checkoutVars, {
    color: {
      primary: appearance.primary_color,
      primaryText: appearance.primary_text_color,
      primaryStrong: withContrast(appearance.primary_color, appearance.primary_text_color),
      background: appearance.background_color,
      surface,
      text,
      mutedText: mix(c.text, 74, c.background),
      border: mix(c.text, 14, c.surface),
      fieldBorder: mix(c.text, 30, c.surface),
      danger: withContrast(dark ? '#f87171' : '#c81e1e', surface),
      success: withContrast(dark ? '#4ade80' : '#157f3c', surface),
      headerBackground: header.background_color,
      headerText: withContrast(header.text_color, header.background_color),
      noticeBackground: notice.background_color,
      noticeText: withContrast(notice.text_color, notice.background_color),
      scarcityBackground: scarcity.background_color,
      scarcityText: withContrast(scarcity.text_color, scarcity.background_color),
      bumpHighlight: bump.highlight_color,
      bumpHighlightText: readableOn(bump.highlight_color),
      panel: mix(c.primary, 7, c.background),
    },
    radius: CHECKOUT_RADII[appearance.rounding],
    font: { family: CHECKOUT_FONT_STACKS[appearance.font] },
  });
}
