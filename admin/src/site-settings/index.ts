import SettingsIcon from '@mui/icons-material/Settings';
import { SiteSettingsPage } from './SiteSettingsPage.tsx';

export default { list: SiteSettingsPage, icon: SettingsIcon, options: { label: 'Site settings' } };
