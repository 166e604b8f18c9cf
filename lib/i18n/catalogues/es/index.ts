/** The es catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { about } from './about.ts';
import { archive } from './archive.ts';
import { audio } from './audio.ts';
import { devotional } from './devotional.ts';
import { devotionalSearch } from './devotional-search.ts';
import { doctrines } from './doctrines.ts';
import { feeds } from './feeds.ts';
import { fulltext } from './fulltext.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { library } from './library.ts';
import { offline } from './offline.ts';
import { pages } from './pages.ts';
import { privacy } from './privacy.ts';
import { series } from './series.ts';

export const es = {
  ...about,
  ...archive,
  ...audio,
  ...devotional,
  ...devotionalSearch,
  ...doctrines,
  ...feeds,
  ...fulltext,
  ...home,
  ...layout,
  ...library,
  ...offline,
  ...pages,
  ...privacy,
  ...series,
};
