// Themes and layout

// Primitives
export { Box, type BoxProps } from './components/Box/Box.tsx';
export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './components/Button/Button.tsx';
export { Heading, type HeadingProps } from './components/Heading/Heading.tsx';
export { Inline, type InlineProps } from './components/Inline/Inline.tsx';
export { Stack, type StackProps } from './components/Stack/Stack.tsx';
export { Text, type TextProps } from './components/Text/Text.tsx';
export { breakpoints, media } from './css/breakpoints.ts';
export { type Sprinkles, sprinkles } from './css/sprinkles.css.ts';
export { UIProvider, type UIProviderProps } from './providers/UIProvider.tsx';
export { darkTheme, lightTheme, type ThemeName, type ThemePreference, vars } from './themes/index.ts';
