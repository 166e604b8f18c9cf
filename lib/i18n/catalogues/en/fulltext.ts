/** Full-text search (Pagefind): the home page's search section and the search overlay's results and status. */
export const fulltext = {
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
