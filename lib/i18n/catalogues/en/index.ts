/** The en catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { auth } from './auth.ts';
import { dashboard } from './dashboard.ts';
import { email } from './email.ts';
import { groups } from './groups.ts';
import { layout } from './layout.ts';
import { practice } from './practice.ts';
import { preview } from './preview.ts';
import { settings } from './settings.ts';
import { signedIn } from './signedIn.ts';

export const en = {
  ...auth,
  ...dashboard,
  ...email,
  ...groups,
  ...layout,
  ...practice,
  ...preview,
  ...settings,
  ...signedIn,
};
