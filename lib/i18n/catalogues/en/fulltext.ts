/** Full-text search (Pagefind): the home page's search section and the search overlay's results and status. */
export const fulltext = {
  'fulltext.heading': 'Search every devotional and confession',
  'fulltext.intro': 'Looking for a word you remember, a phrase from the Heidelberg Catechism, or a name from the Bible story? This searches every line.',
  'fulltext.formLabel': 'Full-text search',
  'fulltext.searching': 'Searching...',
  'fulltext.none': 'No matches for “{query}”. Try fewer or different words.',
  'fulltext.matches.one': '{count} page matches “{query}”',
  'fulltext.matches.other': '{count} pages match “{query}”',
  'fulltext.showingFirst': '; showing the first {max}',
  'fulltext.failed': 'Full-text search is not available right now. Please try again later.',
  'fulltext.kind.devotional': 'Devotional',
  'fulltext.kind.confession': 'Confession',
  'fulltext.kind.page': 'Page',
} as const;
