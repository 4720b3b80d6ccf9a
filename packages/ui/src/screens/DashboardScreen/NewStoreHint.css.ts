import { globalStyle, style } from '@vanilla-extract/css';
import { toneText } from '../../components/private/tone.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/** Icon, text and link in a row from tablets up; stacked on phones. */
export const hint = style({
  selectors: {
    '&&': {
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.medium,
      borderColor: `color-mix(in srgb, ${vars.color.primary} 40%, transparent)`,
      background: vars.color.primarySoft,
    },
  },
  '@media': {
    [media.tablet]: { selectors: { '&&': { flexDirection: 'row', alignItems: 'center' } } },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: toneText(vars.color.primary),
});

globalStyle(`${icon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const action = style({ flexShrink: 0 });
