/**
 * Choosing an edition in a LanguageSwitcher (the header's or the phone menu's) sets the `lang` cookie, which the
 * CDN's one redirect of "/" by Accept-Language respects (docs/features/editions.md). Included once per page.
 */
(function () {
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element ? event.target.closest('[data-language-choice]') : null;
    if (!link) return;
    document.cookie = 'lang=' + link.getAttribute('data-language-choice') + '; path=/; max-age=31536000; samesite=lax';
  });
})();
