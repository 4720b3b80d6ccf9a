/**
 * Colour arithmetic for the merchant's palette: the page must stay readable (WCAG AA) whatever
 * colours a store picks, so text colours are nudged towards black or white only as far as needed.
 */
type Rgb = [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** '#rgb' or '#rrggbb' → channels; anything else → null. */
export function parseHex(input: string): Rgb | null {
  const hex = input.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) return [...hex].map((c) => Number.parseInt(c + c, 16)) as Rgb;
  if (/^[0-9a-f]{6}$/i.test(hex)) {
    return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
  }
  return null;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const mixRgb = (a: Rgb, b: Rgb, weightOfA: number): Rgb =>
  a.map((c, i) => c * weightOfA + b[i]! * (1 - weightOfA)) as Rgb;

/** WCAG contrast ratio of two hex colours (1 when either is unreadable). */
export function contrast(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return x && y ? ratio(x, y) : 1;
}

export function isDark(color: string): boolean {
  const rgb = parseHex(color);
  return rgb !== null && luminance(rgb) < 0.2;
}

/**
 * `color` moved towards black or white (whichever side of `against` has room) until it reaches
 * `minimum` contrast with `against`; unchanged when it already does.
 */
export function withContrast(color: string, against: string, minimum = 4.5): string {
  const rgb = parseHex(color);
  const other = parseHex(against);
  if (!rgb || !other) return color;
  if (ratio(rgb, other) >= minimum) return toHex(rgb);
  const towards = ratio(BLACK, other) >= ratio(WHITE, other) ? BLACK : WHITE;
  for (let step = 1; step <= 20; step++) {
    const candidate = mixRgb(towards, rgb, step / 20);
    if (ratio(candidate, other) >= minimum) return toHex(candidate);
  }
  return toHex(towards);
}

/** Black-ish or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  const dark = '#111827';
  return contrast(dark, background) >= contrast('#ffffff', background) ? dark : '#ffffff';
}
