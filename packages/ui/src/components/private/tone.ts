import { vars } from '../../themes/vars.css.ts';

/**
 * A tone colour made readable as small text on the page, on cards and on the tone's soft background
 * (AA in both themes): the dark theme's red alone is only 4:1 on its background. Mixing toward the
 * theme's text colour lightens it in the dark theme and darkens it in the light one.
 */
export function toneText(color: string): string {
  return `color-mix(in srgb, ${color} 70%, ${vars.color.text})`;
}

/** A tone colour faded for borders on the tone's soft background. */
export function toneBorder(color: string): string {
  return `color-mix(in srgb, ${color} 40%, transparent)`;
}
