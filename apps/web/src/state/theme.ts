import type { ThemeName, ThemePreference } from '@pagora/ui';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export const THEME_STORAGE_KEY = 'theme';

const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/**
 * The stored preference as the plain word (`light`, not `"light"`). Earlier versions stored it
 * JSON-quoted: such a value is read once and written back plain.
 */
export function readThemePreference(stored: string | null): ThemePreference | null {
  if (stored === null) return null;
  const plain = /^"(.*)"$/.exec(stored)?.[1] ?? stored;
  return THEME_PREFERENCES.includes(plain as ThemePreference) ? (plain as ThemePreference) : null;
}

const themeStorage = {
  getItem(key: string, initialValue: ThemePreference): ThemePreference {
    // No browser storage (the unit tests' Node): the default.
    if (typeof localStorage === 'undefined') return initialValue;
    const stored = localStorage.getItem(key);
    const preference = readThemePreference(stored);
    if (preference === null) return initialValue;
    if (stored !== preference) localStorage.setItem(key, preference);
    return preference;
  },
  setItem(key: string, value: ThemePreference) {
    localStorage.setItem(key, value);
  },
  removeItem(key: string) {
    localStorage.removeItem(key);
  },
};

/** light | dark | system, kept in browser storage under the key `theme` (dark by default). */
export const themePreferenceAtom = atomWithStorage<ThemePreference>(THEME_STORAGE_KEY, 'dark', themeStorage, {
  getOnInit: true,
});

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
