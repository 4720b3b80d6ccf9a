import { darkTheme, lightTheme, ToastRegion, UIProvider } from '@pagora/ui';
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
    a11y: { test: 'error' },
    chromatic: { modes: allModes, pauseAnimationAtEnd: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
