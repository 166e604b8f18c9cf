/** Whether this browser can keep pages for offline reading (a cache and a service worker); no other code loads. */
export const offlineSupported = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;
