import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

export const shipping = style({ display: 'grid', gap: space.medium, marginTop: space.xlarge });

export const legend = style({
  fontSize: fontSize.medium,
  fontWeight: fontWeight.semibold,
  marginBottom: space.medium,
  float: 'left',
  width: '100%',
});

export const empty = style({
  padding: space.large,
  borderRadius: checkoutVars.radius.small,
  border: `1px dashed ${checkoutVars.color.border}`,
  color: checkoutVars.color.mutedText,
});

export const update = style({ justifySelf: 'start' });
