/**
 * /embed/resize.js: the optional script a church adds once to a page with cards, so each frame takes its card's
 * height (at most 1 KB; tested). It listens for the height messages the cards send (lib/embeds/embed-script.ts),
 * only from this site's origin (read from the script's own address, so it works on any host the site is served
 * from) and only for the frame that sent them, and asks cards that loaded before it for their height.
 */
export const RESIZE_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  function frames() {
    return document.querySelectorAll('iframe[src^="' + origin + '/embed/"]');
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.message !== 'height') return;
    var height = parseInt(data.value, 10);
    if (!(height > 0)) return;
    var list = frames();
    for (var i = 0; i < list.length; i++)
      if (list[i].contentWindow === event.source) list[i].style.height = Math.min(height, 3000) + 'px';
  });
  function ready() {
    var list = frames();
    for (var i = 0; i < list.length; i++) if (list[i].contentWindow) list[i].contentWindow.postMessage({ message: 'ready' }, origin);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
`;
