import { darkTheme, lightTheme, ToastRegion, toast, UIProvider } from '@pagora/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { action } from 'storybook/actions';
import { allModes, viewports } from './modes.ts';

const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? lightTheme : darkTheme;
  useLayoutEffect(() => {
    // Portals (dialogs, toasts, menus) render on body, so the theme class lives on <html>.
    const root = document.documentElement;
    root.classList.remove(darkTheme, lightTheme);
    root.classList.add(theme);
  }, [theme]);
  return (
    <UIProvider navigate={action('navigate')}>
      <Story />
      <ToastRegion />
    </UIProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Toasts live on one module-level queue: each story starts with none.
  beforeEach: () => {
    toast.clear();
  },
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Escuro' },
          { value: 'light', title: 'Claro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    backgrounds: { disable: true },
    // React Aria's live announcer keeps a detached label node for a few seconds after a pending
    // button goes away; it is not part of any story's content, so axe skips it.
    a11y: { test: 'error', context: { exclude: ['[role="log"][aria-relevant="additions"]'] } },
    chromatic: { modes: allModes, pauseAnimationAtEnd: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
