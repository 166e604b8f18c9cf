/**
 * Applies the stored theme before the first paint, so the page never flashes the wrong one.
 * localStorage 'theme' is light | dark | system; anything else (or nothing) means light, the spec's default.
 */
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch (e) {}
  var choice = stored === 'dark' || stored === 'system' ? stored : 'light';
  var dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.dataset.theme = choice;
})();
