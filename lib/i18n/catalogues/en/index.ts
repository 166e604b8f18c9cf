/** The en catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { about } from './about.ts';
import { archive } from './archive.ts';
import { audio } from './audio.ts';
import { auth } from './auth.ts';
import { behindTheScenes } from './behind-the-scenes.ts';
import { churches } from './churches.ts';
import { dashboard } from './dashboard.ts';
import { devotional } from './devotional.ts';
import { devotionalSearch } from './devotional-search.ts';
import { doctrines } from './doctrines.ts';
import { email } from './email.ts';
import { feeds } from './feeds.ts';
import { fulltext } from './fulltext.ts';
import { groups } from './groups.ts';
import { guide } from './guide.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { library } from './library.ts';
import { newsletterPreferences } from './newsletter-preferences.ts';
import { offline } from './offline.ts';
import { pageParts } from './page-parts.ts';
import { pages } from './pages.ts';
import { practice } from './practice.ts';
import { preview } from './preview.ts';
import { privacy } from './privacy.ts';
import { reminderNotifications } from './reminder-notifications.ts';
import { readableCopy } from './readable-copy.ts';
import { series } from './series.ts';
import { settings } from './settings.ts';
import { signedIn } from './signedIn.ts';
import { tags } from './tags.ts';

export const en = {
  ...about,
  ...archive,
  ...audio,
  ...auth,
  ...behindTheScenes,
  ...churches,
  ...dashboard,
  ...devotional,
  ...devotionalSearch,
  ...doctrines,
  ...email,
  ...feeds,
  ...fulltext,
  ...groups,
  ...guide,
  ...home,
  ...layout,
  ...library,
  ...newsletterPreferences,
  ...offline,
  ...pageParts,
  ...pages,
  ...practice,
  ...preview,
  ...privacy,
  ...readableCopy,
  ...reminderNotifications,
  ...series,
  ...settings,
  ...signedIn,
  ...tags,
};
