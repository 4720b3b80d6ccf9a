export { darkTheme, lightTheme } from './themes.css.ts';
export { vars } from './vars.css.ts';

export type ThemeName = 'dark' | 'light';
export type ThemePreference = ThemeName | 'system';
