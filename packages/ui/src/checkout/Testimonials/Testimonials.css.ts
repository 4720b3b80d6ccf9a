import { style } from '@vanilla-extract/css';
import { splitLayout } from '../private/layout.css.ts';
import { checkoutVars, fontSize, fontWeight, size, space } from '../theme.css.ts';

const c = checkoutVars.color;

export const section = style({ display: 'grid', gap: space.medium });

export const title = style({ fontSize: fontSize.medium, fontWeight: fontWeight.semibold });

export const list = style({ display: 'grid', gap: space.medium });

export const card = style({
  display: 'grid',
  gap: space.medium,
  padding: space.large,
  background: c.surface,
  border: `1px solid ${c.border}`,
  borderRadius: checkoutVars.radius.medium,
  selectors: { [`${splitLayout} &`]: { background: `color-mix(in srgb, ${c.surface} 70%, transparent)` } },
});

export const quote = style({ fontSize: fontSize.body, lineHeight: 1.55 });

export const person = style({ display: 'flex', alignItems: 'center', gap: space.medium });

export const avatar = style({
  flexShrink: 0,
  width: size.avatar,
  height: size.avatar,
  borderRadius: '50%',
  objectFit: 'cover',
  background: c.background,
});

export const initials = style([
  avatar,
  {
    display: 'grid',
    placeItems: 'center',
    background: `color-mix(in srgb, ${c.primary} 14%, ${c.surface})`,
    color: c.text,
    fontSize: fontSize.small,
    fontWeight: fontWeight.bold,
  },
]);

export const name = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.body });
