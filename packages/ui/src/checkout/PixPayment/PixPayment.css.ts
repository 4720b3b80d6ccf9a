import { globalStyle, style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, size, space } from '../theme.css.ts';

export const pix = style({ display: 'grid', gap: space.large });

/** Phones: the copia-e-cola code first (see PixPayment). */
const phone = 'screen and (max-width: 599.98px)';
export const copy = style({ '@media': { [phone]: { order: -1 } } });

/** Fixed box: the QR's place is reserved before the SVG paints. */
export const qr = style({
  justifySelf: 'center',
  width: size.qr,
  height: size.qr,
  padding: space.small,
  background: '#ffffff',
  borderRadius: checkoutVars.radius.small,
  border: `1px solid ${checkoutVars.color.border}`,
});

globalStyle(`${qr} > svg`, { width: '100%', height: '100%' });

export const scan = style({
  textAlign: 'center',
  color: checkoutVars.color.mutedText,
  fontSize: fontSize.body,
});

export const expires = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xsmall,
  color: checkoutVars.color.mutedText,
  fontSize: fontSize.small,
});
