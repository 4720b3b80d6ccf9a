// Themes and layout

// Primitives
export { Box, type BoxProps } from './components/Box/Box.tsx';
export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './components/Button/Button.tsx';
export { Columns, type ColumnsProps } from './components/Columns/Columns.tsx';
// Form controls, content and feedback primitives (components/forms.ts)
export * from './components/forms.ts';
export { Heading, type HeadingProps } from './components/Heading/Heading.tsx';
export { Inline, type InlineProps } from './components/Inline/Inline.tsx';
// Overlays, navigation and data display (components/overlays.ts)
export * from './components/overlays.ts';
export {
  RecordFact,
  type RecordFactProps,
  RecordList,
  type RecordListProps,
  RecordRow,
  type RecordRowProps,
} from './components/RecordRow/RecordRow.tsx';
export { Stack, type StackProps } from './components/Stack/Stack.tsx';
export { Text, type TextProps } from './components/Text/Text.tsx';
export { breakpoints, media } from './css/breakpoints.ts';
export { type Sprinkles, sprinkles } from './css/sprinkles.css.ts';
// pt-BR numbers, money, dates and contacts (format.ts)
export {
  BRASILIA_TIME_ZONE,
  formatCep,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatPhone,
  formatShortDateTime,
  formatTime,
} from './format.ts';
export { UIProvider, type UIProviderProps } from './providers/UIProvider.tsx';
// Screen pieces and screens (screens/index.ts)
export * from './screens/index.ts';
export { darkTheme, lightTheme, type ThemeName, type ThemePreference, vars } from './themes/index.ts';
