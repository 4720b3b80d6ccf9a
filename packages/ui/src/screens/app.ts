// The authenticated admin: shell, page header, /meus-dados and the pages later releases build.

export { activeNavHref, type NavItem, navItems } from './AppShell/AppShell.nav.ts';
export { AppShell, type AppShellProps, type AppShellUser, type StoreDialog } from './AppShell/AppShell.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader.tsx';
export {
  type PlaceholderPage,
  type PlaceholderRoute,
  placeholderPages,
} from './PlaceholderScreen/PlaceholderScreen.content.ts';
export { PlaceholderScreen, type PlaceholderScreenProps } from './PlaceholderScreen/PlaceholderScreen.tsx';
export {
  AVATAR_TYPES,
  ProfileScreen,
  type ProfileScreenProps,
  type ProfileTab,
} from './ProfileScreen/ProfileScreen.tsx';
export { PublicUrlNotice, type PublicUrlNoticeProps } from './PublicUrlNotice/PublicUrlNotice.tsx';
export { ThemeToggle, type ThemeToggleProps } from './ThemeToggle/ThemeToggle.tsx';
