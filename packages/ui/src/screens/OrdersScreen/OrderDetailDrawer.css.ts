import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/** The whole screen on phones; a wide panel from the right from tablets up. */
export const panel = style({
  selectors: {
    '&&': {
      width: '100vw',
      maxWidth: '100vw',
      borderLeft: 'none',
    },
  },
  '@media': {
    [media.tablet]: {
      selectors: {
        '&&': {
          width: `calc(${vars.size.formMax} + ${vars.size.sidebar})`,
          maxWidth: `calc(100vw - ${vars.space.xxxlarge})`,
          borderLeft: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
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
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  // Focused by script after an action (tabIndex -1) so the keyboard stays in the panel; not a control.
  outline: 'none',
});

/** The scrolling part under the header. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  padding: vars.space.large,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});

export const centered = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const related = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The related order's button reads as a link inside the sentence. */
export const inlineButton = style({
  selectors: {
    '&&': {
      paddingInline: vars.space.xsmall,
      color: vars.color.primary,
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const itemName = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const itemTotal = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

/** Label on the left, value on the right. */
export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingTop: vars.space.medium,
  borderTop: `1px dashed ${vars.color.border}`,
});

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
});

/** Payment and buyer facts: label over value on phones, label beside value from tablets up. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  textAlign: 'end',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const totalLine = style({
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xsmall });

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
});

/** The status changes, oldest first, joined by a line. */
export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const event = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '4px',
      top: '14px',
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const dot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  marginTop: '5px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const eventText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const eventHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cause = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });
