/** The offline page (/offline/): what the service worker shows for a page it has not kept. */
export const offline = {
  'offline.title': 'You are offline',
  'offline.text': 'This page has not been kept for reading offline. These devotionals are available until you are back online:',
  'offline.none': 'Nothing has been kept yet. Devotionals you open while online are kept for next time.',
} as const;
