/** Feeds, the web app manifest and the embedded cards (site/pages/[...lang]/rss.xml.ts, podcast.xml.ts, manifest.webmanifest.ts, embed/*). */
export const feeds = {
  'feeds.rssDescription': 'Rooted in Grace. Growing Daily. A free daily devotional with a Reformed theology focus.',
  'feeds.rssItemDescription': "{passage}: today's devotional from Reformed Devotionals.",
  'feeds.podcastDescription':
    'Rooted in Grace. Growing Daily. A free daily devotional with a Reformed theology focus, read aloud: the day’s scripture, a short story and reflection, and a prayer.',
  'feeds.podcastItemDescription': '{passage}: a daily Reformed devotional, read aloud.',
  'feeds.appShortName': 'Devotionals',
  'feeds.appDescription': 'A free daily devotional with a Reformed theology focus. Rooted in Grace. Growing Daily.',
  'feeds.embedToday': "Today's devotional",
  'feeds.embedTodayTitle': "Today's devotional: {title}",
  'feeds.oembedToday': 'Today’s devotional from Reformed Devotionals',
  'feeds.embed.daily': 'Daily devotional',
  'feeds.embed.memoryVerse': 'Memory verse',
  'feeds.embed.read': 'Read the devotional',
  'feeds.embed.listen': 'Listen',
  'feeds.embed.onItsWay': "Today's devotional is on its way",
  'feeds.embed.waiting': 'A short devotional for every day: a passage of Scripture, a reflection for the whole family and the historic confessions.',
  'feeds.embed.visit': 'Visit Reformed Devotionals',
  'feeds.embed.newTab': ' (opens in a new tab)',
  'feeds.embed.frameTitle': 'Devotional: {title}',
} as const;
