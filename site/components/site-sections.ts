/**
 * The reader's ways into the library, in the header on a laptop and in the phone menu: today's devotional, the
 * archive, the series, the confessions and search. Search opens the search overlay (SearchOverlay.astro); its href is where a
 * reader without JavaScript finds the same search. Paths are the English edition's; callers put them in their edition.
 */
import type { MessageKey } from '@lib/i18n/messages.ts';

export interface SiteSection {
  label: MessageKey;
  href: string;
  /** Opens the search overlay instead of following the link. */
  opensSearch?: boolean;
}

export const SITE_SECTIONS: SiteSection[] = [
  { label: 'nav.today', href: '/#today' },
  { label: 'nav.archive', href: '/archive/' },
  { label: 'nav.series', href: '/series/' },
  { label: 'nav.confessions', href: '/confessions/' },
  { label: 'nav.search', href: '/#fulltext-heading', opensSearch: true },
];
