/** The nl catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { devotionalSearch } from './devotional-search.ts';
import { doctrines } from './doctrines.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';

export const nl = {
  ...devotionalSearch,
  ...doctrines,
  ...home,
  ...layout,
};
