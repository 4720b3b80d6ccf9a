import { style } from '@vanilla-extract/css';
import { radio } from '../private/styles.css.ts';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

const c = checkoutVars.color;

/** One box, the methods stacked inside like an accordion. */
export const methods = style({
  border: `1px solid ${c.border}`,
  borderRadius: checkoutVars.radius.small,
  background: c.surface,
  overflow: 'hidden',
});

export const method = style({
  position: 'relative',
  selectors: {
    '& + &': { borderTop: `1px solid ${c.border}` },
    '&:has(> input:checked)': { background: `color-mix(in srgb, ${c.primary} 5%, ${c.surface})` },
  },
});

/** The real radio sits over the header's left edge; the header is its label. */
export const methodRadio = style([radio, { position: 'absolute', left: space.large, top: '19px' }]);

export const methodHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.medium,
  minHeight: '56px',
  padding: `${space.small} ${space.large} ${space.small} 48px`,
  cursor: 'pointer',
  fontSize: fontSize.medium,
  fontWeight: fontWeight.semibold,
  selectors: {
    [`${methodRadio}:checked + &`]: { color: c.text },
  },
});

export const methodName = style({ flex: 1, minWidth: 0 });

export const methodIcon = style({ width: '22px', height: '22px', flexShrink: 0, color: c.mutedText });

/** Only the selected method's panel shows; a sibling selector, so it works before and without JavaScript. */
export const methodBody = style({
  display: 'none',
  padding: `0 ${space.large} ${space.large}`,
  selectors: { [`${methodRadio}:checked ~ &`]: { display: 'block' } },
});

export const infoList = style({
  display: 'grid',
  gap: space.small,
  paddingLeft: '32px',
  color: c.mutedText,
  fontSize: fontSize.body,
});

export const infoItem = style({ display: 'flex', alignItems: 'flex-start', gap: space.small });

export const infoIcon = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  marginTop: '2px',
  color: c.success,
});

export const groupError = style({ marginTop: space.small });

/** '5 % de desconto no PIX' beside the method's name, visible whichever method is selected. */
export const methodBadge = style({
  flexShrink: 0,
  padding: `${space.xxsmall} ${space.small}`,
  borderRadius: '999px',
  border: `1px solid ${c.success}`,
  background: `color-mix(in srgb, ${c.success} 10%, ${c.surface})`,
  // The store's text colour, not the green: readable on any store's surface.
  color: c.text,
  fontSize: fontSize.xsmall,
  fontWeight: fontWeight.semibold,
  whiteSpace: 'nowrap',
});

/** The PIX price in the PIX panel. */
export const pixTotal = style({
  paddingLeft: '32px',
  marginBottom: space.small,
  color: c.text,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
});
