import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

export const boleto = style({ display: 'grid', gap: space.large });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.medium,
});

export const fact = style({
  display: 'grid',
  gap: space.xxsmall,
  padding: space.medium,
  borderRadius: checkoutVars.radius.small,
  background: `color-mix(in srgb, ${checkoutVars.color.text} 4%, ${checkoutVars.color.surface})`,
});

export const factLabel = style({ color: checkoutVars.color.mutedText, fontSize: fontSize.small });

export const factValue = style({ fontWeight: fontWeight.bold, fontSize: fontSize.large });

export const barcode = style({
  display: 'block',
  width: '100%',
  height: '64px',
  padding: `${space.small} ${space.large}`,
  background: '#ffffff',
  borderRadius: checkoutVars.radius.small,
  border: `1px solid ${checkoutVars.color.border}`,
  // Too narrow to scan on phones (where the buyer copies the line instead).
  '@media': { 'screen and (max-width: 479.98px)': { display: 'none' } },
});

export const print = style({ gap: space.small, textDecoration: 'none' });
