/** The es catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { audio } from './audio.ts';
import { devotional } from './devotional.ts';
import { devotionalSearch } from './devotional-search.ts';
import { doctrines } from './doctrines.ts';
import { feeds } from './feeds.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';

export const es = {
  ...audio,
  ...devotional,
  ...devotionalSearch,
  ...doctrines,
  ...feeds,
  ...home,
  ...layout,
};
