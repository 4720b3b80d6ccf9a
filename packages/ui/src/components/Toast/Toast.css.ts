import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';
import { focusRing } from '../private/focusRing.css.ts';

/**
 * Bottom, full width on phones; from tablets up at the top centre of the window, over the header's
 * empty middle, where it covers no row action, pager or save button.
 */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: vars.space.small,
    bottom: vars.space.small,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    '@media': {
      [media.tablet]: {
        insetInline: 'auto',
        top: vars.space.small,
        bottom: 'auto',
        left: '50%',
        transform: 'translateX(-50%)',
        width: `min(${vars.size.formMax}, calc(100vw - 2 * ${vars.space.xlarge}))`,
      },
    },
  },
]);

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.medium,
      padding: vars.space.large,
      paddingRight: vars.space.small,
      paddingTop: vars.space.medium,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderLeftWidth: '4px',
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.large,
      transition: `opacity ${vars.duration.normal}, transform ${vars.duration.normal}`,
      '@starting-style': { opacity: 0, transform: `translateY(${vars.space.small})` },
    },
  ],
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, width: vars.size.icon, height: vars.size.icon, marginTop: vars.space.xsmall },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.xxsmall,
});

export const title = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
