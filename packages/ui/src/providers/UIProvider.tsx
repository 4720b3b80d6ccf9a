import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import '../css/reset.css.ts';
import '@fontsource-variable/inter';

export interface UIProviderProps {
  children: ReactNode;
  /** Client-side navigation for every link and menu item with an href (the app passes react-router's). */
  navigate?: (href: string) => void;
  /** Turns router paths into real hrefs (react-router's useHref), so links render correct URLs. */
  useHref?: (href: string) => string;
}

/** pt-BR locale (dates dd/MM/yyyy, weeks from Sunday) and app navigation for every component. */
export function UIProvider({ children, navigate, useHref }: UIProviderProps) {
  const content = <I18nProvider locale="pt-BR">{children}</I18nProvider>;
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
