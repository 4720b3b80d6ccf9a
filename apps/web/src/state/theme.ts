import type { ThemeName, ThemePreference } from '@pagora/ui';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export const THEME_STORAGE_KEY = 'theme';

/** light | dark | system, kept in browser storage under the key `theme` (dark by default). */
export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  THEME_STORAGE_KEY,
  'dark',
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

const systemPrefersLight = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: light)').matches;

const systemThemeAtom = atom<ThemeName>(systemPrefersLight() ? 'light' : 'dark');
systemThemeAtom.onMount = (setTheme) => {
  const query = window.matchMedia('(prefers-color-scheme: light)');
  const update = () => setTheme(query.matches ? 'light' : 'dark');
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

export const resolvedThemeAtom = atom<ThemeName>((get) => {
  const preference = get(themePreferenceAtom);
  return preference === 'system' ? get(systemThemeAtom) : preference;
});
