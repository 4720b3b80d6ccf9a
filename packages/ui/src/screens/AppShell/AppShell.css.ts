import { style } from '@vanilla-extract/css';
import { focusRing } from '../../components/private/focusRing.css.ts';
import { breakpoints, media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

/** Sidebar column + main column from desktop up; one column (sidebar in a drawer) below. */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [media.desktop]: { gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)` },
  },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      height: '100dvh',
      overflowY: 'auto',
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

/** The sidebar's content, shared by the desktop column and the drawer. */
export const sidebarContent = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: '100%',
});

export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  height: vars.size.header,
  flexShrink: 0,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
  },
]);

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
});

export const nav = style({ padding: vars.space.medium, flex: 1 });

export const navList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const navLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minHeight: vars.size.control,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceRaised, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': {
        background: vars.color.primarySoft,
        color: vars.color.primary,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
]);

export const navIcon = style({ flexShrink: 0, width: vars.size.icon, height: vars.size.icon });

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.size.header,
  paddingInline: vars.space.medium,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.xlarge, gap: vars.space.medium },
  },
});

/** The drawer's menu button: only below desktop, where the sidebar is hidden. */
export const menuButton = style({
  flexShrink: 0,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const headerStart = style({ display: 'flex', alignItems: 'center', minWidth: 0, flex: '1 1 auto' });

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  '@media': { [media.tablet]: { gap: vars.space.small } },
});

/** The page's content column: its max width is the readable width of every card and form in it. */
export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(${vars.size.contentMax} + 2 * ${vars.space.xxlarge})`,
  marginInline: 'auto',
  padding: vars.space.large,
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: vars.space.xlarge },
    [media.desktop]: { padding: vars.space.xxlarge },
  },
});

/** The store switcher's trigger: store icon, 'Gerenciar Lojas' caption (tablet up) and the store name. */
export const storeTrigger = style({
  maxWidth: '100%',
  minWidth: 0,
  justifyContent: 'flex-start',
  paddingInline: vars.space.medium,
  '@media': { [media.tablet]: { height: vars.size.controlLarge } },
});

export const storeTriggerText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  textAlign: 'left',
});

export const storeCaption = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: 1,
});

export const storeName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  lineHeight: vars.lineHeight.tight,
});

export const triggerIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const accountTrigger = style({
  paddingInline: vars.space.xsmall,
  '@media': { [media.tablet]: { paddingInline: vars.space.small } },
});

export const accountAvatar = style({ display: 'inline-flex' });

/** The user's name beside the avatar (screen-reader only on phones). */
export const accountName = style({
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const accountChevron = style({
  display: 'none',
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { display: 'block' } },
});

/** Visible from tablet up; screen-reader only below. */
export const hiddenOnPhone = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** A skip link, visible only while focused. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The 'Trocar Loja' list: one row per store. */
export const storeList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const storeOption = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    width: '100%',
    padding: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-current]': {
        borderColor: vars.color.primary,
        background: vars.color.primarySoft,
        cursor: 'default',
      },
    },
  },
]);

/** The store's icon tile: the same as a record row's. */
export { icon as storeOptionIcon } from '../../components/RecordRow/RecordRow.css.ts';

export const storeOptionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: 1,
});

export const storeOptionName = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const storeOptionMeta = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

/** The store's name typed to confirm its deletion, under the warning. */
export const confirmName = style({ marginTop: vars.space.medium });
