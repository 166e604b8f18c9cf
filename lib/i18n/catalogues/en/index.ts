/** The en catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { about } from './about.ts';
import { archive } from './archive.ts';
import { fulltext } from './fulltext.ts';
import { layout } from './layout.ts';
import { library } from './library.ts';
import { offline } from './offline.ts';
import { pages } from './pages.ts';
import { privacy } from './privacy.ts';
import { series } from './series.ts';

export const en = {
  ...about,
  ...archive,
  ...fulltext,
  ...layout,
  ...library,
  ...offline,
  ...pages,
  ...privacy,
  ...series,
};
