/**
 * Applies the reader's text size and Bible translation before the first paint, so the reading text never jumps.
 * localStorage 'text-size' is small | large, anything else the default size; 'translation' is bsb, anything else the
 * KJV (lib/scripture/translations.ts). It also runs every Bible translation control on the page
 * (TranslationControl.astro, which carries no script of its own): a click sets and remembers the choice, keeps each
 * control's pressed state in step, and announces it ('rd:translation') for a signed-in reader's account
 * (site/signed-in/translation.ts), which answers a choice it applies with 'rd:translation-applied'.
 *
 * Another edition's page shows its own Bible by default (SV, RV1909, BLivre; the registry's ownBible) and remembers
 * the reader's other choice, the KJV or the BSB, apart from the English one: localStorage 'translation-<edition>'
 * (translation-nl, translation-es, translation-pt), announced as 'rd:translation-<edition>'. One script serves every edition, the same
 * text in each (so the Content-Security-Policy allows it by one hash): its data attributes give `k`, the stored key,
 * `o`, the Bible shown when nothing is stored, and `a`, the choices kept.
 */
(function (r, d, c) {
  var k = c.key,
    o = c.own,
    a = c.kept.split(' ');
  try {
    var s = localStorage.getItem('text-size');
    if (s == 'small' || s == 'large') r.dataset.textSize = s;
    var t = localStorage.getItem(k);
    if (a.indexOf(t) >= 0) r.dataset.translation = t;
  } catch (e) {}
  function sync() {
    var c = r.dataset.translation || o;
    d.querySelectorAll('[data-translation-choice]').forEach(function (b) {
      b.setAttribute('aria-pressed', b.getAttribute('data-translation-choice') == c);
    });
  }
  d.addEventListener('DOMContentLoaded', sync);
  addEventListener('rd:translation-applied', sync);
  d.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('[data-translation-choice]');
    if (!b) return;
    var v = b.getAttribute('data-translation-choice');
    var kept = a.indexOf(v) >= 0;
    if (kept) r.dataset.translation = v;
    else delete r.dataset.translation;
    try {
      if (kept) localStorage.setItem(k, v);
      else localStorage.removeItem(k);
    } catch (e) {}
    sync();
    dispatchEvent(new CustomEvent('rd:' + k, { detail: v }));
  });
})(document.documentElement, document, document.currentScript.dataset);
