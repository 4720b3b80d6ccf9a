import { darkTheme, lightTheme, Spinner, ToastRegion, UIProvider } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { resolvedThemeAtom } from './state/theme.ts';

/** Applies the theme to <html> (portals included) and lets every ui link navigate client-side. */
export function Root() {
  const navigate = useNavigate();
  const theme = useAtomValue(resolvedThemeAtom);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(darkTheme, lightTheme);
    root.classList.add(theme === 'light' ? lightTheme : darkTheme);
  }, [theme]);
  return (
    <UIProvider navigate={(href) => navigate(href)} useHref={useAppHref}>
      <Outlet />
      <ToastRegion />
    </UIProvider>
  );
}

/**
 * A link's real href: router paths through react-router (so they carry its basename), absolute
 * URLs (wa.me, a buyer's order page, mailto:) as they are. react-router would read
 * 'https://wa.me/…' as a path relative to the current page.
 */
function useAppHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : routed;
}

/** What shows while the first route's code loads. */
export function RouteLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner size="large" />
    </div>
  );
}
