/**
 * The header's theme button (ThemeToggle.astro): switches between light and dark, and follows the system's
 * choice while the reader's choice is "system".
 * Loaded on every page with the layout's other scripts in one file (BaseLayout.astro).
 */
import { followSystemTheme, setThemeChoice, toggledChoice } from '../../lib/theme.ts';

followSystemTheme();
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  button.addEventListener('click', () => {
    setThemeChoice(toggledChoice(document.documentElement.classList.contains('dark')));
  });
}
