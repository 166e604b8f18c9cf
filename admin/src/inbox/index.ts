import InboxIcon from '@mui/icons-material/Inbox';
import { lazyScreen } from '../common/lazyScreen.tsx';

export default { list: lazyScreen(() => import('./InboxPage.tsx').then((m) => m.InboxPage)), icon: InboxIcon, options: { label: 'Inbox' } };
