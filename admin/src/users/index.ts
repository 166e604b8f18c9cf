import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../common/lazyScreen.tsx';

export default { list: lazyScreen(() => import('./UserList.tsx').then((m) => m.UserList)), icon: PeopleIcon, options: { label: 'Users' } };
