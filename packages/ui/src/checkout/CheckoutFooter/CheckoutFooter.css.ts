import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, size, space } from '../theme.css.ts';

const c = checkoutVars.color;

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${c.border}`,
  color: c.mutedText,
  fontSize: fontSize.small,
});

export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.medium,
  maxWidth: size.contentMax,
  margin: '0 auto',
  padding: `${space.xlarge} ${space.large} ${space.xxlarge}`,
  textAlign: 'center',
});

export const seals = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space.small} ${space.xlarge}`,
});

export const seal = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  color: c.text,
  fontWeight: fontWeight.medium,
});

export const sealIcon = style({ width: '16px', height: '16px', color: c.success, flexShrink: 0 });

export const link = style({
  color: c.text,
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: '2px' } },
});
