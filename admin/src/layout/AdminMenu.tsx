import { Menu } from 'react-admin';
import { MENU_ENTRIES } from './menuEntries.ts';

/** Every screen of the console, in the order an editor's week goes: content first, then people, then the site. */
export function AdminMenu() {
  return (
    <Menu>
      {MENU_ENTRIES.map((entry) =>
        entry.to === '/' ? (
          <Menu.DashboardItem key={entry.to} primaryText={entry.label} />
        ) : (
          <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} />
        ),
      )}
    </Menu>
  );
}
