import { style } from '@vanilla-extract/css';
import { toneBorder, toneText } from '../../components/private/tone.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
});

export const avatarWrap = style({ position: 'relative', flexShrink: 0, display: 'inline-flex' });

export const avatarOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: 1,
  '@media': { [media.tablet]: { alignItems: 'flex-start' } },
});

export const name = style({
  selectors: { '&&': { fontSize: vars.fontSize.xlarge, overflowWrap: 'anywhere' } },
});

export const email = style({ overflowWrap: 'anywhere' });

export const avatarError = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: toneText(vars.color.danger),
});

export const storeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-active]': { borderColor: toneBorder(vars.color.success), background: vars.color.successSoft },
  },
});

/** The store's icon tile: the same as a record row's. */
export { icon as storeIcon } from '../../components/RecordRow/RecordRow.css.ts';

export const storeText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: '1 1 160px',
});

export const storeName = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const storeId = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const dangerCard = style({ selectors: { '&&': { borderColor: toneBorder(vars.color.danger) } } });

export const dangerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 260px',
  minWidth: 0,
});
