/** The offline page (/offline/): what the service worker shows for a page it has not kept. */
export const offline = {
  'offline.title': 'You are offline',
  'offline.text': 'This page has not been kept for reading offline. These devotionals are available until you are back online:',
  'offline.none': 'Nothing has been kept yet. Devotionals you open while online are kept for next time.',
  'offline.push.title': "Today's devotional is ready",
  'offline.push.body': 'Take a few minutes with Scripture today.',
} as const;
