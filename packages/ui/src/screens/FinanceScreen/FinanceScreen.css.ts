import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────

/** The balance card: the figures on the left, 'Depósito' on the right (under them on phones). */
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const figureLabel = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const bigValue = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const dangerValue = style({ color: vars.color.dangerText });

// ─── Layout of the Cobrança tab ─────────────────────────────────────────────────────────────────

export const form = style({ gap: vars.space.large });

/** The card form: name and number full width, expiry and CVV side by side. */
export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' } },
});

/** A short muted line. */
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** A muted line led by a small icon. */
export const iconHint = style([
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    margin: 0,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  },
]);

export const hintIcon = style({ flexShrink: 0, marginTop: '0.2em' });

// ─── PIX charge ─────────────────────────────────────────────────────────────────────────────────

export const pix = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const pixHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const pixAmount = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** The QR sits on white whatever the theme: phones' cameras read dark modules on a light ground. */
export const qr = style({
  alignSelf: 'center',
  width: '200px',
  height: '200px',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: '#ffffff',
});

export const code = style({});

globalStyle(`${code} textarea`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  wordBreak: 'break-all',
});

export const expiry = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// ─── Lists (deposits, cards) ────────────────────────────────────────────────────────────────────

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const itemTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const itemMeta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const cardNumber = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums' });

// ─── Statement ──────────────────────────────────────────────────────────────────────────────────

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
});

export const clearCell = style({ display: 'flex', alignItems: 'flex-end', alignSelf: 'stretch' });

export const credit = style({ color: vars.color.success });

// ─── Regularização ──────────────────────────────────────────────────────────────────────────────

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});

// ─── Banner ─────────────────────────────────────────────────────────────────────────────────────

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
