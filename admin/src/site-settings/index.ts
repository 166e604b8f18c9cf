import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '../common/lazyScreen.tsx';

export default {
  list: lazyScreen(() => import('./SiteSettingsPage.tsx').then((m) => m.SiteSettingsPage)),
  icon: SettingsIcon,
  options: { label: 'Site settings' },
};
