import { describe, expect, it } from 'vitest';
import { readThemePreference } from './theme.ts';

describe('readThemePreference', () => {
  it('reads the plain word and, once, the JSON-quoted value earlier versions stored', () => {
    expect(readThemePreference('light')).toBe('light');
    expect(readThemePreference('"light"')).toBe('light');
    expect(readThemePreference('"system"')).toBe('system');
    expect(readThemePreference('dark')).toBe('dark');
  });

  it('ignores anything else', () => {
    for (const stored of [null, '', 'azul', '"azul"', '{"theme":"light"}']) {
      expect(readThemePreference(stored)).toBeNull();
    }
  });
});
