import { style } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, narrowScreen, space } from '../theme.css.ts';

const c = checkoutVars.color;

export const offer = style({
  display: 'grid',
  gap: space.large,
  padding: space.xlarge,
  background: c.surface,
  border: `2px solid ${c.primary}`,
  borderRadius: checkoutVars.radius.medium,
  boxShadow: '0 12px 32px -12px rgb(16 24 40 / 0.18)',
  '@media': { [narrowScreen]: { padding: space.large } },
});

export const badge = style({
  justifySelf: 'start',
  padding: `${space.xxsmall} ${space.medium}`,
  borderRadius: '999px',
  background: c.primaryStrong,
  color: c.primaryText,
  fontSize: fontSize.xsmall,
  fontWeight: fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const headline = style({
  fontSize: fontSize.xlarge,
  fontWeight: fontWeight.bold,
  letterSpacing: '-0.01em',
  lineHeight: 1.25,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: space.large,
});

export const bodyPlain = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

export const image = style({
  width: '112px',
  height: '112px',
  objectFit: 'cover',
  borderRadius: checkoutVars.radius.small,
  border: `1px solid ${c.border}`,
  background: c.background,
  '@media': { [narrowScreen]: { width: '80px', height: '80px' } },
});

export const text = style({ display: 'grid', gap: space.xsmall });

export const product = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.medium });

export const description = style({ color: c.mutedText });

export const prices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.small });

export const original = style({ color: c.mutedText });

export const price = style({ fontSize: fontSize.xlarge, fontWeight: fontWeight.bold });

export const actions = style({ display: 'grid', justifyItems: 'center', gap: space.medium });

export const note = style({ color: c.mutedText, fontSize: fontSize.small, textAlign: 'center' });
