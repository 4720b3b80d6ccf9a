import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

const ping = keyframes({
  '0%': { boxShadow: `0 0 0 0 color-mix(in srgb, ${vars.color.success} 60%, transparent)` },
  '70%, 100%': { boxShadow: `0 0 0 ${vars.space.xsmall} transparent` },
});

export const dot = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.small,
    height: vars.space.small,
    borderRadius: vars.radius.full,
  },
  variants: {
    status: {
      live: {
        background: vars.color.success,
        '@media': {
          '(prefers-reduced-motion: no-preference)': { animation: `${ping} 2s ease-out infinite` },
        },
      },
      connecting: { background: vars.color.textMuted },
      offline: { background: vars.color.warning },
    },
  },
});
