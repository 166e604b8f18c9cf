/**
 * The reader's ways into the library, in the header on a laptop and in the phone menu: today's devotional, the
 * archive, the series, the confessions and search. Search opens the search overlay (SearchOverlay.astro); its href is where a
 * reader without JavaScript finds the same search.
 */
export interface SiteSection {
  label: string;
  href: string;
  /** Opens the search overlay instead of following the link. */
  opensSearch?: boolean;
}

export const SITE_SECTIONS: SiteSection[] = [
  { label: 'Today', href: '/#today' },
  { label: 'Archive', href: '/archive/' },
  { label: 'Series', href: '/series/' },
  { label: 'Confessions', href: '/confessions/' },
  { label: 'Search', href: '/#fulltext-heading', opensSearch: true },
];
