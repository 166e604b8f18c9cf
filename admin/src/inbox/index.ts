import InboxIcon from '@mui/icons-material/Inbox';
import { InboxPage } from './InboxPage.tsx';

export default { list: InboxPage, icon: InboxIcon, options: { label: 'Inbox' } };
