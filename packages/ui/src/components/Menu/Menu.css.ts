import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const popover = style({
  zIndex: vars.zIndex.modal,
  minWidth: `calc(${vars.size.sidebar} - ${vars.space.xxlarge})`,
  maxWidth: `calc(100vw - ${vars.space.large} * 2)`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

export const menu = style({
  padding: vars.space.xsmall,
  outline: 'none',
  maxHeight: 'inherit',
  boxSizing: 'border-box',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlSmall,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      danger: {
        // The danger token is a fill colour; mixed towards the text colour it reads as red text with
        // AA contrast in both themes.
        color: `color-mix(in srgb, ${vars.color.danger} 55%, ${vars.color.text})`,
        selectors: { '&[data-focused]': { background: vars.color.dangerSoft } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style({ display: 'flex', flexShrink: 0, color: 'inherit', opacity: 0.85 });

export const label = style({
  flex: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const check = style({ display: 'flex', flexShrink: 0, color: vars.color.primary });

export const sectionHeader = style({
  paddingInline: vars.space.small,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  background: vars.color.border,
  border: 'none',
});
