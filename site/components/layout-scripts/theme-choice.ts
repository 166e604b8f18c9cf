/**
 * The footer's theme choice (SiteFooter.astro): light, dark or the system's, the chosen one pressed.
 * Loaded on every page with the layout's other scripts in one file (BaseLayout.astro).
 */
import { currentThemeChoice, followSystemTheme, parseThemeChoice, setThemeChoice, THEME_CHANGE_EVENT } from '../../lib/theme.ts';

const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-theme-choice]')];
const reflect = () => {
  const choice = currentThemeChoice();
  for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.themeChoice === choice));
};
followSystemTheme();
reflect();
window.addEventListener(THEME_CHANGE_EVENT, reflect);
for (const button of buttons) {
  button.addEventListener('click', () => setThemeChoice(parseThemeChoice(button.dataset.themeChoice)));
}
