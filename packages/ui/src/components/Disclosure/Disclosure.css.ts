import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** The accordion's frame: one surface, a hairline between sections. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

export const disclosure = style({
  minWidth: 0,
  selectors: {
    [`${group} > & + &`]: { borderTop: `1px solid ${vars.color.border}` },
    // A lone disclosure (outside a group) gets the frame itself.
    [`:not(${group}) > &`]: {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      overflow: 'hidden',
    },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  margin: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const summary = style({
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '50%',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
});

/** RAC hides the panel with the `hidden` attribute: no display rule here, the spacing is on the content. */
export const panel = style({ minWidth: 0 });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.large,
});
