import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** 'Lembrar meus dados' and 'Esqueceu sua senha?' on one line, wrapping when narrow. */
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
});
