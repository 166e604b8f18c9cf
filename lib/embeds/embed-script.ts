/**
 * The one script inside a card, inlined in its <head> (allowed by hash, scripts/static/headers.ts). The card is
 * complete without it; it adds what a static file cannot do on its own:
 *   - `?theme=light|dark` and `?size=compact` become attributes on <html> before the first paint (the card's CSS
 *     reads them; anything else leaves the visitor's preference and the full card);
 *   - `?translation=bsb|kjv` likewise chooses the memory verse's translation among those the card carries (a
 *     choice it does not carry is dropped, and the edition's own Bible shows); without it, a card opened on the site
 *     itself follows the reader's choice there (localStorage 'translation', or 'translation-nl'… on an edition's
 *     card; read only: in a frame on another site that storage is the framing site's partition, empty, or refused in
 *     a sandbox);
 *   - in a frame, the card tells the page its height, as WordPress's embed protocol has it: a message
 *     `{ message: 'height', value }`, with the `secret` WordPress put in the address (`#?secret=…`) when there
 *     is one, again on every change of size and when the page says `{ message: 'ready' }` (the page's script may
 *     start after the card has loaded). /embed/resize.js and WordPress both listen for it;
 *   - inside WordPress, whose sandbox allows no new tab, a click on a link is handed to the page as
 *     `{ message: 'link', value: url }`, and WordPress opens it.
 * It keeps nothing: no cookie, no storage.
 */
export const EMBED_SCRIPT = `(function () {
  var html = document.documentElement;
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  if (theme === 'light' || theme === 'dark') html.setAttribute('data-theme', theme);
  if (query.get('size') === 'compact') html.setAttribute('data-size', 'compact');
  var translation = query.get('translation');
  try {
    if (translation === null) translation = localStorage.getItem(html.lang === 'en' ? 'translation' : 'translation-' + html.lang);
  } catch (e) {}
  if (translation === 'bsb' || translation === 'kjv') {
    html.setAttribute('data-translation', translation);
    document.addEventListener('DOMContentLoaded', function () {
      if (!document.querySelector('[data-translation-text="' + translation + '"]')) html.removeAttribute('data-translation');
    });
  }
  if (window.parent === window) return;
  var secret = (/secret=([A-Za-z0-9]+)/.exec(location.hash) || [])[1];
  function post(message, value) {
    var data = { message: message, value: value };
    if (secret) data.secret = secret;
    window.parent.postMessage(data, '*');
  }
  function sendHeight() {
    post('height', Math.ceil(html.getBoundingClientRect().height));
  }
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.data && event.data.message === 'ready' && event.data.secret === secret) sendHeight();
  });
  document.addEventListener('DOMContentLoaded', function () {
    if (window.ResizeObserver) new window.ResizeObserver(sendHeight).observe(html);
    else sendHeight();
  });
  if (secret)
    document.addEventListener('click', function (event) {
      var link = event.target.closest && event.target.closest('a[href]');
      if (!link) return;
      event.preventDefault();
      post('link', link.href);
    });
})();`;
