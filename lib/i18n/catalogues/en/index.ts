/** The en catalogue: one module per area of the site (lib/i18n/messages.ts). */
import { layout } from './layout.ts';

export const en = {
  ...layout,
};
