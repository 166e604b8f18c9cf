/** The nl catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { audio } from './audio.ts';
import { auth } from './auth.ts';
import { dashboard } from './dashboard.ts';
import { devotional } from './devotional.ts';
import { devotionalSearch } from './devotional-search.ts';
import { doctrines } from './doctrines.ts';
import { email } from './email.ts';
import { feeds } from './feeds.ts';
import { groups } from './groups.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { practice } from './practice.ts';
import { preview } from './preview.ts';
import { settings } from './settings.ts';
import { signedIn } from './signedIn.ts';

export const nl = {
  ...audio,
  ...auth,
  ...dashboard,
  ...devotional,
  ...devotionalSearch,
  ...doctrines,
  ...email,
  ...feeds,
  ...groups,
  ...home,
  ...layout,
  ...practice,
  ...preview,
  ...settings,
  ...signedIn,
};
