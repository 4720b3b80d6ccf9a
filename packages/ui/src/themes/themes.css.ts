import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkTokens } from './dark/tokens.ts';
import { lightTokens } from './light/tokens.ts';
import { vars } from './vars.css.ts';

export const darkTheme = createTheme(vars, darkTokens, 'dark');
export const lightTheme = createTheme(vars, lightTokens, 'light');

globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
