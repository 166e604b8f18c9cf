/**
 * The console's navigation, listed statically so each screen's folder can be added without touching the menu.
 * Paths are the console's hash routes; the spec's paths (/admin/users, ...) map onto them in admin/index.html.
 */
export interface MenuEntry {
  label: string;
  to: string;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Panel', to: '/' },
  { label: 'Devotionals', to: '/devotionals' },
  { label: 'Tags', to: '/tags' },
  { label: 'Series', to: '/series' },
  { label: 'Feedback', to: '/feedback' },
  { label: 'Confessions', to: '/confessions' },
  { label: 'Users', to: '/users' },
  { label: 'Generator', to: '/devotional-generator' },
  { label: 'Site settings', to: '/site-settings' },
  { label: 'Inbox', to: '/inbox' },
];
