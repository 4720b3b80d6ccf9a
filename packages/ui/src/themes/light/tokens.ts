import { baseTokens } from '../base.ts';

export const lightTokens = {
  ...baseTokens,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f3',
    border: '#dfe3ea',
    borderStrong: '#c3c9d4',
    text: '#0f1419',
    textMuted: '#525c6b',
    textInverse: '#ffffff',
    primary: '#15803d',
    primaryHover: '#166534',
    primaryPressed: '#14532d',
    primaryText: '#ffffff',
    primarySoft: 'rgba(21, 128, 61, 0.1)',
    danger: '#c81e1e',
    dangerHover: '#a51818',
    dangerText: '#ffffff',
    dangerSoft: 'rgba(200, 30, 30, 0.08)',
    success: '#15803d',
    successSoft: 'rgba(21, 128, 61, 0.1)',
    warning: '#92400e',
    warningSoft: 'rgba(217, 119, 6, 0.12)',
    info: '#1d4ed8',
    infoSoft: 'rgba(29, 78, 216, 0.08)',
    focusRing: '#15803d',
    overlay: 'rgba(15, 20, 25, 0.45)',
    // White fields with a border of at least 3:1 against white and the page (WCAG 1.4.11): a grey
    // fill read as disabled on the light pages.
    fieldBackground: '#ffffff',
    fieldBackgroundFocused: '#ffffff',
    fieldBorder: '#868e9c',
    fieldBorderHover: '#525c6b',
  },
  shadow: {
    small: '0 1px 2px rgba(15, 20, 25, 0.08)',
    medium: '0 4px 16px rgba(15, 20, 25, 0.1)',
    large: '0 12px 40px rgba(15, 20, 25, 0.16)',
    // A soft halo outside the green border: on white a 2px border alone is easy to miss.
    fieldFocus: '0 0 0 1px #15803d, 0 0 0 4px rgba(21, 128, 61, 0.22)',
  },
};
