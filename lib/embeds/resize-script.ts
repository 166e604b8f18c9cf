/**
 * /embed/resize.js: the optional script a church adds once to a page with cards, so each frame takes its card's
 * height (at most 1 KB; tested). It listens for the height messages the cards send (lib/embeds/embed-script.ts),
 * only from this site's origin (read from the script's own address, so it works on any host the site is served
 * from) and only for the frame that sent them: a card of any edition (/embed/…, /nl/embed/…, /es/embed/…). It asks
 * the cards that loaded before it for their height; a frame still on its first, empty document (a lazy frame not yet
 * in view) is the church page's own origin, which a message addressed to the site would only make the browser report
 * as an error, so it is left alone: its card sends its height itself once loaded.
 */
import { TRANSLATED_LOCALES } from '../editions/registry.ts';

/** A card's path on the site: /embed/… in English, /{code}/embed/… in another edition. */
const CARD_PATH = `^/(?:(?:${TRANSLATED_LOCALES.join('|')})/)?embed/`;

// Served without its indentation, to stay within 1 KB.
export const RESIZE_SCRIPT = `(function () {
  var s = document.currentScript;
  if (!s) return;
  var o = new URL(s.src).origin, p = new RegExp('${CARD_PATH}');
  function f() {
    var a = document.getElementsByTagName('iframe'), l = [];
    for (var i = 0; i < a.length; i++)
      try {
        var u = new URL(a[i].src);
        if (u.origin === o && p.test(u.pathname)) l.push(a[i]);
      } catch (e) {}
    return l;
  }
  window.addEventListener('message', function (e) {
    var d = e.data, h = d && parseInt(d.value, 10), l = f();
    if (e.origin !== o || !d || d.message !== 'height' || !(h > 0)) return;
    for (var i = 0; i < l.length; i++) if (l[i].contentWindow === e.source) l[i].style.height = Math.min(h, 3000) + 'px';
  });
  function ready() {
    for (var l = f(), i = 0; i < l.length; i++) {
      var w = l[i].contentWindow, b;
      try {
        b = w.location.href === 'about:blank';
      } catch (e) {}
      if (w && !b) w.postMessage({ message: 'ready' }, o);
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
`.replace(/^ +/gm, '');
