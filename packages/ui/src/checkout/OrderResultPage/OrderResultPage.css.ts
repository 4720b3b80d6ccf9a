import { style, styleVariants } from '@vanilla-extract/css';
import { checkoutVars, fontSize, fontWeight, narrowScreen, space } from '../theme.css.ts';

const c = checkoutVars.color;

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(600px + 2 * ${space.large})`,
  margin: '0 auto',
  display: 'grid',
  alignContent: 'start',
  gap: space.xlarge,
  padding: `${space.xxlarge} ${space.large} ${space.xxxlarge}`,
  '@media': { [narrowScreen]: { paddingTop: space.xlarge } },
});

export const statusCard = style({ display: 'grid', gap: space.xlarge });

export const statusHead = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.small,
  textAlign: 'center',
});

const badgeBase = {
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  marginBottom: space.xsmall,
} as const;

export const statusIcon = styleVariants({
  success: {
    ...badgeBase,
    color: c.success,
    background: `color-mix(in srgb, ${c.success} 14%, ${c.surface})`,
  },
  pending: { ...badgeBase, color: c.text, background: `color-mix(in srgb, ${c.primary} 14%, ${c.surface})` },
  danger: { ...badgeBase, color: c.danger, background: `color-mix(in srgb, ${c.danger} 12%, ${c.surface})` },
  neutral: { ...badgeBase, color: c.mutedText, background: `color-mix(in srgb, ${c.text} 8%, ${c.surface})` },
});

export const statusSvg = style({ width: '32px', height: '32px' });

export const title = style({
  fontSize: fontSize.xxlarge,
  fontWeight: fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1.2,
  '@media': { [narrowScreen]: { fontSize: fontSize.xlarge } },
});

export const orderNumber = style({ color: c.mutedText, fontWeight: fontWeight.medium });

export const lead = style({
  color: c.mutedText,
  maxWidth: '440px',
  textAlign: 'center',
  justifySelf: 'center',
});

/** The compact confirmation above an upsell offer. */
export const confirmation = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.medium,
  padding: `${space.medium} ${space.large}`,
  borderRadius: checkoutVars.radius.medium,
  background: `color-mix(in srgb, ${c.success} 10%, ${c.surface})`,
  border: `1px solid color-mix(in srgb, ${c.success} 35%, ${c.surface})`,
});

export const confirmationIcon = style({ width: '28px', height: '28px', color: c.success, flexShrink: 0 });

export const confirmationTitle = style({ fontSize: fontSize.medium, fontWeight: fontWeight.bold });

export const watching = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.small,
  padding: space.medium,
  borderRadius: checkoutVars.radius.small,
  background: `color-mix(in srgb, ${c.primary} 7%, ${c.surface})`,
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
  textAlign: 'center',
});

export const pulse = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: c.primary,
  boxShadow: `0 0 0 4px color-mix(in srgb, ${c.primary} 25%, transparent)`,
});

export const reason = style({ textAlign: 'center', fontWeight: fontWeight.medium });

export const retry = style({ justifySelf: 'center', minWidth: '240px' });

export const detailsTitle = style({
  fontSize: fontSize.medium,
  fontWeight: fontWeight.semibold,
  marginBottom: space.medium,
});

export const items = style({ display: 'grid', gap: space.small, marginBottom: space.large });

export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: space.large });

export const quantity = style({ color: c.mutedText });

export const paidWith = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.large,
  paddingTop: space.medium,
  marginTop: space.medium,
  borderTop: `1px solid ${c.border}`,
  color: c.mutedText,
});

export const paidWithValue = style({ color: c.text, fontWeight: fontWeight.medium });
