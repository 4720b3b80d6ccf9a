import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

export const bar = style({
  padding: `${space.small} ${space.large}`,
  background: checkoutVars.color.noticeBackground,
  color: checkoutVars.color.noticeText,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  textAlign: 'center',
  lineHeight: 1.4,
});
