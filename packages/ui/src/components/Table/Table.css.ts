import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** Scrolls sideways when the columns do not fit (phones), instead of squeezing them. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  outline: 'none',
});

export const column = style({
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  textAlign: 'start',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const row = style({
  outline: 'none',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&:hover': { background: vars.color.surfaceRaised },
    // RAC marks only pressable rows (href/onAction) as hovered.
    '&[data-hovered]': { cursor: 'pointer' },
    '&[data-selected]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const cell = style({
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const empty = style({
  paddingInline: vars.space.large,
  paddingBlock: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  color: vars.color.textMuted,
});

export const spinner = style({ animation: `${spin} 0.8s linear infinite` });
