import { globalStyle, style } from '@vanilla-extract/css';
import { toneText } from '../../components/private/tone.ts';
import { vars } from '../../themes/vars.css.ts';

/** The cards follow the width they get (the sidebar takes some): 4 → 2 → 1 columns. */
export const summary = style({ containerType: 'inline-size' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@container': {
    '(min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 880px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1, selectors: { '&&': { gap: vars.space.medium } } });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: toneText(vars.color.primary),
});

globalStyle(`${icon} svg`, { width: vars.fontSize.large, height: vars.fontSize.large });
