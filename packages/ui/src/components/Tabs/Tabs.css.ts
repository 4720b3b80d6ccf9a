import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** How far the fade reaches in from an edge that has more tabs beyond it. */
const fade = vars.space.xxlarge;

/**
 * One row of tabs over a hairline; scrolls sideways on narrow screens instead of wrapping. Without a
 * scrollbar, the edge with more tabs fades out (a mask, so it works on any background) to show that
 * the row goes on.
 */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: {
    '&[data-more-end]': {
      maskImage: `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)`,
    },
    '&[data-more-start]': {
      maskImage: `linear-gradient(to left, #000 calc(100% - ${fade}), transparent)`,
    },
    '&[data-more-start][data-more-end]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
    },
  },
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.size.control,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  transition: `color ${vars.duration.fast}`,
  selectors: {
    '&::after': {
      content: '',
      position: 'absolute',
      insetInline: vars.space.xsmall,
      bottom: '-1px',
      height: '2px',
      borderRadius: vars.radius.full,
      background: 'transparent',
    },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': { background: vars.color.primary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const tabPanel = style({
  paddingTop: vars.space.xlarge,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xsmall,
      borderRadius: vars.radius.small,
    },
  },
});
