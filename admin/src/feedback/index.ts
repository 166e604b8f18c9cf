import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyScreen } from '../common/lazyScreen.tsx';

export default { list: lazyScreen(() => import('./FeedbackList.tsx').then((m) => m.FeedbackList)), icon: FeedbackIcon, options: { label: 'Feedback' } };
