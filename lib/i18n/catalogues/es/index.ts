/** The es catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { auth } from './auth.ts';
import { layout } from './layout.ts';

export const es = {
  ...auth,
  ...layout,
};
