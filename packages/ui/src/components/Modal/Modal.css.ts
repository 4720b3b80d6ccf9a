import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96) translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});
const zoomOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0, transform: 'scale(0.98)' } });

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${zoomIn} ${vars.duration.normal} ease-out` },
      '&[data-exiting]': { animation: `${zoomOut} ${vars.duration.fast} ease-in` },
    },
  },
  variants: {
    size: {
      small: { maxWidth: vars.size.formMax },
      medium: { maxWidth: `calc(${vars.size.formMax} + ${vars.space.xxxlarge} * 2)` },
      large: { maxWidth: `calc(${vars.size.formMax} * 2)` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  paddingBottom: vars.space.small,
  '@media': { [media.tablet]: { padding: vars.space.xlarge, paddingBottom: vars.space.small } },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:last-child': { paddingBottom: vars.space.xlarge },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

/** Actions: stacked full-width on phones (primary on top), right-aligned in a row from tablets up. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'stretch',
  gap: vars.space.small,
  padding: vars.space.large,
  paddingTop: vars.space.medium,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      justifyContent: 'flex-end',
      alignItems: 'center',
      padding: vars.space.xlarge,
      paddingTop: vars.space.medium,
    },
  },
});
