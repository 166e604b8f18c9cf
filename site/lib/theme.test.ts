import { describe, expect, it } from 'vitest';
import { isDark, parseThemeChoice, toggledChoice } from './theme.ts';

describe('theme choice', () => {
  it('defaults to light for a missing or unknown value', () => {
    expect(parseThemeChoice(null)).toBe('light');
    expect(parseThemeChoice('')).toBe('light');
    expect(parseThemeChoice('sepia')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('system')).toBe('system');
  });

  it('system follows the colour-scheme preference', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
  });

  it('the toggle flips what is shown', () => {
    expect(toggledChoice(true)).toBe('light');
    expect(toggledChoice(false)).toBe('dark');
  });
});
