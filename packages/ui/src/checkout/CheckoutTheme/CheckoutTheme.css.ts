import { globalStyle, style } from '@vanilla-extract/css';
import { checkoutVars, fontSize } from '../theme.css.ts';

/**
 * The checkout's root: its own small reset, scoped with :where() (no specificity) so component classes win. The
 * checkout never loads the admin's global CSS, so nothing here may rely on it.
 */
export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: checkoutVars.color.background,
  color: checkoutVars.color.text,
  fontFamily: checkoutVars.font.family,
  fontSize: fontSize.body,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
});

/** Dark store palettes get dark form controls and scrollbars. */
export const darkScheme = style({ colorScheme: 'dark' });

globalStyle('body:has(> #checkout-root), body:has(> #checkout-root) > #checkout-root', { margin: 0 });
globalStyle(`:where(${root}) *, :where(${root}) *::before, :where(${root}) *::after`, {
  boxSizing: 'border-box',
});
globalStyle(`:where(${root}) :where(h1, h2, h3, h4, p, ul, ol, dl, dd, figure, blockquote, fieldset)`, {
  margin: 0,
  padding: 0,
});
globalStyle(`:where(${root}) :where(ul, ol)`, { listStyle: 'none' });
globalStyle(`:where(${root}) :where(fieldset)`, { border: 0, minWidth: 0 });
globalStyle(`:where(${root}) :where(legend)`, { padding: 0 });
globalStyle(`:where(${root}) :where(img, svg)`, { display: 'block', maxWidth: '100%' });
globalStyle(`:where(${root}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});
globalStyle(`:where(${root}) :where(a)`, { color: 'inherit' });
globalStyle(`:where(${root}) :where(h1, h2, h3, h4)`, { lineHeight: 1.25, fontWeight: 650 });
