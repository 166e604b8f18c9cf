/**
 * Registers the service worker (/sw.js, docs/offline.md) once the page has loaded, so it never competes with the
 * first paint. Static on purpose: the Content-Security-Policy allows this script by its hash. A browser without
 * service workers, or a page served without /sw.js (astro dev), simply goes on without one.
 */
if ('serviceWorker' in navigator) {
  addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
  });
}
