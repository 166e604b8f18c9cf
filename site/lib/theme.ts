/**
 * The reader's theme choice: localStorage 'theme' holds light | dark | system; anything else
 * (or nothing) means light. head-scripts/theme.js applies it inline before first paint; this module is for the
 * controls that change it afterwards (the header toggle and the footer's Appearance choice).
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'theme';
/** Fired on window after the choice changes, so every control on the page can reflect it. */
export const THEME_CHANGE_EVENT = 'rd:theme-change';

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'dark' || value === 'system' ? value : 'light';
}

export function isDark(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemPrefersDark);
}

/** The header toggle flips what the reader sees, and from then on keeps that explicit choice. */
export function toggledChoice(currentlyDark: boolean): ThemeChoice {
  return currentlyDark ? 'light' : 'dark';
}

function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function currentThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

/** Applies a choice to <html> (class "dark", data-theme) without storing it. */
export function applyThemeChoice(choice: ThemeChoice): void {
  document.documentElement.classList.toggle('dark', isDark(choice, systemPrefersDark()));
  document.documentElement.dataset.theme = choice;
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): the choice still applies to this page.
  }
  applyThemeChoice(choice);
  window.dispatchEvent(new CustomEvent<ThemeChoice>(THEME_CHANGE_EVENT, { detail: choice }));
}

let followingSystem = false;

/** While the choice is "system", follow the operating system's switch without a reload. Call once per page. */
export function followSystemTheme(): void {
  if (followingSystem) return;
  followingSystem = true;
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (currentThemeChoice() === 'system') applyThemeChoice('system');
  });
}
